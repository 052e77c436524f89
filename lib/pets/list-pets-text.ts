import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { URGENT_STEMS } from "@/lib/search/facets";
import { hasFilters, type TSearchPlan } from "@/lib/search/parse";
import type { TBand } from "./list-pets-bands";
import { candidatesSql, SEARCH_VECTOR, TITLE_VECTOR, tsWords, URGENT_TSQUERY, wordTsQuery, type TTier } from "./list-pets-sql";
import type { TPetListQuery } from "./schemas";

// How a search's words are read: through their GIN index when rare, by walking the list in order when
// common. PostgreSQL estimates a word outside its statistics at a share of every listing, so for LIMIT 25 it
// walks the newest-first index reading texts: for a word no listing has, every listing (12.6 s at a million).
// So each band's text conditions are judged on PostgreSQL's own statistics of those indexes (readable by the
// tables' owner, which the app is): rare or unknown, read through the index first (candidatesSql); common,
// walked. Wrong statistics cost speed, never a listing. docs/search.md, "How it works" (Indexes).

/** A full-text condition read through its index when it finds at most this many listings; more, and the band is walked in order instead. */
export const MAX_TEXT_CANDIDATES = 1000;
/** How long a server keeps the statistics of the full-text indexes (PostgreSQL refreshes them as autovacuum analyzes the table). */
export const TEXT_STATS_TTL_MS = 10 * 60_000;

/** What the statistics of one full-text index say: the listings counted, and the share of them with each of its most common lexemes (sorted). */
type TIndexStats = { rows: number; lexemes: string[]; shares: number[] };
type TTextStats = { search: TIndexStats | null; title: TIndexStats | null };

const INDEXES = { search: "pets_search_idx", title: "pets_title_search_idx" } as const;

