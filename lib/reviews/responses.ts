// What the review endpoints answer, as zod schemas: the service's types are inferred from them, and the
// API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";

const reply = {
  sellerReply: z.string().nullable().meta({ description: "The seller's one reply, or null." }),
  sellerRepliedAt: z.iso.datetime().nullable(),
};

export const ZPublicReviewDto = z
  .object({
    id: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().meta({ description: "May be empty: a rating alone." }),
    authorName: z.string().meta({ description: "The buyer's first name and the initial of their last." }),
    petName: z.string().meta({ description: "The pet the buyer bought." }),
    createdAt: z.iso.datetime(),
    ...reply,
  })
  .meta({ id: "Review", description: "A buyer's review of a seller, as everyone sees it (hidden reviews are never shown)." });
export type TPublicReviewDto = z.infer<typeof ZPublicReviewDto>;

export const ZMyReviewDto = z
  .object({
    id: z.string(),
    orderId: z.string(),
    petId: z.string(),
    petName: z.string(),
    sellerId: z.string(),
    sellerName: z.string(),
    authorName: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    ...reply,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    editableUntil: z.iso.datetime().meta({ description: "Until when the author may change it (14 days after writing it)." }),
    isHidden: z.boolean().meta({ description: "Hidden by a moderator: out of every public page and figure." }),
    hiddenReason: z.string().nullable().meta({ description: "The moderator's reason, shown to the review's author only." }),
  })
  .meta({ id: "MyReview", description: "A review I wrote, or one about me as a seller." });
export type TMyReviewDto = z.infer<typeof ZMyReviewDto>;

export const ZModerationReviewDto = z
  .object({
    id: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    author: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    seller: z.object({ id: z.string(), name: z.string() }),
    orderId: z.string(),
    petName: z.string(),
    ...reply,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    hiddenAt: z.iso.datetime().nullable(),
    hiddenReason: z.string().nullable(),
  })
  .meta({ id: "ModerationReview", description: "A review as the moderators see it, hidden or not." });
export type TModerationReviewDto = z.infer<typeof ZModerationReviewDto>;

/** What writing, changing or replying to a review answers: the review as it now is. */
export const ZMyReviewAnswer = okAnswer({ message: z.string(), review: ZMyReviewDto });
/** GET /server/reviews?as=author: the reviews I wrote (as=seller adds my trust figures: lib/sellers/responses.ts). */
export const ZReviewsWrittenAnswer = okAnswer({ reviews: z.array(ZMyReviewDto) });
/** What hiding or restoring a review answers. */
export const ZModerationReviewAnswer = okAnswer({ message: z.string(), review: ZModerationReviewDto });
/** GET /server/admin/reviews: a page, keyset-paged. */
export const ZModerationReviewsAnswer = okAnswer({ reviews: z.array(ZModerationReviewDto), nextCursor: z.string().nullable() });
