import "server-only";
import { AppError } from "@/lib/http/errors";
import type { TRazorpayGateway } from "./razorpay-gateway";
import { verifyPayment } from "./service";

/** What Checkout hands the page when a payment goes through. */
export type TCheckoutResult = { orderId: string; paymentId: string; signature: string };

/**
 * The payment screen's report of a Razorpay payment, which is only a claim:
 * - success counts when its signature is Razorpay's (HMAC-SHA256 of order|payment under the key secret)
 *   and Razorpay, asked, says that payment of this payment's order is captured for its whole amount;
 *   still only authorized, it is pending, and Razorpay's webhook or the reconciliation settles it;
 * - failure closes nothing: Checkout lets the buyer try again on the same order, and a payment that goes
 *   through after all is still recorded (by the webhook or the reconciliation).
 */
export async function confirmRazorpayPayment(
  gateway: TRazorpayGateway,
  {
    userId,
    paymentId,
    status,
    result,
    payment,
  }: {
    userId: string;
    paymentId: string;
    status: "success" | "failed";
    result?: TCheckoutResult;
    payment: { amount: number; status: string; gatewayOrderId: string | null };
  },
): Promise<{ status: "success" | "failed" | "pending" }> {
  if (payment.status === "success") throw new AppError("ALREADY_PAID");
  if (status === "failed") return { status: "failed" };
  const { gatewayOrderId } = payment;
  if (!result || !gatewayOrderId || result.orderId !== gatewayOrderId) throw new AppError("PAYMENT_SIGNATURE_INVALID");
  if (!gateway.isCheckoutSigned({ orderId: gatewayOrderId, paymentId: result.paymentId, signature: result.signature }))
    throw new AppError("PAYMENT_SIGNATURE_INVALID");
  const paid = await gateway.fetchPayment(result.paymentId);
  if (paid.orderId !== gatewayOrderId || paid.currency !== "INR" || paid.amount !== payment.amount * 100)
    throw new AppError("PAYMENT_NOT_CONFIRMED");
  if (paid.status === "failed") return { status: "failed" };
  if (paid.status === "created" || paid.status === "authorized") return { status: "pending" };
  return verifyPayment({ userId, paymentId, status: "success", gatewayPaymentId: paid.id });
}
