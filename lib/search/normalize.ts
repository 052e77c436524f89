// How the words of a search are cut and compared. Pure functions, shared by the parser and the data
// files' checks (lib/search/parse.test.ts), so a dictionary entry and a typed query are cut the same way.

/** At most this many words of a query are read (the API caps q at 100 characters anyway). */
export const MAX_QUERY_WORDS = 12;

// A word is letters, combining marks (the vowel signs of Telugu and Devanagari) and digits. Everything
// else separates words: spaces, punctuation, emoji, and the zero-width (non-)joiner that Telugu puts
// between a word and its ending ("హైదరాబాద్‌లో" is "హైదరాబాద్" + "లో"). The words left for the full-text
// match are cut this way too (as toTsQuery in lib/pets/list-pets-sql.ts always did), so only letters and digits
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
  return word
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC");
}

/** The words of a dictionary entry or a query in their lookup spelling. */
export const lookupWords = (text: string) => words(text).map(lookupForm);

// Telugu endings tried off a word, longest first. "In": లోని, లో ("బెంగళూరులో" → "బెంగళూరు"). Plural:
// లు ("లాబ్రడార్లు" → "లాబ్రడార్", "హస్కీలు" → "హస్కీ"), and the plural as an object or "for": లను, లకు
// ("కుక్కలను", "కుక్కలకు" → "కుక్క"), which searches written as sentences use. And స్, the English plural s
// of a loan word written in Telugu ("బీగల్స్", "డాగ్స్", "పప్పీస్"). Each only when at least two letters are left.
const TELUGU_ENDINGS = ["లోని", "లను", "లకు", "లో", "లు", "స్"];
// Telugu words that end in లు make their plural with ళ్లు (typed ళ్ళు too): "కుందేలు" → "కుందేళ్లు",
// "తాబేలు" → "తాబేళ్లు". The singular is the stem with లు again.
const TELUGU_PLURAL_LL = ["ళ్లు", "ళ్ళు"];
// The English plural of a loan word written in Devanagari: ्स ("लैब्स", "पग्स", "डॉग्स", "कैट्स") and
// ीज़ for -ies/-ys ("पपीज़" → "पपी", "हस्कीज़" → "हस्की"; ीज once the lookup spelling has dropped the nukta).
const DEVANAGARI_ENDINGS: [string, string][] = [
  ["्स", ""],
  ["ीज़", "ी"],
  ["ीज", "ी"],
];

/**
 * Other spellings to try when a word is not in the dictionary as it stands: an English plural
 * ("huskies" → "husky", "labs" → "lab"), a Telugu word without its "in" or plural ending
 * ("బెంగళూరులో" → "బెంగళూరు", "పగ్లు" → "పగ్"), and the English plural of a loan word in Telugu or
 * Devanagari ("బీగల్స్" → "బీగల్", "डॉग्स" → "डॉग"). A variant counts only if the dictionary has it, so a
 * stem that happens to be some other word is never read unless it is one of the data files' words.
 */
export function variantsOf(word: string): string[] {
  const out: string[] = [];
  const stem = (ending: string) => (word.endsWith(ending) && word.length - ending.length >= 2 ? word.slice(0, -ending.length) : null);
  if (/^[a-z]+$/.test(word) && word.length >= 4) {
    if (word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
    if (word.endsWith("es")) out.push(word.slice(0, -2));
    if (word.endsWith("s") && !word.endsWith("ss")) out.push(word.slice(0, -1));
  }
  for (const ending of TELUGU_ENDINGS) {
    const s = stem(ending);
    if (s) out.push(s);
  }
  for (const ending of TELUGU_PLURAL_LL) {
    const s = stem(ending);
    if (s) out.push(`${s}లు`);
  }
  for (const [ending, replacement] of DEVANAGARI_ENDINGS) {
    const s = stem(ending);
    if (s) out.push(s + replacement);
  }
  return out;
}
