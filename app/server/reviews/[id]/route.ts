// PATCH /server/reviews/{id} — the author changes their review, within 14 days of writing it
import { withRoute } from "@/lib/api/route";
import { updateReview } from "@/lib/reviews/service";
import * as contract from "./contract";

export const PATCH = withRoute(contract.PATCH, async ({ auth, params, body }) => ({
  message: "Review updated",
  review: await updateReview({ reviewId: params.id, authorId: auth.user.id, input: body }),
}));
