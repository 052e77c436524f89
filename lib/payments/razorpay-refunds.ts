import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { recordProblem } from "./problems";
import { razorpay } from "./payment-settings";
import { recordOutsideRefund } from "./razorpay-outside-refund";
import { readyForRefund } from "./razorpay-route-transfers";

// Refunds of payments Razorpay took: recorded first (`created`) in the transaction that decides them
// (refundIfPaid, lib/orders/refund-order.ts), asked of Razorpay once it commits (askRefundsAfterResponse,
// lib/payments/providers.ts): a call to Razorpay never holds a database transaction open. Asked exactly once:
// the asker claims the row (REFUND_CLAIM in `gatewayRefundId`, set only where empty), then keeps Razorpay's id
// or lets the claim go; the reconciliation finds a claim whose asker died, and looks for the refund by its
// receipt (our id) before asking again. docs/payments.md, "Razorpay".

/** The mark a claimed refund holds in `gatewayRefundId` while it is asked of Razorpay. */
export const REFUND_CLAIM = "asking:";
/** How long an asker may hold a claim before the reconciliation takes it as lost. */
export const CLAIM_LOST_AFTER_MINUTES = 10;

/** Razorpay's id of the payment a refund gives back (`refundOf`, one of ours), if it has one. */
async function gatewayPaymentOf(refundOf: string | null): Promise<string | null> {
  if (!refundOf) return null;
  const paid = await getDb().payment.findUnique({ where: { id: refundOf }, select: { gatewayPaymentId: true } });
  return paid?.gatewayPaymentId ?? null;
}

/**
 * Asks Razorpay for every refund recorded but not yet asked; the number asked. A refund of an order whose
 * transfer (Razorpay Route) still holds the money waits for its reversal. Safe to run at any time, twice
 * at once included.
 */
export async function issuePendingRefunds({ limit = 50 }: { limit?: number } = {}): Promise<number> {
  const gateway = razorpay();
  if (!gateway) return 0;
  const db = getDb();
  const pending = await db.payment.findMany({
    where: { kind: "refund", provider: "razorpay", status: "created", gatewayRefundId: null },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, amount: true, amountPaise: true, refundOf: true, orderId: true },
  });
  let asked = 0;
  for (const refund of pending) {
    // Razorpay Route: what the order's transfer sent the seller is taken back first (its reversal), so a
    // refund never gives back money that sits in the seller's account; until then the refund waits.
    if (refund.orderId && !(await readyForRefund(refund.orderId))) continue;
    const paid = await gatewayPaymentOf(refund.refundOf);
    if (!paid) {
      console.error(`[payments] refund ${refund.id}: the payment it refunds has no Razorpay payment`);
      continue;
    }
    const claim = `${REFUND_CLAIM}${randomUUID()}`;
    const claimed = await db.payment.updateMany({ where: { id: refund.id, gatewayRefundId: null }, data: { gatewayRefundId: claim } });
    if (claimed.count !== 1) continue; // Another asker has it.
    try {
      // A refund's exact paise when it has them (a capture that paid nothing is given back to the paisa).
      const made = await gateway.refund({ paymentId: paid, amount: refund.amountPaise ?? refund.amount * 100, receipt: refund.id });
      await db.payment.updateMany({
        where: { id: refund.id, gatewayRefundId: claim },
        data: { gatewayRefundId: made.id, ...(made.status === "processed" ? { status: "success" as const } : {}) },
      });
      asked++;
    } catch {
      // Logged by the gateway. Let go, to be asked again (by the reconciliation at the latest).
      await db.payment.updateMany({ where: { id: refund.id, gatewayRefundId: claim }, data: { gatewayRefundId: null } });
    }
  }
  return asked;
}

/**
 * Claims older than CLAIM_LOST_AFTER_MINUTES, whose asker died after claiming: the refund Razorpay made
 * for it, if any (found by its receipt), is kept; otherwise the claim is let go, to be asked again. The
 * number of claims resolved.
 */
export async function recoverLostClaims({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const gateway = razorpay();
  if (!gateway) return 0;
  const db = getDb();
  const lost = await db.payment.findMany({
    where: {
      kind: "refund",
      provider: "razorpay",
      status: "created",
      gatewayRefundId: { startsWith: REFUND_CLAIM },
      updatedAt: { lt: new Date(now.getTime() - CLAIM_LOST_AFTER_MINUTES * 60_000) },
    },
    select: { id: true, gatewayRefundId: true, refundOf: true },
  });
  let resolved = 0;
  for (const refund of lost) {
    const paid = await gatewayPaymentOf(refund.refundOf);
    if (!paid) continue;
    let made;
    try {
      made = (await gateway.fetchPaymentRefunds(paid)).find((r) => r.receipt === refund.id);
    } catch {
      continue; // Logged by the gateway; the next run looks again.
    }
    await db.payment.updateMany({
      where: { id: refund.id, gatewayRefundId: refund.gatewayRefundId },
      data: { gatewayRefundId: made?.id ?? null, ...(made?.status === "processed" ? { status: "success" as const } : {}) },
    });
    resolved++;
  }
  return resolved;
}

/**
 * The bank's outcome of a refund, as Razorpay reports it: by its id, or by our refund's id (its receipt).
 * A failed one is queued for a person (`refund_failed`; the console's retry asks Razorpay again). A
 * processed refund we never asked for (made in Razorpay's Dashboard) is recorded against its payment
 * (./razorpay-outside-refund.ts) when the report says which payment (`gatewayPaymentId`) and how much.
 * "unknown" when it matches nothing of ours.
 */
export async function settleRefund({
  gatewayRefundId,
  receipt,
  status,
  gatewayPaymentId,
  amountPaise,
}: {
  gatewayRefundId: string;
  receipt: string | null;
  status: "processed" | "failed" | "pending";
  gatewayPaymentId?: string;
  amountPaise?: number;
}): Promise<"settled" | "unknown"> {
  if (status === "pending") return "settled";
  const db = getDb();
  const where = receipt ? { OR: [{ gatewayRefundId }, { id: receipt }] } : { gatewayRefundId };
  const refund = await db.payment.findFirst({
    where: { kind: "refund", provider: "razorpay", ...where },
    select: { id: true, orderId: true, amount: true, amountPaise: true },
  });
  if (!refund) {
    if (status !== "processed" || !gatewayPaymentId || amountPaise === undefined) return "unknown";
    const outside = await recordOutsideRefund({ gatewayRefundId, gatewayPaymentId, amountPaise });
    return outside === "unknown" ? "unknown" : "settled";
  }
  await db.$transaction(async (tx) => {
    // Only from `created`: a late or replayed report never turns a settled refund around.
    const moved = await tx.payment.updateMany({
      where: { id: refund.id, status: "created" },
      data: { status: status === "processed" ? "success" : "failed", gatewayRefundId },
    });
    if (moved.count === 1 && status === "failed")
      await recordProblem(
        {
          kind: "refund_failed",
          paymentId: refund.id,
          orderId: refund.orderId,
          eventId: gatewayRefundId,
          detail: `Refund ${refund.id} of ${refund.amountPaise ?? refund.amount * 100} paise failed at the bank (${gatewayRefundId}). Retry asks Razorpay for a new refund of the same amount.`,
        },
        tx,
      );
  });
  return "settled";
}
