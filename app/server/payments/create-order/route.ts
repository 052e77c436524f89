// POST /server/payments/create-order — open a payment (mock, or Razorpay's order with what its Checkout needs) for the checkout's orders, at the total the server computed
import { withRoute } from "@/lib/api/route";
import { notifyNewOrder } from "@/lib/notifications/service";
import { checkoutCart } from "@/lib/orders/service";
import { paymentProvider } from "@/lib/payments/providers";
import { createPayment } from "@/lib/payments/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  let orderIds = body.order_ids;
  if (!orderIds) {
    // An older client names no orders: pay for the cart, checked out now by the same rules.
    const checkout = await checkoutCart({ buyerId: auth.user.id });
    await notifyNewOrder({ orderIds: checkout.createdOrderIds });
    orderIds = checkout.orderIds;
  }
  const opened = await createPayment({ userId: auth.user.id, amount: body.amount, orderIds });
  const checkout = await paymentProvider(opened.provider).openCheckout(opened);
  return checkout ? { order_id: opened.paymentId, checkout } : { order_id: opened.paymentId };
});
