// POST /server/admin/support/{id}/reply — moderators: answer a request (kept, and mailed to the sender)
import { withRoute } from "@/lib/api/route";
import { replyToSupportRequest } from "@/lib/moderation/support-inbox";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => ({
  message: "The reply is sent",
  request: await replyToSupportRequest({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id, body: body.message }),
}));
