// POST /server/orders/reject — the seller rejects a pending order (refunded when paid), or calls off an
// accepted one before the handover (the buyer's held money back in full)
import { withRoute } from "@/lib/api/route";
import { reject } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await reject({ orderId: body.order_id, sellerId: auth.user.id });
  return { message: "Order rejected successfully" };
});
