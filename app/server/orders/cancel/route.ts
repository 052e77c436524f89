// POST /server/orders/cancel — the buyer cancels their own pending order (refunded when paid)
import { withRoute } from "@/lib/api/route";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZOrderRefSchema } from "@/lib/orders/schemas";
import { cancelOrder } from "@/lib/orders/service";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.decidePerUser, subject: auth!.user.id }],
  body: ZOrderRefSchema,
  handler: async ({ auth, body }) => {
    await cancelOrder({ orderId: body.order_id, buyerId: auth.user.id });
    return { message: "Order cancelled" };
  },
});
