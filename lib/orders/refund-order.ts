import "server-only";
import type { TTx } from "@/lib/db";
import { reverseEarning } from "@/lib/ledger/reverse-earning";

/**
 * A paid order that will not go ahead: marks it refunded and records the refund to the buyer, in the
 * caller's transaction; nothing when it was not paid. The mock provider's refund is done at once; one of
 * a payment Razorpay took is initiated (`created`) and asked of Razorpay once the caller's transaction has
 * committed (lib/payments/razorpay-refunds.ts), then settled when the bank has paid it back. Every refund
 * goes through here, so an order that had earned (accepted and paid) also gets its earning and fee
 * reversed in the seller's ledger. Today only pending orders are refunded (a reject, a cancel, a
 * suspension, an account deletion), and a pending order has not earned; a refund of an accepted sale
 * would be reversed the same way.
 */
export async function refundIfPaid(tx: TTx, orderId: string): Promise<boolean> {
  const moved = await tx.order.updateMany({ where: { id: orderId, paymentStatus: "paid" }, data: { paymentStatus: "refunded" } });
  if (moved.count !== 1) return false;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { buyerId: true, totalAmount: true, paymentId: true, payment: { select: { provider: true } } },
  });
  const provider = order.payment?.provider === "razorpay" ? "razorpay" : "mock";
  await tx.payment.create({
    data: {
      userId: order.buyerId,
      kind: "refund",
      amount: order.totalAmount,
      status: provider === "razorpay" ? "created" : "success",
      provider,
      orderId,
      refundOf: order.paymentId,
    },
  });
  await reverseEarning(tx, orderId);
  return true;
}
