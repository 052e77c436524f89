// How the words of a search are cut and compared. Pure functions, shared by the parser and the data
// files' checks (lib/search/parse.test.ts), so a dictionary entry and a typed query are cut the same way.

/** At most this many words of a query are read (the API caps q at 100 characters anyway). */
export const MAX_QUERY_WORDS = 12;

// A word is letters, combining marks (the vowel signs of Telugu and Devanagari) and digits. Everything
// else separates words: spaces, punctuation, emoji, and the zero-width (non-)joiner that Telugu puts
// between a word and its ending ("హైదరాబాద్‌లో" is "హైదరాబాద్" + "లో"). The words left for the full-text
// match are cut this way too (as toTsQuery in lib/pets/service.ts always did), so only letters and digits
// ever reach the tsquery.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text as typed (NFC, lower-case), for the full-text match. */
export function words(text: string): string[] {
  return (text.normalize("NFC").toLowerCase().match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);
}

const LATIN = /^[\p{Script=Latin}\p{N}\p{M}]+$/u;

/**
 * The spelling a word is looked up by: Latin words without accents ("bengalūru" → "bengaluru");
 * Devanagari without the nukta dot and with candrabindu as anusvara, the two ways people type the
 * same word ("शेफ़र्ड"/"शेफर्ड", "बिल्लियाँ"/"बिल्लियां").
 */
export function lookupForm(word: string): string {
  if (LATIN.test(word)) return word.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  return word.normalize("NFD").replace(/\u093C/g, "").replace(/\u0901/g, "\u0902").normalize("NFC");
}

/** The words of a dictionary entry or a query in their lookup spelling. */
export const lookupWords = (text: string) => words(text).map(lookupForm);

/**
 * Other spellings to try when a word is not in the dictionary as it stands: an English plural
 * ("huskies" → "husky", "labs" → "lab") and a Telugu word with its "in" ending ("బెంగళూరులో" → "బెంగళూరు").
 */
export function variantsOf(word: string): string[] {
  const out: string[] = [];
  if (/^[a-z]+$/.test(word) && word.length >= 4) {
    if (word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
    if (word.endsWith("es")) out.push(word.slice(0, -2));
    if (word.endsWith("s") && !word.endsWith("ss")) out.push(word.slice(0, -1));
  }
  for (const ending of ["లోని", "లో"]) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) out.push(word.slice(0, -ending.length));
  }
  return out;
}
