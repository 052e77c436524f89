// PATCH /server/reviews/{id} — the author changes their review, within 14 days of writing it
import { withRoute } from "@/lib/api/route";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZReviewInput } from "@/lib/reviews/schemas";
import { updateReview } from "@/lib/reviews/service";

export const PATCH = withRoute({
  auth: "required",
  notFound: "REVIEW_NOT_FOUND",
  body: ZReviewInput,
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.writePerUser, subject: auth!.user.id }],
  handler: async ({ auth, params, body }) => ({
    message: "Review updated",
    review: await updateReview({ reviewId: params.id, authorId: auth.user.id, input: body }),
  }),
});
