import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { refundHold } from "@/lib/ledger/hold";
import { reverseEarning } from "@/lib/ledger/reverse-earning";
import { recordProblem } from "./problems";

// Money that went back to the buyer without our asking: a refund someone made in Razorpay's Dashboard
// (refund.processed for a refund we never asked for), or a chargeback the bank decided for the buyer
// (./razorpay-disputes.ts). The money is back already, so nothing is asked of Razorpay: the orders it
// covers are marked refunded, so they never earn or release, and the seller's ledger follows as with
// any refund (lib/orders/refund-order.ts): money still held leaves the hold (`hold_refund`), money already
// released is clawed back (`reversal`).

/** An order whose money went back outside our refunds: refunded, with its ledger. False when it was not paid. */
export async function markRefundedOutside(tx: TTx, orderId: string, reason: string, now = new Date()): Promise<boolean> {
  const moved = await tx.order.updateMany({
    where: { id: orderId, paymentStatus: "paid" },
    data: {
      paymentStatus: "refunded",
      protection: "refunded",
      refundedAt: now,
      protectionDeadline: null,
      handoverCode: null,
      closedReason: reason,
    },
  });
  if (moved.count !== 1) return false;
  await refundHold(tx, { orderId });
  await reverseEarning(tx, orderId);
  return true;
}

export type TOutsideRefund = "recorded" | "already" | "unknown";

const paiseOf = (r: { amount: number; amountPaise: number | null }) => r.amountPaise ?? r.amount * 100;

/**
 * A refund Razorpay made that we did not ask for, matched by its payment (Razorpay's payment id, ours as
 * `gatewayPaymentId`). Recorded as a refund (exact paise, `success`, Razorpay's refund id), once. Which
 * orders it covers:
 * - one that, with what was refunded before, gives back the whole payment covers every order still paid;
 * - a part covers whole orders in id order, as many as it pays for; what is left over (less than the next
 *   order) covers no order and is queued for a person (`partial_refund`), as is a part that covers none.
 */
export async function recordOutsideRefund({
  gatewayRefundId,
  gatewayPaymentId,
  amountPaise,
  now = new Date(),
}: {
  gatewayRefundId: string;
  gatewayPaymentId: string;
  amountPaise: number;
  now?: Date;
}): Promise<TOutsideRefund> {
  return getDb().$transaction(async (tx) => {
    // Locked: two refunds of one payment are attributed one after the other.
    const [payment] = await tx.$queryRaw<{ id: string; userId: string; amount: number; status: string }[]>`
      SELECT id, "userId", amount, status::text AS status FROM payments
      WHERE "gatewayPaymentId" = ${gatewayPaymentId} AND kind = 'payment' FOR UPDATE`;
    if (!payment) return "unknown";
    if (await tx.payment.count({ where: { gatewayRefundId } })) return "already";
    const before = await tx.payment.findMany({
      where: { kind: "refund", refundOf: payment.id, status: { not: "failed" } },
      select: { amount: true, amountPaise: true },
    });
    const refundedBefore = before.reduce((sum, r) => sum + paiseOf(r), 0);
    const orders =
      payment.status === "success"
        ? await tx.order.findMany({
            where: { paymentId: payment.id, paymentStatus: "paid" },
            orderBy: { id: "asc" },
            select: { id: true, totalAmount: true },
          })
        : [];
    const isWhole = refundedBefore + amountPaise >= payment.amount * 100;
    const covered: typeof orders = [];
    let left = amountPaise;
    for (const o of orders) {
      if (!isWhole && o.totalAmount * 100 > left) break;
      covered.push(o);
      left -= o.totalAmount * 100;
    }
    await tx.payment.create({
      data: {
        userId: payment.userId,
        kind: "refund",
        provider: "razorpay",
        status: "success",
        amount: Math.floor(amountPaise / 100),
        amountPaise,
        gatewayRefundId,
        refundOf: payment.id,
        orderId: covered.length === 1 ? covered[0].id : null,
      },
    });
    for (const o of covered) await markRefundedOutside(tx, o.id, "refunded_at_razorpay", now);
    const next = orders[covered.length];
    if (!isWhole && left > 0 && next)
      await recordProblem(
        {
          kind: "partial_refund",
          paymentId: payment.id,
          orderId: next.id,
          eventId: gatewayRefundId,
          detail: `Razorpay refunded ${amountPaise} paise of payment ${gatewayPaymentId} outside PawBazaar (${gatewayRefundId}). ${covered.length} order(s) covered in full; ${left} paise are less than the next order (${next.id}, ${next.totalAmount * 100} paise), which is left paid: decide what they are for.`,
        },
        tx,
      );
    return "recorded";
  });
}
