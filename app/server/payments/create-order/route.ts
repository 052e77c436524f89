// POST /server/payments/create-order — start a (mock) payment of the cart total, priced by the server
import { withRoute } from "@/lib/http/route";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZCreatePaymentSchema } from "@/lib/payments/schemas";
import { createPayment } from "@/lib/payments/service";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.paymentPerUser, subject: auth!.user.id }],
  body: ZCreatePaymentSchema,
  handler: async ({ auth, body }) => {
    const { orderId } = await createPayment({ userId: auth.user.id, amount: body.amount });
    return { order_id: orderId };
  },
});
