// POST /server/admin/flags/{id}/dismiss — a moderator finds nothing wrong with a flagged listing
import { withRoute } from "@/lib/api/route";
import { dismissFlag } from "@/lib/moderation/flags-actions";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await dismissFlag({ flagId: params.id, actor: auth.user, reason: body.reason });
  return { message: "The flag is dismissed." };
});
