import "server-only";
import * as z from "zod";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { razorpay } from "./provider";
import { issuePendingRefunds, recoverLostClaims, REFUND_CLAIM, settleRefund } from "./razorpay-refunds";
import { settleCapture } from "./razorpay-settle";
import { verifyPayment } from "./service";

// The reconciliation (npm run payments:reconcile, and the scheduler's GET /server/payments/reconcile):
// what neither the buyer's page nor a webhook settled, settled by asking Razorpay. A payment opened more
// than half an hour ago and still open: paid if Razorpay captured a payment on its order (or refunded if
// that pays nothing), left alone while a payment is still only authorized (Razorpay captures or releases
// it), closed as failed otherwise. Refunds not yet asked are asked (and one whose asker died midway is
// first looked for at Razorpay); refunds asked long ago are read again.

export const RECONCILE_AFTER_MINUTES = 30;

export const ZReconcileRun = z
  .object({
    checked: z.number().int().meta({ description: "Open payments older than half an hour that were looked at." }),
    paid: z.number().int(),
    refunded: z.number().int().meta({ description: "Captured payments that paid nothing, refunded." }),
    closed: z.number().int().meta({ description: "Payments with nothing captured, closed as failed." }),
    refundsAsked: z.number().int(),
    refundsSettled: z.number().int(),
  })
  .meta({ id: "ReconcileRun" });
export type TReconcileRun = z.infer<typeof ZReconcileRun>;

async function closeAsFailed(payment: { id: string; userId: string }) {
  try {
    await verifyPayment({ userId: payment.userId, paymentId: payment.id, status: "failed" });
  } catch (e) {
    // Settled meanwhile by a webhook: nothing to close.
    if (!(e instanceof AppError)) throw e;
  }
}

export async function reconcilePayments({ now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {}): Promise<TReconcileRun> {
  const run: TReconcileRun = { checked: 0, paid: 0, refunded: 0, closed: 0, refundsAsked: 0, refundsSettled: 0 };
  const gateway = razorpay();
  if (!gateway) return run;
  const db = getDb();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const open = await db.payment.findMany({
    where: { kind: "payment", provider: "razorpay", status: "created", createdAt: { lt: before } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, userId: true, gatewayOrderId: true },
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
    const captured = attempts.find((a) => a.status === "captured");
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
  await recoverLostClaims({ now });
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
