// POST /server/admin/flags/{id}/hide — a moderator hides a listing held for review by a photo match
import { withRoute } from "@/lib/api/route";
import { decideHeldListing } from "@/lib/moderation/flags-actions";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await decideHeldListing({ flagId: params.id, petId: body.petId, decision: "hide", actor: auth.user, reason: body.reason });
  return { message: "The listing is hidden." };
});
