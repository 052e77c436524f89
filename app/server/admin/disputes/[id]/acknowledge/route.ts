// POST /server/admin/disputes/{id}/acknowledge — moderators: the dispute is in hand
import { withRoute } from "@/lib/api/route";
import { acknowledgeDispute } from "@/lib/disputes/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => {
  await acknowledgeDispute({ disputeId: params.id, actor: { id: auth.user.id, email: auth.user.email } });
  return { message: "Dispute acknowledged" };
});
