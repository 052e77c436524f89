// POST /server/admin/support/{id}/reopen — moderators: reopen a closed request
import { withRoute } from "@/lib/api/route";
import { reopenSupportRequest } from "@/lib/moderation/support-inbox";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => ({
  message: "The request is open again",
  request: await reopenSupportRequest({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id }),
}));
