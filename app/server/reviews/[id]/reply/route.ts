// POST /server/reviews/{id}/reply — the seller answers a review of them, once
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/json-response";
import { replyToReview } from "@/lib/reviews/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) =>
  ok(
    { message: "Reply posted", review: await replyToReview({ reviewId: params.id, sellerId: auth.user.id, reply: body.reply }) },
    { status: 201 },
  ),
);
