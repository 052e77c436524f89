import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { toDays, URGENT_STEMS } from "@/lib/search/facets";
import { hasFilters, type TSearchPlan, type TSearchTerm } from "@/lib/search/parse";
import type { TCursor } from "./list-pets-cursor";
import { keyOf, LIST_COLUMNS, REGISTRATION_COUNTS } from "./pet-row";
import type { TPetListQuery } from "./schemas";

/** The listing's seller has an approved registration of the listing's seller type (as REGISTERED_COLUMN reads it). */
const REGISTERED_EXISTS = Prisma.sql`EXISTS (SELECT 1 FROM seller_registrations r WHERE ${REGISTRATION_COUNTS})`;

// The SQL of listPets (list-pets.ts): the text match, a search's tiers and filters, the browse page's own
// filters, one page's statement, and the listings a full-text condition finds.

/**
 * Words of a search as a prefix-matching tsquery; only letters and digits survive, so it is always valid.
 * Each word is `(w | w:*)`, which matches what `w:*` alone does: PostgreSQL estimates a prefix from no
 * statistics (2% of the rows, whatever the word), but the whole word from its real frequency, so a word
 * in most descriptions ("healthy") is read by walking the breed's index in order (0.3 ms at 100,000
 * listings) instead of a bitmap of every listing sorted (39 ms). A word outside its statistics is still
 * estimated at a share of every listing, which makes a walk look short: such words are read through the
 * GIN index first (list-pets-text.ts).
 */
export function toTsQuery(q: string | string[]): string | null {
  const words = tsWords(q);
  return words.length ? words.map(wordTsQuery).join(" & ") : null;
}

/** The words of a search as the text match reads them: letters and digits only, lower-cased, the first eight. */
export const tsWords = (q: string | string[]): string[] =>
  (Array.isArray(q) ? q.join(" ") : q)
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu)
    ?.slice(0, 8) ?? [];

/** One word of a search as a tsquery: the word, or a word it begins. */
export const wordTsQuery = (w: string) => `(${w} | ${w}:*)`;

/** The words in a listing's name, breed and description (`pets_search_idx`: listing queries use exactly this expression). */
export const SEARCH_VECTOR = Prisma.sql`to_tsvector('simple', p."name" || ' ' || p."breed" || ' ' || p."description")`;
/** The words in a listing's name and breed (`pets_title_search_idx`). */
export const TITLE_VECTOR = Prisma.sql`to_tsvector('simple', p."name" || ' ' || p."breed")`;

/**
 * The tiers of a search's listings: `all`, those that also mention every word and have what the search
 * prefers (young, for adoption, urgent), first; `understood`, the others that match what was understood
 * (breeds, towns, species, budget, gender, age); `rest`, the same when the first tier is known to hold
 * none (then there are no others to leave out, and no row's text needs reading to decide).
 */
export type TTier = "all" | "understood" | "rest";
/** What one statement reads: a tier, and the band's own conditions. */
export type TBandSql = { tier: TTier; where: Prisma.Sql[] };
export const WHOLE_FIRST_TIER: TBandSql = { tier: "all", where: [] };

/** Under a year old: what "puppies" and "kittens" prefer. */
const YOUNG_DAYS = 365;

/** What a listing must have, beyond the filters, to be in the first tier: every word, and what the search prefers. */
function firstTierConditions(plan: TSearchPlan): Prisma.Sql[] {
  const extra: Prisma.Sql[] = [];
  const ts = toTsQuery(plan.words);
  if (ts) extra.push(Prisma.sql`${SEARCH_VECTOR} @@ to_tsquery('simple', ${ts})`);
  if (plan.prefer.young) extra.push(Prisma.sql`p."bornOn" >= current_date - ${YOUNG_DAYS}::int`);
  // Adoption words: rehoming listings (the owner chooses the home, at a small fee) and shelters' listings first.
  if (plan.prefer.adoption) extra.push(Prisma.sql`(p.mode = 'rehoming' OR p."sellerType" = 'shelter')`);
  // Rehoming words: rehoming listings and individual owners' first (a pet is rehomed mostly by its family).
  if (plan.prefer.rehoming) extra.push(Prisma.sql`(p.mode = 'rehoming' OR p."sellerType" = 'individual')`);
  if (plan.prefer.urgent) extra.push(Prisma.sql`${SEARCH_VECTOR} @@ to_tsquery('simple', ${URGENT_TSQUERY})`);
  return extra;
}
export const URGENT_TSQUERY = URGENT_STEMS.map((w) => `${w} | ${w}:*`).join(" | ");

/**
 * What the tier asks of a search's words and preferences, as SQL: every word and preference (`all`), or
 * not all of them (`understood`; a search that understood no filter keeps its words there, so unknown
 * words alone never fall back to every listing), or nothing of them (`rest`).
 */
