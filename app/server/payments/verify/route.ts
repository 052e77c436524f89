// POST /server/payments/verify — record a payment's outcome once; success marks the checkout's orders paid and clears the cart
import { withRoute } from "@/lib/http/route";
import { ZVerifyPaymentSchema } from "@/lib/payments/schemas";
import { verifyPayment } from "@/lib/payments/service";

export const POST = withRoute({
  auth: "required",
  body: ZVerifyPaymentSchema,
  handler: async ({ auth, body }) => verifyPayment({ userId: auth.user.id, paymentId: body.order_id, status: body.payment_status }),
});
