import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { formatPaise } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { balanceOf, lockSellerBalance } from "@/lib/ledger/balance";
import { recordAudit } from "@/lib/moderation/audit";
import type { TRecordedPayout } from "./responses";

/**
 * A moderator records money paid out to a seller outside PawBazaar (a bank transfer, with its reference):
 * a payout row in the seller's ledger and its audit entry, in one transaction. The seller's balance is
 * locked first (lib/ledger/balance.ts), so two moderators paying the same seller at once take turns, and
 * the second is refused if the first left too little: no payout takes the balance below zero. A moderator
 * cannot pay themself, and a reference is recorded once per seller (a second submit of the same transfer).
 * Only with the mock provider: with Razorpay, Route pays sellers (PAYOUTS_BY_ROUTE).
 */
export async function recordPayout({
  actor,
  sellerId,
  amountPaise,
  reference,
}: {
  actor: { id: string; email: string };
  sellerId: string;
  amountPaise: number;
  reference: string;
}): Promise<TRecordedPayout> {
  // With Razorpay, Route pays sellers (their settled transfers are their payouts): one recorded by hand
  // as well would count the same money twice.
  if (env().PAYMENT_PROVIDER === "razorpay") throw new AppError("PAYOUTS_BY_ROUTE");
  if (sellerId === actor.id) throw new AppError("PAYOUT_SELF");
  return getDb().$transaction(async (tx) => {
    await lockSellerBalance(tx, sellerId);
    if (!(await tx.user.findUnique({ where: { id: sellerId }, select: { id: true } }))) throw new AppError("USER_NOT_FOUND");
    const { pendingPaise } = await balanceOf(sellerId, tx);
    if (amountPaise > pendingPaise) throw new AppError("PAYOUT_EXCEEDS_PENDING");
    if (await tx.ledgerEntry.findUnique({ where: { sellerId_reference: { sellerId, reference } }, select: { id: true } }))
      throw new AppError("PAYOUT_REFERENCE_USED");
    const entry = await tx.ledgerEntry.create({
      data: { sellerId, kind: "payout", amount: -BigInt(amountPaise), reference, actorId: actor.id },
      select: { id: true, createdAt: true },
    });
    await recordAudit(
      { actor, action: "payout_recorded", targetUserId: sellerId, reason: `${formatPaise(amountPaise)} · ${reference}` },
      tx,
    );
    return {
      payout: { id: entry.id, sellerId, amountPaise, reference, createdAt: entry.createdAt.toISOString() },
      pendingPaise: pendingPaise - amountPaise,
    };
  });
}
