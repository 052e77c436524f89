// POST /server/orders/cancel — the buyer cancels their own pending order (refunded when paid), or calls
// off an accepted one before the handover (their held money back in full)
import { withRoute } from "@/lib/api/route";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { cancelOrder } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const { calledOff } = await cancelOrder({ orderId: body.order_id, buyerId: auth.user.id });
  await askRefundsAfterResponse();
  if (calledOff) await notifyProtectionStep({ orderId: body.order_id, step: calledOff });
  return { message: "Order cancelled" };
});
