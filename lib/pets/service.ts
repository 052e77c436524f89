import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { decodeCursor, encodeCursor, isCursorTime } from "@/lib/http/cursor";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/http/input";
import { writeWithBlobs } from "@/lib/images/store";
import { IMAGE_SIZES, imageKey, imageUrl, MAX_IMAGES_PER_LISTING, type TImageSize, type TProcessedImage } from "@/lib/images/process";
import { correctPlan, CORRECTIONS_KEPT, CORRECTIONS_TTL_MS, rememberCorrected, wasCorrectedRecently } from "@/lib/search/corrections";
import { keptFor } from "@/lib/search/kept";
import { toDays, URGENT_STEMS } from "@/lib/search/facets";
import { hasFilters, hasPreference, hasSeveralKeys, narrowToListed, parseSearch, planText, type TSearchPlan } from "@/lib/search/parse";
import { listedKeys } from "@/lib/search/vocabulary";
import { landingKeysOf, refreshPetPages } from "./revalidate";
import type { THiddenInfo, TMyPetDto, TPetDetailDto, TPetDto, TPetListAnswer, TSearchInterpretation } from "./responses";
import type { TPetInput, TPetListQuery } from "./schemas";

type TGender = "male" | "female";
type TStatus = TPetDto["status"];

export type { TMyPetDto, TPetDetailDto, TPetDto };

type TPetRow = {
  id: string;
  name: string;
  breed: string;
  age: string;
  price: number;
  location: string;
  description: string;
  gender: TGender;
  features: string[];
  status: TStatus;
  views: number;
  species: TPetDto["species"];
  createdAt: Date;
  likes: number;
  imageIds: string[];
};

export const keyOf = (s: string) => s.trim().toLowerCase();

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

const MAX_INT4 = 2_147_483_647;

/**
 * `f`: the page continues a search whose words were corrected (lib/search/corrections.ts), so the next
 * page corrects them too. `b`: the band of the search's ranked order it continues (`bandsOf`; absent,
 * the first). `i`: the listing of the cursor is itself the first of the next page (its band begins
 * there). `w` is how cursors written before the bands said "the understood-only listings": it reads as
 * their first band.
 */
type TCursor = { s: "newest" | "price_asc" | "price_desc"; v: string | number; id: string; f?: 1; b?: number; w?: 1; i?: 1 };
type TCursorMarks = Pick<TCursor, "f" | "b" | "i">;
/** A listing page's cursor, checked: of this sort, its value in the column's range, its marks and band well-formed. */
function decodePetCursor(raw: string, sort: TCursor["s"]): TCursor {
  const isMark = (m: unknown) => m === undefined || m === 1;
  const isBand = (b: unknown) => b === undefined || (Number.isInteger(b) && (b as number) >= 1 && (b as number) < MAX_BANDS);
  return decodeCursor(raw, (value): value is TCursor => {
    const c = value as TCursor | null;
    if (!c || typeof c !== "object" || c.s !== sort) return false;
    // In the columns' ranges: a price is a PostgreSQL integer, a creation time a date this side of 2200.
    const valueOk = sort === "newest" ? isCursorTime(c.v) : Number.isInteger(c.v) && (c.v as number) >= 0 && (c.v as number) <= MAX_INT4;
    return valueOk && isId(c.id) && isMark(c.f) && isMark(c.w) && isMark(c.i) && isBand(c.b) && (!c.i || !!c.b || !!c.w);
  });
}

function toDto(row: Omit<TPetRow, "imageIds">, images: { id: string }[]): TPetDto {
  return {
    id: row.id,
    name: row.name,
    breed: row.breed,
    age: row.age,
    price: row.price,
    location: row.location,
    description: row.description,
    gender: row.gender,
    features: row.features,
    status: row.status,
    views: row.views,
    likes: row.likes,
    species: row.species,
    createdAt: row.createdAt.toISOString(),
    images: images.map((i) => imageUrl(i.id, "lg")),
    thumbnails: images.map((i) => imageUrl(i.id, "sm")),
  };
}

