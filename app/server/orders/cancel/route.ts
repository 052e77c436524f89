// POST /server/orders/cancel — the buyer cancels their own pending order (refunded when paid)
import { withRoute } from "@/lib/api/route";
import { cancelOrder } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await cancelOrder({ orderId: body.order_id, buyerId: auth.user.id });
  await askRefundsAfterResponse();
  return { message: "Order cancelled" };
});
