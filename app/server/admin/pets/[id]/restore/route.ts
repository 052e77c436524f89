// POST /server/admin/pets/{id}/restore — a moderator brings a hidden listing back and dismisses its open reports
import { withRoute } from "@/lib/api/route";
import { restoreListing } from "@/lib/moderation/restore-listing";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await restoreListing({ petId: params.id, actor: auth.user, reason: body.reason });
  return { message: "The listing is visible again." };
});
