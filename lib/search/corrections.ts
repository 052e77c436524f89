import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { knownBreedKey, knownCityKey, withoutImpliedSpecies, type TSearchPlan, type TSearchTerm } from "./parse";
import { keptFor } from "./kept";
import { VOCABULARY_LIMIT } from "./vocabulary";

// Correcting the words of a search that found nothing: a word (or two or three words together) close to
// a breed or a town that active listings actually have becomes that breed or town ("labrdor" →
// Labrador Retriever, "nelore" → Nellore). Close is PostgreSQL's pg_trgm word_similarity: the share of
// the word's trigrams found in the best-matching stretch of the key, so a word matches one word of a
// longer breed ("retriver" in "golden retriever") and a swapped or missing letter costs little.

/** At least this close to be taken as meant (0.55 for "labrdor" → "labrador retriever"; unrelated words stay under 0.3). */
const ACCEPT_SIMILARITY = 0.5;
/** Keys this much less close than the best are still taken with it ("retriver": Labrador and Golden Retriever, both 0.58). */
const TIE_MARGIN = 0.05;
/** A word left over that is this close to a breed or town already taken is part of its name (a short or badly misspelt word beside the rest of it). */
const ABSORB_SIMILARITY = 0.35;
/** Words of a search looked at (their spans of one to three words are compared). */
const MAX_WORDS = 6;
const MAX_SPAN = 3;
/** Shorter words are not corrected on their own: three letters are close to too much. */
const MIN_LETTERS = 4;

type TKind = "breed" | "town";
type TRow = { i: number; kind: TKind; key: string; score: number; label: string | null };
/** Words from..to-1 of the search; only a span of at least MIN_LETTERS letters may be corrected (shorter single words are scored to judge the spans around them). */
type TSpan = { from: number; to: number; text: string; canCorrect: boolean };

function spansOf(words: string[]): TSpan[] {
  const spans: TSpan[] = [];
  for (let from = 0; from < words.length; from++) {
    for (let n = 1; n <= MAX_SPAN && from + n <= words.length; n++) {
      const text = words.slice(from, from + n).join(" ");
      spans.push({ from, to: from + n, text, canCorrect: [...text.replace(/\s/g, "")].length >= MIN_LETTERS });
    }
  }
  return spans;
}

/**
 * For each span, the breed and town keys of active listings at least 0.3 close, with the newest
 * listing's own spelling of each (read through the same indexes). Index-backed and bounded: the distinct keys come from a skip scan of the B-tree
 * indexes (status, breedKey, …) and (status, locationKey, …), one probe per key, at most
 * VOCABULARY_LIMIT of each, so the cost follows the number of different breeds and towns, not of listings.
 */
async function closeKeys(spans: TSpan[]): Promise<TRow[]> {
  const values = Prisma.join(spans.map((s, i) => Prisma.sql`(${i}::int, ${s.text}::text)`));
  return getDb().$queryRaw<TRow[]>`
    WITH RECURSIVE breeds(key, n) AS (
      (SELECT "breedKey", 1 FROM pets WHERE status = 'active' ORDER BY "breedKey" LIMIT 1)
      UNION ALL
      SELECT (SELECT p."breedKey" FROM pets p WHERE p.status = 'active' AND p."breedKey" > b.key ORDER BY p."breedKey" LIMIT 1), b.n + 1
      FROM breeds b WHERE b.key IS NOT NULL AND b.n < ${VOCABULARY_LIMIT}
    ), towns(key, n) AS (
      (SELECT "locationKey", 1 FROM pets WHERE status = 'active' ORDER BY "locationKey" LIMIT 1)
      UNION ALL
      SELECT (SELECT p."locationKey" FROM pets p WHERE p.status = 'active' AND p."locationKey" > t.key ORDER BY p."locationKey" LIMIT 1), t.n + 1
      FROM towns t WHERE t.key IS NOT NULL AND t.n < ${VOCABULARY_LIMIT}
    ), vocabulary(kind, key) AS (
      SELECT 'breed', key FROM breeds WHERE key IS NOT NULL
      UNION ALL SELECT 'town', key FROM towns WHERE key IS NOT NULL
    ), spans(i, text) AS (VALUES ${values}),
    scored AS (
      SELECT s.i, v.kind, v.key, word_similarity(s.text, v.key)::float8 AS score FROM spans s CROSS JOIN vocabulary v
    )
    SELECT c.i, c.kind, c.key, c.score,
      CASE c.kind
        WHEN 'breed' THEN (SELECT p.breed FROM pets p WHERE p.status = 'active' AND p."breedKey" = c.key ORDER BY p."createdAt" DESC, p.id DESC LIMIT 1)
        ELSE (SELECT p.location FROM pets p WHERE p.status = 'active' AND p."locationKey" = c.key ORDER BY p."createdAt" DESC, p.id DESC LIMIT 1)
      END AS label
    FROM scored c WHERE c.score >= 0.3`;
}

/**
 * The close keys of recent searches, for a minute: a misspelling people make is made again and again,
 * and reading the keys is most of a correction's cost. A listing added meanwhile is found by the
 * full-text match at once; only a correction to a breed or town no active listing had waits for it.
 */
export const CORRECTIONS_TTL_MS = 60_000;
export const CORRECTIONS_KEPT = 500;
const recent = keptFor<TRow[]>(CORRECTIONS_TTL_MS, CORRECTIONS_KEPT);
const keyOfSpans = (spans: TSpan[]) => spans.map((s) => s.text).join("\u0000");

