import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { razorpay } from "./provider";
import { verifyPayment } from "./service";

/** What Checkout hands the page when a payment goes through. */
export type TCheckoutResult = { orderId: string; paymentId: string; signature: string };

/**
 * The payment screen's report of how a payment went. A mock payment's report is its outcome
 * (verifyPayment). A Razorpay payment's is only a claim:
 * - success counts when its signature is Razorpay's (HMAC-SHA256 of order|payment under the key secret)
 *   and Razorpay, asked, says that payment of this payment's order is captured for its whole amount;
 *   still only authorized, it is pending, and Razorpay's webhook or the reconciliation settles it;
 * - failure closes nothing: Checkout lets the buyer try again on the same order, and a payment that goes
 *   through after all is still recorded (by the webhook or the reconciliation).
 */
export async function confirmPayment({
  userId,
  paymentId,
  status,
  result,
}: {
  userId: string;
  paymentId: string;
  status: "success" | "failed";
  result?: TCheckoutResult;
}): Promise<{ status: "success" | "failed" | "pending" }> {
  const payment = await getDb().payment.findFirst({
    where: { id: paymentId, userId, kind: "payment" },
    select: { amount: true, status: true, provider: true, gatewayOrderId: true },
  });
  if (!payment) throw new AppError("PAYMENT_NOT_FOUND");
  if (payment.provider !== "razorpay") return verifyPayment({ userId, paymentId, status });
  const gateway = razorpay();
  // Opened through Razorpay, but the app no longer has its keys: nothing can be confirmed now.
  if (!gateway) throw new AppError("PAYMENT_GATEWAY_ERROR");
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