async function readTextStats(): Promise<TTextStats> {
  // An expression index has statistics of its expression (the tsvector): most_common_elems and, beyond
  // them, their least and greatest share and that of empty vectors (three more numbers, ignored).
  const rows = await getDb().$queryRaw<{ index: string; lexemes: string[]; shares: number[]; rows: number }[]>`
    SELECT s.tablename AS "index", s.most_common_elems::text::text[] AS lexemes, s.most_common_elem_freqs::float8[] AS shares,
      (SELECT c.reltuples FROM pg_class c WHERE c.oid = 'pets'::regclass)::float8 AS rows
    FROM pg_stats s
    WHERE s.schemaname = current_schema() AND s.tablename IN (${INDEXES.search}, ${INDEXES.title}) AND s.most_common_elems IS NOT NULL`;
  const of = (index: string): TIndexStats | null => {
    const row = rows.find((r) => r.index === index);
    if (!row || !(row.rows > 0)) return null;
    const pairs = row.lexemes.map((lexeme, i) => [lexeme, Number(row.shares[i])] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return { rows: row.rows, lexemes: pairs.map(([l]) => l), shares: pairs.map(([, s]) => s) };
  };
  return { search: of(INDEXES.search), title: of(INDEXES.title) };
}

let kept: { at: number; stats: TTextStats } | null = null;
let reading: Promise<TTextStats> | null = null;

/** The statistics, read at most once a TEXT_STATS_TTL_MS per server (requests meanwhile share one read); none when they cannot be read. */
function textStats(): Promise<TTextStats> {
  if (kept && Date.now() - kept.at < TEXT_STATS_TTL_MS) return Promise.resolve(kept.stats);
  reading ??= readTextStats()
    .catch((e: unknown) => {
      // Without them every word is tried through its index first, which costs only speed.
      console.error(`[search] full-text statistics unread: ${(e as Error).message}`);
      return { search: null, title: null };
    })
    .then((stats) => {
      kept = { at: Date.now(), stats };
      return stats;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

/**
 * The share of listings the statistics know to have a word or a word it begins (the query's `w:*`): the
 * shares of the common lexemes it is or begins, added. A word they do not know gives 0 (it is rarer
 * than their least common lexeme, or new since they were read).
 */
function knownShare(stats: TIndexStats | null, word: string): number {
  if (!stats) return 0;
  const { lexemes, shares } = stats;
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lexemes[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  let share = 0;
  for (let i = lo; i < lexemes.length && lexemes[i].startsWith(word); i++) share += shares[i];
  return Math.min(share, 1);
}

/**
 * One full-text condition a band's listings all meet, as its index reads it: the share of listings the
 * statistics know to meet it, and how many listings that is.
 */
type TPart = { key: "words" | "title" | "urgent"; text: Prisma.Sql; share: number; known: number };

const partOf = (key: TPart["key"], text: Prisma.Sql, share: number, stats: TIndexStats | null): TPart => ({
  key,
  text,
  share,
  known: share * (stats?.rows ?? 0),
});

/** Each word's condition on one index: the one the statistics know least (every listing of the band has it too). */
function rarestWord(words: string[], stats: TIndexStats | null, vector: Prisma.Sql, key: TPart["key"]): TPart {
  const [word, share] = words.map((w) => [w, knownShare(stats, w)] as const).reduce((a, b) => (b[1] < a[1] ? b : a));
  return partOf(key, Prisma.sql`${vector} @@ to_tsquery('simple', ${wordTsQuery(word)})`, share, stats);
}

/**
 * Whether reading a condition's listings through its index costs less than walking for a page of them:
 * the listings it finds (at most MAX_TEXT_CANDIDATES) against the listings a walk passes to find a
 * page's `rows` at the share it has (a condition in every listing of a thousand is walked: 25 rows, not
 * a thousand ids).
 */
const isWorthReading = (part: TPart, rows: number) =>
  part.known <= MAX_TEXT_CANDIDATES && (part.share === 0 || part.known < rows / part.share);

/** The ids of a band's listings, when its words are read through their index; `part` says which condition found them. */
export type TTextCandidates = { part: TPart["key"]; ids: string[] };

/**
 * A search's reader of its words for one request: for a band (its tier, as read, and whether it is of
 * the listings with every word in the name), the listings its rarest full-text condition finds, or null
 * when every condition is too common to read so (the band is then walked in its index's order). Each
 * condition's listings are read once a request, whichever bands share it.
 */
export function textReader(query: TPetListQuery, plan: TSearchPlan) {
  const words = tsWords(plan.words);
  const found = new Map<TPart["key"], Promise<string[] | null>>();
  const candidates = (part: TPart) => {
    let ids = found.get(part.key);
    if (!ids) {
      ids = getDb().$queryRaw<{ id: string }[]>`${candidatesSql(query, plan, part.text, MAX_TEXT_CANDIDATES)}`.then((rows) =>
        rows.length > MAX_TEXT_CANDIDATES ? null : rows.map((r) => r.id),
      );
      found.set(part.key, ids);
    }
    return ids;
  };
  return {
    async forBand(tier: TTier, title: TBand["title"]): Promise<TTextCandidates | null> {
      const needsWords = words.length > 0 && (tier === "all" || !hasFilters(plan));
      const needsUrgent = tier === "all" && plan.prefer.urgent;
      const needsTitle = words.length > 0 && tier === "all" && title === "in";
      if (!needsWords && !needsUrgent && !needsTitle) return null;
      const stats = await textStats();
      const parts: TPart[] = [];
      if (needsWords) parts.push(rarestWord(words, stats.search, SEARCH_VECTOR, "words"));
      if (needsUrgent) {
        const share = Math.min(
          URGENT_STEMS.reduce((sum, w) => sum + knownShare(stats.search, w), 0),
          1,
        );
        parts.push(partOf("urgent", Prisma.sql`${SEARCH_VECTOR} @@ to_tsquery('simple', ${URGENT_TSQUERY})`, share, stats.search));
      }
      if (needsTitle) parts.push(rarestWord(words, stats.title, TITLE_VECTOR, "title"));
      // The rarest first; a condition already read this request costs nothing more.
      for (const part of parts.filter((p) => isWorthReading(p, query.limit + 1)).sort((a, b) => a.known - b.known)) {
        const ids = await candidates(part);
        if (ids) return { part: part.key, ids };
      }
      return null;
    },
  };
}
export type TTextReader = ReturnType<typeof textReader>;
