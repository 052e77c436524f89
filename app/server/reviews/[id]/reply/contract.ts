import { endpoint, idParam } from "@/lib/api/contract";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZMyReviewAnswer } from "@/lib/reviews/responses";
import { ZReviewReply } from "@/lib/reviews/schemas";

export const POST = endpoint({
  tag: "Reviews",
  summary: "Reply to a review of me",
  description: "The seller the review is about, once; not to a hidden review.",
  auth: "required",
  notFound: "REVIEW_NOT_FOUND",
  body: ZReviewReply,
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.writePerUser, subject: auth!.user.id }],
  params: idParam("review"),
  errors: ["REVIEW_NOT_FOUND", "NOT_REVIEW_SELLER", "REVIEW_HIDDEN", "REVIEW_REPLY_EXISTS"],
  responses: [
    {
      status: 201,
      description: "The reply is published under the review.",
      schema: ZMyReviewAnswer,
    },
  ],
});
