import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { TRazorpayGateway } from "./razorpay-gateway";
import { settleCapture } from "./razorpay-settle";
import { verifyPayment } from "./service";

/** What Checkout hands the page when a payment goes through. */
export type TCheckoutResult = { orderId: string; paymentId: string; signature: string };

/** What the page's report of a payment comes to. `refunding`: captured for a payment closed meanwhile, so given back. */
export type TConfirmed = { status: "success" | "failed" | "pending" | "refunding" };

/**
 * The payment screen's report of a Razorpay payment, which is only a claim: success counts when its signature
 * is Razorpay's (HMAC-SHA256 of order|payment under the key secret) and Razorpay, asked, says the payment is
 * captured for the whole amount; only authorized, it is pending (the webhook or the reconciliation settles it).
 * Reported again after the webhook recorded it, it is success again (the buyer did pay); captured for a payment
 * closed meanwhile, it is refunded now and answers `refunding`; a failure closes nothing (Checkout retries).
 * docs/payments.md, "Razorpay" and "The page's report, late".
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
): Promise<TConfirmed> {
  if (payment.status === "success" && status === "failed") throw new AppError("ALREADY_PAID");
  if (status === "failed") return { status: "failed" };
  const { gatewayOrderId } = payment;
  if (!result || !gatewayOrderId || result.orderId !== gatewayOrderId) throw new AppError("PAYMENT_SIGNATURE_INVALID");
  if (!gateway.isCheckoutSigned({ orderId: gatewayOrderId, paymentId: result.paymentId, signature: result.signature }))
    throw new AppError("PAYMENT_SIGNATURE_INVALID");
  if (payment.status === "success") {
    const paid = await getDb().payment.findUnique({ where: { id: paymentId }, select: { gatewayPaymentId: true } });
    if (paid?.gatewayPaymentId === result.paymentId) return { status: "success" };
    throw new AppError("ALREADY_PAID");
  }
  const paid = await gateway.fetchPayment(result.paymentId);
  if (paid.orderId !== gatewayOrderId || paid.currency !== "INR" || paid.amount !== payment.amount * 100)
    throw new AppError("PAYMENT_NOT_CONFIRMED");
  if (paid.status === "failed") return { status: "failed" };
  if (paid.status === "created" || paid.status === "authorized") return { status: "pending" };
  // Given back already (by us, or in Razorpay's Dashboard): nothing was paid with it.
  if (paid.status === "refunded") return { status: "refunding" };
  if (payment.status === "created") {
    try {
      return await verifyPayment({ userId, paymentId, status: "success", gatewayPaymentId: paid.id });
    } catch (e) {
      // Paid meanwhile by the webhook with this very payment: success. Anything else is settled below.
      if (!(e instanceof AppError)) throw e;
      if (e.code !== "PAYMENT_CLOSED" && e.code !== "ORDER_NOT_PAYABLE" && e.code !== "PET_NOT_AVAILABLE" && e.code !== "ALREADY_PAID")
        throw e;
    }
  }
  // Closed, or its orders no longer payable: what Razorpay took pays nothing and is given back.
  const settled = await settleCapture(paid);
  if (settled === "paid" || settled === "already") return { status: "success" };
  if (settled === "refunded" || settled === "refunded_before") return { status: "refunding" };
  throw new AppError("ALREADY_PAID");
}
