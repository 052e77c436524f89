import "server-only";
import type { TTx } from "@/lib/db";
import { refundHold } from "@/lib/ledger/hold";
import { reverseEarning } from "@/lib/ledger/reverse-earning";

/**
 * A paid order that will not go ahead, or whose money goes back: marks it refunded (its protection too)
 * and records the refund of what is left of it to the buyer, in the caller's transaction; nothing when it
 * was not paid. The mock provider's refund is done at once; one of a payment Razorpay took is initiated
 * (`created`) and asked of Razorpay once the caller's transaction has committed
 * (lib/payments/razorpay-refunds.ts), then settled when the bank has paid it back. Every full refund goes
 * through here, so the seller's ledger follows: money still held leaves the hold (`hold_refund`), and
 * money already released is reversed (a bank's chargeback, a refund made in Razorpay's Dashboard).
 */
export async function refundIfPaid(tx: TTx, orderId: string, now = new Date()): Promise<boolean> {
  const moved = await tx.order.updateMany({
    where: { id: orderId, paymentStatus: "paid" },
    data: { paymentStatus: "refunded", protection: "refunded", refundedAt: now, protectionDeadline: null, handoverCode: null },
  });
  if (moved.count !== 1) return false;
  // A part refunded before (a dispute decided in part) is not refunded twice.
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { totalAmount: true } });
  const earlier = await tx.payment.aggregate({ where: { kind: "refund", orderId, status: { not: "failed" } }, _sum: { amount: true } });
  const amount = order.totalAmount - (earlier._sum.amount ?? 0);
  if (amount > 0) await recordRefund(tx, { orderId, rupees: amount });
  await refundHold(tx, { orderId });
  await reverseEarning(tx, orderId);
  return true;
}

/**
 * The refund to the buyer of `rupees` of a paid order, in the caller's transaction: done at once by the
 * mock provider; initiated (`created`) for a payment Razorpay took, and asked of it after the commit.
 */
export async function recordRefund(tx: TTx, { orderId, rupees }: { orderId: string; rupees: number }) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { buyerId: true, paymentId: true, payment: { select: { provider: true } } },
  });
  const provider = order.payment?.provider === "razorpay" ? "razorpay" : "mock";
  await tx.payment.create({
    data: {
      userId: order.buyerId,
      kind: "refund",
      amount: rupees,
      amountPaise: rupees * 100,
      status: provider === "razorpay" ? "created" : "success",
      provider,
      orderId,
      refundOf: order.paymentId,
    },
  });
}
