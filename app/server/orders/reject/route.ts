// POST /server/orders/reject — the seller rejects a pending order (refunded when paid), or calls off an
// accepted one before the handover (the buyer's held money back in full)
import { withRoute } from "@/lib/api/route";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { rejectOrder } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const { calledOff } = await rejectOrder({ orderId: body.order_id, sellerId: auth.user.id });
  await askRefundsAfterResponse();
  // Called off: the mail says the money is coming back (or that nothing was paid), not "could not accept".
  if (calledOff) await notifyProtectionStep({ orderId: body.order_id, step: calledOff });
  else await notifyOrderDecision({ orderId: body.order_id });
  return { message: "Order rejected successfully" };
});
