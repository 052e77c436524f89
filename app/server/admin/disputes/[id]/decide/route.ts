// POST /server/admin/disputes/{id}/decide — moderators: refund all, refund part or release, with a reason
import { withRoute } from "@/lib/api/route";
import { decideDispute } from "@/lib/disputes/service";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { refreshSellerPages } from "@/lib/pets/revalidate";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  const { orderId, sellerId } = await decideDispute({
    disputeId: params.id,
    actor: { id: auth.user.id, email: auth.user.email },
    input: body,
  });
  await askRefundsAfterResponse();
  await notifyProtectionStep({ orderId, step: "dispute_decided" });
  await refreshSellerPages(sellerId);
  return { message: "Dispute decided" };
});
