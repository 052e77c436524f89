import "server-only";
import type { TTx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TSellerDisclosure } from "./seller-disclosure-dto";
import { isRegistrationCurrent } from "./seller-rules";

export type { TSellerDisclosure };

// What a buyer is told about a seller before buying, on the pet and seller pages: the Consumer Protection
// (E-Commerce) Rules 2020, rule 5(3)(a), ask for the seller's name, "whether registered or not", address and
// rating. Here: name and seller type, the approved registration, the town, the rating and which of email and
// phone are verified; never the email or phone themselves (people write through PawBazaar's messages, and an
// individual is no business: rule 2(1)'s proviso). Part of cached pages: whatever changes it must call
// refreshSellerPages (lib/pets/revalidate.ts). docs/trust.md, "Consumer Protection (E-Commerce) Rules 2020".

/** The seller's columns the disclosure reads, beside the pet page's own (User). */
export const sellerDisclosureSelect = {
  location: true,
  isEmailVerified: true,
  phoneVerifiedAt: true,
  sellerRegistration: { select: { type: true, state: true, number: true, status: true, validUntil: true } },
} satisfies Prisma.UserSelect;
type TDisclosureRow = Prisma.UserGetPayload<{ select: typeof sellerDisclosureSelect }>;

/**
 * The registration a buyer may be shown: approved and valid today, as the listing rules count it
 * (isRegistrationCurrent: one whose date has passed is not shown, even before the daily job marks it expired).
 */
function shownRegistration(r: TDisclosureRow["sellerRegistration"], now: Date): TSellerDisclosure["registration"] {
  if (!r || r.type === "individual" || !isRegistrationCurrent(r, now)) return null;
  return { type: r.type, state: r.state, number: r.number, validUntil: r.validUntil ? r.validUntil.toISOString().slice(0, 10) : null };
}

/** The rating of the visible reviews (hidden ones left out, as the trust figures count them: lib/sellers/service.ts). */
export async function sellerRatingOf(db: TTx, sellerId: string) {
  const r = await db.review.aggregate({ where: { sellerId, hiddenAt: null }, _avg: { rating: true }, _count: { _all: true } });
  const average = r._avg.rating;
  return { rating: average === null ? null : Math.round(average * 10) / 10, reviewCount: r._count._all };
}

/** The disclosure from the seller's row (selected with sellerDisclosureSelect) and their rating. */
export function toSellerDisclosure(
  row: TDisclosureRow,
  { rating, reviewCount }: { rating: number | null; reviewCount: number },
  now = new Date(),
): TSellerDisclosure {
  return {
    location: row.location,
    verifications: { email: row.isEmailVerified, phone: row.phoneVerifiedAt !== null },
    registration: shownRegistration(row.sellerRegistration, now),
    rating,
    reviewCount,
  };
}
