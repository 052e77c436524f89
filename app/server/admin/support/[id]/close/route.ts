// POST /server/admin/support/{id}/close — moderators: close a request (resolved)
import { withRoute } from "@/lib/api/route";
import { closeSupportRequest } from "@/lib/moderation/support-inbox";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => ({
  message: "The request is closed",
  request: await closeSupportRequest({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id }),
}));
