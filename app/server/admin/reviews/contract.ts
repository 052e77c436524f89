import { endpoint } from "@/lib/api/contract";
import { ZModerationReviewsAnswer } from "@/lib/reviews/responses";
import { ZModerationReviewsQuery } from "@/lib/reviews/schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Every review",
  description: "Newest first, hidden ones marked (`hidden=only` for those alone), keyset-paged: pass `nextCursor` back as `cursor`.",
  auth: "required",
  role: "moderator",
  query: ZModerationReviewsQuery,
  errors: ["INVALID_CURSOR"],
  responses: [
    {
      status: 200,
      description: "A page of reviews.",
      schema: ZModerationReviewsAnswer,
    },
  ],
});
