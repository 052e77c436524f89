import { endpoint } from "@/lib/api/contract";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZCreatePaymentAnswer } from "@/lib/payments/responses";
import { ZCreatePaymentSchema } from "@/lib/payments/schemas";

export const POST = endpoint({
  tag: "Payments",
  summary: "Open a payment",
  description:
    "A payment for the checkout's orders, at the total the server computed; any other amount is refused. Without order_ids the cart is checked out first. Asking again for the same orders answers the open payment. With Razorpay (PAYMENT_PROVIDER=razorpay), `checkout` carries what its Checkout is opened with.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.paymentPerUser, subject: auth!.user.id }],
  body: ZCreatePaymentSchema,
  errors: [
    "EMAIL_NOT_VERIFIED",
    "CART_EMPTY",
    "CART_PET_GONE",
    "CART_PET_UNAVAILABLE",
    "CART_OWN_PET",
    "REHOMING_APPLY_INSTEAD",
    "CART_QUANTITY_OVER_AVAILABLE",
    "ORDER_NOT_FOUND",
    "ORDER_NOT_PAYABLE",
    "ALREADY_PAID",
    "PET_NOT_AVAILABLE",
    "AMOUNT_MISMATCH",
    "PAYMENT_GATEWAY_ERROR",
    "AGREEMENT_NOT_SIGNED",
  ],
  responses: [
    {
      status: 200,
      description: "The payment to complete.",
      schema: ZCreatePaymentAnswer,
    },
  ],
});
