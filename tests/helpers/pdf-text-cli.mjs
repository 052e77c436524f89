// Prints the text of the PDF read from stdin, one line per page (pdfjs-dist's legacy build, which runs in
// Node). A script of its own: pdfjs ships ES modules only, which Jest's CommonJS tests cannot import.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let i = 1; i <= pdf.numPages; i++) {
  const content = await (await pdf.getPage(i)).getTextContent();
  pages.push(content.items.map((it) => ("str" in it ? it.str + (it.hasEOL ? "\n" : "") : "")).join(""));
}
process.stdout.write(pages.join("\n"));