// One round trip per list: the likes count and the photo ids come from indexed subqueries.
const LIST_COLUMNS = Prisma.sql`p.id, p.name, p.breed, p.age, p.price, p.location, p.description, p.gender, p.features, p.status,
  p.views, p.species, p."createdAt", (SELECT count(*)::int FROM wishlist_items w WHERE w."petId" = p.id) AS likes,
  ARRAY(SELECT i.id FROM pet_images i WHERE i."petId" = p.id ORDER BY i.position) AS "imageIds"`;

const fromRow = ({ imageIds, ...row }: TPetRow) =>
  toDto(
    row,
    imageIds.map((id) => ({ id })),
  );

/**
 * The tiers of a search's listings: `all`, those that also mention every word and have what the search
 * prefers (young, for adoption, urgent), first; `understood`, the others that match what was understood
 * (breeds, towns, species, budget, gender, age); `rest`, the same when the first tier is known to hold
 * none (then there are no others to leave out, and no row's text needs reading to decide).
 */
type TTier = "all" | "understood" | "rest";
/** What one statement reads: a tier, and the band's own conditions. */
type TBandSql = { tier: TTier; where: Prisma.Sql[] };
const WHOLE_FIRST_TIER: TBandSql = { tier: "all", where: [] };

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

type TPage = { pets: TPetDto[]; nextCursor: string | null };
type TSort = TPetListQuery["sort"];

const orderOf = (sort: TSort) =>
  sort === "newest"
    ? Prisma.sql`p."createdAt" DESC, p.id DESC`
    : sort === "price_asc"
      ? Prisma.sql`p.price ASC, p.id ASC`
      : Prisma.sql`p.price DESC, p.id DESC`;

/** One page's statement for a search: its filters and band, after the cursor (or from it, `i`), in the order of its index. */
function pageSql(query: TPetListQuery, plan: TSearchPlan | null, cursor: TCursor | null, band: TBandSql, limit: number): Prisma.Sql {
  const where = [...filterConditions(query), ...searchConditions(plan, band.tier), ...band.where];
  if (cursor) {
    const from = cursor.i ? Prisma.sql`=` : Prisma.empty;
    if (query.sort === "newest") where.push(Prisma.sql`(p."createdAt", p.id) <${from} (${new Date(cursor.v as string)}, ${cursor.id})`);
    else if (query.sort === "price_asc") where.push(Prisma.sql`(p.price, p.id) >${from} (${cursor.v as number}, ${cursor.id})`);
    else where.push(Prisma.sql`(p.price, p.id) <${from} (${cursor.v as number}, ${cursor.id})`);
  }
  return Prisma.sql`SELECT ${LIST_COLUMNS} FROM pets p WHERE ${Prisma.join(where, " AND ")} ORDER BY ${orderOf(query.sort)} LIMIT ${limit + 1}`;
}

const cursorOf = (query: TPetListQuery, row: TPetRow, marks: TCursorMarks) =>
  encodeCursor({
    s: query.sort,
    v: query.sort === "newest" ? row.createdAt.toISOString() : row.price,
    id: row.id,
    ...marks,
  } satisfies TCursor);

/** Up to `limit` listings of one band and whether more follow: one SQL statement, keyset-paged on the index of its order. */
async function readRows(query: TPetListQuery, plan: TSearchPlan | null, cursor: TCursor | null, band: TBandSql, limit: number) {
  const rows = await getDb().$queryRaw<TPetRow[]>`${pageSql(query, plan, cursor, band, limit)}`;
  return { rows: rows.slice(0, limit), more: rows.length > limit ? rows[limit] : null };
}

/** One page of the listings that have every word and preference, in the index's order; `marks` go into its next cursor. */
async function readPage(query: TPetListQuery, plan: TSearchPlan | null, cursor: TCursor | null, marks: TCursorMarks = {}): Promise<TPage> {
  const { rows, more } = await readRows(query, plan, cursor, WHOLE_FIRST_TIER, query.limit);
  const last = rows.at(-1);
  return { pets: rows.map(fromRow), nextCursor: more && last ? cursorOf(query, last, marks) : null };
}

/** A page that holds listings matching only what was understood: the words some of its listings lack, and how many before them have every word. */
type TRankedPage = TPage & { unmatched?: { words: string[]; matchingAll: number } };

