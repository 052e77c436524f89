import { endpoint, idParam } from "@/lib/api/contract";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZModerationReviewAnswer } from "@/lib/reviews/responses";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Restore a hidden review",
  description: "Back on the public pages and in the figures. The audit entry is written in the same transaction.",
  auth: "required",
  role: "moderator",
  notFound: "REVIEW_NOT_FOUND",
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.moderatePerUser, subject: auth!.user.id }],
  params: idParam("review"),
  errors: ["REVIEW_NOT_FOUND", "REVIEW_NOT_HIDDEN"],
  responses: [{ status: 200, description: "Visible again.", schema: ZModerationReviewAnswer }],
});
