import lists from "./cites-hint.json";
import { findPhrases, phraseIndex, type TPhraseIndex } from "./match";

// The listing form's question "is this a species on the CITES appendices?", answered in the browser from
// a small list written from the catalogue (scripts/gen-law-lists.ts; lib/law/species.ts, citesHintLists),
// the same way the server reads a listing (lib/law/listing-rules.ts): by its breed, and by its name when
// the name has two words or more.

let index: TPhraseIndex<boolean> | null = null;
const getIndex = () =>
  (index ??= phraseIndex([
    ...lists.cites.map((text) => ({ text, value: true })),
    ...lists.protectedHolding.map((text) => ({ text, value: false })),
  ]));

const namesCites = (text: string, minWords: number) => findPhrases(getIndex(), text).some((m) => m.value && m.to - m.from >= minWords);

/** True when the breed (or a name of two words or more) names a species the Living Animal Species Rules, 2024 register. */
export const isCitesListing = (breed: string, name = "") => namesCites(breed, 1) || namesCites(name, 2);