/** What makes two requests the same search for the minute-long memories: the plan and every filter, not the cursor. */
const searchKeyOf = ({ cursor: _cursor, q: _q, ...filters }: TPetListQuery, plan: TSearchPlan) => JSON.stringify([plan, filters]);

/**
 * One part of a search's ranked order: a tier, whether every word is in the name or breed (`title`: in,
 * out, or no split), and whether it has photos. Each band is read newest first (or by price) on an index,
 * keyset-paged, so a page never skips or repeats a listing and a deep page costs what the first does; a
 * page that reaches a band's end goes on with the next.
 */
type TBand = { tier: "all" | "understood"; title?: "in" | "out"; photos?: boolean };
/** The most bands a search has: four in its first tier (name or not, photos or not), two in its second. */
const MAX_BANDS = 6;

/** The words in a listing's name and breed (`pets_title_search_idx`). */
const TITLE_VECTOR = Prisma.sql`to_tsvector('simple', p."name" || ' ' || p."breed")`;

/**
 * A search's ranked order. Its filters (breeds, towns, species, budget, gender, age) are exact, so every
 * listing found is of the breed and in the town asked for; after them:
 * 1. the listings with every word and preference (tier `all`) before those matching only what was
 *    understood (`understood`), when the search has something to fall back on;
 * 2. in the first tier, newest first, those with every word in the name or breed ("bruno", "cavapoo")
 *    before those with some only in the description: a two-step rank of the text match, the only one
 *    that keeps each step in an index's order (`ts_rank` would sort every match on every page);
 * 3. newest first, those with photos before those without.
 * A price order is the reader's: only the tiers apply. The alerts' digest (`isStrict`) reads the first
 * tier in the index's order. The list is the same for every page of a search: a cursor names its band
 * by its place in it.
 */
function bandsOf(query: TPetListQuery, plan: TSearchPlan, fallsBack: boolean): TBand[] {
  const tiers: TBand["tier"][] = fallsBack ? ["all", "understood"] : ["all"];
  if (query.sort !== "newest") return tiers.map((tier) => ({ tier }));
  const titles = plan.words.length ? (["in", "out"] as const) : [undefined];
  return tiers.flatMap((tier) =>
    (tier === "all" ? titles : [undefined]).flatMap((title) => [true, false].map((photos) => ({ tier, title, photos }))),
  );
}

/**
 * What this server knows, for a minute, of a search (its plan and filters): its first tier held no
 * listing (`firstTier`), or no listing had every word in its name or breed (`title`). Asked again
 * meanwhile, its pages skip those bands and read the others without the condition that kept them apart:
 * the second tier without its `IS NOT TRUE`, the description's bands without `NOT (in the name)`. So a
 * search for a preference no listing has ("labrador for adoption" with no shelter listing one) does not
 * walk every Labrador each time, and a word in descriptions only costs one statement, not three. A
 * listing added meanwhile to a skipped band waits that long to come first: it is in the bands read,
 * never left out, as only a whole tier or a whole split is skipped.
 */
type TKnownEmpty = { firstTier?: true; title?: true };
const emptyFirstTiers = keptFor<true>(CORRECTIONS_TTL_MS, CORRECTIONS_KEPT);
const emptyTitles = keptFor<true>(CORRECTIONS_TTL_MS, CORRECTIONS_KEPT);

/** A band's conditions as SQL, given what is known empty: a split known empty is no longer kept apart. */
function bandSql(plan: TSearchPlan, band: TBand, empty: TKnownEmpty): { tier: TTier; where: Prisma.Sql[] } {
  const where: Prisma.Sql[] = [];
  const ts = toTsQuery(plan.words);
  if (ts && band.title === "in") where.push(Prisma.sql`${TITLE_VECTOR} @@ to_tsquery('simple', ${ts})`);
  if (ts && band.title === "out" && !empty.title) where.push(Prisma.sql`NOT (${TITLE_VECTOR} @@ to_tsquery('simple', ${ts}))`);
  if (band.photos !== undefined) where.push(band.photos ? Prisma.sql`p."hasPhotos"` : Prisma.sql`NOT p."hasPhotos"`);
  return { tier: band.tier === "understood" && empty.firstTier ? "rest" : band.tier, where };
}

