import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { toDays, URGENT_STEMS } from "@/lib/search/facets";
import { hasFilters, type TSearchPlan } from "@/lib/search/parse";
import type { TCursor } from "./list-pets-cursor";
import { keyOf, LIST_COLUMNS } from "./pet-row";
import type { TPetListQuery } from "./schemas";

// The SQL of listPets (list-pets.ts): the text match, a search's tiers and filters, the browse page's own
// filters, and one page's statement.

/**
 * Words of a search as a prefix-matching tsquery; only letters and digits survive, so it is always valid.
 * Each word is `(w | w:*)`, which matches what `w:*` alone does: PostgreSQL estimates a prefix from no
 * statistics (2% of the rows, whatever the word), but the whole word from its real frequency, so a word
 * in most descriptions ("healthy") is read by walking the breed's index in order (0.3 ms at 100,000
 * listings) instead of a bitmap of every listing sorted (39 ms), and a rare one still from the GIN index.
 */
export function toTsQuery(q: string | string[]): string | null {
  const words =
    (Array.isArray(q) ? q.join(" ") : q)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `(${w} | ${w}:*)`).join(" & ") : null;
}

const SEARCH_VECTOR = Prisma.sql`to_tsvector('simple', p."name" || ' ' || p."breed" || ' ' || p."description")`;

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
  if (plan.prefer.adoption) extra.push(Prisma.sql`p."sellerType" = 'shelter'`);
  if (plan.prefer.urgent) extra.push(Prisma.sql`${SEARCH_VECTOR} @@ to_tsquery('simple', ${URGENT_TSQUERY})`);
  return extra;
}
const URGENT_TSQUERY = URGENT_STEMS.map((w) => `${w} | ${w}:*`).join(" | ");

/**
 * The filters of a search as SQL: exact keys on the indexed breedKey/locationKey, the budget, the gender
 * and the age, then what the tier asks: every word and preference (`all`), or not all of them
 * (`understood`; a search that understood no filter keeps its words there, so unknown words alone never
 * fall back to every listing).
 */
function searchConditions(plan: TSearchPlan | null, tier: TTier = "all"): Prisma.Sql[] {
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
  if (plan.price?.min !== undefined) where.push(Prisma.sql`p.price >= ${plan.price.min}`);
  if (plan.price?.max !== undefined) where.push(Prisma.sql`p.price <= ${plan.price.max}`);
  if (plan.gender) where.push(Prisma.sql`p.gender = ${plan.gender}::"Gender"`);
  if (plan.age?.min) where.push(Prisma.sql`p."bornOn" <= current_date - ${toDays(plan.age.min)}::int`);
  if (plan.age?.max) where.push(Prisma.sql`p."bornOn" > current_date - ${toDays(plan.age.max)}::int`);
  if (plan.species.length) where.push(Prisma.sql`p.species IN (${Prisma.join(plan.species.map((s) => Prisma.sql`${s}::"Species"`))})`);
  const breedKeys = [...new Set(plan.breeds.flatMap((b) => b.keys))];
  if (breedKeys.length) where.push(Prisma.sql`p."breedKey" IN (${Prisma.join(breedKeys)})`);
  const locationKeys = [...new Set(plan.locations.flatMap((l) => l.keys))];
  if (locationKeys.length) where.push(Prisma.sql`p."locationKey" IN (${Prisma.join(locationKeys)})`);
  return where;
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
  return where;
}

type TSort = TPetListQuery["sort"];

const orderOf = (sort: TSort) =>
  sort === "newest"
    ? Prisma.sql`p."createdAt" DESC, p.id DESC`
    : sort === "price_asc"
      ? Prisma.sql`p.price ASC, p.id ASC`
      : Prisma.sql`p.price DESC, p.id DESC`;

/** One page's statement for a search: its filters and band, after the cursor (or from it, `i`), in the order of its index. */
export function pageSql(query: TPetListQuery, plan: TSearchPlan | null, cursor: TCursor | null, band: TBandSql, limit: number): Prisma.Sql {
  const where = [...filterConditions(query), ...searchConditions(plan, band.tier), ...band.where];
  if (cursor) {
    const from = cursor.i ? Prisma.sql`=` : Prisma.empty;
    if (query.sort === "newest") where.push(Prisma.sql`(p."createdAt", p.id) <${from} (${new Date(cursor.v as string)}, ${cursor.id})`);
    else if (query.sort === "price_asc") where.push(Prisma.sql`(p.price, p.id) >${from} (${cursor.v as number}, ${cursor.id})`);
    else where.push(Prisma.sql`(p.price, p.id) <${from} (${cursor.v as number}, ${cursor.id})`);
  }
  return Prisma.sql`SELECT ${LIST_COLUMNS} FROM pets p WHERE ${Prisma.join(where, " AND ")} ORDER BY ${orderOf(query.sort)} LIMIT ${limit + 1}`;
}
