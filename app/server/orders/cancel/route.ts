// POST /server/orders/cancel — the buyer cancels their own pending order (refunded when paid), or calls
// off an accepted one before the handover (their held money back in full)
import { withRoute } from "@/lib/api/route";
import { cancel } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await cancel({ orderId: body.order_id, buyerId: auth.user.id });
  return { message: "Order cancelled" };
});
