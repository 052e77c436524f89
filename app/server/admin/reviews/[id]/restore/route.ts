// POST /server/admin/reviews/{id}/restore — moderators: put a hidden review back (audited)
import { withRoute } from "@/lib/api/route";
import { restoreReview } from "@/lib/reviews/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => ({
  message: "The review is visible again",
  review: await restoreReview({ reviewId: params.id, moderator: { id: auth.user.id, email: auth.user.email } }),
}));
