// POST /server/admin/pets/{id}/hide — a moderator hides a listing (or keeps one hidden by reports), with a reason for its seller
import { withRoute } from "@/lib/api/route";
import { hideListing } from "@/lib/moderation/hide-listing";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await hideListing({ petId: params.id, actor: auth.user, reason: body.reason });
  return { message: "The listing is hidden." };
});
