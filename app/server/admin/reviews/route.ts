// GET /server/admin/reviews — moderators: every review, newest first, hidden ones marked (or only those)
import { withRoute } from "@/lib/api/route";
import { ZModerationReviewsQuery } from "@/lib/reviews/schemas";
import { listReviewsForModeration } from "@/lib/reviews/service";

export const GET = withRoute({
  auth: "required",
  role: "moderator",
  query: ZModerationReviewsQuery,
  handler: async ({ query }) => listReviewsForModeration(query),
});