/**
 * One page of a search, ranked (`bandsOf`): the listings that mention every word and have every
 * preference (young, for adoption, urgent) first, then, once they run out, those that match only what
 * was understood of the search (its breeds, towns, species, budget, gender and age), so a word no listing
 * has ("kci") never empties a page that the rest of the search fills. A search of unknown words alone
 * has nothing understood to fall back on; one whose words all match falls back only past its preferences.
 */
async function readRanked(
  query: TPetListQuery,
  plan: TSearchPlan,
  cursor: TCursor | null,
  marks: Pick<TCursorMarks, "f"> = {},
  isStrict = false,
): Promise<TRankedPage> {
  if (isStrict) return readPage(query, plan, cursor, marks);
  // Listings that lack a word or a preference follow when the search understood a filter to fall back
  // on (unknown words alone find nothing more), or when all it lacks is a preference.
  const fallsBack = (plan.words.length > 0 && hasFilters(plan)) || hasPreference(plan);
  const bands = bandsOf(query, plan, fallsBack);
  const start = cursor?.b ?? (cursor?.w ? bands.findIndex((b) => b.tier === "understood") : 0);
  if (start < 0 || start >= bands.length) throw new AppError("INVALID_CURSOR");
  const search = searchKeyOf(query, plan);
  const known: TKnownEmpty = { firstTier: fallsBack ? emptyFirstTiers.get(search) : undefined, title: emptyTitles.get(search) };
  const empty: TKnownEmpty = { ...known };
  /** The bands known to hold nothing: read from their start here and found empty, or skipped as known so. */
  const emptied = new Set<number>();
  const isSkipped = (band: TBand) => (band.tier === "all" && empty.firstTier) || (band.title === "in" && empty.title);
  /** Whether every band that `is` picks out is known to hold nothing. */
  const allEmptied = (is: (band: TBand) => boolean) => bands.some(is) && bands.every((b, n) => !is(b) || emptied.has(n));

  const rows: TPetRow[] = [];
  let matchingAll = 0;
  let nextCursor: string | null = null;
  for (let n = start; n < bands.length; n++) {
    const from = n === start ? cursor : null;
    if (!from && isSkipped(bands[n])) {
      emptied.add(n);
      continue;
    }
    const band = bandSql(plan, bands[n], empty);
    const read = await readRows(query, plan, from, band, query.limit - rows.length);
    if (!from && !read.rows.length && !read.more) emptied.add(n);
    if (allEmptied((b) => b.title === "in")) empty.title = true;
    if (fallsBack && allEmptied((b) => b.tier === "all")) empty.firstTier = true;
    rows.push(...read.rows);
    if (band.tier === "all") matchingAll += read.rows.length;
    if (read.more) {
      // The next page goes on in this band: after this page's last listing, or from its first when the page ended with the band before.
      const last = read.rows.at(-1);
      nextCursor = cursorOf(query, last ?? read.more, { ...marks, b: n || undefined, i: last ? undefined : 1 });
      break;
    }
  }
  if (empty.firstTier && !known.firstTier) emptyFirstTiers.set(search, true);
  if (empty.title && !known.title) emptyTitles.set(search, true);
  const pets = rows.map(fromRow);
  const lacking = [...plan.words, ...plan.preferWords];
  return matchingAll < pets.length ? { pets, nextCursor, unmatched: { words: lacking, matchingAll } } : { pets, nextCursor };
}

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
 * Active listings, newest first by default, filtered and keyset-paged (no OFFSET: deep pages stay fast).
 *
 * The search `q` is read by lib/search: a budget, a gender and an age, and the species, breeds and towns
 * it names (aliases, Hindi and Telugu included), become exact filters; noise words go; the other words
 * stay a prefix full-text match over name, breed and description; "puppies", "adoption" and "urgent" are
 * preferences. The listings that mention every word and have every preference come first, then those
 * that match only what was understood (`unmatched` says which words they lack), so a word no listing has
 * never empties the page; newest first, those with every word in the name or breed come before those with
 * some only in the description, and those with photos before those without (`bandsOf`). When no
 * listing has every word, its words are corrected to the breeds and towns active listings have (pg_trgm)
 * and it runs again: the answer says so in `interpretedAs`, and its cursor carries the correction to the
 * next pages (for a minute, the same search goes to its correction at once).
 *
 * `isStrict`: only the listings that have every word and preference, in the index's order (the alerts'
 * digest reads new matches newest first and stops at the last it mailed).
 */
