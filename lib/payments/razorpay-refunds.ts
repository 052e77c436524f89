import "server-only";
import { getDb } from "@/lib/db";
import { razorpay } from "./provider";

// Refunds of payments Razorpay took. A refund is recorded first (a `refund` row, `created`: "Refund
// initiated"), in the transaction that decides it (a rejected or cancelled order: refundIfPaid in
// lib/orders/refund-order.ts), and asked of Razorpay after that transaction (`askRefundsAfterResponse` in
// lib/payments/providers.ts, by whatever decided it: the order routes, a suspension, an account deletion): a call to Razorpay never
// holds a database transaction open. Razorpay's answer (its refund id) is kept on the row, and the bank's
// outcome arrives later by webhook (refund.processed / refund.failed) or by the reconciliation.
// A refund that could not be asked (Razorpay down) is asked again by the reconciliation; the refund's
// own id is its receipt at Razorpay, so it is never asked twice under two names.

/** Asks Razorpay for every refund recorded but not yet asked; the number asked. Safe to run at any time, twice at once included. */
export async function issuePendingRefunds({ limit = 50 }: { limit?: number } = {}): Promise<number> {
  const gateway = razorpay();
  if (!gateway) return 0;
  const db = getDb();
  const pending = await db.payment.findMany({
    where: { kind: "refund", provider: "razorpay", status: "created", gatewayRefundId: null },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, amount: true, refundOf: true },
  });
  let asked = 0;
  for (const refund of pending) {
    const paid = refund.refundOf
      ? await db.payment.findUnique({ where: { id: refund.refundOf }, select: { gatewayPaymentId: true } })
      : null;
    if (!paid?.gatewayPaymentId) {
      console.error(`[payments] refund ${refund.id}: the payment it refunds has no Razorpay payment`);
      continue;
    }
    // Another run may have asked it meanwhile: Razorpay would refuse a second refund over the captured
    // amount anyway, and the row keeps the first answer.
    const fresh = await db.payment.findUnique({ where: { id: refund.id }, select: { gatewayRefundId: true } });
    if (fresh?.gatewayRefundId) continue;
    try {
      const made = await gateway.refund({ paymentId: paid.gatewayPaymentId, amount: refund.amount * 100, receipt: refund.id });
      await db.payment.updateMany({
        where: { id: refund.id, gatewayRefundId: null },
        data: { gatewayRefundId: made.id, ...(made.status === "processed" ? { status: "success" as const } : {}) },
      });
      asked++;
    } catch {
      // Logged by the gateway; the reconciliation asks again.
    }
  }
  return asked;
}

/** The bank's outcome of a refund, as Razorpay reports it: by its id, or by our refund's id (its receipt). */
export async function settleRefund({
  gatewayRefundId,
  receipt,
  status,
}: {
  gatewayRefundId: string;
  receipt: string | null;
  status: "processed" | "failed" | "pending";
}) {
  if (status === "pending") return;
  const db = getDb();
  const where = receipt ? { OR: [{ gatewayRefundId }, { id: receipt }] } : { gatewayRefundId };
  const refund = await db.payment.findFirst({ where: { kind: "refund", provider: "razorpay", ...where }, select: { id: true } });
  if (!refund) return;
  if (status === "failed") console.error(`[payments] refund ${refund.id} failed at the bank (${gatewayRefundId}): it needs a person`);
  // Only from `created`: a late or replayed report never turns a settled refund around.
  await db.payment.updateMany({
    where: { id: refund.id, status: "created" },
    data: { status: status === "processed" ? "success" : "failed", gatewayRefundId },
  });
}
