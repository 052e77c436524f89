import "server-only";
import { getDb } from "@/lib/db";
import type { TListedKeySets } from "./parse";

// The breed and town keys that active listings have, so that a breed or town the dictionary knows in
// several spellings ("bangalore", "bengaluru") is filtered by the spellings listings really use: one
// key is an equality on its B-tree index, read in order, where a list of keys makes PostgreSQL scan the
// newest listings and filter them (two such lists, a breed and a town, cost three times as much). What
// they say can be a minute old, and another server's listing is never told to this one: the spellings
// they do not name are still searched, apart (lib/pets/list-pets-sql.ts, keyBranches), so an old read
// costs a probe of the index, never a listing.

/** The distinct keys read of each kind, at most (each costs one index probe); beyond it, no narrowing. */
export const VOCABULARY_LIMIT = 1000;
/** How long a server keeps them. A spelling listed for the first time meanwhile is found at once, read apart from the kept ones until then. */
export const VOCABULARY_TTL_MS = 60_000;

/**
 * The distinct breedKey and locationKey values of active listings, by a skip scan of the B-tree indexes
 * (status, breedKey, …) and (status, locationKey, …): a recursive CTE that asks each index for the next
 * key after the last, so it costs one probe per distinct key, whatever the number of listings.
 */
async function readListedKeys(): Promise<TListedKeySets> {
  const rows = await getDb().$queryRaw<{ kind: "breed" | "town"; key: string }[]>`
    WITH RECURSIVE breeds(key, n) AS (
      (SELECT "breedKey", 1 FROM pets WHERE status = 'active' ORDER BY "breedKey" LIMIT 1)
      UNION ALL
      SELECT (SELECT p."breedKey" FROM pets p WHERE p.status = 'active' AND p."breedKey" > b.key ORDER BY p."breedKey" LIMIT 1), b.n + 1
      FROM breeds b WHERE b.key IS NOT NULL AND b.n <= ${VOCABULARY_LIMIT}
    ), towns(key, n) AS (
      (SELECT "locationKey", 1 FROM pets WHERE status = 'active' ORDER BY "locationKey" LIMIT 1)
      UNION ALL
      SELECT (SELECT p."locationKey" FROM pets p WHERE p.status = 'active' AND p."locationKey" > t.key ORDER BY p."locationKey" LIMIT 1), t.n + 1
      FROM towns t WHERE t.key IS NOT NULL AND t.n <= ${VOCABULARY_LIMIT}
    )
    SELECT 'breed' AS kind, key FROM breeds WHERE key IS NOT NULL
    UNION ALL SELECT 'town', key FROM towns WHERE key IS NOT NULL`;
  const of = (kind: "breed" | "town") => {
    const keys = rows.filter((r) => r.kind === kind).map((r) => r.key);
    return keys.length > VOCABULARY_LIMIT ? null : new Set(keys);
  };
  return { breeds: of("breed"), towns: of("town") };
}

let kept: { at: number; keys: TListedKeySets } | null = null;
let reading: Promise<TListedKeySets> | null = null;

/** The keys listed, read at most once a VOCABULARY_TTL_MS per server (requests meanwhile share one read). */
export function listedKeys(): Promise<TListedKeySets> {
  if (kept && Date.now() - kept.at < VOCABULARY_TTL_MS) return Promise.resolve(kept.keys);
  reading ??= readListedKeys()
    .then((keys) => {
      kept = { at: Date.now(), keys };
      return keys;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}
