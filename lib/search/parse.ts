// Understanding a search: a budget, a gender, an age and what it prefers ("under 10k", "मादा", "under 3
// months", "for adoption": lib/search/facets.ts), which words name a species, a breed or a town (they
// become exact filters; a young one's word, "puppies", also prefers the young), which say nothing ("for
// sale", "in", "बिक्री", "అమ్మకానికి": dropped), and which are left for the full-text match. Pure and
// synchronous: no database (the corrections against the listed breeds and towns, which need one, are
// lib/search/corrections.ts).
import { LANDING_BREEDS } from "@/lib/discovery/breeds";
import landingCities from "@/lib/discovery/cities.json";
import { BREEDS, type TBreedEntry } from "./breeds";
import { facetsText, readFacets, type TSearchAgeRange, type TSearchGender, type TSearchPrefer, type TSearchPrice } from "./facets";
import { CITIES, type TCityEntry } from "./cities";
import { lookupForm, lookupWords, variantsOf, words as typedWords } from "./normalize";
import { NOISE_WORDS, SPECIES_WORDS, YOUNG_WORDS, type TSearchSpecies } from "./words";

/**
 * A breed or a town to filter by: its name as listings spell it, and the keys (breedKey/locationKey) that
 * mean it. `unlisted`: the keys that mean it too but that no active listing had when this server last
 * read the keys listed (narrowToListed); they are still searched, apart from `keys`, since a listing may
 * have come with one since.
 */
export type TSearchTerm = { name: string; keys: string[]; unlisted?: string[]; species?: TSearchSpecies };

/** A search as understood: filters (any of the species, any of the breeds, any of the towns, a price range, a gender, an age range), preferences, and the words left for the text. */
export type TSearchPlan = {
  species: TSearchSpecies[];
  breeds: TSearchTerm[];
  locations: TSearchTerm[];
  /** The budget it named ("under 10k": at most ₹10,000), or null. */
  price: TSearchPrice | null;
  /** The gender it named ("female", "मादा", "ఆడ"), or null. */
  gender: TSearchGender | null;
  /** The age range it named ("under 3 months", "adult"), or null. */
  age: TSearchAgeRange | null;
  /** What it prefers without excluding the rest (young, for adoption, urgent), and the words that said so, as typed. */
  prefer: TSearchPrefer;
  preferWords: string[];
  /** Words matched against name, breed and description (prefix match), as typed. */
  words: string[];
  /** True when a misspelt word was corrected to a breed or a town (lib/search/corrections.ts). */
  corrected: boolean;
};

type TTarget =
  | { kind: "breed"; term: TSearchTerm }
  | { kind: "city"; term: TSearchTerm }
  | { kind: "species"; species: TSearchSpecies; isYoung: boolean }
  | { kind: "noise" };

const keysOf = (entry: TBreedEntry | TCityEntry) => [...new Set([entry.name.toLowerCase(), ...(entry.keys ?? [])])];
const breedTerm = (entry: TBreedEntry): TSearchTerm => ({ name: entry.name, keys: keysOf(entry), species: entry.species });
const cityTerm = (entry: TCityEntry): TSearchTerm => ({ name: entry.name, keys: keysOf(entry) });

type TDictionary = {
  phrases: Map<string, TTarget>;
  longest: number;
  conflicts: string[];
  breedByKey: Map<string, TSearchTerm>;
  cityByKey: Map<string, TSearchTerm>;
};
let dictionary: TDictionary | null = null;

