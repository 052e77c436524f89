// POST /server/admin/reviews/{id}/hide — moderators: take a review off every public page and figure (audited)
import { withRoute } from "@/lib/api/route";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZHideReview } from "@/lib/reviews/schemas";
import { hideReview } from "@/lib/reviews/service";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "REVIEW_NOT_FOUND",
  body: ZHideReview,
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.moderatePerUser, subject: auth!.user.id }],
  handler: async ({ auth, params, body }) => ({
    message: "The review is hidden",
    review: await hideReview({ reviewId: params.id, moderator: { id: auth.user.id, email: auth.user.email }, reason: body.reason }),
  }),
});
