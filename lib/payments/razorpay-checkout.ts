import "server-only";
import { AppError } from "@/lib/http/errors";
import type { TGatewayPayment, TRazorpayGateway } from "./razorpay-gateway";

/** What Checkout hands the page when a payment goes through. */
export type TCheckoutResult = { orderId: string; paymentId: string; signature: string };

/** Razorpay's word on a report: an outcome to answer, a signed report of a payment already recorded, or a capture to record. */
export type TRazorpayVerdict =
  | { status: "failed" | "pending" | "refunding" }
  | { status: "signed"; gatewayPaymentId: string }
  | { status: "captured"; captured: TGatewayPayment };

/**
 * The gateway's word on the payment screen's report of a Razorpay payment, which is only a claim: it counts
 * when its signature is Razorpay's (HMAC-SHA256 of order|payment under the key secret) and Razorpay, asked,
 * has the payment for the whole amount. Nothing is recorded here: the payment service records what this
 * says (lib/payments/confirm-payment.ts). docs/payments.md, "Razorpay" and "The page's report, late".
 */
export async function judgeRazorpayReport(
  gateway: TRazorpayGateway,
  {
    status,
    result,
    payment,
  }: { status: "success" | "failed"; result?: TCheckoutResult; payment: { amount: number; status: string; gatewayOrderId: string | null } },
): Promise<TRazorpayVerdict> {
  if (status === "failed") return { status: "failed" };
  const { gatewayOrderId } = payment;
  if (!result || !gatewayOrderId || result.orderId !== gatewayOrderId) throw new AppError("PAYMENT_SIGNATURE_INVALID");
  if (!gateway.isCheckoutSigned({ orderId: gatewayOrderId, paymentId: result.paymentId, signature: result.signature }))
    throw new AppError("PAYMENT_SIGNATURE_INVALID");
  // Recorded already: the service compares the signed payment with the one it recorded.
  if (payment.status === "success") return { status: "signed", gatewayPaymentId: result.paymentId };
  const paid = await gateway.fetchPayment(result.paymentId);
  if (paid.orderId !== gatewayOrderId || paid.currency !== "INR" || paid.amount !== payment.amount * 100)
    throw new AppError("PAYMENT_NOT_CONFIRMED");
  if (paid.status === "failed") return { status: "failed" };
  if (paid.status === "created" || paid.status === "authorized") return { status: "pending" };
  // Given back already (by us, or in Razorpay's Dashboard): nothing was paid with it.
  if (paid.status === "refunded") return { status: "refunding" };
  return { status: "captured", captured: paid };
}
