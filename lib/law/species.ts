import type { TLocale } from "@/lib/i18n/routing";
import { findPhrases, phraseIndex, type TPhraseMatch } from "./match";
import data from "./species.json";

// The law's catalogue of species (lib/law/species.json, with its sources): India's own wildlife, which
// may not be listed (Wild Life (Protection) Act, 1972), and the exotic species of the CITES appendices,
// listed only with the owner's registration (Living Animal Species (Reporting and Registration) Rules,
// 2024). Read by the listing rules (lib/law/listing-rules.ts), the search's corrections (never towards a
// protected species: lib/pets/list-pets.ts) and the selling-rules page.

export type TLawStatus = "protected" | "cites";
export type TLawSourceId = keyof typeof data.sources;
export type TLawSource = { title: string; url: string; note: string };
export type TLawSpecies = {
  id: string;
  status: TLawStatus;
  /** CITES only: the appendix or appendices its species are in ("I", "II", "I/II"…). */
  appendix?: string;
  group: "bird" | "reptile" | "mammal" | "fish" | "amphibian" | "invertebrate";
  scientific: string;
  names: Record<TLocale, string>;
  /** The English name as a refusal says it ("Indian star tortoises are protected…"). */
  plural: string;
  aliases: string[];
  sources: TLawSourceId[];
  note: string;
};

export const LAW_SOURCES: Record<TLawSourceId, TLawSource> = data.sources;
export const LAW_SPECIES = data.species as TLawSpecies[];
/** Names of animals that hold a protected word but are not on the list ("peacock cichlid", "fox terrier"). */
export const NOT_LISTED = data.notListed;
/** Words that name no kind on their own (a "parrot", a "tota"): the seller is asked which. */
export const UNCLEAR = data.unclear;

type TFound = { kind: "species"; species: TLawSpecies; alias: string } | { kind: "notListed" } | { kind: "unclear"; id: string };

let index: ReturnType<typeof phraseIndex<TFound>> | null = null;
function getIndex() {
  index ??= phraseIndex<TFound>([
    ...LAW_SPECIES.flatMap((species) =>
      species.aliases.map((text) => ({ text, value: { kind: "species" as const, species, alias: text } })),
    ),
    ...NOT_LISTED.map((n) => ({ text: n.phrase, value: { kind: "notListed" as const } })),
    ...UNCLEAR.flatMap((u) => u.words.map((text) => ({ text, value: { kind: "unclear" as const, id: u.id } }))),
  ]);
  return index;
}

/** A species of the catalogue named in a text, with the catalogue's words that named it and their script. */
export type TSpeciesMention = { species: TLawSpecies; alias: string; script: TLocale };

const scriptOf = (text: string): TLocale => (/\p{Script=Telugu}/u.test(text) ? "te" : /\p{Script=Devanagari}/u.test(text) ? "hi" : "en");

/**
 * What the catalogue finds in a text: the species it names, and the unclear words it has ("parrot")
 * outside any name. `minWords`: only names of at least that many words count (a pet's own name is
 * "Maina" or "Koel" as often as a myna or a koel is for sale; "Hill myna" is not a pet's name).
 */
export function readLawWords(text: string, { minWords = 1 }: { minWords?: number } = {}) {
  const matches = findPhrases(getIndex(), text).filter((m) => m.to - m.from >= minWords);
  const mentions: TSpeciesMention[] = [];
  for (const m of matches as TPhraseMatch<TFound>[]) {
    if (m.value.kind === "species") mentions.push({ species: m.value.species, alias: m.value.alias, script: scriptOf(m.value.alias) });
  }
  const unclear = matches.flatMap((m) => (m.value.kind === "unclear" ? [m.value.id] : []));
  const isNamed = matches.some((m) => m.value.kind !== "unclear");
  return { mentions, unclear: isNamed ? [] : [...new Set(unclear)] };
}

/** The first protected species a text names, else the first CITES one, else null. */
export function lawSpeciesIn(text: string, options?: { minWords?: number }): TSpeciesMention | null {
  const { mentions } = readLawWords(text, options);
  return mentions.find((m) => m.species.status === "protected") ?? mentions[0] ?? null;
}

/** True when a breed (as listings spell it, or a breedKey) is a protected species: the search never offers one. */
export const isProtectedBreed = (breed: string) => lawSpeciesIn(breed)?.species.status === "protected";
/** True when a text (a search) names a protected species anywhere in it. */
export const namesProtectedSpecies = (text: string) => readLawWords(text).mentions.some((m) => m.species.status === "protected");

/** A species' name in the reader's language. */
export const lawSpeciesName = (species: TLawSpecies, locale: TLocale) => species.names[locale];

/** How a refusal names the species: in the script the seller wrote it in (the English plural in Latin letters). */
export const refusalName = (mention: TSpeciesMention) =>
  mention.script === "en" ? mention.species.plural : mention.species.names[mention.script];

/** The aliases of one status, for the checks and the client's small list (scripts/gen-law-lists.mjs). */
export const aliasesOf = (status: TLawStatus) => LAW_SPECIES.filter((s) => s.status === status).flatMap((s) => s.aliases);

/**
 * The listing form's small list (lib/law/cites-hint.json, written by scripts/gen-law-lists.ts): the
 * names of the CITES species, and the protected names that hold one of them ("indian rock python" holds
 * "python"), so that the form asks for a registration exactly where the server would (the longer name
 * wins, lib/law/match.ts) without shipping the whole catalogue to the browser.
 */
export function citesHintLists(): { cites: string[]; protectedHolding: string[] } {
  const cites = [...new Set(aliasesOf("cites"))];
  const citesIndex = phraseIndex(cites.map((text) => ({ text, value: true })));
  const protectedHolding = [
    ...new Set(
      LAW_SPECIES.filter((s) => s.status === "protected")
        .flatMap((s) => s.aliases)
        .filter((text) => findPhrases(citesIndex, text).length > 0),
    ),
  ];
  return { cites, protectedHolding };
}