/** The phrase table, built once from the data files: every spelling in its lookup form → what it means. */
function getDictionary(): TDictionary {
  if (dictionary) return dictionary;
  const phrases = new Map<string, TTarget>();
  const conflicts: string[] = [];
  const describe = (t: TTarget) =>
    t.kind === "breed" || t.kind === "city" ? `${t.kind} ${t.term.name}` : t.kind === "species" ? `species ${t.species}` : "noise";
  const add = (text: string, target: TTarget) => {
    const phrase = lookupWords(text).join(" ");
    if (!phrase) return;
    const had = phrases.get(phrase);
    if (had && describe(had) !== describe(target)) conflicts.push(`"${text}": ${describe(had)} and ${describe(target)}`);
    if (!had) phrases.set(phrase, target);
  };
  const breedByKey = new Map<string, TSearchTerm>();
  const cityByKey = new Map<string, TSearchTerm>();
  for (const entry of BREEDS) {
    const term = breedTerm(entry);
    for (const text of [entry.name, ...(entry.keys ?? []), ...entry.aliases]) add(text, { kind: "breed", term });
    for (const key of term.keys) breedByKey.set(key, term);
  }
  for (const entry of CITIES) {
    const term = cityTerm(entry);
    for (const text of [entry.name, ...(entry.keys ?? []), ...entry.aliases]) add(text, { kind: "city", term });
    for (const key of term.keys) cityByKey.set(key, term);
  }
  // The names the landing pages show (lib/discovery), in the three languages, read as their breed and
  // town: taken from that data, not copied, so a name shown there is always found, with and without what
  // it adds in brackets ("इंडियन पैरिया डॉग (इंडी)"). A breed or town the lists above lack is added as its
  // landing page spells it.
  const shown = (names: string[]) =>
    names.flatMap((n) => [n, n.replace(/\s*\([^)]*\)\s*/g, " "), ...[...n.matchAll(/\(([^)]+)\)/g)].map((m) => m[1])]);
  for (const landing of LANDING_BREEDS) {
    const key = landing.breed.toLowerCase();
    const term = breedByKey.get(key) ?? { name: landing.breed, keys: [key], species: landing.species as TSearchSpecies };
    breedByKey.set(key, term);
    for (const text of shown([landing.breed, ...Object.values(landing.names)])) add(text, { kind: "breed", term });
  }
  for (const landing of landingCities) {
    const key = landing.location.toLowerCase();
    const term = cityByKey.get(key) ?? { name: landing.location, keys: [key] };
    cityByKey.set(key, term);
    for (const text of shown([landing.location, ...Object.values(landing.names)])) add(text, { kind: "city", term });
  }
  const young = new Set(YOUNG_WORDS.map((w) => lookupWords(w).join(" ")));
  for (const [species, list] of Object.entries(SPECIES_WORDS) as [TSearchSpecies, string[]][]) {
    for (const text of list) add(text, { kind: "species", species, isYoung: young.has(lookupWords(text).join(" ")) });
  }
  for (const text of NOISE_WORDS) add(text, { kind: "noise" });
  const longest = Math.max(...[...phrases.keys()].map((p) => p.split(" ").length));
  dictionary = { phrases, longest, conflicts, breedByKey, cityByKey };
  return dictionary;
}

/** Spellings that mean two different things in the data files (lib/search/parse.test.ts keeps this empty). */
export const dictionaryConflicts = () => getDictionary().conflicts;

/** The dictionary's breed or town for a breedKey/locationKey, when it knows the key. */
export const knownBreedKey = (key: string) => getDictionary().breedByKey.get(key);
export const knownCityKey = (key: string) => getDictionary().cityByKey.get(key);

/**
 * The breed a listing's whole breed text names, when the dictionary has that very spelling (its name, a
 * key, an alias, a landing page's name in any language, compared in lookup form: case, accents and the
 * nukta aside); never a correction or a partial match ("labrador mix" is no breed). A listing without a
 * species takes its breed's (lib/pets/pet-writes.ts).
 */
export function knownBreed(text: string): TSearchTerm | undefined {
  const dict = getDictionary();
  const target = dict.phrases.get(lookupWords(text).join(" "));
  return target?.kind === "breed" ? target.term : dict.breedByKey.get(text.trim().toLowerCase());
}

const addTerm = (list: TSearchTerm[], term: TSearchTerm) => {
  if (!list.some((t) => t.name === term.name)) list.push(term);
};

/**
 * A species the breeds already say adds nothing ("lab puppies": a Labrador is a dog) and would only
 * leave out the listings that did not fill in their species; a species none of the breeds is stays a
 * filter ("persian dog" finds nothing, as it should).
 */
export function withoutImpliedSpecies(plan: TSearchPlan): TSearchPlan {
  return { ...plan, species: plan.species.filter((s) => !plan.breeds.some((b) => b.species === s)) };
}

