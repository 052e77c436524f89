// POST /server/payments/create-order — open a (mock) payment for the checkout's orders, at the total the server computed
import { withRoute } from "@/lib/api/route";
import { notifyNewOrder } from "@/lib/notifications/service";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { checkoutCart } from "@/lib/orders/service";
import { ZCreatePaymentSchema } from "@/lib/payments/schemas";
import { createPayment } from "@/lib/payments/service";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.paymentPerUser, subject: auth!.user.id }],
  body: ZCreatePaymentSchema,
  handler: async ({ auth, body }) => {
    let orderIds = body.order_ids;
    if (!orderIds) {
      // An older client names no orders: pay for the cart, checked out now by the same rules.
      const checkout = await checkoutCart({ buyerId: auth.user.id });
      await notifyNewOrder({ orderIds: checkout.createdOrderIds });
      orderIds = checkout.orderIds;
    }
    const { paymentId } = await createPayment({ userId: auth.user.id, amount: body.amount, orderIds });
    return { order_id: paymentId };
  },
});
