import * as z from "zod";
import "@/lib/zod";

// Shared by the review forms and the handlers. Every message a person can meet is an error code
// (lib/http/errors.ts), which the forms show in the reader's language; the rest are details for API clients.

export const REVIEW_TEXT_MAX = { comment: 1000, reply: 1000, hideReason: 500 } as const;
/** How long after writing it the author may still change a review. */
export const REVIEW_EDIT_DAYS = 14;

const rating = z.number("REVIEW_RATING").int("REVIEW_RATING").min(1, "REVIEW_RATING").max(5, "REVIEW_RATING");
const comment = z.string("Comment must be text").trim().max(REVIEW_TEXT_MAX.comment, "REVIEW_COMMENT_TOO_LONG").default("");

/** PATCH /server/reviews/{id} and the edit form: the stars and the (optional) comment. */
export const ZReviewInput = z.object({ rating, comment });
export type TReviewInput = z.infer<typeof ZReviewInput>;
/** What the review form holds before parsing (the comment may be left out). */
export type TReviewFormValues = z.input<typeof ZReviewInput>;

/** POST /server/reviews: a review of the seller of one of my orders. */
export const ZCreateReview = ZReviewInput.extend({
  orderId: z.string("orderId is required").trim().min(1, "orderId is required").max(40, "ORDER_NOT_FOUND"),
});
export type TCreateReview = z.infer<typeof ZCreateReview>;

/** POST /server/reviews/{id}/reply: the seller's one answer. */
export const ZReviewReply = z.object({
  reply: z.string("REVIEW_REPLY_EMPTY").trim().min(1, "REVIEW_REPLY_EMPTY").max(REVIEW_TEXT_MAX.reply, "REVIEW_REPLY_TOO_LONG"),
});
export type TReviewReply = z.infer<typeof ZReviewReply>;

/** GET /server/reviews: the reviews I wrote (`as=author`, the default) or the ones about me (`as=seller`). */
export const ZMyReviewsQuery = z.object({ as: z.enum(["author", "seller"], "as must be author or seller").default("author") });
export type TMyReviewsQuery = z.infer<typeof ZMyReviewsQuery>;

/** POST /server/admin/reviews/{id}/hide: why, in a line or two (kept in the audit log). */
export const ZHideReview = z.object({
  reason: z.string("REVIEW_HIDE_REASON").trim().min(1, "REVIEW_HIDE_REASON").max(REVIEW_TEXT_MAX.hideReason, "REVIEW_HIDE_REASON"),
});
export type THideReview = z.infer<typeof ZHideReview>;

/** GET /server/admin/reviews: newest first, paged by an opaque cursor; `hidden=only` for the hidden ones alone. */
export const ZModerationReviewsQuery = z.object({
  cursor: z.string("cursor must be text").max(200, "INVALID_CURSOR").optional(),
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(50),
  hidden: z.enum(["any", "only"], "hidden must be any or only").default("any"),
});
export type TModerationReviewsQuery = z.infer<typeof ZModerationReviewsQuery>;
