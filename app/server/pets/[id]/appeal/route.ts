// POST /server/pets/{id}/appeal — the seller of a hidden listing appeals, once: a support request to the moderators
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { appealListing } from "@/lib/moderation/appeal-listing";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  const { requestId } = await appealListing({ petId: params.id, userId: auth.user.id, message: body.message });
  return ok({ message: "Your appeal has been sent. Our team will reply by email.", requestId }, { status: 201 });
});
