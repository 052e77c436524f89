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

/**
 * One part of the active listings, oldest first. The part's place is found in the (status, createdAt, id)
 * index alone (an index-only scan skips the earlier parts without reading their rows); only the part's
 * own rows are read for their dates. With OFFSET on the rows themselves, the last part of a million
 * listings read every row before it.
 */
export async function listSitemapPets({ offset, limit }: { offset: number; limit: number }): Promise<{ id: string; updatedAt: Date }[]> {
  return getDb().$queryRaw<{ id: string; updatedAt: Date }[]>`
    SELECT p.id, p."updatedAt" FROM (
      SELECT id, "createdAt" FROM pets WHERE status = 'active' ORDER BY "createdAt" ASC, id ASC LIMIT ${limit} OFFSET ${offset}
    ) part JOIN pets p ON p.id = part.id
    ORDER BY part."createdAt" ASC, part.id ASC`;
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
