// POST /server/orders/accept — the seller accepts a pending order (paid: its money held until handover)
import { withRoute } from "@/lib/api/route";
import { accept } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await accept({ orderId: body.order_id, sellerId: auth.user.id });
  return { message: "Order accepted successfully" };
});
