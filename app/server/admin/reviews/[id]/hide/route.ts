// POST /server/admin/reviews/{id}/hide — moderators: take a review off every public page and figure (audited)
import { withRoute } from "@/lib/api/route";
import { hideReview } from "@/lib/reviews/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => ({
  message: "The review is hidden",
  review: await hideReview({ reviewId: params.id, moderator: { id: auth.user.id, email: auth.user.email }, reason: body.reason }),
}));
