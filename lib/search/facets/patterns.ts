// What the facet readers share (lib/search/facets.ts): word edges in every script, a list of words as
// one pattern, and the words that join the two ends of a range, a budget's or an age's.

// A character of a word: letters, combining marks (Indic vowel signs) and digits. Used for word edges,
// since JavaScript's \b knows only ASCII.
export const W = "\\p{L}\\p{M}\\p{N}";
export const START = `(?<![${W}])`;
export const END = `(?![${W}])`;

/** A list of words or phrases as one regular-expression alternation (NFC, a space matching any spacing). */
export const alternatives = (list: string[]) =>
  [...list]
    .map((w) => w.normalize("NFC"))
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s*"))
    .join("|");

/** A facet's pattern: every match, case-insensitive, Unicode. */
export const re = (source: string) => new RegExp(source, "giu");
/** A pattern that matches any of these words or phrases, as whole words. */
export const wordsPattern = (list: string[]) => re(`${START}(?:${alternatives(list)})${END}`);

/** Words between the two ends of a range ("5000-10000", "2 to 3 months", "5 से 10 हज़ार"), and after it ("… तक"). */
export const RANGE_JOIN = ["-", "–", "to", "and", "se", "से", "నుండి", "నుంచి"];
export const RANGE_END = ["tak", "तक", "వరకు", "లోపు"];