async function closeKeysRemembered(spans: TSpan[]): Promise<TRow[]> {
  const key = keyOfSpans(spans);
  const kept = recent.get(key);
  if (kept) return kept;
  const rows = await closeKeys(spans);
  recent.set(key, rows);
  return rows;
}

/**
 * Searches (their words and filters) that found nothing as typed and were answered by their correction,
 * for a minute: asked again meanwhile, they go to the correction at once. A listing added meanwhile whose
 * text has the misspelling waits that long to be found by it; the corrected search still finds it when
 * its breed or town is the one meant.
 */
const correctedSearches = keptFor<true>(CORRECTIONS_TTL_MS, CORRECTIONS_KEPT);

export const wasCorrectedRecently = (search: string) => correctedSearches.get(search) === true;
export const rememberCorrected = (search: string) => correctedSearches.set(search, true);

/** The term a key means: the dictionary's breed or town when it knows the key (with every spelling), else the key alone. */
function termOf(kind: TKind, key: string, label: string | null): TSearchTerm {
  const known = kind === "breed" ? knownBreedKey(key) : knownCityKey(key);
  return known ?? { name: label ?? key, keys: [key] };
}

/** The words a correction looks at, and their spans; null when none is long enough to correct. */
function spansToCorrect(plan: TSearchPlan): { words: string[]; spans: TSpan[] } | null {
  const words = plan.words.slice(0, MAX_WORDS);
  const spans = spansOf(words);
  return spans.some((s) => s.canCorrect) ? { words, spans } : null;
}

/**
 * The plan with its words corrected to the breeds and towns listed, or null when no word is close to
 * any. Longer spans first ("labrdor retriver" is one breed, not two words each close to a retriever),
 * then the closest; a word left that is close to a term already taken goes with it.
 *
 * `refuseBreed`: breeds never offered, whatever is listed (a protected species a listing from before the
 * listing rules may still name: lib/law/species.ts, isProtectedBreed), judged by the key and by the
 * listing's own spelling. Passed in by the caller, so that the search itself knows no law.
 */
export async function correctPlan(
  plan: TSearchPlan,
  { refuseBreed }: { refuseBreed?: (breed: string) => boolean } = {},
): Promise<TSearchPlan | null> {
  const read = spansToCorrect(plan);
  if (!read) return null;
  const rows = await closeKeysRemembered(read.spans);
  const offered = refuseBreed ? rows.filter((r) => r.kind !== "breed" || !(refuseBreed(r.key) || (r.label && refuseBreed(r.label)))) : rows;
  return applyCorrections(plan, read.words, read.spans, offered);
}

function applyCorrections(plan: TSearchPlan, words: string[], spans: TSpan[], rows: TRow[]): TSearchPlan | null {
  if (!rows.length) return null;
  const singles = new Map(spans.flatMap((s, i) => (s.to - s.from === 1 ? [[s.from, i] as const] : [])));
  const scoreOf = (spanIndex: number | undefined, kind: TKind, key: string) =>
    rows.find((r) => r.i === spanIndex && r.kind === kind && r.key === key)?.score ?? 0;
  const taken = new Set<number>();
  const chosen: { kind: TKind; key: string; label: string | null; exact: boolean }[] = [];
  const order = spans.map((s, i) => ({ ...s, i })).sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
  for (const span of order) {
    if (!span.canCorrect) continue;
    const at = Array.from({ length: span.to - span.from }, (_, k) => span.from + k);
    if (at.some((k) => taken.has(k))) continue;
    const matches = rows.filter((r) => r.i === span.i && r.score >= ACCEPT_SIMILARITY);
    if (!matches.length) continue;
    const best = matches.reduce((a, b) => (b.score > a.score ? b : a));
    // Words read together must each belong to the breed or town ("goldn retrever hyderbad" is not one breed).
    if (at.length > 1 && at.some((k) => scoreOf(singles.get(k), best.kind, best.key) < ABSORB_SIMILARITY)) continue;
    // The closest first, then by name: the same search reads the same way on every page.
    for (const m of matches.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))) {
      if (m.kind === best.kind && m.score >= best.score - TIE_MARGIN)
        chosen.push({ kind: m.kind, key: m.key, label: m.label, exact: m.score >= 1 && span.text === m.key });
    }
    for (const k of at) taken.add(k);
  }
  if (!chosen.length) return null;
  // Words close to a chosen key, though not close enough alone, belong to it.
  for (const [at, i] of singles) {
    if (!taken.has(at) && chosen.some((c) => scoreOf(i, c.kind, c.key) >= ABSORB_SIMILARITY)) taken.add(at);
  }

  const next: TSearchPlan = { ...plan, breeds: [...plan.breeds], locations: [...plan.locations], corrected: plan.corrected };
  for (const c of chosen) {
    const list = c.kind === "breed" ? next.breeds : next.locations;
    const term = termOf(c.kind, c.key, c.label);
    if (!list.some((t) => t.name === term.name)) list.push(term);
    if (!c.exact) next.corrected = true;
  }
  next.words = [...words.filter((_, i) => !taken.has(i)), ...plan.words.slice(MAX_WORDS)];
  return withoutImpliedSpecies(next);
}
