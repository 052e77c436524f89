import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import {
  CITIES,
  landingFilters,
  landingKeyOf,
  landingKind,
  landingPath,
  neighbourLandings,
  resolveLanding,
  type TLanding,
  type TLandingFilters,
  type TCity,
  type TLandingKind,
} from "@/lib/discovery/catalog";
import { toPetCardPage, type TPetCardPage } from "./card";
import { BROWSE_PAGE_SIZE } from "./query";
import { listPets } from "./list-pets";

// The reads of the landing pages (lib/discovery/catalog.ts says which exist and what each lists). Every
// query reads active listings only, through the indexes on (status, species | breedKey | locationKey,
// createdAt, id), and is bounded: the count stops at COUNT_CAP, the price range reads the newest
// PRICE_SAMPLE listings, and "does this page have listings" is one index probe (LIMIT 1) per page.

/** Counting stops here: a page says "more than 10,000" rather than reading every row of a large species. */
export const COUNT_CAP = 10_000;
/** The price range is taken over the newest this many listings of the page. */
export const PRICE_SAMPLE = 500;

function conditions({ species, breed, location }: TLandingFilters): Prisma.Sql[] {
  const where = [Prisma.sql`p.status = 'active'`];
  if (species) where.push(Prisma.sql`p.species = ${species}::"Species"`);
  if (breed) where.push(Prisma.sql`p."breedKey" = ${landingKeyOf(breed)}`);
  if (location) where.push(Prisma.sql`p."locationKey" = ${landingKeyOf(location)}`);
  return where;
}

