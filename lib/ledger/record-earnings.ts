import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { feeOf, paiseOfRupees } from "./money";

/**
 * An order earns when it is both paid and accepted by its seller, whichever happens second: the payment
 * (lib/payments/service.ts) and the accept (lib/orders/service.ts) each call this in their own
 * transaction, after their change, with the orders they touched. It writes, for each of them that is now
 * accepted and paid, the earning (+ its amount in paise) and the platform's fee on it (− PLATFORM_FEE_PERCENT,
 * none at 0%).
 *
 * Exactly once: both callers lock the order row before changing it (the payment reads its orders FOR
 * UPDATE, the accept updates its order), so the second of the two reads the first's committed change and
 * earns, and the first found the order not yet both. The unique (orderId, kind) makes a repeat a no-op.
 */
export async function recordEarnings(tx: TTx, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  const orders = await tx.order.findMany({
    where: { id: { in: orderIds }, status: "accepted", paymentStatus: "paid" },
    orderBy: { id: "asc" },
    select: { id: true, sellerId: true, totalAmount: true },
  });
  if (!orders.length) return;
  const percent = env().PLATFORM_FEE_PERCENT;
  const rows: Prisma.LedgerEntryCreateManyInput[] = orders.flatMap((o) => {
    const earning = paiseOfRupees(o.totalAmount);
    const fee = feeOf(earning, percent);
    const base = { sellerId: o.sellerId, orderId: o.id };
    return [{ ...base, kind: "earning" as const, amount: earning }, ...(fee > 0n ? [{ ...base, kind: "fee" as const, amount: -fee }] : [])];
  });
  await tx.ledgerEntry.createMany({ data: rows, skipDuplicates: true });
}
