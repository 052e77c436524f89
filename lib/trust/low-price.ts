import "server-only";
import type { ListingMode } from "@/lib/generated/prisma/client";
import type { TTx } from "@/lib/db";
import { getDb } from "@/lib/db";
import { breedOfName, cityOfName, landingKeyOf } from "@/lib/discovery/catalog";

// A price far under what the breed usually costs in the town: the bait of an advance-fee fraud (a
// ₹28,000 Labrador for ₹5,000, "pay the courier first"). The typical price is the one the breed-in-town
// landing page shows (/dogs/labrador-retriever/in/hyderabad, lib/pets/landing.ts): over the same sample,
// the newest 500 active listings of the breed in the town, its median, the middle of the range the page
// prints. A listing below a third of it gives buyers a plain warning on its page and the moderators a
// flag (low_price). A breed or town without a landing page has no typical price, and so no warning.
// Only sales count: a rehoming's adoption fee (₹500–5,000, lib/rehoming/constants.ts) is not a price,
// so it is neither judged nor part of what the breed typically costs.

/** A price under typical ÷ LOW_PRICE_DIVISOR is far under it. */
export const LOW_PRICE_DIVISOR = 3;
/** The landing pages' sample (lib/pets/landing.ts, PRICE_SAMPLE): the newest this many listings. */
export const TYPICAL_PRICE_SAMPLE = 500;
/**
 * The fewest other listings a typical price is taken from. The landing page prints a range from two;
 * a warning names one figure as what the breed costs, and the median of two is simply the cheaper one,
 * so three at least, whose median no single listing sets.
 */
export const MIN_TYPICAL_SAMPLE = 3;

export type TPricedPet = { id: string; price: number; breedKey: string; locationKey: string; mode: ListingMode };
export type TLowPrice = { price: number; typical: number; sample: number };

/**
 * The typical price of the listing's breed in its town, from the other active listings (its own price
 * left out: it is the one being judged), or null without a landing page or enough listings.
 */
export async function typicalPriceOf(
  pet: Omit<TPricedPet, "price" | "mode">,
  db: TTx = getDb(),
): Promise<{ typical: number; sample: number } | null> {
  const breed = breedOfName(pet.breedKey);
  const city = cityOfName(pet.locationKey);
  if (!breed || !city) return null;
  const [row] = await db.$queryRaw<{ typical: number | null; n: number }[]>`
    SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY s.price) AS typical, count(*)::int AS n
    FROM (SELECT p.price FROM pets p
          WHERE p.status = 'active' AND p.mode = 'sale' AND p."breedKey" = ${landingKeyOf(breed.breed)} AND p."locationKey" = ${landingKeyOf(city.location)}
            AND p.id <> ${pet.id}
          ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${TYPICAL_PRICE_SAMPLE}) s`;
  if (!row || row.typical === null || row.n < MIN_TYPICAL_SAMPLE) return null;
  return { typical: row.typical, sample: row.n };
}

/** The listing's price and the typical one when it is far under it, else null. */
export async function lowPriceOf(pet: TPricedPet, db: TTx = getDb()): Promise<TLowPrice | null> {
  if (pet.mode !== "sale") return null;
  const typical = await typicalPriceOf(pet, db);
  if (!typical || pet.price * LOW_PRICE_DIVISOR >= typical.typical) return null;
  return { price: pet.price, ...typical };
}

/**
 * The pet page's warning (lib/pets/get-pet.ts): computed as the page renders, so a cached page carries
 * it and a request for it costs nothing more; an active listing's only.
 */
export async function priceWarningOf(pet: TPricedPet & { status: string }): Promise<{ typical: number } | null> {
  if (pet.status !== "active") return null;
  const low = await lowPriceOf(pet);
  return low ? { typical: low.typical } : null;
}

/**
 * Keeps the listing's low_price flag in step with its price, in the write's transaction: raised (or
 * reopened, when the seller changed a price a moderator had let pass) while the price is far under the
 * typical one, resolved by the system (no moderator) once it is not. A flag a moderator dismissed stays
 * dismissed while the price stays what they saw.
 */
export async function recordLowPrice(tx: TTx, petId: string): Promise<TLowPrice | null> {
  const pet = await tx.pet.findUnique({
    where: { id: petId },
    select: { id: true, price: true, breedKey: true, locationKey: true, mode: true },
  });
  if (!pet) return null;
  const low = await lowPriceOf(pet, tx);
  const flag = await tx.listingFlag.findFirst({
    where: { petId, kind: "low_price" },
    select: { id: true, resolvedAt: true, detail: true },
  });
  if (low) {
    const detail = { price: low.price, typical: low.typical, sample: low.sample };
    if (!flag) await tx.listingFlag.createMany({ data: [{ petId, kind: "low_price", detail }], skipDuplicates: true });
    else if (!flag.resolvedAt) await tx.listingFlag.update({ where: { id: flag.id }, data: { detail } });
    else if ((flag.detail as { price?: unknown } | null)?.price !== low.price)
      await tx.listingFlag.update({
        where: { id: flag.id },
        data: { detail, resolvedAt: null, resolvedById: null, createdAt: new Date() },
      });
  } else if (flag && !flag.resolvedAt) {
    await tx.listingFlag.update({ where: { id: flag.id }, data: { resolvedAt: new Date(), resolvedById: null } });
  }
  return low;
}