export async function listPets(query: TPetListQuery, { isStrict = false }: { isStrict?: boolean } = {}): Promise<TPetListAnswer> {
  const cursor = query.cursor ? decodePetCursor(query.cursor, query.sort) : null;
  const read = query.q ? parseSearch(query.q) : null;
  if (!read) return readPage(query, null, cursor);
  // A breed or town spelt several ways is filtered by the spellings listed (an equality on its index).
  const listed = async (p: TSearchPlan) => (hasSeveralKeys(p) ? narrowToListed(p, await listedKeys()) : p);
  const plan = await listed(read);
  const understood = (p: TSearchPlan) => (hasFilters(p) ? { interpretedAs: interpretation(p) } : {});
  const correct = async () => {
    const corrected = await correctPlan(plan);
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

type THiddenColumns = {
  hiddenCause: THiddenInfo["cause"] | null;
  hiddenReason: string | null;
  hiddenAt: Date | null;
  appealedAt: Date | null;
};

/** Every listing of one seller, whatever its status (a hidden one with why), newest first (bounded). */
export async function listSellerPets({ sellerId, limit = 100 }: { sellerId: string; limit?: number }): Promise<TMyPetDto[]> {
  const rows = await getDb().$queryRaw<(TPetRow & THiddenColumns)[]>`
    SELECT ${LIST_COLUMNS}, p."hiddenCause"::text AS "hiddenCause", p."hiddenReason", p."hiddenAt", p."appealedAt"
    FROM pets p WHERE p."sellerId" = ${sellerId} ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${limit}`;
  return rows.map(({ hiddenCause, hiddenReason, hiddenAt, appealedAt, ...row }) => ({
    ...fromRow(row),
    hidden:
      row.status === "hidden"
        ? {
            cause: hiddenCause ?? "moderator",
            reason: hiddenReason,
            hiddenAt: hiddenAt?.toISOString() ?? null,
            appealedAt: appealedAt?.toISOString() ?? null,
          }
        : null,
  }));
}

/** Listings nobody but their seller (and the moderators) may see: set aside by the seller, or hidden by moderation. */
const isPrivateStatus = (status: TStatus) => status === "inactive" || status === "hidden";

/**
 * One listing as `viewerId` may see it: an `inactive` or `hidden` listing is its seller's alone (and the
 * moderators'), so to anyone else (signed out included) it does not exist — the same null as an unknown
 * id, no hint either way.
 */
export async function getPet({
  id,
  viewerId,
  isModeratorViewing = false,
}: {
  id: string;
  viewerId: string | null;
  isModeratorViewing?: boolean;
}): Promise<TPetDetailDto | null> {
  if (!isId(id)) return null;
  const db = getDb();
  const pet = await db.pet.findUnique({
    where: { id },
    include: {
      seller: { select: { id: true, name: true, createdAt: true, isEmailVerified: true } },
      images: { orderBy: { position: "asc" }, select: { id: true, width: true, height: true } },
      _count: { select: { wishlistItems: true } },
    },
  });
  if (!pet || (isPrivateStatus(pet.status) && pet.sellerId !== viewerId && !isModeratorViewing)) return null;
  const base = toDto({ ...pet, likes: pet._count.wishlistItems }, pet.images);
  return {
    ...base,
    imageList: pet.images.map((i) => ({
      id: i.id,
      url: imageUrl(i.id, "lg"),
      thumbnail: imageUrl(i.id, "sm"),
      width: i.width,
      height: i.height,
    })),
    seller: {
      id: pet.seller.id,
      name: pet.seller.name,
      memberSince: pet.seller.createdAt.toISOString(),
      isEmailVerified: pet.seller.isEmailVerified,
    },
    sellerId: pet.sellerId,
    dateOfBirth: pet.dateOfBirth ? pet.dateOfBirth.toISOString().slice(0, 10) : null,
    vaccinated: pet.vaccinated,
    dewormed: pet.dewormed,
    sterilised: pet.sterilised,
    microchipNumber: pet.microchipNumber,
    sellerType: pet.sellerType,
    registrationNumber: pet.registrationNumber,
    updatedAt: pet.updatedAt.toISOString(),
  };
}

/**
 * Counts a view once per visitor per day, never the owner's, and only of a listing others can see (not
 * an inactive or hidden one). One statement: the insert into pet_views decides, so concurrent loads cannot count
 * twice. Answers whether this view counted, or null when there is no such listing.
 */
export async function recordView({
  petId,
  viewerUserId,
  ip,
  userAgent,
}: {
  petId: string;
  viewerUserId?: string | null;
  ip: string;
  userAgent: string;
}): Promise<boolean | null> {
  const day = new Date().toISOString().slice(0, 10);
  const viewerKey = viewerUserId
    ? `u:${viewerUserId}`
    : `a:${createHash("sha256").update(`${ip}|${userAgent}|${day}`).digest("base64url").slice(0, 22)}`;
  const rows = await getDb().$queryRaw<{ counted: boolean; found: boolean }[]>`
    WITH pet AS (
      SELECT id FROM pets WHERE id = ${petId} AND status NOT IN ('inactive', 'hidden') AND "sellerId" IS DISTINCT FROM ${viewerUserId ?? null}
    ), ins AS (
      INSERT INTO pet_views ("petId", "viewerKey", day) SELECT id, ${viewerKey}, ${day}::date FROM pet
      ON CONFLICT DO NOTHING RETURNING 1
    ), upd AS (
      UPDATE pets SET views = views + 1 WHERE id = ${petId} AND EXISTS (SELECT 1 FROM ins) RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM upd) AS counted, EXISTS (SELECT 1 FROM pets WHERE id = ${petId}) AS found`;
  return rows[0].found ? rows[0].counted : null;
}

function petData(input: TPetInput) {
  return {
    name: input.name,
    breed: input.breed,
    breedKey: keyOf(input.breed),
    age: input.age,
    price: input.price,
    location: input.location,
    locationKey: keyOf(input.location),
    description: input.description,
    gender: input.gender,
    features: input.features,
    species: input.species ?? null,
    dateOfBirth: input.dateOfBirth ? new Date(`${input.dateOfBirth}T00:00:00Z`) : null,
    vaccinated: input.vaccinated ?? null,
    dewormed: input.dewormed ?? null,
    sterilised: input.sterilised ?? null,
    microchipNumber: input.microchipNumber ?? null,
    sellerType: input.sellerType ?? null,
    registrationNumber: input.registrationNumber ?? null,
  };
}

const newImageId = () => randomUUID().replaceAll("-", "");

function blobsOf(imageId: string, processed: TProcessedImage) {
  return (Object.keys(IMAGE_SIZES) as TImageSize[]).map((size) => ({
    key: imageKey(imageId, size),
    contentType: "image/webp",
    data: processed.renditions[size],
  }));
}
/** The stored renditions of these photos (what deleting a listing removes from the blob store). */
export const photoKeysOf = (imageIds: string[]) =>
  imageIds.flatMap((id) => (Object.keys(IMAGE_SIZES) as TImageSize[]).map((s) => imageKey(id, s)));

export async function createPet({ sellerId, input, images }: { sellerId: string; input: TPetInput; images: TProcessedImage[] }) {
  if (images.length > MAX_IMAGES_PER_LISTING) throw new AppError("VALIDATION", { fields: { images: ["tooManyImages"] } });
  const prepared = images.map((img) => ({ id: newImageId(), img }));
  const pet = await writeWithBlobs(
    prepared.flatMap((p) => blobsOf(p.id, p.img)),
    async (tx) => {
      const created = await tx.pet.create({ data: { ...petData(input), sellerId }, select: { id: true } });
      await tx.petImage.createMany({
        data: prepared.map((p, position) => ({
          id: p.id,
          petId: created.id,
          position,
          key: `pets/${p.id}`,
          width: p.img.width,
          height: p.img.height,
        })),
      });
      return created;
    },
  );
  await refreshPetPages([pet.id]);
  return pet;
}

/** Throws 404 when the listing does not exist and 403 when it is someone else's. */
async function assertOwner(petId: string, userId: string) {
  const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { sellerId: true } });
  if (!pet) throw new AppError("PET_NOT_FOUND");
  if (pet.sellerId !== userId) throw new AppError("NOT_OWNER");
}

