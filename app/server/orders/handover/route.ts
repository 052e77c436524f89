// POST /server/orders/handover — the seller enters the buyer's handover code: the pet is handed over
import { withRoute } from "@/lib/api/route";
import { handOver } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await handOver({ orderId: body.order_id, sellerId: auth.user.id, code: body.code });
  return { message: "Handover recorded" };
});
