// POST /server/orders/reject — the seller rejects a pending order (refunded when paid)
import { withRoute } from "@/lib/api/route";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { rejectOrder } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await rejectOrder({ orderId: body.order_id, sellerId: auth.user.id });
  await askRefundsAfterResponse();
  await notifyOrderDecision({ orderId: body.order_id });
  return { message: "Order rejected successfully" };
});
