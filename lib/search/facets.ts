// Reading a budget, a gender, an age and what a search prefers out of it, in English, Hindi and Telugu,
// as people in India type them: "pug under 10000", "lab below 15k", "₹5,000 से कम", "10 हज़ार तक", "10
// వేల లోపు", "between 5k and 10k", "1.5 lakh", "female pug", "मादा", "ఆడ కుక్క", "under 3 months", "2 साल
// से ज़्यादा", "adult", "for adoption", "rehoming", "urgent", "cheap". The budget, gender and age become filters (beside the
// browse page's own price and gender filters), the preferences an order (lib/pets/list-pets-ranked.ts), and the
// words that said them leave the query before the dictionary reads the rest (lib/search/parse.ts). Pure
// and synchronous.
//
// Each facet has its reader in lib/search/facets/: the budget (budget.ts), the gender (gender.ts), the
// age (age.ts) and the preferences (prefer.ts); this module reads them in that order, each from what the
// one before left.
import {
  ADULT_WORDS,
  ageRangeText,
  readAge,
  SENIOR_WORDS,
  SEARCH_AGE_UNITS,
  toDays,
  type TSearchAge,
  type TSearchAgeRange,
} from "./facets/age";
import { MULTIPLIER_WORDS, priceText, readPrice, type TSearchPrice } from "./facets/budget";
import { GENDER_WORDS, readGender, type TSearchGender } from "./facets/gender";
import {
  ADOPTION_WORDS,
  CHEAP_WORDS,
  preferText,
  readPrefer,
  REHOMING_WORDS,
  URGENT_STEMS,
  URGENT_WORDS,
  YOUNG_FACET_WORDS,
  type TSearchPrefer,
} from "./facets/prefer";

export {
  SEARCH_AGE_UNITS,
  toDays,
  URGENT_STEMS,
  type TSearchAge,
  type TSearchAgeRange,
  type TSearchGender,
  type TSearchPrefer,
  type TSearchPrice,
};

export type TSearchFacets = {
  price: TSearchPrice | null;
  gender: TSearchGender | null;
  age: TSearchAgeRange | null;
  prefer: TSearchPrefer;
  preferWords: string[];
};

/** Devanagari and Telugu digits as ASCII ("५०००", "౫౦౦౦"), so amounts read the same in every script. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0966-\u096F\u0C66-\u0C6F]/g, (d) => {
    const code = d.codePointAt(0)!;
    return String(code - (code >= 0x0c66 ? 0x0c66 : 0x0966));
  });

/**
 * The budget and gender a search names, and the search without the words that named them. Only the
 * first budget counts ("under 10000 under 5000" reads the first); a gender named twice differently
 * ("male female pair") is no gender.
 */
export function readFacets(q: string): { facets: TSearchFacets; rest: string } {
  const { price, rest: afterPrice } = readPrice(asciiDigits(q.normalize("NFC").toLowerCase()));
  const { gender, rest: afterGender } = readGender(afterPrice);
  const { age, rest: afterAge } = readAge(afterGender);
  const { prefer, preferWords, rest } = readPrefer(afterAge);
  return { facets: { price, gender, age, prefer, preferWords }, rest: rest.replace(/\s+/g, " ").trim() };
}

/** Every word the facets read, for the data files' check that no dictionary word means a budget or a gender. */
export const FACET_WORDS = [
  ...Object.values(GENDER_WORDS).flat(),
  ...MULTIPLIER_WORDS,
  ...ADULT_WORDS,
  ...SENIOR_WORDS,
  ...ADOPTION_WORDS,
  ...REHOMING_WORDS,
  ...CHEAP_WORDS,
  ...URGENT_WORDS,
  ...YOUNG_FACET_WORDS,
];

/**
 * The facets in words a search reads again the same way: "under 10000", "above 5000", "5000 to 10000",
 * "female", "under 3 months", "above 1 year", "3 months to 1 year", "young", "adoption", "rehoming", "urgent", "cheap".
 */
export function facetsText(facets: Pick<TSearchFacets, "price" | "gender" | "age" | "prefer">): string[] {
  const { price, gender, age, prefer } = facets;
  return [priceText(price), gender, ageRangeText(age), ...preferText(prefer)].filter((word): word is string => !!word);
}
