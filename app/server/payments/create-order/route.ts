// POST /server/payments/create-order — open a payment (mock, or Razorpay's order with what its Checkout needs) for the checkout's orders, at the total the server computed
import { withRoute } from "@/lib/api/route";
import { openPayment } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const { paymentId, checkout } = await openPayment({ userId: auth.user.id, amount: body.amount, orderIds: body.order_ids });
  return checkout ? { order_id: paymentId, checkout } : { order_id: paymentId };
});