/** How many active listings a page has, up to COUNT_CAP (`isCapped` when there are more). */
export async function countLandingPets(filters: TLandingFilters): Promise<{ count: number; isCapped: boolean }> {
  const [row] = await getDb().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM pets p WHERE ${Prisma.join(conditions(filters), " AND ")} LIMIT ${COUNT_CAP + 1}) s`;
  return { count: Math.min(row.n, COUNT_CAP), isCapped: row.n > COUNT_CAP };
}

export type TPriceRange = { low: number; high: number; sample: number };

/**
 * The typical price of a page's listings: the 25th and 75th percentiles (prices that listings really
 * ask) of its newest PRICE_SAMPLE sales (a rehoming's adoption fee is not a price); null with fewer
 * than two, where a range says nothing.
 */
export async function landingPriceRange(filters: TLandingFilters): Promise<TPriceRange | null> {
  const [row] = await getDb().$queryRaw<{ low: number | null; high: number | null; n: number }[]>`
    SELECT percentile_disc(0.25) WITHIN GROUP (ORDER BY s.price) AS low, percentile_disc(0.75) WITHIN GROUP (ORDER BY s.price) AS high, count(*)::int AS n
    FROM (SELECT p.price FROM pets p WHERE ${Prisma.join([...conditions(filters), Prisma.sql`p.mode = 'sale'`], " AND ")} ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${PRICE_SAMPLE}) s`;
  if (!row || row.n < 2 || row.low === null || row.high === null) return null;
  return { low: row.low, high: row.high, sample: row.n };
}

const EXISTS = (match: Prisma.Sql) => Prisma.sql`EXISTS (SELECT 1 FROM pets p WHERE p.status = 'active' AND ${match} LIMIT 1)`;

/**
 * The paths of those of these landing pages that have at least one active listing (which the sitemap
 * lists and the pages link to). One statement per kind of page, one index probe per page.
 */
export async function landingPathsWithListings(pages: TLanding[]): Promise<Set<string>> {
  const db = getDb();
  const byKind = (kind: TLandingKind) => pages.filter((p) => landingKind(p) === kind);
  const species = [...new Set(byKind("species").map((p) => p.species))];
  const speciesCity = byKind("speciesCity");
  const breeds = [...new Set(byKind("breed").map((p) => landingKeyOf(p.breed!.breed)))];
  const breedCity = byKind("breedCity");

  const [a, b, c, d] = await Promise.all([
    species.length
      ? db.$queryRaw<
          { s: string }[]
        >`SELECT c.s FROM unnest(${species}::text[]) AS c(s) WHERE ${EXISTS(Prisma.sql`p.species = c.s::"Species"`)}`
      : [],
    speciesCity.length
      ? db.$queryRaw<{ s: string; l: string }[]>`
          SELECT c.s, c.l FROM unnest(${speciesCity.map((p) => p.species)}::text[], ${speciesCity.map((p) => landingKeyOf(p.city!.location))}::text[]) AS c(s, l)
          WHERE ${EXISTS(Prisma.sql`p.species = c.s::"Species" AND p."locationKey" = c.l`)}`
      : [],
    breeds.length
      ? db.$queryRaw<{ b: string }[]>`SELECT c.b FROM unnest(${breeds}::text[]) AS c(b) WHERE ${EXISTS(Prisma.sql`p."breedKey" = c.b`)}`
      : [],
    breedCity.length
      ? db.$queryRaw<{ b: string; l: string }[]>`
          SELECT c.b, c.l FROM unnest(${breedCity.map((p) => landingKeyOf(p.breed!.breed))}::text[], ${breedCity.map((p) => landingKeyOf(p.city!.location))}::text[]) AS c(b, l)
          WHERE ${EXISTS(Prisma.sql`p."breedKey" = c.b AND p."locationKey" = c.l`)}`
      : [],
  ]);
  const found = new Set([
    ...a.map((r) => `s:${r.s}`),
    ...b.map((r) => `sc:${r.s}|${r.l}`),
    ...c.map((r) => `b:${r.b}`),
    ...d.map((r) => `bc:${r.b}|${r.l}`),
  ]);
  const keyOfPage = (p: TLanding) => {
    const city = p.city ? landingKeyOf(p.city.location) : "";
    if (p.breed) return p.city ? `bc:${landingKeyOf(p.breed.breed)}|${city}` : `b:${landingKeyOf(p.breed.breed)}`;
    return p.city ? `sc:${p.species}|${city}` : `s:${p.species}`;
  };
  return new Set(pages.filter((p) => found.has(keyOfPage(p))).map(landingPath));
}

/**
 * The first `limit` cities of the landing data (lib/discovery/cities.json, biggest first) that have an
 * active listing, whatever its species: the home page's popular cities. One statement, one index probe
 * per city (status, locationKey), stopping at `limit`.
 */
export async function citiesWithListings(limit: number): Promise<TCity[]> {
  const keys = CITIES.map((c) => landingKeyOf(c.location));
  const rows = await getDb().$queryRaw<{ l: string }[]>`
    SELECT c.l FROM unnest(${keys}::text[]) WITH ORDINALITY AS c(l, n)
    WHERE ${EXISTS(Prisma.sql`p."locationKey" = c.l`)} ORDER BY c.n LIMIT ${limit}`;
  const found = new Set(rows.map((r) => r.l));
  return CITIES.filter((c) => found.has(landingKeyOf(c.location)));
}

export type TLandingPage = {
  landing: TLanding;
  /** What the page lists, as browse filters (the grid's "Load more" asks GET /server/pets with them). */
  filters: TLandingFilters;
  count: number;
  isCountCapped: boolean;
  priceRange: TPriceRange | null;
  /** The newest listings, as the browse page's first page (BROWSE_PAGE_SIZE, keyset cursor for the next). */
  firstPage: TPetCardPage;
  /** The linked pages that have listings: other breeds (in the same city on a city page), other cities. */
  neighbours: { breeds: TLanding[]; cities: TLanding[] };
};

/**
 * A landing page's data from its address segments (/dogs/labrador-retriever/in/hyderabad: species
 * "dogs", breed "labrador-retriever", city "hyderabad"), or null for an unknown species, breed or city.
 */
export async function getLandingPage(segments: { species: string; breed?: string; city?: string }): Promise<TLandingPage | null> {
  const landing = resolveLanding(segments);
  if (!landing) return null;
  const filters = landingFilters(landing);
  const neighbours = neighbourLandings(landing);
  const [first, total, priceRange, linked] = await Promise.all([
    listPets({ ...filters, sort: "newest", limit: BROWSE_PAGE_SIZE }),
    countLandingPets(filters),
    landingPriceRange(filters),
    landingPathsWithListings([...neighbours.breeds, ...neighbours.cities]),
  ]);
  const withListings = (pages: TLanding[]) => pages.filter((p) => linked.has(landingPath(p)));
  return {
    landing,
    filters,
    count: total.count,
    isCountCapped: total.isCapped,
    priceRange,
    firstPage: toPetCardPage(first),
    neighbours: { breeds: withListings(neighbours.breeds), cities: withListings(neighbours.cities) },
  };
}
