// POST /server/admin/reviews/{id}/restore — moderators: put a hidden review back (audited)
import { withRoute } from "@/lib/api/route";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { restoreReview } from "@/lib/reviews/service";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "REVIEW_NOT_FOUND",
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.moderatePerUser, subject: auth!.user.id }],
  handler: async ({ auth, params }) => ({
    message: "The review is visible again",
    review: await restoreReview({ reviewId: params.id, moderator: { id: auth.user.id, email: auth.user.email } }),
  }),
});
