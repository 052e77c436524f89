// The gender of a search (lib/search/facets.ts): "female pug", "मादा", "ఆడ కుక్క".
import { wordsPattern } from "./patterns";

export type TSearchGender = "male" | "female";

/** Words that mean a gender; "male and female" (both) means no gender filter. */
export const GENDER_WORDS: Record<TSearchGender, string[]> = {
  male: ["male", "males", "boy", "boys", "nar", "नर", "मेल", "लड़का", "మగ", "మగది", "మగవి", "మేల్"],
  female: ["female", "females", "girl", "girls", "mada", "maada", "मादा", "फीमेल", "फ़ीमेल", "लड़की", "ఆడ", "ఆడది", "ఆడవి", "ఫీమేల్"],
};
// "ఆడ కుక్క" (a female dog): the gender word goes, the animal word stays for the dictionary.
const GENDER_PATTERNS = (Object.entries(GENDER_WORDS) as [TSearchGender, string[]][]).map(([gender, list]) => ({
  gender,
  pattern: wordsPattern(list),
}));

/** The gender the text names, and the text without the words that named it; a gender named twice differently ("male female pair") is no gender. */
export function readGender(text: string): { gender: TSearchGender | null; rest: string } {
  const named = new Set<TSearchGender>();
  for (const { gender, pattern } of GENDER_PATTERNS) {
    text = text.replace(pattern, () => {
      named.add(gender);
      return " ";
    });
  }
  return { gender: named.size === 1 ? [...named][0] : null, rest: text };
}
