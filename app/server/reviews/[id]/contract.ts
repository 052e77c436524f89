import { endpoint, idParam } from "@/lib/api/contract";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZMyReviewAnswer } from "@/lib/reviews/responses";
import { ZReviewInput } from "@/lib/reviews/schemas";

export const PATCH = endpoint({
  tag: "Reviews",
  summary: "Change my review",
  description: "Its author, within 14 days of writing it; not once a moderator has hidden it.",
  auth: "required",
  notFound: "REVIEW_NOT_FOUND",
  body: ZReviewInput,
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.writePerUser, subject: auth!.user.id }],
  params: idParam("review"),
  errors: ["REVIEW_NOT_FOUND", "NOT_YOUR_REVIEW", "REVIEW_HIDDEN", "REVIEW_EDIT_CLOSED"],
  responses: [{ status: 200, description: "Changed.", schema: ZMyReviewAnswer }],
});
