import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import type { TAgreementDto } from "./responses";
import type { TAgreementLocale } from "./terms";

// The agreement as a PDF (GET /server/orders/{id}/agreement.pdf): its text in the chosen language, the
// signatures with their time in India and the hash of the text each signed, and the order. pdfkit lays it
// out and fontkit (inside it) shapes Devanagari and Telugu, with the app's own faces (traced into the
// function by next.config.ts): Latin and Devanagari from the previews' subsets (lib/pets/preview-fonts), and
// Telugu from the whole Noto Sans Telugu (lib/agreements/fonts, SIL Open Font License): the previews'
// Telugu subset leaves empty the mark anchors of some clusters with a subscript ra (ప్ర, క్రే: "ప్రతి",
// "విక్రేత"), on which fontkit's shaping fails. pdfkit's built-in Helvetica is never used: it reads AFM
// files that a bundled function does not have, and it has no Indic glyphs anyway.

const PREVIEW_FONTS = path.join(process.cwd(), "lib/pets/preview-fonts");
const AGREEMENT_FONTS = path.join(process.cwd(), "lib/agreements/fonts");
const FACES = {
  latin: path.join(PREVIEW_FONTS, "noto-sans-devanagari-latin"),
  latinExt: path.join(PREVIEW_FONTS, "noto-sans-devanagari-latin-ext"),
  deva: path.join(PREVIEW_FONTS, "noto-sans-devanagari-devanagari"),
  telugu: path.join(AGREEMENT_FONTS, "noto-sans-telugu"),
} as const;
type TFace = keyof typeof FACES;
const fontFile = (face: TFace, bold: boolean) => `${FACES[face]}-${bold ? 700 : 400}.ttf`;

const catalogues = { en, te, hi } as const;

/**
 * Which face draws a character. The faces are subsets (Latin, Latin Extended, Devanagari, Telugu), so a
 * line that mixes scripts ("Bruno", "₹2,000" in a Telugu sentence) is drawn in runs, one face each.
 * Spaces, joiners and the danda go with the run they are in (each Indic face has them).
 */
function faceOf(ch: string, current: TFace): TFace | null {
  const c = ch.codePointAt(0)!;
  if (c === 0x20 || c === 0x200c || c === 0x200d || c === 0x0964 || c === 0x0965) return null;
  if ((c >= 0x0900 && c <= 0x097f) || (c >= 0xa8e0 && c <= 0xa8ff) || c === 0x20b9) return "deva";
  if (c >= 0x0c00 && c <= 0x0c7f) return "telugu";
  if (c >= 0x0100 && c <= 0x024f) return "latinExt";
  return current === "latinExt" && c < 0x80 ? "latinExt" : "latin";
}

/** A text split into runs of one face each. */
export function scriptRuns(text: string): { face: TFace; text: string }[] {
  const runs: { face: TFace; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const face = faceOf(ch, last?.face ?? "latin") ?? last?.face ?? "latin";
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

/** "6 Dec 2026, 3:45 pm" in India's time zone, Latin digits in every language. */
const indiaTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export async function renderAgreementPdf(a: TAgreementDto, now = new Date()): Promise<Buffer> {
  const lang: TAgreementLocale = a.lang;
  const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: "Agreement" });
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    // A face of ours before any text: the default (Helvetica) would read pdfkit's AFM data.
    font: fontFile("latin", false),
    info: { Title: a.title, Author: "PawBazaar", Subject: `Order ${a.order_id}` },
    lang,
  });
  for (const face of Object.keys(FACES) as TFace[]) {
    doc.registerFont(`${face}-400`, fontFile(face, false));
    doc.registerFont(`${face}-700`, fontFile(face, true));
  }
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  const write = (text: string, { size = 10.5, bold = false, gap = 5, color = "#1c1917" } = {}) => {
    const runs = scriptRuns(text);
    doc.fillColor(color).fontSize(size);
    runs.forEach((run, i) => {
      doc.font(`${run.face}-${bold ? 700 : 400}`).text(run.text, { continued: i < runs.length - 1, lineGap: 2 });
    });
    doc.moveDown(gap / 10);
  };

  write(a.title, { size: 18, bold: true, gap: 3, color: "#9a3412" });
  write(t("pdf.order", { id: a.order_id }), { size: 9.5, color: "#57534e", gap: 8 });
  for (const s of a.sections) {
    write(s.heading, { size: 12.5, bold: true, gap: 3 });
    for (const p of s.paragraphs) write(p);
    doc.moveDown(0.4);
  }

  const roleName = (role: "buyer" | "seller") =>
    t(`panel.roles.${a.mode === "rehoming" ? (role === "seller" ? "owner" : "adopter") : role}`);
  write(t("pdf.signatures"), { size: 12.5, bold: true, gap: 3 });
  for (const role of ["seller", "buyer"] as const) {
    const s = a.signatures.find((x) => x.role === role);
    if (!s) {
      write(t("pdf.notSigned", { role: roleName(role) }));
      continue;
    }
    write(t("pdf.signedLine", { role: roleName(role), name: s.typed_name, time: indiaTime(s.signed_at), lang: t(`languages.${s.lang}`) }), {
      bold: true,
      gap: 2,
    });
    write(t("pdf.hashLine", { hash: s.text_hash }), { size: 8.5, color: "#57534e" });
  }
  doc.moveDown(0.4);
  write(t("pdf.thisText", { hash: a.text_hash }), { size: 8.5, color: "#57534e", gap: 2 });
  write(t("pdf.made", { time: indiaTime(now.toISOString()), version: a.version }), { size: 8.5, color: "#57534e" });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
