import "server-only";
import { BATCH, list, nameOnly, oldestFirst, petName, type TFileContents } from "./data-export-rows";

// The reviews the person wrote and received in the data export: reviews-written.json and reviews-received.json.

export const reviewsContents = {
  reviewsWritten: ({ db, userId }) =>
    list(
      (where) =>
        db.review.findMany({
          where: { AND: [{ authorId: userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            orderId: true,
            rating: true,
            comment: true,
            sellerReply: true,
            sellerRepliedAt: true,
            hiddenAt: true,
            hiddenReason: true,
            createdAt: true,
            updatedAt: true,
            seller: nameOnly,
            order: { select: { pet: petName } },
          },
        }),
      (r) => ({
        orderId: r.orderId,
        seller: r.seller.name,
        pet: r.order.pet.name,
        rating: r.rating,
        comment: r.comment,
        sellerReply: r.sellerReply,
        sellerRepliedAt: r.sellerRepliedAt,
        hiddenAt: r.hiddenAt,
        hiddenReason: r.hiddenReason,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }),
    ),

  reviewsReceived: ({ db, userId }) =>
    list(
      (where) =>
        db.review.findMany({
          where: { AND: [{ sellerId: userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            orderId: true,
            rating: true,
            comment: true,
            sellerReply: true,
            sellerRepliedAt: true,
            hiddenAt: true,
            createdAt: true,
            updatedAt: true,
            author: nameOnly,
            order: { select: { pet: petName } },
          },
        }),
      (r) => ({
        orderId: r.orderId,
        buyer: r.author.name,
        pet: r.order.pet.name,
        rating: r.rating,
        comment: r.comment,
        myReply: r.sellerReply,
        myReplyAt: r.sellerRepliedAt,
        hiddenAt: r.hiddenAt,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }),
    ),
} satisfies TFileContents;
