// The preferences of a search (lib/search/facets.ts): "for adoption", "rehoming", "free", "urgent",
// "young", "cheap".
import { wordsPattern } from "./patterns";

/**
 * What a search prefers without excluding the rest:
 * - offered for adoption ("adoption", "free", "गोद", "దత్తత"): rehoming listings and shelters' first;
 * - rehomed by its owner ("rehoming", "free to a good home", "नया घर", "కొత్త ఇల్లు"): rehoming listings
 *   and individual owners' first, since a pet is rehomed mostly by the family that has it, not by a shelter;
 * - urgent ("urgent", "अर्जेंट"): listings that say so first;
 * - young ("puppy", "kitten", "पिल्ला", "కుక్కపిల్ల"): under a year first (read by lib/search/parse.ts);
 * - cheap ("cheap", "budget", "sasta", "सस्ता", "తక్కువ ధర"): the lowest prices of what matches first,
 *   an order rather than a tier (lib/pets/list-pets.ts), so a chosen price order still stands.
 */
export type TSearchPrefer = { adoption: boolean; rehoming: boolean; urgent: boolean; young: boolean; cheap: boolean };

/** Words that ask for a pet offered for adoption: rehoming listings and shelters' listings first. */
export const ADOPTION_WORDS = [
  "adoption",
  "adopt",
  "adopting",
  "adopted",
  "free",
  "for free",
  "गोद",
  "गोद लेना",
  "गोद लेने",
  "गोद लें",
  "दत्तक",
  "मुफ्त",
  "मुफ़्त",
  "फ्री",
  "దత్తత",
  "దత్తతకు",
  "దత్తత తీసుకోండి",
  "ఉచితం",
  "ఉచితంగా",
  "ఫ్రీ",
];
/**
 * Words that ask for a pet its owner is rehoming: rehoming listings and individual owners' listings
 * first. "Free to a good home" and "a new home" are how people who give a pet away say it
 * (docs/rehoming.md); read before the adoption words, so its "free" stays part of it.
 */
export const REHOMING_WORDS = [
  "rehome",
  "rehoming",
  "rehomed",
  "rehomes",
  "re-home",
  "re-homing",
  "free to good home",
  "free to a good home",
  "good home",
  "new home",
  "नया घर",
  "नए घर",
  "घर चाहिए",
  "కొత్త ఇల్లు",
  "కొత్త ఇంటికి",
];
/**
 * Words that ask for the lower prices of what matches: the lowest first. "budget" with an amount is a
 * budget (lib/search/facets/budget.ts reads it first); alone, it is this.
 */
export const CHEAP_WORDS = [
  "cheap",
  "cheaper",
  "cheapest",
  "affordable",
  "budget",
  "low price",
  "low cost",
  "lowest price",
  "inexpensive",
  "sasta",
  "sasti",
  "saste",
  "kam daam",
  "kam keemat",
  "सस्ता",
  "सस्ती",
  "सस्ते",
  "सस्ते में",
  "कम कीमत",
  "कम क़ीमत",
  "कम दाम",
  "कम दामों",
  "किफायती",
  "किफ़ायती",
  "బడ్జెట్",
  "తక్కువ ధర",
  "తక్కువ ధరకు",
  "తక్కువ ధరలో",
  "తక్కువ రేటు",
  "చౌక",
  "చౌకగా",
  "చవక",
];
/** "young" itself (the young words that also name a species are lib/search/words.ts's YOUNG_WORDS). */
export const YOUNG_FACET_WORDS = ["young", "younger"];
/** Words that say the seller is in a hurry: listings that say so first. */
export const URGENT_WORDS = ["urgent", "urgently", "अर्जेंट", "जल्दी", "तुरंत", "అర్జెంట్", "అత్యవసరం", "తొందరగా"];
/** What an urgent listing's text says (its words' beginnings, matched by prefix): in English, Hindi or Telugu. */
export const URGENT_STEMS = ["urgent", "अर्जेंट", "जल्दी", "तुरंत", "అర్జెంట్", "అత్యవసర", "తొందర"];
const ADOPTION_PATTERN = wordsPattern(ADOPTION_WORDS);
const REHOMING_PATTERN = wordsPattern(REHOMING_WORDS);
const CHEAP_PATTERN = wordsPattern(CHEAP_WORDS);
const URGENT_PATTERN = wordsPattern(URGENT_WORDS);
const YOUNG_PATTERN = wordsPattern(YOUNG_FACET_WORDS);

/**
 * What the text prefers, the words that said so (as typed), and the text without them. The cheap words
 * are not among `preferWords`: an order, not a tier, so no listing can lack them.
 */
export function readPrefer(text: string): { prefer: TSearchPrefer; preferWords: string[]; rest: string } {
  const preferWords: string[] = [];
  const prefer: TSearchPrefer = { adoption: false, rehoming: false, urgent: false, young: false, cheap: false };
  for (const [key, pattern] of [
    ["rehoming", REHOMING_PATTERN],
    ["adoption", ADOPTION_PATTERN],
    ["cheap", CHEAP_PATTERN],
    ["urgent", URGENT_PATTERN],
    ["young", YOUNG_PATTERN],
  ] as const) {
    text = text.replace(pattern, (whole: string) => {
      prefer[key] = true;
      if (key !== "cheap") preferWords.push(whole.trim());
      return " ";
    });
  }
  return { prefer, preferWords, rest: text };
}

/** The preferences in words a search reads again the same way: "young", "adoption", "rehoming", "urgent", "cheap". */
export function preferText(prefer: TSearchPrefer | undefined): string[] {
  const out: string[] = [];
  if (prefer?.young) out.push("young");
  if (prefer?.adoption) out.push("adoption");
  if (prefer?.rehoming) out.push("rehoming");
  if (prefer?.urgent) out.push("urgent");
  if (prefer?.cheap) out.push("cheap");
  return out;
}
