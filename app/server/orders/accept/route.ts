// POST /server/orders/accept — the seller accepts a pending order (the pet is sold, its other orders rejected)
import { withRoute } from "@/lib/api/route";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { acceptOrder } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await acceptOrder({ orderId: body.order_id, sellerId: auth.user.id });
  await askRefundsAfterResponse();
  await notifyOrderDecision({ orderId: body.order_id });
  return { message: "Order accepted successfully" };
});
