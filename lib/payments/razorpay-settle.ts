import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { TGatewayPayment } from "./razorpay-gateway";
import { recordProblem } from "./problems";
import { issuePendingRefunds } from "./razorpay-refunds";
import { verifyPayment } from "./service";

// What Razorpay says was captured, settled against our payment of its order. Razorpay's word comes by
// webhook (payment.captured) or by the reconciliation asking it; the buyer's page may have said so first
// (lib/payments/razorpay-checkout.ts). Whichever comes first records it; the others change nothing.

/**
 * paid: this capture paid the payment; already: it had (by the page or an earlier event); refunded: it
 * pays nothing and its refund is recorded now; refunded_before: that refund was recorded already;
 * second: a second capture on a paid order (queued for a person); unknown: no payment of ours.
 */
export type TSettled = "paid" | "already" | "refunded" | "refunded_before" | "second" | "unknown";

const paiseOf = (r: { amount: number; amountPaise: number | null }) => r.amountPaise ?? r.amount * 100;

/** A capture on an order already paid by another: Razorpay took the money twice, which needs a person. */
async function secondCapture(payment: { id: string }, captured: TGatewayPayment): Promise<TSettled> {
  await recordProblem({
    kind: "second_capture",
    paymentId: payment.id,
    eventId: captured.id,
    detail: `Razorpay captured a second payment ${captured.id} (${captured.amount} paise) on order ${captured.orderId}, already paid or refunded by another: refund it in Razorpay's Dashboard, or tell the buyer.`,
  });
  return "second";
}

/**
 * Money Razorpay took that pays nothing (the payment was closed, or its orders can no longer be paid, or
 * it is not the amount asked): the payment is closed and the money is refunded, exactly: what was
 * captured, in paise, less what was already refunded of the payment. Once: a refund of the payment
 * itself (no order) is recorded at most once; a second capture after it is queued for a person.
 */
async function refundCaptured(
  payment: { id: string; userId: string; gatewayPaymentId: string | null },
  captured: TGatewayPayment,
): Promise<TSettled> {
  const recorded = await getDb().$transaction(async (tx) => {
    // Locked: the page, a webhook and the reconciliation may all find this capture at once.
    await tx.$queryRaw`SELECT id FROM payments WHERE id = ${payment.id} FOR UPDATE`;
    await tx.payment.updateMany({ where: { id: payment.id, gatewayPaymentId: null }, data: { gatewayPaymentId: captured.id } });
    await tx.payment.updateMany({ where: { id: payment.id, status: "created" }, data: { status: "failed" } });
    const refunds = await tx.payment.findMany({
      where: { kind: "refund", refundOf: payment.id, status: { not: "failed" } },
      select: { orderId: true, amount: true, amountPaise: true },
    });
    if (refunds.some((r) => r.orderId === null)) {
      const { gatewayPaymentId } = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { gatewayPaymentId: true } });
      return gatewayPaymentId === captured.id ? "before" : "second";
    }
    const paise = captured.amount - refunds.reduce((sum, r) => sum + paiseOf(r), 0);
    if (paise <= 0) return "before";
    await tx.payment.create({
      data: {
        userId: payment.userId,
        kind: "refund",
        provider: "razorpay",
        status: "created",
        // Rupees for display, rounded down; Razorpay is asked for the exact paise.
        amount: Math.floor(paise / 100),
        amountPaise: paise,
        refundOf: payment.id,
      },
    });
    return "recorded";
  });
  if (recorded === "second") return secondCapture(payment, captured);
  if (recorded === "before") return "refunded_before";
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
    return secondCapture(payment, captured);
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
      if (now.status === "success") return now.gatewayPaymentId === captured.id ? "already" : secondCapture(payment, captured);
    }
  }
  return refundCaptured(payment, captured);
}
