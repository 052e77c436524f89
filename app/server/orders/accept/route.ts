// POST /server/orders/accept — the seller accepts a pending order (paid: its money held until handover)
import { withRoute } from "@/lib/api/route";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { acceptOrder } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const { isHeld } = await acceptOrder({ orderId: body.order_id, sellerId: auth.user.id });
  await askRefundsAfterResponse();
  // The buyers whose orders the accept rejected hear of it from the decision mail (it finds them). Paid
  // already: the receipt with the handover code is the buyer's news of the accept, and the seller hears
  // "held until handover".
  await notifyOrderDecision({ orderId: body.order_id, isBuyerTold: !isHeld });
  if (isHeld) await notifyProtectionStep({ orderId: body.order_id, step: "held" });
  return { message: "Order accepted successfully" };
});
