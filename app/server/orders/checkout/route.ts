// POST /server/orders/checkout — one order per cart line, all or none, with their total; the cart stays until payment succeeds
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/api/route";
import { notifyNewOrder } from "@/lib/notifications/service";
import { checkoutCart } from "@/lib/orders/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth }) => {
  const { orderIds, createdOrderIds, total } = await checkoutCart({ buyerId: auth.user.id });
  // Only orders this checkout made are news to their sellers; a repeated checkout reuses the open ones.
  await notifyNewOrder({ orderIds: createdOrderIds });
  return ok({ message: "Order placed successfully", orders: orderIds, total }, { status: 201 });
});
