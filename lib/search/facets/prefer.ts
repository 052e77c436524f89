// The preferences of a search (lib/search/facets.ts): "for adoption", "free", "urgent", "young".
import { wordsPattern } from "./patterns";

/**
 * What a search prefers without excluding the rest: offered for adoption ("adoption", "free", "गोद",
 * "దత్తత": listings of shelters first), urgent ("urgent", "अर्जेंट": listings that say so first), and
 * young ("puppy", "kitten", "पिल्ला", "కుక్కపిల్ల": under a year first; read by lib/search/parse.ts).
 */
export type TSearchPrefer = { adoption: boolean; urgent: boolean; young: boolean };

/** Words that ask for a pet offered for adoption or rehoming: shelters' listings first. */
export const ADOPTION_WORDS = [
  "adoption",
  "adopt",
  "adopting",
  "rehome",
  "rehoming",
  "rehomed",
  "rehomes",
  "adopted",
  "free",
  "for free",
  // "Free to a good home" and "a new home": how people who give a pet away say it (docs/rehoming.md).
  "free to good home",
  "free to a good home",
  "good home",
  "new home",
  "नया घर",
  "नए घर",
  "घर चाहिए",
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
  "కొత్త ఇల్లు",
  "కొత్త ఇంటికి",
  "ఉచితం",
  "ఉచితంగా",
  "ఫ్రీ",
];
/** "young" itself (the young words that also name a species are lib/search/words.ts's YOUNG_WORDS). */
export const YOUNG_FACET_WORDS = ["young", "younger"];
/** Words that say the seller is in a hurry: listings that say so first. */
export const URGENT_WORDS = ["urgent", "urgently", "अर्जेंट", "जल्दी", "तुरंत", "అర్జెంట్", "అత్యవసరం", "తొందరగా"];
/** What an urgent listing's text says (its words' beginnings, matched by prefix): in English, Hindi or Telugu. */
export const URGENT_STEMS = ["urgent", "अर्जेंट", "जल्दी", "तुरंत", "అర్జెంట్", "అత్యవసర", "తొందర"];
const ADOPTION_PATTERN = wordsPattern(ADOPTION_WORDS);
const URGENT_PATTERN = wordsPattern(URGENT_WORDS);
const YOUNG_PATTERN = wordsPattern(YOUNG_FACET_WORDS);

/** What the text prefers, the words that said so (as typed), and the text without them. */
export function readPrefer(text: string): { prefer: TSearchPrefer; preferWords: string[]; rest: string } {
  const preferWords: string[] = [];
  const prefer: TSearchPrefer = { adoption: false, urgent: false, young: false };
  for (const [key, pattern] of [
    ["adoption", ADOPTION_PATTERN],
    ["urgent", URGENT_PATTERN],
    ["young", YOUNG_PATTERN],
  ] as const) {
    text = text.replace(pattern, (whole: string) => {
      prefer[key] = true;
      preferWords.push(whole.trim());
      return " ";
    });
  }
  return { prefer, preferWords, rest: text };
}

/** The preferences in words a search reads again the same way: "young", "adoption", "urgent". */
export function preferText(prefer: TSearchPrefer | undefined): string[] {
  const out: string[] = [];
  if (prefer?.young) out.push("young");
  if (prefer?.adoption) out.push("adoption");
  if (prefer?.urgent) out.push("urgent");
  return out;
}
