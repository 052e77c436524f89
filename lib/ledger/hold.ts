import "server-only";
import type { TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { lockSellerBalance } from "./balance";
import { feeOf, paiseOfRupees } from "./money";

// The held balance (docs/payments.md, "The ledger"): money paid for an accepted order that is not yet the
// seller's. It is held when the order is both paid and accepted (`hold`), and leaves the held balance
// once: to the seller when the protection window ends or a dispute is decided for them (`hold_release`,
// with the `earning` and the platform's `fee` on what was released), or back to the buyer
// (`hold_refund`), in full or in part (a part refund, then the release of the rest). Each kind is written
// at most once per order (the unique (orderId, kind)), so a repeat is a no-op.

export const HOLD_KINDS = ["hold", "hold_release", "hold_refund"] as const;

/** What is still held for an order, in paise (0 when nothing was held or it has left). */
async function heldFor(tx: TTx, orderId: string): Promise<{ sellerId: string | null; paise: bigint }> {
  const rows = await tx.ledgerEntry.findMany({
    where: { orderId, kind: { in: [...HOLD_KINDS] } },
    select: { sellerId: true, amount: true },
  });
  return { sellerId: rows[0]?.sellerId ?? null, paise: rows.reduce((sum, r) => sum + r.amount, 0n) };
}

/** The order's money is held: + its amount in paise. */
export async function recordHold(tx: TTx, { orderId, sellerId, rupees }: { orderId: string; sellerId: string; rupees: number }) {
  await tx.ledgerEntry.createMany({ data: [{ sellerId, orderId, kind: "hold", amount: paiseOfRupees(rupees) }], skipDuplicates: true });
}

/**
 * Held money goes back to the buyer: `paise` of it, or all that is still held. Under the seller's lock,
 * like every entry that lowers a balance. Returns the paise taken out of the hold.
 */
export async function refundHold(tx: TTx, { orderId, paise }: { orderId: string; paise?: bigint }): Promise<bigint> {
  const held = await heldFor(tx, orderId);
  if (!held.sellerId || held.paise <= 0n) return 0n;
  await lockSellerBalance(tx, held.sellerId);
  const amount = paise === undefined || paise > held.paise ? held.paise : paise;
  if (amount <= 0n) return 0n;
  const written = await tx.ledgerEntry.createMany({
    data: [{ sellerId: held.sellerId, orderId, kind: "hold_refund", amount: -amount }],
    skipDuplicates: true,
  });
  return written.count === 1 ? amount : 0n;
}

/**
 * What is still held becomes the seller's: it leaves the hold and is earned, less the platform's fee
 * (PLATFORM_FEE_PERCENT of what was released, rounded half up to whole paise). Returns the paise earned.
 */
export async function releaseHeldMoney(tx: TTx, orderId: string): Promise<bigint> {
  const held = await heldFor(tx, orderId);
  if (!held.sellerId || held.paise <= 0n) return 0n;
  const fee = feeOf(held.paise, env().PLATFORM_FEE_PERCENT);
  const base = { sellerId: held.sellerId, orderId };
  const written = await tx.ledgerEntry.createMany({
    data: [
      { ...base, kind: "hold_release", amount: -held.paise },
      { ...base, kind: "earning", amount: held.paise },
      ...(fee > 0n ? [{ ...base, kind: "fee" as const, amount: -fee }] : []),
    ],
    skipDuplicates: true,
  });
  return written.count > 0 ? held.paise : 0n;
}
