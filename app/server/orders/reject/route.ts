// POST /server/orders/reject — the seller rejects a pending order (refunded when paid)
import { withRoute } from "@/lib/api/route";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { ZOrderRefSchema } from "@/lib/orders/schemas";
import { rejectOrder } from "@/lib/orders/service";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.decidePerUser, subject: auth!.user.id }],
  body: ZOrderRefSchema,
  handler: async ({ auth, body }) => {
    await rejectOrder({ orderId: body.order_id, sellerId: auth.user.id });
    await notifyOrderDecision({ orderId: body.order_id });
    return { message: "Order rejected successfully" };
  },
});
