// POST /server/admin/flags/{id}/publish — a moderator publishes a listing held for review by a photo match
import { withRoute } from "@/lib/api/route";
import { decideHeldListing } from "@/lib/moderation/flags-actions";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await decideHeldListing({ flagId: params.id, petId: body.petId, decision: "publish", actor: auth.user, reason: body.reason });
  return { message: "The listing is published." };
});
