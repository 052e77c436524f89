// POST /server/admin/disputes/{id}/decide — moderators: refund all, refund part or release, with a reason
import { withRoute } from "@/lib/api/route";
import { decide } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await decide({ disputeId: params.id, actor: { id: auth.user.id, email: auth.user.email }, input: body });
  return { message: "Dispute decided" };
});
