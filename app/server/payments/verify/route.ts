// POST /server/payments/verify — record a payment's outcome once (a gateway's, once it confirms it); success marks its orders paid and takes them out of the cart
import { withRoute } from "@/lib/api/route";
import { confirmPayment } from "@/lib/payments/confirm-payment";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  return confirmPayment({
    userId: auth.user.id,
    paymentId: body.order_id,
    status: body.payment_status,
    result:
      body.razorpay_order_id && body.razorpay_payment_id && body.razorpay_signature
        ? { orderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature }
        : undefined,
  });
});
