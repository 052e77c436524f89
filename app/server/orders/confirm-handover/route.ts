// POST /server/orders/confirm-handover — the buyer confirms they have the pet
import { withRoute } from "@/lib/api/route";
import { confirmReceived } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await confirmReceived({ orderId: body.order_id, buyerId: auth.user.id });
  return { message: "Handover recorded" };
});
