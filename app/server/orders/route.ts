// GET /server/orders — the user's orders as buyer or seller; POST /server/orders — order one pet
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { placeOrder } from "@/lib/order-steps/service";
import { listOrders } from "@/lib/orders/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => ({ orders: await listOrders({ userId: auth.user.id }) }));

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const order = await placeOrder({ buyerId: auth.user.id, petId: body.pet_id, quantity: body.quantity });
  return ok({ message: "Order placed successfully", order }, { status: 201 });
});
