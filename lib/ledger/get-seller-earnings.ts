import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/http/cursor";
import { balanceOf } from "./balance";
import { ledgerEntrySelect } from "./entry-select";
import type { TEarningsLine, TEarningsPage } from "./responses";

/**
 * The seller's earnings, as the dashboard shows them: the balance, and one line per sale that earned or
 * payout, newest first, keyset-paged by (createdAt, id) of the sale's earning or the payout. A sale's
 * line gathers its earning, fee and reversal. Only the seller's own rows: `sellerId` is the session's.
 */
export async function getSellerEarnings({
  sellerId,
  limit,
  cursor,
}: {
  sellerId: string;
  limit: number;
  cursor?: string;
}): Promise<TEarningsPage> {
  const db = getDb();
  const before = cursor ? decodeTimeCursor(cursor) : undefined;
  const heads = await db.ledgerEntry.findMany({
    where: {
      sellerId,
      kind: { in: ["earning", "payout"] },
      ...(before ? { OR: [{ createdAt: { lt: before.createdAt } }, { createdAt: before.createdAt, id: { lt: before.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: ledgerEntrySelect,
  });
  const page = heads.slice(0, limit);
  const orderIds = page.flatMap((e) => (e.orderId ? [e.orderId] : []));
  const [rest, balance] = await Promise.all([
    orderIds.length
      ? db.ledgerEntry.findMany({
          where: { sellerId, orderId: { in: orderIds }, kind: { in: ["fee", "reversal"] } },
          select: { orderId: true, kind: true, amount: true, createdAt: true },
        })
      : [],
    balanceOf(sellerId, db),
  ]);
  const feeByOrder = new Map(rest.filter((e) => e.kind === "fee").map((e) => [e.orderId, -Number(e.amount)]));
  const reversedAt = new Map(rest.filter((e) => e.kind === "reversal").map((e) => [e.orderId, e.createdAt.toISOString()]));

  const lines = page.map((e): TEarningsLine => {
    const amount = Math.abs(Number(e.amount));
    if (e.kind === "payout")
      return {
        id: e.id,
        kind: "payout",
        created_at: e.createdAt.toISOString(),
        order_id: null,
        pet_id: null,
        pet_name: null,
        amount_paise: amount,
        fee_paise: 0,
        net_paise: amount,
        state: "paid_out",
        reversed_at: null,
        reference: e.reference,
      };
    const fee = feeByOrder.get(e.orderId) ?? 0;
    const reversed = reversedAt.get(e.orderId) ?? null;
    return {
      id: e.id,
      kind: "sale",
      created_at: e.createdAt.toISOString(),
      order_id: e.orderId,
      pet_id: e.order?.petId ?? null,
      pet_name: e.order?.pet.name ?? null,
      amount_paise: amount,
      fee_paise: fee,
      net_paise: amount - fee,
      state: reversed ? "reversed" : "earned",
      reversed_at: reversed,
      reference: null,
    };
  });
  const last = page.at(-1);
  return {
    summary: {
      pending_paise: balance.pendingPaise,
      paid_out_paise: balance.paidOutPaise,
      held_paise: balance.heldPaise,
      fee_percent: env().PLATFORM_FEE_PERCENT,
    },
    lines,
    nextCursor: heads.length > limit && last ? encodeTimeCursor(last) : null,
  };
}
