import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/http/cursor";
import { isId } from "@/lib/http/input";
import { recordAudit } from "@/lib/moderation/audit";
import { refreshSellerPages } from "@/lib/pets/revalidate";
import { shortName } from "./names";
import type { TModerationReviewDto, TMyReviewDto, TPublicReviewDto } from "./responses";
import { REVIEW_EDIT_DAYS, type TCreateReview, type TModerationReviewsQuery, type TReviewInput } from "./schemas";

export type { TModerationReviewDto, TMyReviewDto, TPublicReviewDto };

// Reviews of sellers. A buyer rates the seller of an order that was accepted and paid, once per order
// (the unique orderId decides between two racing requests), and may change it for REVIEW_EDIT_DAYS;
// the seller answers once; a moderator hides or restores it, with a row in the audit log written in
// the same transaction. A hidden review counts nowhere: not in the figures (lib/sellers), not on any
// public page. Every change asks for the seller's cached pages to be rebuilt.

const EDIT_WINDOW_MS = REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000;
const MY_REVIEWS_LIMIT = 100;
export const PUBLIC_REVIEWS_LIMIT = 50;

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

const myReviewSelect = {
  id: true,
  orderId: true,
  sellerId: true,
  authorId: true,
  rating: true,
  comment: true,
  sellerReply: true,
  sellerRepliedAt: true,
  createdAt: true,
  updatedAt: true,
  hiddenAt: true,
  hiddenReason: true,
  author: { select: { name: true } },
  seller: { select: { name: true } },
  order: { select: { petId: true, pet: { select: { name: true } } } },
} satisfies Prisma.ReviewSelect;

type TMyReviewRow = Prisma.ReviewGetPayload<{ select: typeof myReviewSelect }>;

function toMyReviewDto(r: TMyReviewRow, viewerId: string): TMyReviewDto {
  return {
    id: r.id,
    orderId: r.orderId,
    petId: r.order.petId,
    petName: r.order.pet.name,
    sellerId: r.sellerId,
    sellerName: r.seller.name,
    authorName: shortName(r.author.name),
    rating: r.rating,
    comment: r.comment,
    sellerReply: r.sellerReply,
    sellerRepliedAt: r.sellerRepliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    editableUntil: new Date(r.createdAt.getTime() + EDIT_WINDOW_MS).toISOString(),
    isHidden: r.hiddenAt !== null,
    // The moderator's words are for the author; the seller only learns that it is hidden.
    hiddenReason: r.authorId === viewerId ? r.hiddenReason : null,
  };
}

async function findMyReview(id: string, viewerId: string, db: TTx = getDb()) {
  return toMyReviewDto(await db.review.findUniqueOrThrow({ where: { id }, select: myReviewSelect }), viewerId);
}

/**
 * The buyer rates the seller of one of their orders: only once the pet was handed over, only once. The
 * checks read the order; the unique index on orderId settles two attempts at once.
 */
export async function createReview({ authorId, input }: { authorId: string; input: TCreateReview }): Promise<TMyReviewDto> {
  const db = getDb();
  const order = isId(input.orderId)
    ? await db.order.findUnique({
        where: { id: input.orderId },
        select: { buyerId: true, sellerId: true, protection: true, paymentStatus: true },
      })
    : null;
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  // Someone else's order (its seller included) gets its own 403, not the orders' NOT_YOUR_ORDER (whose
  // text is about cancelling). It tells that the id is an order, as the orders endpoints (NOT_YOUR_ORDER,
  // NOT_YOUR_SALE) and the other reviews endpoints (NOT_YOUR_REVIEW, NOT_REVIEW_SELLER) already do: order
  // ids are unguessable cuids, and a buyer who mistyped one learns nothing but that it is not theirs.
  if (order.buyerId !== authorId) throw new AppError("REVIEW_NOT_YOUR_ORDER");
  // Once the pet is in the buyer's hands (lib/orders/protection.ts): a review is of a sale that happened.
  if (!["handed_over", "disputed", "released"].includes(order.protection) || order.paymentStatus !== "paid")
    throw new AppError("REVIEW_ORDER_NOT_COMPLETE");
  const created = await db.review
    .create({
      data: { orderId: input.orderId, authorId, sellerId: order.sellerId, rating: input.rating, comment: input.comment },
      select: { id: true },
    })
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) throw new AppError("REVIEW_EXISTS");
      throw e;
    });
  await refreshSellerPages(order.sellerId);
  return findMyReview(created.id, authorId);
}

