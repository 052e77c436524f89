// DELETE /server/admin/pets/{id} — a moderator deletes a listing and its photos, with a reason for its seller
import { withRoute } from "@/lib/api/route";
import { deleteListing } from "@/lib/moderation/delete-listing";
import * as contract from "./contract";

export const DELETE = withRoute(contract.DELETE, async ({ auth, params, body }) => {
  await deleteListing({ petId: params.id, actor: auth.user, reason: body.reason });
  return { message: "The listing is deleted." };
});