function tierConditions(plan: TSearchPlan | null, tier: TTier = "all"): Prisma.Sql[] {
  if (!plan) return [];
  const where: Prisma.Sql[] = [];
  const extra = firstTierConditions(plan);
  if (extra.length) {
    const all = Prisma.join(extra, " AND ");
    if (tier === "all") where.push(Prisma.sql`(${all})`);
    else {
      if (tier === "understood") where.push(Prisma.sql`(${all}) IS NOT TRUE`);
      const ts = toTsQuery(plan.words);
      if (ts && !hasFilters(plan)) where.push(Prisma.sql`${SEARCH_VECTOR} @@ to_tsquery('simple', ${ts})`);
    }
  }
  return where;
}

/** The filters a search understood, but its breeds and towns (keyConditions): the budget, the gender, the age and the species. */
function planFilters(plan: TSearchPlan | null): Prisma.Sql[] {
  if (!plan) return [];
  const where: Prisma.Sql[] = [];
  if (plan.price?.min !== undefined) where.push(Prisma.sql`p.price >= ${plan.price.min}`);
  if (plan.price?.max !== undefined) where.push(Prisma.sql`p.price <= ${plan.price.max}`);
  if (plan.gender) where.push(Prisma.sql`p.gender = ${plan.gender}::"Gender"`);
  if (plan.age?.min) where.push(Prisma.sql`p."bornOn" <= current_date - ${toDays(plan.age.min)}::int`);
  if (plan.age?.max) where.push(Prisma.sql`p."bornOn" > current_date - ${toDays(plan.age.max)}::int`);
  if (plan.species.length) where.push(Prisma.sql`p.species IN (${Prisma.join(plan.species.map((s) => Prisma.sql`${s}::"Species"`))})`);
  return where;
}

const keysOf = (terms: TSearchTerm[], which: "keys" | "unlisted") => [...new Set(terms.flatMap((t) => t[which] ?? []))];
const breedIn = (keys: string[]) => Prisma.sql`p."breedKey" IN (${Prisma.join(keys)})`;
const townIn = (keys: string[]) => Prisma.sql`p."locationKey" IN (${Prisma.join(keys)})`;

/** The breeds and towns of a search as one condition each, every spelling included (listed or not). */
function keyConditions(plan: TSearchPlan | null): Prisma.Sql[] {
  if (!plan) return [];
  const every = (terms: TSearchTerm[]) => [...new Set([...keysOf(terms, "keys"), ...keysOf(terms, "unlisted")])];
  return [...(plan.breeds.length ? [breedIn(every(plan.breeds))] : []), ...(plan.locations.length ? [townIn(every(plan.locations))] : [])];
}

/**
 * The breeds and towns of a search as parts that together hold every spelling and do not overlap: the
 * spellings listed (`keys`, usually one per term: an equality read in order on its index), then, apart,
 * the breeds' spellings unlisted when the keys were read (with every spelling of the towns), and the
 * towns' (with the breeds' listed). A statement reads each part on its own index and merges them in
 * order (pageSql), so a listing with a spelling new since the keys were read is found at once, for the
 * cost of one index probe per part when there is none (parse.ts, narrowToListed).
 */
function keyBranches(plan: TSearchPlan | null): Prisma.Sql[][] {
  if (!plan) return [[]];
  const listedBreeds = keysOf(plan.breeds, "keys");
  const listedTowns = keysOf(plan.locations, "keys");
  const unlistedBreeds = keysOf(plan.breeds, "unlisted").filter((k) => !listedBreeds.includes(k));
  const unlistedTowns = keysOf(plan.locations, "unlisted").filter((k) => !listedTowns.includes(k));
  const breeds = listedBreeds.length ? [breedIn(listedBreeds)] : [];
  const towns = listedTowns.length ? [townIn(listedTowns)] : [];
  const branches = [[...breeds, ...towns]];
  if (unlistedBreeds.length)
    branches.push([breedIn(unlistedBreeds), ...(plan.locations.length ? [townIn([...listedTowns, ...unlistedTowns])] : [])]);
  if (unlistedTowns.length) branches.push([...breeds, townIn(unlistedTowns)]);
  return branches;
}

