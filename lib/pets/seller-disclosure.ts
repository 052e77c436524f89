import "server-only";
import type { TTx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TSellerDisclosure } from "./seller-disclosure-dto";
import { isRegistrationCurrent } from "./seller-rules";

export type { TSellerDisclosure };

// What a buyer is told about a seller before buying, on the pet page (and on the seller's own page): the
// Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(a), ask a marketplace to show "details about the
// sellers ... including the name of their business, whether registered or not, their geographic address,
// ... any rating or other aggregated feedback about such seller, and any other information necessary for
// enabling consumers to make informed decisions at the pre-purchase stage". Here: the name and seller
// type (the listing's), the registration a moderator approved, the town, the rating of the visible
// reviews and which of the email and the phone number are verified. Never the email or the phone
// number themselves: people are reached through PawBazaar's messages, and an individual rehoming a pet
// is not a business (the Rules' rule 2(1) proviso).
//
// Part of the cached pet and seller pages: what changes it must refresh them (refreshSellerPages,
// lib/pets/revalidate.ts) — a verified email or phone, a registration approved, refused or lapsed, a
// review, the seller's town.

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
