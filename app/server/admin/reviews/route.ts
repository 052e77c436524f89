// GET /server/admin/reviews — moderators: every review, newest first, hidden ones marked (or only those)
import { withRoute } from "@/lib/api/route";
import { listReviewsForModeration } from "@/lib/reviews/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => listReviewsForModeration(query));
