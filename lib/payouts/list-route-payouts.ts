import "server-only";
import type { LinkedAccountState, TransferState } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/http/cursor";
import { toRequirements } from "@/lib/payments/razorpay-route-gateway";

// The console's payouts page with Razorpay (docs/payments.md, "Razorpay Route"): Route pays sellers, so
// instead of the form that records a payout, the sellers' linked accounts (their state, what Razorpay
// asked) and the latest transfers (held, released, paid out, reversed, failed).

export type TLinkedAccountLine = {
  id: string;
  seller: { id: string; name: string; email: string };
  state: LinkedAccountState;
  accountMasked: string;
  ifsc: string;
  asked: string[];
  updatedAt: string;
};

export type TTransferLine = {
  id: string;
  orderId: string;
  petName: string;
  sellerName: string;
  amountPaise: number;
  state: TransferState;
  gatewayTransferId: string | null;
  updatedAt: string;
};

/** Linked accounts, the latest changed first, keyset-paged on (updatedAt, id). */
export async function listLinkedAccounts({ limit, cursor }: { limit: number; cursor?: string }) {
  const after = cursor ? decodeTimeCursor(cursor) : undefined;
  const rows = await getDb().linkedAccount.findMany({
    where: after ? { OR: [{ updatedAt: { lt: after.createdAt } }, { updatedAt: after.createdAt, id: { lt: after.id } }] } : {},
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      state: true,
      accountMasked: true,
      ifsc: true,
      requirements: true,
      updatedAt: true,
      user: { select: { id: true, name: true, email: true } },
    },
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    accounts: page.map((r): TLinkedAccountLine => ({
      id: r.id,
      seller: r.user,
      state: r.state,
      accountMasked: r.accountMasked,
      ifsc: r.ifsc,
      asked: toRequirements(r.requirements).map((q) => q.field_reference),
      updatedAt: r.updatedAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeTimeCursor({ createdAt: last.updatedAt, id: last.id }) : null,
  };
}

/** The latest transfers (at most `limit`), the latest changed first. */
export async function listLatestTransfers({ limit }: { limit: number }): Promise<TTransferLine[]> {
  const rows = await getDb().transfer.findMany({
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      orderId: true,
      amountPaise: true,
      state: true,
      gatewayTransferId: true,
      updatedAt: true,
      order: { select: { pet: { select: { name: true } }, seller: { select: { name: true } } } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    petName: r.order.pet.name,
    sellerName: r.order.seller.name,
    amountPaise: Number(r.amountPaise),
    state: r.state,
    // A claim's mark is not an id of Razorpay's.
    gatewayTransferId: r.gatewayTransferId?.startsWith("trf_") ? r.gatewayTransferId : null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The linked account's state of each of these sellers (none: no entry). */
export async function linkedStatesOf(sellerIds: string[]): Promise<Map<string, string>> {
  if (!sellerIds.length) return new Map();
  const rows = await getDb().linkedAccount.findMany({ where: { userId: { in: sellerIds } }, select: { userId: true, state: true } });
  return new Map(rows.map((r) => [r.userId, r.state]));
}
