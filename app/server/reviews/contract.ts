import { endpoint } from "@/lib/api/contract";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { ZMyReviewAnswer } from "@/lib/reviews/responses";
import { ZCreateReview, ZMyReviewsQuery } from "@/lib/reviews/schemas";
import { ZMyReviewsAnswer } from "@/lib/sellers/responses";

export const POST = endpoint({
  tag: "Reviews",
  summary: "Rate the seller of one of my orders",
  description: "Only the order's buyer, only once the seller has accepted it and it is paid, and once per order. The comment may be empty.",
  auth: "required",
  body: ZCreateReview,
  rateLimit: ({ auth }) => [{ rule: REVIEW_LIMITS.writePerUser, subject: auth!.user.id }],
  errors: ["ORDER_NOT_FOUND", "REVIEW_NOT_YOUR_ORDER", "REVIEW_ORDER_NOT_COMPLETE", "REVIEW_EXISTS"],
  responses: [{ status: 201, description: "The review is published.", schema: ZMyReviewAnswer }],
});

export const GET = endpoint({
  tag: "Reviews",
  summary: "Reviews I wrote, or reviews of me",
  description:
    "`as=author` (the default): the reviews I wrote, to change them while I may. `as=seller`: the reviews of me, to reply, with my trust figures as buyers see them. Hidden reviews are included and marked. Newest first, at most 100.",
  auth: "required",
  query: ZMyReviewsQuery,
  responses: [
    {
      status: 200,
      description: "The reviews (and, as a seller, my figures).",
      schema: ZMyReviewsAnswer,
    },
  ],
});
