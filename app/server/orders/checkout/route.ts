// POST /server/orders/checkout — one order per cart line, all or none, with their total; the cart stays until payment succeeds
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { checkOut } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth }) => {
  const { orderIds, total } = await checkOut({ buyerId: auth.user.id });
  return ok({ message: "Order placed successfully", orders: orderIds, total }, { status: 201 });
});
