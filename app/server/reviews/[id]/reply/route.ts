// POST /server/reviews/{id}/reply — the seller answers a review of them, once
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/respond";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZReviewReply } from "@/lib/reviews/schemas";
import { replyToReview } from "@/lib/reviews/service";

export const POST = withRoute({
  auth: "required",
  notFound: "REVIEW_NOT_FOUND",
  body: ZReviewReply,
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.writePerUser, subject: auth!.user.id }],
  handler: async ({ auth, params, body }) =>
    ok(
      { message: "Reply posted", review: await replyToReview({ reviewId: params.id, sellerId: auth.user.id, reply: body.reply }) },
      { status: 201 },
    ),
});
