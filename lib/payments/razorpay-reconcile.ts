import "server-only";
import * as z from "zod";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { razorpay } from "./payment-settings";
import { issuePendingRefunds, recoverLostClaims, REFUND_CLAIM, settleRefund } from "./razorpay-refunds";
import { reconcileRoute } from "./razorpay-route-accounts";
import { settleCapture } from "./razorpay-settle";
import { verifyPayment } from "./service";

// The reconciliation (npm run payments:reconcile, and the scheduler's GET /server/payments/reconcile):
// what neither the buyer's page nor a webhook settled, settled by asking Razorpay. A payment opened more
// than half an hour ago and still open: paid if Razorpay captured a payment on its order (or refunded if
// that pays nothing); a payment only authorized for more than a few minutes is captured by us when its
// orders can still be paid (the account's automatic capture should have, docs/payments.md "Capture"),
// and otherwise left for Razorpay to release; closed as failed when nothing was paid. Payments closed in
// the last week (repriced, or closed here while Checkout was still open) are looked at again for a
// capture that came after, which is refunded, once. Refunds not yet asked are asked (and one whose asker
// died midway is first looked for at Razorpay); refunds asked long ago are read again.

export const RECONCILE_AFTER_MINUTES = 30;
/** An authorized payment younger than this is left to the account's automatic capture. */
export const CAPTURE_AFTER_MINUTES = 5;
/** How far back closed payments are looked at again for a late capture. */
export const LATE_CAPTURE_DAYS = 7;

export const ZReconcileRun = z
  .object({
    checked: z.number().int().meta({ description: "Open payments older than half an hour that were looked at." }),
    paid: z.number().int(),
    captured: z.number().int().meta({ description: "Authorized payments captured here (then paid)." }),
    refunded: z.number().int().meta({ description: "Captured payments that paid nothing, refunded." }),
    closed: z.number().int().meta({ description: "Payments with nothing captured, closed as failed." }),
    lateRefunded: z.number().int().meta({ description: "Captures found on payments closed in the last week, refunded." }),
    refundsAsked: z.number().int(),
    refundsSettled: z.number().int(),
  })
  .meta({ id: "ReconcileRun" });
export type TReconcileRun = z.infer<typeof ZReconcileRun>;

/** Whether a payment's orders can still be paid, as verifyPayment will check again: all unpaid, not refused, their pets not hidden, for its amount. */
async function isStillPayable(paymentId: string): Promise<boolean> {
  const payment = await getDb().payment.findUnique({
    where: { id: paymentId },
    select: {
      status: true,
      amount: true,
      bound: { select: { order: { select: { status: true, paymentStatus: true, totalAmount: true, pet: { select: { status: true } } } } } },
    },
  });
  if (!payment || payment.status !== "created" || !payment.bound.length) return false;
  const orders = payment.bound.map((b) => b.order);
  return (
    orders.every((o) => (o.status === "pending" || o.status === "accepted") && o.paymentStatus === "unpaid" && o.pet.status !== "hidden") &&
    orders.reduce((sum, o) => sum + o.totalAmount, 0) === payment.amount
  );
}

async function closeAsFailed(payment: { id: string; userId: string }) {
  try {
    await verifyPayment({ userId: payment.userId, paymentId: payment.id, status: "failed" });
  } catch (e) {
    // Settled meanwhile by a webhook: nothing to close.
    if (!(e instanceof AppError)) throw e;
  }
}

export async function reconcilePayments({ now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {}): Promise<TReconcileRun> {
  const run: TReconcileRun = {
    checked: 0,
    paid: 0,
    captured: 0,
    refunded: 0,
    closed: 0,
    lateRefunded: 0,
    refundsAsked: 0,
    refundsSettled: 0,
  };
  const gateway = razorpay();
  if (!gateway) return run;
  const db = getDb();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const open = await db.payment.findMany({
    where: { kind: "payment", provider: "razorpay", status: "created", createdAt: { lt: before } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, userId: true, amount: true, gatewayOrderId: true },
  });
  for (const payment of open) {
    run.checked++;
    // Razorpay's order was never made (it did not answer): nothing can have been paid.
    if (!payment.gatewayOrderId) {
      await closeAsFailed(payment);
      run.closed++;
      continue;
    }
    let attempts;
    try {
      attempts = await gateway.fetchOrderPayments(payment.gatewayOrderId);
    } catch {
      continue; // Logged by the gateway; the next run asks again.
    }
    let captured = attempts.find((a) => a.status === "captured");
    const authorized = attempts.find(
      (a) =>
        a.status === "authorized" &&
        a.currency === "INR" &&
        a.amount === payment.amount * 100 &&
        (a.createdAt ?? 0) * 1000 < now.getTime() - CAPTURE_AFTER_MINUTES * 60_000,
    );
    if (!captured && authorized && (await isStillPayable(payment.id))) {
      try {
        captured = await gateway.capturePayment({ paymentId: authorized.id, amount: authorized.amount });
        run.captured++;
      } catch {
        continue; // Logged by the gateway (captured meanwhile, or Razorpay down); the next run looks again.
      }
    }
    if (captured) {
      const settled = await settleCapture(captured);
      if (settled === "paid") run.paid++;
      if (settled === "refunded") run.refunded++;
      continue;
    }
    if (attempts.some((a) => a.status === "authorized" || a.status === "created")) continue;
    await closeAsFailed(payment);
    run.closed++;
  }
  // Closed payments of the last week: a capture that came after they were closed pays nothing and is given back.
  const closed = await db.payment.findMany({
    where: {
      kind: "payment",
      provider: "razorpay",
      status: "failed",
      gatewayOrderId: { not: null },
      createdAt: { gte: new Date(now.getTime() - LATE_CAPTURE_DAYS * 24 * 60 * 60_000) },
    },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { gatewayOrderId: true },
  });
  for (const payment of closed) {
    let attempts;
    try {
      attempts = await gateway.fetchOrderPayments(payment.gatewayOrderId!);
    } catch {
      continue; // Logged by the gateway; the next run asks again.
    }
    for (const late of attempts.filter((a) => a.status === "captured")) if ((await settleCapture(late)) === "refunded") run.lateRefunded++;
  }
  await recoverLostClaims({ now });
  // Route: linked accounts read again, lost transfer claims resolved, transfers synced, before refunds.
  await reconcileRoute({ now, limit });
  run.refundsAsked = await issuePendingRefunds({ limit });
  const waiting = await db.payment.findMany({
    where: {
      kind: "refund",
      provider: "razorpay",
      status: "created",
      gatewayRefundId: { not: null },
      NOT: { gatewayRefundId: { startsWith: REFUND_CLAIM } },
      updatedAt: { lt: before },
    },
    orderBy: { updatedAt: "asc" },
    take: limit,
    select: { id: true, gatewayRefundId: true },
  });
  for (const refund of waiting) {
    try {
      const state = await gateway.fetchRefund(refund.gatewayRefundId!);
      await settleRefund({ gatewayRefundId: state.id, receipt: refund.id, status: state.status });
      if (state.status !== "pending") run.refundsSettled++;
    } catch {
      // Logged by the gateway; the next run asks again.
    }
  }
  return run;
}