/** The query's own filters (everything but q and the cursor). */
function filterConditions(query: TPetListQuery): Prisma.Sql[] {
  const where: Prisma.Sql[] = [Prisma.sql`p.status = 'active'`];
  if (query.species) where.push(Prisma.sql`p.species = ${query.species}::"Species"`);
  if (query.gender) where.push(Prisma.sql`p.gender = ${query.gender}::"Gender"`);
  if (query.breed) where.push(Prisma.sql`p."breedKey" = ${keyOf(query.breed)}`);
  if (query.location) where.push(Prisma.sql`p."locationKey" = ${keyOf(query.location)}`);
  if (query.minPrice !== undefined) where.push(Prisma.sql`p.price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) where.push(Prisma.sql`p.price <= ${query.maxPrice}`);
  // Ages in whole months: "2 to 4" is two months old until five.
  if (query.minAge !== undefined) where.push(Prisma.sql`p."bornOn" <= current_date - ${toDays({ n: query.minAge, unit: "month" })}::int`);
  if (query.maxAge !== undefined)
    where.push(Prisma.sql`p."bornOn" > current_date - ${toDays({ n: query.maxAge + 1, unit: "month" })}::int`);
  // Sale or rehoming only (the index on status, mode, createdAt serves the newest of either).
  if (query.mode) where.push(Prisma.sql`p.mode = ${query.mode}::"ListingMode"`);
  // Registered sellers only: the listing's seller type needs a registration, and its seller's (one probe of
  // the unique index on userId) is approved and of that type.
  if (query.registered) where.push(Prisma.sql`p."sellerType" IN ('breeder', 'pet_shop', 'shelter') AND ${REGISTERED_EXISTS}`);
  // Verified sellers only: one probe of the users' primary key per listing read.
  if (query.verified)
    where.push(
      Prisma.sql`EXISTS (SELECT 1 FROM users u WHERE u.id = p."sellerId" AND u."isEmailVerified" AND u."phoneVerifiedAt" IS NOT NULL)`,
    );
  return where;
}

type TSort = TPetListQuery["sort"];

const orderOf = (sort: TSort) =>
  sort === "newest"
    ? Prisma.sql`p."createdAt" DESC, p.id DESC`
    : sort === "price_asc"
      ? Prisma.sql`p.price ASC, p.id ASC`
      : Prisma.sql`p.price DESC, p.id DESC`;

/**
 * One page's statement for a search: its filters and band, after the cursor (or from it, `i`), in the
 * order of its index. `ids`: the band is among these listings (lib/pets/list-pets-text.ts: the few its
 * words find in their full-text index), read by their primary key and sorted, instead of walking the
 * list in order. Without them, a breed or town with a spelling unlisted when the keys were read is read
 * in parts merged in order (keyBranches), each part's rows in the order of its own index.
 */
export function pageSql(
  query: TPetListQuery,
  plan: TSearchPlan | null,
  cursor: TCursor | null,
  band: TBandSql,
  limit: number,
  ids?: string[],
): Prisma.Sql {
  const where = [...filterConditions(query), ...planFilters(plan), ...tierConditions(plan, band.tier), ...band.where];
  if (cursor) {
    const from = cursor.i ? Prisma.sql`=` : Prisma.empty;
    if (query.sort === "newest") where.push(Prisma.sql`(p."createdAt", p.id) <${from} (${new Date(cursor.v as string)}, ${cursor.id})`);
    else if (query.sort === "price_asc") where.push(Prisma.sql`(p.price, p.id) >${from} (${cursor.v as number}, ${cursor.id})`);
    else where.push(Prisma.sql`(p.price, p.id) <${from} (${cursor.v as number}, ${cursor.id})`);
  }
  if (ids) where.push(Prisma.sql`p.id = ANY(${ids}::text[])`);
  const select = (keys: Prisma.Sql[]) =>
    Prisma.sql`SELECT ${LIST_COLUMNS} FROM pets p WHERE ${Prisma.join([...where, ...keys], " AND ")} ORDER BY ${orderOf(query.sort)} LIMIT ${limit + 1}`;
  const branches = ids ? [keyConditions(plan)] : keyBranches(plan);
  if (branches.length === 1) return select(branches[0]);
  // Named p, the parts' columns (id, price, createdAt) are ordered as each part was.
  const parts = Prisma.join(
    branches.map((keys) => Prisma.sql`(${select(keys)})`),
    " UNION ALL ",
  );
  return Prisma.sql`SELECT * FROM (${parts}) p ORDER BY ${orderOf(query.sort)} LIMIT ${limit + 1}`;
}

/**
 * The listings a search's filters and one full-text condition find, up to `cap` + 1 (more than `cap`
 * says the condition is too common to read this way), read through the condition's GIN index: a word no
 * listing has is found absent in one probe. The cursor is not applied: a page's statement does that.
 */
export function candidatesSql(query: TPetListQuery, plan: TSearchPlan, text: Prisma.Sql, cap: number): Prisma.Sql {
  const where = [...filterConditions(query), ...planFilters(plan), ...keyConditions(plan), text];
  return Prisma.sql`SELECT p.id FROM pets p WHERE ${Prisma.join(where, " AND ")} LIMIT ${cap + 1}`;
}
