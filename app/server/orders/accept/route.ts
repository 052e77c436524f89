// POST /server/orders/accept — the seller accepts a pending order (the pet is sold, its other orders rejected)
import { withRoute } from "@/lib/api/route";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { ZOrderRefSchema } from "@/lib/orders/schemas";
import { acceptOrder } from "@/lib/orders/service";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.decidePerUser, subject: auth!.user.id }],
  body: ZOrderRefSchema,
  handler: async ({ auth, body }) => {
    await acceptOrder({ orderId: body.order_id, sellerId: auth.user.id });
    await notifyOrderDecision({ orderId: body.order_id });
    return { message: "Order accepted successfully" };
  },
});
