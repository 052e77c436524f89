// How long the words of a short text are, as a screen lays them out: a word runs between the spaces
// a line may break at, so a non-breaking space (U+00A0, U+2007, U+202F) or a hyphen does not end one,
// while a zero-width space (U+200B) does.
const BREAKABLE_SPACES = /[ \t\n\r\f\v\u1680\u2000-\u2006\u2008-\u200B\u2028\u2029\u205F\u3000]+/;
// Marks (Telugu and Devanagari vowel signs, viramas, accents) and format characters (zero-width
// joiners) draw no letter of their own: "కావాలనుకునే" is 11 code points but 6 letters on screen.
const NOT_A_LETTER = /[\p{M}\p{Cf}]/gu;

/** The letters of the longest word in `text`, counted as a reader sees them (an emoji is one). */
export function longestWordLength(text: string): number {
  let longest = 0;
  for (const word of text.split(BREAKABLE_SPACES)) {
    const letters = [...word.replace(NOT_A_LETTER, "")].length;
    if (letters > longest) longest = letters;
  }
  return longest;
}
