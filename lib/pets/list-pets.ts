import "server-only";
import { isProtectedBreed, namesProtectedSpecies } from "@/lib/law/species";
import { correctPlan, rememberCorrected, wasCorrectedRecently } from "@/lib/search/corrections";
import { hasFilters, hasSeveralKeys, narrowToListed, parseSearch, planText, type TSearchPlan } from "@/lib/search/parse";
import { listedKeys } from "@/lib/search/vocabulary";
import { decodePetCursor } from "./list-pets-cursor";
import { readPage } from "./list-pets-pages";
import { readRanked, searchKeyOf, type TRankedPage } from "./list-pets-ranked";
import type { TPetListAnswer, TSearchInterpretation } from "./responses";
import type { TPetListQuery } from "./schemas";

/** How the answer states a search it understood or corrected. */
function interpretation(plan: TSearchPlan): TSearchInterpretation {
  return {
    q: planText(plan),
    species: plan.species,
    breeds: plan.breeds.map((b) => b.name),
    locations: plan.locations.map((l) => l.name),
    price: plan.price,
    gender: plan.gender,
    age: plan.age,
    prefer: plan.prefer,
    words: plan.words,
    corrected: plan.corrected,
  };
}

/**
 * The order a search is read in: a cheap word ("cheap", "budget", "सस्ता", "తక్కువ ధర") asks for the
 * lowest prices first, in place of the default newest first. A price order the reader chose stands, and
 * so does the alerts' digest's newest first, which stops at the last listing it mailed.
 */
function sortOf(query: TPetListQuery, plan: TSearchPlan | null, isStrict: boolean): TPetListQuery {
  return plan?.prefer.cheap && query.sort === "newest" && !isStrict ? { ...query, sort: "price_asc" } : query;
}

/**
 * Active listings, newest first by default, filtered and keyset-paged (no OFFSET: deep pages stay fast).
 * `q` is read by lib/search: what it names (species, breeds, towns, budget, gender, age) becomes exact
 * filters, the other words a prefix full-text match, ranked in bands (`bandsOf`) so that a word no listing has
 * never empties the page; when no listing has every word, they are corrected to active breeds and towns
 * (pg_trgm) and `interpretedAs` says so. `isStrict`: only the listings with every word and preference, in the
 * index's order (the alerts' digest stops at the last it mailed). docs/search.md, "How it works".
 */
export async function listPets(asked: TPetListQuery, { isStrict = false }: { isStrict?: boolean } = {}): Promise<TPetListAnswer> {
  const read = asked.q ? parseSearch(asked.q) : null;
  const query = sortOf(asked, read, isStrict);
  const cursor = query.cursor ? decodePetCursor(query.cursor, query.sort) : null;
  if (!read) return readPage(query, null, cursor);
  // A breed or town spelt several ways is filtered by the spellings listed (an equality on its index).
  const listed = async (p: TSearchPlan) => (hasSeveralKeys(p) ? narrowToListed(p, await listedKeys()) : p);
  const plan = await listed(read);
  // A cheap word changes the order of every listing: the answer says so even when nothing else was understood.
  const understood = (p: TSearchPlan) => (hasFilters(p) || p.prefer.cheap ? { interpretedAs: interpretation(p) } : {});
  const correct = async () => {
    // Never towards a protected species, and a search that names one is not turned into another pet
    // ("pahadi maina" is no Maine Coon): the search offers none (lib/law/species.ts).
    if (namesProtectedSpecies(query.q ?? "")) return null;
    const corrected = await correctPlan(plan, { refuseBreed: isProtectedBreed });
    return corrected && (await listed(corrected));
  };

  if (cursor?.f) {
    // The next page of a corrected search is corrected the same way.
    const corrected = await correct();
    return {
      ...(await readRanked(query, corrected ?? plan, cursor, corrected ? { f: 1 } : {}, isStrict)),
      ...understood(corrected ?? plan),
    };
  }
  if (cursor || !plan.words.length) return { ...(await readRanked(query, plan, cursor, {}, isStrict)), ...understood(plan) };

  // The first page of a search with words: as typed, unless it found nothing and was corrected within
  // the last minute; when no listing has every word, corrected to the breeds and towns listed (pg_trgm);
  // when that finds none either, the listings that match what was understood.
  const search = searchKeyOf(query, plan);
  /** How many listings of a ranked page mention every word. */
  const matchingAll = (page: TRankedPage) => (page.unmatched ? page.unmatched.matchingAll : page.pets.length);
  const wasCorrected = wasCorrectedRecently(search);
  let typed = wasCorrected ? null : await readRanked(query, plan, null, {}, isStrict);
  if (typed && matchingAll(typed)) return { ...typed, ...understood(plan) };
  const corrected = await correct();
  const fixed = corrected && (await readRanked(query, corrected, null, { f: 1 }, isStrict));
  if (corrected && fixed && matchingAll(fixed)) {
    rememberCorrected(search);
    return { ...fixed, ...understood(corrected) };
  }
  if (wasCorrected) {
    // The correction no longer finds anything: the words as typed again, in case they now do.
    typed = await readRanked(query, plan, null, {}, isStrict);
    if (matchingAll(typed)) return { ...typed, ...understood(plan) };
  }
  // No listing has every word: those that match what was understood (of the correction, when there is
  // one), saying which words none has; an empty page when nothing was understood.
  return corrected && fixed ? { ...fixed, ...understood(corrected) } : { ...typed!, ...understood(plan) };
}
