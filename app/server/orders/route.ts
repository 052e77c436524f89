// GET /server/orders — the user's orders as buyer or seller; POST /server/orders — order one pet
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/api/route";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { notifyNewOrder } from "@/lib/notifications/service";
import { ZCreateOrderSchema } from "@/lib/orders/schemas";
import { createOrder, listOrders } from "@/lib/orders/service";

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth }) => ({ orders: await listOrders({ userId: auth.user.id }) }),
});

export const POST = withRoute({
  auth: "required",
  body: ZCreateOrderSchema,
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.placePerUser, subject: auth!.user.id }],
  handler: async ({ auth, body }) => {
    const order = await createOrder({ buyerId: auth.user.id, petId: body.pet_id, quantity: body.quantity });
    await notifyNewOrder({ orderIds: [order.id] });
    return ok({ message: "Order placed successfully", order }, { status: 201 });
  },
});