export async function updatePet({
  petId,
  userId,
  input,
  keepImageIds,
  newImages,
}: {
  petId: string;
  userId: string;
  input: TPetInput;
  keepImageIds: string[];
  newImages: TProcessedImage[];
}) {
  await assertOwner(petId, userId);
  // Its landing pages before the edit: another breed or town moves it off them.
  const before = await landingKeysOf([petId]);
  const db = getDb();
  const existing = await db.petImage.findMany({ where: { petId }, select: { id: true } });
  const existingIds = new Set(existing.map((i) => i.id));
  const keep = [...new Set(keepImageIds)].filter((id) => existingIds.has(id));
  if (keep.length + newImages.length > MAX_IMAGES_PER_LISTING) throw new AppError("VALIDATION", { fields: { images: ["tooManyImages"] } });
  const removed = existing.filter((i) => !keep.includes(i.id)).map((i) => i.id);
  const prepared = newImages.map((img) => ({ id: newImageId(), img }));
  await writeWithBlobs(
    prepared.flatMap((p) => blobsOf(p.id, p.img)),
    async (tx, removeBlobs) => {
      // Ownership again inside the write, in case the listing changed hands between the check and now. The
      // status is not among the fields: a hidden listing stays hidden however its seller edits it.
      const updated = await tx.pet.updateMany({ where: { id: petId, sellerId: userId }, data: petData(input) });
      if (updated.count !== 1) throw new AppError("NOT_OWNER");
      const gone = await tx.petImage.deleteMany({ where: { id: { in: removed }, petId } });
      if (gone.count) removeBlobs(photoKeysOf(removed));
      for (const [position, id] of keep.entries()) await tx.petImage.update({ where: { id }, data: { position } });
      await tx.petImage.createMany({
        data: prepared.map((p, i) => ({
          id: p.id,
          petId,
          position: keep.length + i,
          key: `pets/${p.id}`,
          width: p.img.width,
          height: p.img.height,
        })),
      });
    },
  );
  await refreshPetPages([petId], { before });
}

