import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { isId } from "@/lib/http/input";
import { imageUrl } from "@/lib/images/process";
import { blobUrl } from "@/lib/images/url";
import { sellerDisclosureSelect, toSellerDisclosure } from "@/lib/pets/seller-disclosure";
import { listPublicReviews } from "@/lib/reviews/service";
import { MIN_REPLY_SAMPLES, REPLY_WINDOW_DAYS, replyBucket } from "./reply-time";
import type { TSellerPage, TSellerTrust } from "./responses";

export type { TSellerTrust };

// A seller's trust figures, computed in one place for every page that shows them (the pet page, the
// seller page, the profile's statistics, the dashboard). Each is one indexed query:
// - completed sales: orders as seller whose pet was handed over and not refunded (orders_sellerId_createdAt_idx);
// - rating: average and count of the visible reviews (reviews_sellerId_idx);
// - reply time: see `replyTime` below (the messages indexes).

/**
 * The median, over the last REPLY_WINDOW_DAYS, of how long a person who wrote to the seller waited for
 * the seller's next message to them. A wait starts at the first message of an unanswered run (three
 * quick "hello?"s before one answer are one wait, not three ever-shorter ones that would flatter a slow
 * seller) and ends at the seller's next message to that person; a message still unanswered is no
 * sample. Null with fewer than MIN_REPLY_SAMPLES waits.
 *
 * Cost: the seller's received messages come from messages_receiverId_isRead_idx (filtered by date, at
 * most the latest 1,000), and each one's answer is a single probe of
 * messages_senderId_receiverId_createdAt_idx.
 */
export async function replyTime({ sellerId, now, db }: { sellerId: string; now: Date; db: TTx }): Promise<TSellerTrust["replyTime"]> {
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db.$queryRaw<{ samples: number; median_seconds: number | null }[]>`
    WITH received AS (
      SELECT m."senderId" AS person, m."createdAt" AS at
      FROM messages m
      WHERE m."receiverId" = ${sellerId} AND m."createdAt" >= ${since} AND m."createdAt" <= ${now}
      ORDER BY m."createdAt" DESC
      LIMIT 1000
    ), answered AS (
      SELECT r.person, r.at,
        (SELECT min(s."createdAt") FROM messages s
          WHERE s."senderId" = ${sellerId} AND s."receiverId" = r.person AND s."createdAt" > r.at) AS answered_at
      FROM received r
    ), waits AS (
      SELECT answered_at - min(at) AS wait FROM answered WHERE answered_at IS NOT NULL GROUP BY person, answered_at
    )
    SELECT count(*)::int AS samples, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM wait)) AS median_seconds FROM waits`;
  if (!row || row.samples < MIN_REPLY_SAMPLES || row.median_seconds === null) return null;
  const medianMinutes = Math.round(Number(row.median_seconds) / 60);
  return { medianMinutes, samples: row.samples, within: replyBucket(medianMinutes) };
}

/** The trust figures of one seller, or null for an unknown user. */
export async function getSellerTrust({
  sellerId,
  now = new Date(),
  db = getDb(),
}: {
  sellerId: string;
  now?: Date;
  db?: TTx;
}): Promise<TSellerTrust | null> {
  if (!isId(sellerId)) return null;
  const [user, completedSales, rating, reply] = await Promise.all([
    db.user.findUnique({ where: { id: sellerId }, select: { isEmailVerified: true, createdAt: true } }),
    // A sale is complete once the pet is in the buyer's hands (lib/orders/protection.ts), and stays so unless refunded.
    db.order.count({ where: { sellerId, protection: { in: ["handed_over", "released"] } } }),
    db.review.aggregate({ where: { sellerId, hiddenAt: null }, _avg: { rating: true }, _count: { _all: true } }),
    replyTime({ sellerId, now, db }),
  ]);
  if (!user) return null;
  const average = rating._avg.rating;
  return {
    isEmailVerified: user.isEmailVerified,
    memberSince: user.createdAt.toISOString(),
    completedSales,
    replyTime: reply,
    rating: { average: average === null ? null : Math.round(average * 10) / 10, count: rating._count._all },
  };
}

export const SELLER_PAGE_PETS_LIMIT = 48;

/**
 * What the public seller page shows, or null (the page's 404) for an unknown id, a suspended account,
 * or someone who has never listed a pet nor been reviewed (a buyer's name and town are not published).
 */
export async function getSellerPage({ sellerId }: { sellerId: string }): Promise<TSellerPage | null> {
  if (!isId(sellerId)) return null;
  const db = getDb();
  const user = await db.user.findUnique({
    where: { id: sellerId },
    select: {
      ...sellerDisclosureSelect,
      id: true,
      name: true,
      avatarKey: true,
      location: true,
      suspendedAt: true,
      deletedAt: true,
      _count: { select: { pets: true, reviewsReceived: true } },
    },
  });
  if (!user || user.suspendedAt || user.deletedAt || (user._count.pets === 0 && user._count.reviewsReceived === 0)) return null;
  const active = { sellerId, status: "active" } satisfies Prisma.PetWhereInput;
  const [trust, pets, activeListings, reviews] = await Promise.all([
    getSellerTrust({ sellerId, db }),
    db.pet.findMany({
      where: active,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SELLER_PAGE_PETS_LIMIT,
      select: {
        id: true,
        name: true,
        breed: true,
        age: true,
        price: true,
        location: true,
        gender: true,
        species: true,
        bornOn: true,
        mode: true,
        images: { orderBy: { position: "asc" }, take: 1, select: { id: true } },
      },
    }),
    db.pet.count({ where: active }),
    listPublicReviews({ sellerId, db }),
  ]);
  if (!trust) return null;
  return {
    seller: { id: user.id, name: user.name, avatar: user.avatarKey ? blobUrl(user.avatarKey) : null, location: user.location },
    disclosure: toSellerDisclosure(user, { rating: trust.rating.average, reviewCount: trust.rating.count }),
    trust,
    pets: pets.map(({ images, bornOn, ...p }) => ({
      ...p,
      bornOn: bornOn ? bornOn.toISOString().slice(0, 10) : null,
      status: "active" as const,
      thumbnail: images[0] ? imageUrl(images[0].id, "sm") : null,
    })),
    activeListings,
    reviews,
  };
}
