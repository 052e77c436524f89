// POST /server/admin/orders/{id}/hand-over — moderators: record a handover the code locked out
import { withRoute } from "@/lib/api/route";
import { handOverForParties } from "@/lib/disputes/service";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => {
  await handOverForParties({ orderId: params.id, actor: { id: auth.user.id, email: auth.user.email } });
  await notifyProtectionStep({ orderId: params.id, step: "handed_over" });
  return { message: "Handover recorded" };
});
