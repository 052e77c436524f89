import { execFileSync } from "node:child_process";
import path from "node:path";

/** The text a PDF holds, as a reader's copy-and-paste or a search would find it (pdfjs, in a child process). */
export function pdfText(pdf: Buffer | Uint8Array): string {
  return execFileSync(process.execPath, [path.join(__dirname, "pdf-text-cli.mjs")], { input: pdf, maxBuffer: 16 * 1024 * 1024 }).toString(
    "utf8",
  );
}

/**
 * For comparing Indic text: extraction gives the glyphs' characters in their drawn order, so a vowel sign
 * drawn before its consonant (ि, ె…) may come out before it. Words compared are therefore taken without
 * spaces and combining signs: letters in the order they were written.
 */
export const lettersOnly = (s: string) =>
  s.normalize("NFC").replace(/[\s\u0900-\u0903\u093a-\u094f\u0962\u0963\u0c00-\u0c04\u0c3e-\u0c56\u0c62\u0c63\u200c\u200d]/g, "");
