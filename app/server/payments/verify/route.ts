// POST /server/payments/verify — record a payment's outcome once; success marks its orders paid and takes them out of the cart
import { withRoute } from "@/lib/api/route";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZVerifyPaymentSchema } from "@/lib/payments/schemas";
import { verifyPayment } from "@/lib/payments/service";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.paymentPerUser, subject: auth!.user.id }],
  body: ZVerifyPaymentSchema,
  handler: async ({ auth, body }) => verifyPayment({ userId: auth.user.id, paymentId: body.order_id, status: body.payment_status }),
});
