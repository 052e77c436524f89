import { endpoint } from "@/lib/api/contract";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZVerifyPaymentAnswer } from "@/lib/payments/responses";
import { ZVerifyPaymentSchema } from "@/lib/payments/schemas";

export const POST = endpoint({
  tag: "Payments",
  summary: "Record a payment's outcome",
  description:
    "Once per payment. Success marks its orders paid and takes their pets out of the cart; a failed payment cannot succeed later (start a new one). With Razorpay, success needs what its Checkout handed the page (razorpay_order_id, razorpay_payment_id, razorpay_signature) and counts once Razorpay says the payment is captured for the whole amount (`pending` while it is only authorized); reported again after Razorpay's webhook recorded the same payment, it answers success again. A failure closes nothing, as Checkout lets the buyer try again.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.paymentPerUser, subject: auth!.user.id }],
  body: ZVerifyPaymentSchema,
  errors: [
    "PAYMENT_NOT_FOUND",
    "ALREADY_PAID",
    "PAYMENT_CLOSED",
    "ORDER_NOT_PAYABLE",
    "PET_NOT_AVAILABLE",
    "PAYMENT_SIGNATURE_INVALID",
    "PAYMENT_NOT_CONFIRMED",
    "PAYMENT_GATEWAY_ERROR",
  ],
  responses: [
    {
      status: 200,
      description:
        "The outcome recorded. `refunding` (Razorpay only): the payment was captured after it had been closed (repriced, or closed by the reconciliation while Checkout was open) or after its orders could no longer be paid, so the money is being refunded.",
      schema: ZVerifyPaymentAnswer,
    },
  ],
});
