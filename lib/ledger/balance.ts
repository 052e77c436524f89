import "server-only";
import { getDb, type TTx } from "@/lib/db";

// A seller's balance is the sum of their ledger rows; nothing stores it. What lowers it (a payout, a
// reversal) is written under the seller's lock, taken first in its transaction: a transaction-scoped
// advisory lock, which a transaction-mode pooler (PgBouncer, Neon, Supabase) keeps, unlike a session one.
// Two payouts for the same seller therefore take turns, and the second reads the balance the first left.

/** Holds the seller's balance until the transaction ends: a second holder waits here. */
export async function lockSellerBalance(tx: TTx, sellerId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`ledger:${sellerId}`}, 0))`;
}

export type TBalance = { pendingPaise: number; paidOutPaise: number; heldPaise: number };

/**
 * The seller's balance: pending (earned less fees, reversals and payouts so far; below zero when a sale
 * was reversed after it was paid out), paid out (the payouts' sum, positive), and held (paid for accepted
 * orders not yet released: not theirs yet, lib/ledger/hold.ts).
 */
export async function balanceOf(sellerId: string, db: TTx = getDb()): Promise<TBalance> {
  const [row] = await db.$queryRaw<{ pending: bigint; paidOut: bigint; held: bigint }[]>`
    SELECT COALESCE(SUM(amount) FILTER (WHERE kind NOT IN ('hold', 'hold_release', 'hold_refund')), 0)::bigint AS pending,
           COALESCE(-SUM(amount) FILTER (WHERE kind = 'payout'), 0)::bigint AS "paidOut",
           COALESCE(SUM(amount) FILTER (WHERE kind IN ('hold', 'hold_release', 'hold_refund')), 0)::bigint AS held
    FROM ledger_entries WHERE "sellerId" = ${sellerId}`;
  return { pendingPaise: Number(row.pending), paidOutPaise: Number(row.paidOut), heldPaise: Number(row.held) };
}
