import "server-only";
import type { TTx } from "@/lib/db";
import { lockSellerBalance } from "./balance";

/**
 * An order that earned is refunded: one reversal undoes its earning and its fee together (− the earning
 * less the fee), in the refund's transaction. Nothing for an order that never earned; at most once per
 * order (unique (orderId, kind)). Under the seller's lock, like a payout, since it lowers the balance.
 * Returns whether it wrote the reversal.
 */
export async function reverseEarning(tx: TTx, orderId: string): Promise<boolean> {
  const entries = await tx.ledgerEntry.findMany({ where: { orderId }, select: { kind: true, amount: true, sellerId: true } });
  const earning = entries.find((e) => e.kind === "earning");
  if (!earning || entries.some((e) => e.kind === "reversal")) return false;
  await lockSellerBalance(tx, earning.sellerId);
  const net = entries.filter((e) => e.kind === "earning" || e.kind === "fee").reduce((sum, e) => sum + e.amount, 0n);
  const written = await tx.ledgerEntry.createMany({
    data: [{ sellerId: earning.sellerId, orderId, kind: "reversal", amount: -net }],
    skipDuplicates: true,
  });
  return written.count === 1;
}