/** Why a conditional update of a review matched nothing, in the order a person would want to hear it. */
async function explainReviewMiss(
  db: TTx,
  { reviewId, userId, as }: { reviewId: string; userId: string; as: "author" | "seller" },
): Promise<never> {
  const review = await db.review.findUnique({
    where: { id: reviewId },
    select: { authorId: true, sellerId: true, hiddenAt: true, sellerReply: true },
  });
  if (!review) throw new AppError("REVIEW_NOT_FOUND");
  if (as === "author" && review.authorId !== userId) throw new AppError("NOT_YOUR_REVIEW");
  if (as === "seller" && review.sellerId !== userId) throw new AppError("NOT_REVIEW_SELLER");
  if (review.hiddenAt) throw new AppError("REVIEW_HIDDEN");
  throw new AppError(as === "author" ? "REVIEW_EDIT_CLOSED" : "REVIEW_REPLY_EXISTS");
}

/** The author changes the stars or the words, within REVIEW_EDIT_DAYS of writing them (one conditional update). */
export async function updateReview({
  reviewId,
  authorId,
  input,
  now = new Date(),
}: {
  reviewId: string;
  authorId: string;
  input: TReviewInput;
  now?: Date;
}): Promise<TMyReviewDto> {
  const db = getDb();
  const updated = await db.review.updateMany({
    where: { id: reviewId, authorId, hiddenAt: null, createdAt: { gt: new Date(now.getTime() - EDIT_WINDOW_MS) } },
    data: { rating: input.rating, comment: input.comment },
  });
  if (updated.count !== 1) await explainReviewMiss(db, { reviewId, userId: authorId, as: "author" });
  const review = await findMyReview(reviewId, authorId);
  await refreshSellerPages(review.sellerId);
  return review;
}

/** The seller answers a review of them, once (one conditional update: two replies at once cannot both land). */
export async function replyToReview({
  reviewId,
  sellerId,
  reply,
}: {
  reviewId: string;
  sellerId: string;
  reply: string;
}): Promise<TMyReviewDto> {
  const db = getDb();
  const updated = await db.review.updateMany({
    where: { id: reviewId, sellerId, hiddenAt: null, sellerReply: null },
    data: { sellerReply: reply, sellerRepliedAt: new Date() },
  });
  if (updated.count !== 1) await explainReviewMiss(db, { reviewId, userId: sellerId, as: "seller" });
  await refreshSellerPages(sellerId);
  return findMyReview(reviewId, sellerId);
}

