// Typed calls to /server/reviews and /server/admin/reviews for the browser. Texts live in
// messages/*.json, namespaces Reviews and AdminReviews. (The reviews of me as a seller come with my
// trust figures: lib/sellers/client.ts.)
import { apiCall, type TAnswerOf } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type {
  TModerationReviewDto,
  TMyReviewDto,
  ZModerationReviewAnswer,
  ZModerationReviewsAnswer,
  ZMyReviewAnswer,
  ZReviewsWrittenAnswer,
} from "./responses";
import type { TReviewInput, ZCreateReview, ZHideReview, ZReviewInput, ZReviewReply } from "./schemas";

export type { TModerationReviewDto, TMyReviewDto };

const id = (reviewId: string) => encodeURIComponent(reviewId);

export const reviewsApi = {
  /** GET /server/reviews?as=author → the reviews I wrote (to rate or edit from my orders). */
  written: async (signal?: AbortSignal) => (await apiCall<typeof ZReviewsWrittenAnswer>("/reviews?as=author", { signal })).reviews,
  /** POST /server/reviews — the buyer of an accepted and paid order, once per order. */
  create: async (orderId: string, input: TReviewInput) =>
    (await apiCall<typeof ZMyReviewAnswer, typeof ZCreateReview>("/reviews", { method: "POST", body: { orderId, ...input } })).review,
  /** PATCH /server/reviews/{id} — the author, within 14 days. */
  update: async (reviewId: string, body: TReviewInput) =>
    (await apiCall<typeof ZMyReviewAnswer, typeof ZReviewInput>(`/reviews/${id(reviewId)}`, { method: "PATCH", body })).review,
  /** POST /server/reviews/{id}/reply — the seller, once. */
  reply: async (reviewId: string, reply: string) =>
    (await apiCall<typeof ZMyReviewAnswer, typeof ZReviewReply>(`/reviews/${id(reviewId)}/reply`, { method: "POST", body: { reply } }))
      .review,
};

/** A page of the console's reviews, and the cursor of the next. */
export type TModerationPage = Omit<TAnswerOf<typeof ZModerationReviewsAnswer>, "success">;

export const adminReviewsApi = {
  /** GET /server/admin/reviews — newest first, hidden ones marked; `hidden: "only"` for those alone. */
  list: ({ cursor, hidden }: { cursor?: string | null; hidden: "any" | "only" }, signal?: AbortSignal): Promise<TModerationPage> => {
    const params = new URLSearchParams({ hidden });
    if (cursor) params.set("cursor", cursor);
    return apiCall<typeof ZModerationReviewsAnswer>(`/admin/reviews?${params}`, { signal });
  },
  /** POST /server/admin/reviews/{id}/hide — with the reason (kept in the audit log). */
  hide: async (reviewId: string, reason: string) =>
    (
      await apiCall<typeof ZModerationReviewAnswer, typeof ZHideReview>(`/admin/reviews/${id(reviewId)}/hide`, {
        method: "POST",
        body: { reason },
      })
    ).review,
  /** POST /server/admin/reviews/{id}/restore. */
  restore: async (reviewId: string) =>
    (await apiCall<typeof ZModerationReviewAnswer>(`/admin/reviews/${id(reviewId)}/restore`, { method: "POST" })).review,
};
