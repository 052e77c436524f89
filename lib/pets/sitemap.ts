import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";

// The sitemap's reads (lib/sitemaps.ts): active listings and the sellers who have one, in a stable order
// (oldest first, so a new listing joins the last part instead of shifting every part), one part at a
// time. Listings walk the (status, createdAt, id) index; a hidden, sold or inactive listing is never read.

/** How many active listings there are (the number of parts of the listings' sitemap). */
export async function countSitemapPets(): Promise<number> {
  return getDb().pet.count({ where: { status: "active" } });
}

type TBoundary = { createdAt: Date; id: string };

/** How long a server keeps where the parts start, unless a part beyond them is asked for first. */
const BOUNDARIES_KEPT_MS = 10 * 60_000;
let kept: { perPart: number; at: number; boundaries: TBoundary[] } | null = null;

/**
 * Where each part of the listings' sitemap starts: the first listing of every `perPart`, oldest first.
 * One index-only walk of the active listings finds them all (docs/performance.md, at a million); a
 * server keeps them for ten minutes, or until a part beyond them is asked for (the sitemap index counts
 * the listings on every read, so it names a new part as soon as there is one). A part is then read from
 * its own key in the index, however deep it is: with OFFSET, the last of 444 parts walked the 886,000
 * entries before it.
 */
async function partBoundaries(perPart: number, part: number, now = Date.now()): Promise<TBoundary[]> {
  if (kept && kept.perPart === perPart && now - kept.at < BOUNDARIES_KEPT_MS && part < Math.max(1, kept.boundaries.length))
    return kept.boundaries;
  const boundaries = await getDb().$queryRaw<TBoundary[]>`
    SELECT "createdAt", id FROM (
      SELECT "createdAt", id, row_number() OVER (ORDER BY "createdAt" ASC, id ASC) AS n FROM pets WHERE status = 'active'
    ) s WHERE (n - 1) % ${perPart} = 0
    ORDER BY "createdAt" ASC, id ASC`;
  kept = { perPart, at: now, boundaries };
  return boundaries;
}

/**
 * Part `part` of the active listings, oldest first: from its first listing up to the next part's. The
 * first part has no lower bound, so no listing falls between parts whatever changed since the
 * boundaries were found (an older listing made active again joins its own part). The last part known
 * gives its first `perPart` listings, no more: when a new part appears, the one before it ends where the
 * new one starts, read with the old boundaries or the new. A part between two others that grew within
 * those minutes (listings made active again) gives up to `perPart` × 1.1, which keeps it under a Vercel
 * Function's answer limit (lib/sitemaps.ts); anything past that waits for the boundaries to be found again.
 */
export async function listSitemapPets({ part, perPart }: { part: number; perPart: number }): Promise<{ id: string; updatedAt: Date }[]> {
  const boundaries = await partBoundaries(perPart, part);
  if (part > 0 && part >= boundaries.length) return [];
  const from = part > 0 ? boundaries[part] : undefined;
  const to = boundaries[part + 1];
  return getDb().$queryRaw<{ id: string; updatedAt: Date }[]>`
    SELECT id, "updatedAt" FROM pets
    WHERE status = 'active'
      ${from ? Prisma.sql`AND ("createdAt", id) >= (${from.createdAt}, ${from.id})` : Prisma.empty}
      ${to ? Prisma.sql`AND ("createdAt", id) < (${to.createdAt}, ${to.id})` : Prisma.empty}
    ORDER BY "createdAt" ASC, id ASC
    LIMIT ${to ? Math.ceil(perPart * 1.1) : perPart}`;
}

// The sellers' reads start from the users (far fewer than listings) and ask of each whether one of their
// listings is active, and when the newest of those changed. Both are answered by the partial index of
// active listings by seller and last change (pets_seller_active_updatedAt_idx): one index entry per
// seller, however many listings they have sold (0.1 ms for a part, against 629 ms when the date was read
// from every active listing of a seller with 300,000: docs/performance.md, "Landing pages and sitemaps
// at a million").
const HAS_ACTIVE_LISTING = Prisma.sql`EXISTS (SELECT 1 FROM pets p WHERE p."sellerId" = u.id AND p.status = 'active')`;

/** How many sellers (not suspended) have an active listing: the sellers' pages that are listed. */
export async function countSitemapSellers(): Promise<number> {
  const [row] = await getDb().$queryRaw<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM users u WHERE u."suspendedAt" IS NULL AND ${HAS_ACTIVE_LISTING}`;
  return row.n;
}

/** One part of those sellers, by id, each with their newest listing change as the page's date. */
export async function listSitemapSellers({ offset, limit }: { offset: number; limit: number }): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await getDb().$queryRaw<{ id: string; updatedAt: Date | null }[]>`
    SELECT u.id, (SELECT max(p."updatedAt") FROM pets p WHERE p."sellerId" = u.id AND p.status = 'active') AS "updatedAt"
    FROM users u WHERE u."suspendedAt" IS NULL AND ${HAS_ACTIVE_LISTING}
    ORDER BY u.id ASC LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt ?? new Date(0) }));
}
