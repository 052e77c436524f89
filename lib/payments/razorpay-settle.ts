import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { TGatewayPayment } from "./razorpay-gateway";
import { issuePendingRefunds } from "./razorpay-refunds";
import { verifyPayment } from "./service";

// What Razorpay says was captured, settled against our payment of its order. Razorpay's word comes by
// webhook (payment.captured) or by the reconciliation asking it; the buyer's page may have said so first
// (lib/payments/razorpay-checkout.ts). Whichever comes first records it; the others change nothing.

export type TSettled = "paid" | "already" | "refunded" | "unknown";

/**
 * Money Razorpay took that pays nothing (the payment was closed, or its orders can no longer be paid, or
 * it is not the amount asked): the payment is closed and the money is refunded whole. Once: a refund of
 * the payment itself (no order) is recorded at most once.
 */
async function refundCaptured(payment: { id: string; userId: string; amount: number }, captured: TGatewayPayment): Promise<TSettled> {
  await getDb().$transaction(async (tx) => {
    await tx.payment.updateMany({ where: { id: payment.id, gatewayPaymentId: null }, data: { gatewayPaymentId: captured.id } });
    await tx.payment.updateMany({ where: { id: payment.id, status: "created" }, data: { status: "failed" } });
    const already = await tx.payment.count({ where: { kind: "refund", refundOf: payment.id, orderId: null } });
    if (already) return;
    await tx.payment.create({
      data: {
        userId: payment.userId,
        kind: "refund",
        provider: "razorpay",
        status: "created",
        amount: Math.round(captured.amount / 100),
        refundOf: payment.id,
      },
    });
  });
  console.error(`[payments] payment ${payment.id}: Razorpay captured ${captured.id}, which pays nothing: refunding it`);
  await issuePendingRefunds();
  return "refunded";
}

/** A payment Razorpay captured on one of our orders: recorded once, or refunded when it pays nothing. */
export async function settleCapture(captured: TGatewayPayment): Promise<TSettled> {
  if (!captured.orderId || captured.status !== "captured") return "unknown";
  const db = getDb();
  const payment = await db.payment.findUnique({
    where: { gatewayOrderId: captured.orderId },
    select: { id: true, userId: true, amount: true, status: true, gatewayPaymentId: true },
  });
  if (!payment) return "unknown";
  if (payment.status === "success") {
    if (payment.gatewayPaymentId === captured.id) return "already";
    // A second capture on one order: Razorpay takes one successful payment per order, so this needs a person.
    console.error(`[payments] payment ${payment.id}: Razorpay reports a second capture ${captured.id} on ${captured.orderId}`);
    return "unknown";
  }
  if (captured.currency !== "INR" || captured.amount !== payment.amount * 100) return refundCaptured(payment, captured);
  if (payment.status === "created") {
    try {
      await verifyPayment({ userId: payment.userId, paymentId: payment.id, status: "success", gatewayPaymentId: captured.id });
      return "paid";
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      // Recorded meanwhile by the page or another delivery: nothing more to do.
      const now = await db.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true, gatewayPaymentId: true } });
      if (now.status === "success" && now.gatewayPaymentId === captured.id) return "already";
    }
  }
  return refundCaptured(payment, captured);
}