/** The reviews I wrote, or the ones about me as a seller (hidden ones included, marked), newest first. */
export async function listMyReviews({ userId, as }: { userId: string; as: "author" | "seller" }): Promise<TMyReviewDto[]> {
  const rows = await getDb().review.findMany({
    where: as === "author" ? { authorId: userId } : { sellerId: userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MY_REVIEWS_LIMIT,
    select: myReviewSelect,
  });
  return rows.map((r) => toMyReviewDto(r, userId));
}

/** A seller's visible reviews with their replies, newest first (bounded): what the seller page shows. */
export async function listPublicReviews({
  sellerId,
  limit = PUBLIC_REVIEWS_LIMIT,
  db = getDb(),
}: {
  sellerId: string;
  limit?: number;
  db?: TTx;
}): Promise<TPublicReviewDto[]> {
  const rows = await db.review.findMany({
    where: { sellerId, hiddenAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      rating: true,
      comment: true,
      createdAt: true,
      sellerReply: true,
      sellerRepliedAt: true,
      author: { select: { name: true } },
      order: { select: { pet: { select: { name: true } } } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    authorName: shortName(r.author.name),
    petName: r.order.pet.name,
    createdAt: r.createdAt.toISOString(),
    sellerReply: r.sellerReply,
    sellerRepliedAt: r.sellerRepliedAt?.toISOString() ?? null,
  }));
}

// Moderation ---------------------------------------------------------------------------------------

const moderationSelect = {
  id: true,
  rating: true,
  comment: true,
  orderId: true,
  sellerReply: true,
  sellerRepliedAt: true,
  createdAt: true,
  updatedAt: true,
  hiddenAt: true,
  hiddenReason: true,
  author: { select: { id: true, name: true, email: true } },
  seller: { select: { id: true, name: true } },
  order: { select: { pet: { select: { name: true } } } },
} satisfies Prisma.ReviewSelect;

function toModerationDto(r: Prisma.ReviewGetPayload<{ select: typeof moderationSelect }>): TModerationReviewDto {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    author: r.author,
    seller: r.seller,
    orderId: r.orderId,
    petName: r.order.pet.name,
    sellerReply: r.sellerReply,
    sellerRepliedAt: r.sellerRepliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    hiddenReason: r.hiddenReason,
  };
}

/** Every review, newest first, hidden ones marked (or only those), keyset-paged by (createdAt, id). */
export async function listReviewsForModeration(
  query: TModerationReviewsQuery,
): Promise<{ reviews: TModerationReviewDto[]; nextCursor: string | null }> {
  const where: Prisma.ReviewWhereInput[] = [];
  if (query.hidden === "only") where.push({ hiddenAt: { not: null } });
  if (query.cursor) {
    const c = decodeTimeCursor(query.cursor);
    where.push({ OR: [{ createdAt: { lt: c.createdAt } }, { createdAt: c.createdAt, id: { lt: c.id } }] });
  }
  const rows = await getDb().review.findMany({
    where: { AND: where },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: moderationSelect,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { reviews: page.map(toModerationDto), nextCursor: rows.length > query.limit && last ? encodeTimeCursor(last) : null };
}

type TModerator = { id: string; email: string };

/** A moderator takes a review out of every public page and figure; the audit row is part of the same transaction. */
export async function hideReview({
  reviewId,
  moderator,
  reason,
}: {
  reviewId: string;
  moderator: TModerator;
  reason: string;
}): Promise<TModerationReviewDto> {
  const sellerId = await getDb().$transaction(async (tx) => {
    const review = await tx.review.findUnique({ where: { id: reviewId }, select: { sellerId: true, authorId: true } });
    if (!review) throw new AppError("REVIEW_NOT_FOUND");
    const hidden = await tx.review.updateMany({
      where: { id: reviewId, hiddenAt: null },
      data: { hiddenAt: new Date(), hiddenReason: reason },
    });
    if (hidden.count !== 1) throw new AppError("REVIEW_ALREADY_HIDDEN");
    await recordAudit({ actor: moderator, action: "review_hidden", targetReviewId: reviewId, targetUserId: review.authorId, reason }, tx);
    return review.sellerId;
  });
  await refreshSellerPages(sellerId);
  return toModerationDto(await getDb().review.findUniqueOrThrow({ where: { id: reviewId }, select: moderationSelect }));
}

/** A moderator puts a hidden review back; the audit row is part of the same transaction. */
export async function restoreReview({ reviewId, moderator }: { reviewId: string; moderator: TModerator }): Promise<TModerationReviewDto> {
  const sellerId = await getDb().$transaction(async (tx) => {
    const review = await tx.review.findUnique({ where: { id: reviewId }, select: { sellerId: true, authorId: true } });
    if (!review) throw new AppError("REVIEW_NOT_FOUND");
    const restored = await tx.review.updateMany({
      where: { id: reviewId, hiddenAt: { not: null } },
      data: { hiddenAt: null, hiddenReason: null },
    });
    if (restored.count !== 1) throw new AppError("REVIEW_NOT_HIDDEN");
    await recordAudit({ actor: moderator, action: "review_restored", targetReviewId: reviewId, targetUserId: review.authorId }, tx);
    return review.sellerId;
  });
  await refreshSellerPages(sellerId);
  return toModerationDto(await getDb().review.findUniqueOrThrow({ where: { id: reviewId }, select: moderationSelect }));
}
