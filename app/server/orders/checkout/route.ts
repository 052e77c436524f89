// POST /server/orders/checkout — one order per cart line, all or none; the cart stays until payment succeeds
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/http/route";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { notifyNewOrder } from "@/lib/notifications/service";
import { checkoutCart } from "@/lib/orders/service";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.placePerUser, subject: auth!.user.id }],
  handler: async ({ auth }) => {
    const orders = await checkoutCart({ buyerId: auth.user.id });
    await notifyNewOrder({ orderIds: orders });
    return ok({ message: "Order placed successfully", orders }, { status: 201 });
  },
});
