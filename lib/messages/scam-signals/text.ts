// The one form every signal of lib/messages/scam-signals.ts reads a message in, and its patterns in the
// same form.
import { MAX_MESSAGE_LENGTH } from "../schemas";

// Invisible characters that split a number or a word without showing (zero-width space, joiners, word
// joiner, BOM, soft hyphen). Telugu and Hindi spell some words with a joiner, so they go from the text
// and from the patterns alike.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
// The digits of Indian scripts: Devanagari ०-९, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu ౦-౯,
// Kannada, Malayalam. Each block's zero sits at offset 0x66 of its 128 code points.
const INDIC_DIGIT =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

/** One form to match against: the stored length at most, compatibility forms folded (full-width digits), no invisible characters, Indian digits as 0-9, lower case. */
export function normalize(text: string): string {
  return text
    .slice(0, MAX_MESSAGE_LENGTH)
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(INDIC_DIGIT, (d) => String((d.codePointAt(0)! & 0x7f) - 0x66))
    .toLowerCase();
}

/** A pattern in the same form as the text it reads (Devanagari nukta letters decomposed, no joiners). */
export const rx = (source: string | RegExp, flags = "") =>
  new RegExp(
    (typeof source === "string" ? source : source.source).normalize("NFKC").replace(INVISIBLE, ""),
    typeof source === "string" ? flags : source.flags,
  );

// Indian-script words have no \b: a word starts where no letter or vowel sign comes before.
export const INDIC_START = "(?<![\\p{L}\\p{M}])";
export const INDIC_END = "(?![\\p{L}\\p{M}])";