/** Reads a search: its budget, gender, age and preferences, then the longest known phrase at each position first (up to the longest in the data). */
export function parseSearch(q: string): TSearchPlan {
  const dict = getDictionary();
  const { facets, rest } = readFacets(q);
  const typed = typedWords(rest);
  const look = typed.map(lookupForm);
  const plan: TSearchPlan = {
    species: [],
    breeds: [],
    locations: [],
    price: facets.price,
    gender: facets.gender,
    age: facets.age,
    prefer: { ...facets.prefer },
    preferWords: [...facets.preferWords],
    words: [],
    corrected: false,
  };
  for (let i = 0; i < typed.length;) {
    let target: TTarget | undefined;
    let length = 0;
    for (let n = Math.min(dict.longest, typed.length - i); n >= 1 && !target; n--) {
      const head = look.slice(i, i + n - 1);
      const last = look[i + n - 1];
      // The last word as typed, then as a singular or without its Telugu "in" ending ("german shepherds", "బెంగళూరులో").
      for (const word of [last, ...variantsOf(last)]) {
        target = dict.phrases.get([...head, word].join(" "));
        if (target) break;
      }
      if (target) length = n;
    }
    if (!target) {
      plan.words.push(typed[i]);
      i += 1;
      continue;
    }
    if (target.kind === "breed") addTerm(plan.breeds, target.term);
    else if (target.kind === "city") addTerm(plan.locations, target.term);
    else if (target.kind === "species") {
      if (!plan.species.includes(target.species)) plan.species.push(target.species);
      if (target.isYoung && !plan.age) {
        plan.prefer.young = true;
        plan.preferWords.push(typed.slice(i, i + length).join(" "));
      }
    }
    i += length;
  }
  return withoutImpliedSpecies(plan);
}

/** The keys active listings have, by kind (lib/search/vocabulary.ts); null when there are too many to know (then every spelling is used). */
export type TListedKeySets = { breeds: ReadonlySet<string> | null; towns: ReadonlySet<string> | null };

/** True when a breed or town of the plan has several spellings, so that the ones listed are worth knowing. */
export const hasSeveralKeys = (plan: TSearchPlan) => [...plan.breeds, ...plan.locations].some((t) => t.keys.length > 1);

/**
 * Each breed and town split into the spellings listings use (`keys`: "bengaluru") and the others
 * (`unlisted`: "bangalore", when no listing said Bangalore as the keys were read). Both are searched
 * (lib/pets/list-pets-sql.ts reads the unlisted apart, one probe of their index each), so keys read a
 * minute ago can make a search slower, never miss a listing: one listed since with a new spelling ("Betta"
 * beside "Betta (Halfmoon)") is found at once. A term none of whose spellings is listed keeps them all
 * in `keys`.
 */
export function narrowToListed(plan: TSearchPlan, listed: TListedKeySets): TSearchPlan {
  const narrow = (terms: TSearchTerm[], keys: ReadonlySet<string> | null) =>
    terms.map((t) => {
      const used = keys ? t.keys.filter((k) => keys.has(k)) : [];
      return used.length && used.length < t.keys.length ? { ...t, keys: used, unlisted: t.keys.filter((k) => !keys!.has(k)) } : t;
    });
  return { ...plan, breeds: narrow(plan.breeds, listed.breeds), locations: narrow(plan.locations, listed.towns) };
}

/** True when the search names a species, a breed, a town, a budget, a gender or an age (it filters, beyond its words). */
export const hasFilters = (plan: TSearchPlan) =>
  plan.species.length > 0 || plan.breeds.length > 0 || plan.locations.length > 0 || !!plan.price || !!plan.gender || !!plan.age;

/**
 * True when the search prefers listings that have something (young, for adoption, rehomed by an owner,
 * urgent): those listings first, then the rest. "Cheap" is not one: it orders every listing by price.
 */
export const hasPreference = (plan: Pick<TSearchPlan, "prefer">) =>
  plan.prefer.young || plan.prefer.adoption || plan.prefer.rehoming || plan.prefer.urgent;

/** A search's parts as an answer states them (names, not keys): what searchText writes back. */
export type TSearchParts = {
  breeds: string[];
  species: string[];
  locations: string[];
  price: TSearchPrice | null;
  gender: TSearchGender | null;
  age: TSearchAgeRange | null;
  prefer: TSearchPrefer;
  words: string[];
};

/**
 * A search in words a search understands again the same way (the links that remove one of its
 * filters): the breeds and towns as listings spell them, the species, the budget and the gender, then
 * the words left for the text.
 */
export function searchText(parts: TSearchParts): string {
  return [...parts.breeds, ...parts.species, ...parts.locations, ...facetsText(parts), ...parts.words].join(" ");
}

/** The search as understood, in words (searchText). */
export const planText = (plan: TSearchPlan) =>
  searchText({ ...plan, breeds: plan.breeds.map((b) => b.name), locations: plan.locations.map((l) => l.name) });