/**
 * The seller marks a listing active, inactive or sold; never a hidden one, which only the moderators
 * bring back (the seller appeals instead): the condition is in the update, so it holds even when a
 * moderator hides the listing at the same moment.
 */
export async function setPetStatus({ petId, userId, status }: { petId: string; userId: string; status: Exclude<TStatus, "hidden"> }) {
  const updated = await getDb().pet.updateMany({ where: { id: petId, sellerId: userId, status: { not: "hidden" } }, data: { status } });
  if (updated.count !== 1) {
    await assertOwner(petId, userId);
    throw new AppError("LISTING_HIDDEN");
  }
  await refreshPetPages([petId]);
}

export async function deletePet({ petId, userId }: { petId: string; userId: string }) {
  await assertOwner(petId, userId);
  const before = await landingKeysOf([petId]);
  const db = getDb();
  if (await db.order.count({ where: { petId } })) {
    throw new AppError("LISTING_HAS_ORDERS");
  }
  await writeWithBlobs([], async (tx, removeBlobs) => {
    // The photos as they are in the write that deletes them (pet_images go with the pet).
    const images = await tx.petImage.findMany({ where: { petId }, select: { id: true } });
    const deleted = await tx.pet.deleteMany({ where: { id: petId, sellerId: userId } });
    if (deleted.count !== 1) throw new AppError("PET_NOT_FOUND");
    removeBlobs(photoKeysOf(images.map((i) => i.id)));
  });
  await refreshPetPages([petId], { before });
}
