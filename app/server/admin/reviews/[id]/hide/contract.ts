import { endpoint, idParam } from "@/lib/api/contract";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZModerationReviewAnswer } from "@/lib/reviews/responses";
import { ZHideReview } from "@/lib/reviews/schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Hide a review",
  description:
    "Out of every public page and figure at once; the author sees the reason. The audit entry is written in the same transaction.",
  auth: "required",
  role: "moderator",
  notFound: "REVIEW_NOT_FOUND",
  body: ZHideReview,
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.moderatePerUser, subject: auth!.user.id }],
  params: idParam("review"),
  errors: ["REVIEW_NOT_FOUND", "REVIEW_ALREADY_HIDDEN"],
  responses: [{ status: 200, description: "Hidden.", schema: ZModerationReviewAnswer }],
});
