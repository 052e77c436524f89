import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { lockSellerBalance } from "@/lib/ledger/balance";
import { feeOf, paiseOfRupees } from "@/lib/ledger/money";
import { razorpay } from "./payment-settings";
import { RouteGatewayError, type TGatewayTransfer } from "./razorpay-route-gateway";

// Razorpay Route's transfers (docs/payments.md, "Razorpay Route"): our `transfers` table says what Razorpay
// should have, and `syncRouteTransfers` makes it so after every route that moves money and in the
// reconciliation: a paid order of an activated seller gets a transfer on hold, released with the order, and
// reversed (wholly, or down to the seller's net after a part refund) before its refund is asked (readyForRefund).
// Each call comes after the deciding commit, exactly once, claimed as refunds are (TRANSFER_CLAIM); the
// reconciliation finds a lost claim by the transfer's notes. A settled transfer writes the seller's `payout` once.

export const TRANSFER_CLAIM = "asking:";
/** How long an asker may hold a claim before the reconciliation takes it as lost (as with refunds). */
const CLAIM_LOST_AFTER_MINUTES = 10;
/** A released transfer not reported settled this long is read again from Razorpay by the reconciliation. */
const SETTLE_CHECK_AFTER_MINUTES = 30;

const isClaim = (id: string | null) => !!id?.startsWith(TRANSFER_CLAIM);
const newClaim = () => `${TRANSFER_CLAIM}${randomUUID()}`;

/** The transfer of an order at its full amount: its paise less the platform's fee (PLATFORM_FEE_PERCENT). */
export function transferPaiseOf(totalRupees: number): bigint {
  const paise = paiseOfRupees(totalRupees);
  return paise - feeOf(paise, env().PLATFORM_FEE_PERCENT);
}

/**
 * What of a transfer of `transferPaise` stays with the seller: all of it until the order is refunded;
 * after a refund, the seller's net on what was released (the order's `earning`, `fee` and any
 * `reversal` in the ledger: nothing after a full refund or a claw-back, the rest's net after a part
 * refund), never more than the transfer.
 */
async function keptOf(db: TTx, orderId: string, transferPaise: bigint): Promise<bigint> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { paymentStatus: true } });
  const refunds = await db.payment.count({ where: { kind: "refund", orderId, status: { not: "failed" } } });
  if (order?.paymentStatus !== "refunded" && refunds === 0) return transferPaise;
  const rows = await db.ledgerEntry.findMany({
    where: { orderId, kind: { in: ["earning", "fee", "reversal"] } },
    select: { amount: true },
  });
  const net = rows.reduce((sum, r) => sum + r.amount, 0n);
  return net < 0n ? 0n : net > transferPaise ? transferPaise : net;
}

/**
 * A transfer Razorpay refused or failed: a payment problem for a person (the console's queue), once per
 * transfer and step. While one is open, the sync leaves the transfer alone (no call repeated every minute).
 */
async function recordTransferProblem(
  t: { id: string; orderId: string; gatewayTransferId?: string | null },
  step: "create" | "reverse" | "release" | "failed",
  detail: string,
  payload?: Prisma.InputJsonValue,
) {
  const eventId = `${t.id}:${step}`;
  await getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`payment-problem:transfer_failed:${eventId}`}, 0))`;
    if (await tx.paymentProblem.findFirst({ where: { kind: "transfer_failed", eventId }, select: { id: true } })) return;
    await tx.paymentProblem.create({
      data: { kind: "transfer_failed", orderId: t.orderId, eventId, detail: detail.slice(0, 2000), payload },
    });
  });
  console.error(`[payments] transfer ${t.id} (${t.gatewayTransferId ?? "not made"}) ${step}: ${detail}`);
}

const hasOpenProblem = async (orderId: string) =>
  (await getDb().paymentProblem.count({ where: { kind: "transfer_failed", orderId, state: "open" } })) > 0;

const describe = (e: RouteGatewayError) => `${e.description}${e.field ? ` (${e.field})` : ""}${e.reason ? ` [${e.reason}]` : ""}`;

/**
 * Paid orders of activated sellers that have no transfer yet get one (recorded here, asked below): those
 * whose money is live (awaiting their seller, held, handed over, disputed: the protection index), or
 * every one of one seller's (when their account has just been activated), or those released lately
 * (the reconciliation's look for one the sync never saw). Only orders of the held flow (awaiting their
 * seller, or held: a `hold` row): a sale from before Route (earned at acceptance, paid out by hand) never
 * gets a transfer.
 */
export async function recordMissingTransfers({
  limit,
  sellerId,
  releasedSince,
}: {
  limit: number;
  sellerId?: string;
  releasedSince?: Date;
}): Promise<number> {
  const db = getDb();
  const which = sellerId
    ? Prisma.sql`o."sellerId" = ${sellerId}`
    : releasedSince
      ? Prisma.sql`o.protection = 'released' AND o."releasedAt" >= ${releasedSince}`
      : Prisma.sql`o.protection IN ('awaiting_seller', 'held', 'handed_over', 'disputed')`;
  const due = await db.$queryRaw<{ orderId: string; linkedAccountId: string; totalAmount: number }[]>`
    SELECT o.id AS "orderId", la.id AS "linkedAccountId", o."totalAmount"
    FROM orders o
    JOIN payments p ON p.id = o."paymentId" AND p.provider = 'razorpay' AND p."gatewayPaymentId" IS NOT NULL
    JOIN linked_accounts la ON la."userId" = o."sellerId" AND la.state = 'activated' AND la."gatewayAccountId" IS NOT NULL
    WHERE ${which} AND o."paymentStatus" = 'paid'
      AND (o.protection = 'awaiting_seller' OR EXISTS (SELECT 1 FROM ledger_entries l WHERE l."orderId" = o.id AND l.kind = 'hold'))
      AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t."orderId" = o.id)
    ORDER BY o.id
    LIMIT ${limit}`;
  let recorded = 0;
  for (const o of due) {
    const amountPaise = await keptOf(db, o.orderId, transferPaiseOf(o.totalAmount));
    if (amountPaise <= 0n) continue;
    const made = await db.transfer.createMany({
      data: [{ orderId: o.orderId, linkedAccountId: o.linkedAccountId, amountPaise }],
      skipDuplicates: true,
    });
    recorded += made.count;
  }
  return recorded;
}

type TTransferRow = {
  id: string;
  orderId: string;
  amountPaise: bigint;
  state: string;
  gatewayTransferId: string | null;
  gatewayReversalId: string | null;
};
const transferRowSelect = {
  id: true,
  orderId: true,
  amountPaise: true,
  state: true,
  gatewayTransferId: true,
  gatewayReversalId: true,
} satisfies Prisma.TransferSelect;

/** Asks Razorpay for one recorded transfer, once (its claim); true when Razorpay made it. */
async function askTransfer(row: TTransferRow): Promise<boolean> {
  const gateway = razorpay();
  if (!gateway || row.gatewayTransferId || row.state !== "created") return false;
  const db = getDb();
  const claim = newClaim();
  const claimed = await db.transfer.updateMany({
    where: { id: row.id, state: "created", gatewayTransferId: null },
    data: { gatewayTransferId: claim },
  });
  if (claimed.count !== 1) return false;
  const t = await db.transfer.findUniqueOrThrow({
    where: { id: row.id },
    select: {
      amountPaise: true,
      linkedAccount: { select: { gatewayAccountId: true, state: true } },
      order: { select: { payment: { select: { gatewayPaymentId: true } } } },
    },
  });
  // Read again under the claim: a refund recorded since is not sent to the seller.
  const amount = await keptOf(db, row.orderId, t.amountPaise);
  const letGo = (data: Prisma.TransferUpdateManyMutationInput) =>
    db.transfer.updateMany({ where: { id: row.id, gatewayTransferId: claim }, data });
  if (amount <= 0n) {
    await letGo({ gatewayTransferId: null, state: "reversed", amountPaise: 0n });
    return false;
  }
  const paymentId = t.order.payment?.gatewayPaymentId;
  const account = t.linkedAccount.gatewayAccountId;
  if (!paymentId || !account || t.linkedAccount.state !== "activated") {
    await letGo({ gatewayTransferId: null });
    return false;
  }
  try {
    const made = await gateway.route.createTransfer({
      paymentId,
      account,
      amount: Number(amount),
      notes: { transfer_id: row.id, order_id: row.orderId },
    });
    await letGo({ gatewayTransferId: made.id, state: made.onHold ? "on_hold" : "released", amountPaise: amount });
    return true;
  } catch (e) {
    await letGo({ gatewayTransferId: null, ...(e instanceof RouteGatewayError && e.refused ? { state: "failed" as const } : {}) });
    if (e instanceof RouteGatewayError && e.refused)
      await recordTransferProblem(row, "create", `Razorpay refused the transfer: ${describe(e)}`);
    else if (!(e instanceof RouteGatewayError)) throw e;
    return false;
  }
}

/**
 * Takes back from the seller what a refund of the order gives back, before the refund is asked:
 * `ready` when nothing at Razorpay holds more than the seller keeps (no transfer made, reversed now or
 * before), `wait` while a transfer or its reversal is being asked by someone else, or could not be.
 */
async function reverseFor(row: TTransferRow): Promise<"ready" | "wait"> {
  const gateway = razorpay();
  const db = getDb();
  if (row.state === "failed" || row.state === "reversed") return "ready";
  if (!row.gatewayTransferId) {
    // Recorded, not yet asked: it is asked for what the seller keeps (nothing: it is never made).
    const kept = await keptOf(db, row.orderId, row.amountPaise);
    const data = kept <= 0n ? { state: "reversed" as const, amountPaise: 0n } : { amountPaise: kept };
    const moved = await db.transfer.updateMany({ where: { id: row.id, state: "created", gatewayTransferId: null }, data });
    return moved.count === 1 ? "ready" : "wait";
  }
  if (isClaim(row.gatewayTransferId) || isClaim(row.gatewayReversalId)) return "wait";
  const kept = await keptOf(db, row.orderId, row.amountPaise);
  if (row.amountPaise <= kept) return "ready";
  if (!gateway || (await hasOpenProblem(row.orderId))) return "wait";
  if (row.gatewayReversalId) {
    // Reversed once already (a part refund), and more is refunded now: a second reversal is a person's call.
    await recordTransferProblem(
      row,
      "reverse",
      `A second reversal of ${row.amountPaise - kept} paise is needed after ${row.gatewayReversalId}`,
    );
    return "wait";
  }
  const claim = newClaim();
  const claimed = await db.transfer.updateMany({ where: { id: row.id, gatewayReversalId: null }, data: { gatewayReversalId: claim } });
  if (claimed.count !== 1) return "wait";
  const letGo = (data: Prisma.TransferUpdateManyMutationInput) =>
    db.transfer.updateMany({ where: { id: row.id, gatewayReversalId: claim }, data });
  try {
    const reversal = await gateway.route.reverseTransfer(row.gatewayTransferId, Number(row.amountPaise - kept), {
      transfer_id: row.id,
      order_id: row.orderId,
    });
    await letGo({ gatewayReversalId: reversal.id, amountPaise: kept, ...(kept === 0n ? { state: "reversed" as const } : {}) });
    return "ready";
  } catch (e) {
    await letGo({ gatewayReversalId: null });
    if (e instanceof RouteGatewayError && e.refused)
      await recordTransferProblem(row, "reverse", `Razorpay refused the reversal: ${describe(e)}`);
    else if (!(e instanceof RouteGatewayError)) throw e;
    return "wait";
  }
}

/**
 * Before a refund of `orderId` is asked of Razorpay (lib/payments/razorpay-refunds.ts): true when the
 * order's transfer holds no more than the seller keeps, reversing it now if it must; false to wait (the
 * refund is asked on a later run, once the reversal is made).
 */
export async function readyForRefund(orderId: string): Promise<boolean> {
  const row = await getDb().transfer.findUnique({ where: { orderId }, select: transferRowSelect });
  if (!row) return true;
  return (await reverseFor(row)) === "ready";
}

/** A released order's transfer on hold is released: Razorpay settles it to the seller's bank. */
async function releaseTransfer(row: TTransferRow): Promise<boolean> {
  const gateway = razorpay();
  if (!gateway || !row.gatewayTransferId || isClaim(row.gatewayTransferId) || row.amountPaise <= 0n) return false;
  try {
    await gateway.route.releaseTransfer(row.gatewayTransferId);
  } catch (e) {
    if (e instanceof RouteGatewayError && e.refused)
      await recordTransferProblem(row, "release", `Razorpay refused the release: ${describe(e)}`);
    else if (!(e instanceof RouteGatewayError)) throw e;
    return false;
  }
  const moved = await getDb().transfer.updateMany({ where: { id: row.id, state: "on_hold" }, data: { state: "released" } });
  return moved.count === 1;
}

/**
 * Transfers made at Razorpay that hold more than their seller keeps now (the order's money went back to
 * its buyer, in full or in part), in `states`, with no open problem: exactly the ones with work to do,
 * so a bounded page of them never fills with ones already handled.
 */
async function transfersToReverse({
  limit,
  states,
}: {
  limit: number;
  states: ("on_hold" | "released" | "processed")[];
}): Promise<TTransferRow[]> {
  return getDb().$queryRaw<TTransferRow[]>`
    SELECT t.id, t."orderId", t."amountPaise", t.state::text AS state, t."gatewayTransferId", t."gatewayReversalId"
    FROM transfers t JOIN orders o ON o.id = t."orderId"
    WHERE t.state::text IN (${Prisma.join(states)})
      AND t."gatewayTransferId" IS NOT NULL AND t."gatewayTransferId" NOT LIKE ${`${TRANSFER_CLAIM}%`}
      AND (o."paymentStatus" = 'refunded' OR EXISTS (
        SELECT 1 FROM ledger_entries l WHERE l."orderId" = t."orderId" AND l.kind IN ('hold_refund', 'reversal')))
      AND t."amountPaise" > GREATEST(0, COALESCE((
        SELECT SUM(l.amount) FROM ledger_entries l WHERE l."orderId" = t."orderId" AND l.kind IN ('earning', 'fee', 'reversal')), 0))
      AND NOT EXISTS (SELECT 1 FROM payment_problems pp WHERE pp."orderId" = t."orderId" AND pp.kind = 'transfer_failed' AND pp.state = 'open')
    ORDER BY t."updatedAt", t.id
    LIMIT ${limit}`;
}

/** Reverses one (see reverseFor); true when it took money back now. */
async function reversed(row: TTransferRow): Promise<boolean> {
  if ((await reverseFor(row)) !== "ready") return false;
  const after = await getDb().transfer.findUniqueOrThrow({ where: { id: row.id }, select: { amountPaise: true } });
  return after.amountPaise < row.amountPaise;
}

export type TRouteSync = { recorded: number; asked: number; reversed: number; released: number };

/**
 * Makes Razorpay match our orders (bounded by `limit` each step; safe to run at any time, twice at once
 * included): transfers recorded for paid orders of activated sellers and asked on hold; reversed for
 * refunded orders; released for released ones. With the mock provider, nothing.
 */
export async function syncRouteTransfers({ limit = 50 }: { limit?: number } = {}): Promise<TRouteSync> {
  const run: TRouteSync = { recorded: 0, asked: 0, reversed: 0, released: 0 };
  if (!razorpay()) return run;
  const db = getDb();
  run.recorded = await recordMissingTransfers({ limit });
  const created = await db.transfer.findMany({
    where: { state: "created", gatewayTransferId: null, linkedAccount: { state: "activated" } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: transferRowSelect,
  });
  for (const row of created) if (!(await hasOpenProblem(row.orderId)) && (await askTransfer(row))) run.asked++;
  for (const row of await transfersToReverse({ limit, states: ["on_hold", "released"] })) if (await reversed(row)) run.reversed++;
  // Released orders' transfers, with a part refund's reversal first: only what the seller keeps is released.
  const due = await db.transfer.findMany({
    where: {
      state: "on_hold",
      NOT: [{ gatewayTransferId: null }, { gatewayTransferId: { startsWith: TRANSFER_CLAIM } }],
      order: { protection: "released" },
    },
    orderBy: { updatedAt: "asc" },
    take: limit,
    select: transferRowSelect,
  });
  for (const row of due) {
    if ((await hasOpenProblem(row.orderId)) || (await reverseFor(row)) !== "ready") continue;
    const now = await db.transfer.findUniqueOrThrow({ where: { id: row.id }, select: transferRowSelect });
    if (now.state === "on_hold" && (await releaseTransfer(now))) run.released++;
  }
  return run;
}

/**
 * Razorpay paid a transfer out to the seller's bank (its settlement): the transfer is processed and the
 * seller's ledger gets the payout (− what was sent, the transfer's id as reference, no moderator), once.
 * Under the seller's balance lock, like every entry that lowers it. False when it is not ours.
 */
export async function recordTransferSettled(gatewayTransferId: string): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    const t = await tx.transfer.findUnique({
      where: { gatewayTransferId },
      select: { id: true, amountPaise: true, state: true, linkedAccount: { select: { userId: true } } },
    });
    if (!t) return false;
    await lockSellerBalance(tx, t.linkedAccount.userId);
    const moved = await tx.transfer.updateMany({
      where: { id: t.id, state: { in: ["on_hold", "released"] } },
      data: { state: "processed" },
    });
    if (moved.count === 1 && t.amountPaise > 0n)
      await tx.ledgerEntry.createMany({
        data: [{ sellerId: t.linkedAccount.userId, kind: "payout", amount: -t.amountPaise, reference: gatewayTransferId, actorId: null }],
        skipDuplicates: true,
      });
    return true;
  });
}

/** Razorpay reports a transfer failed (`transfer.failed`): the money stays with us, and a person looks at it. */
export async function recordTransferFailed(transfer: TGatewayTransfer, payload?: Prisma.InputJsonValue): Promise<boolean> {
  const db = getDb();
  const row = await db.transfer.findUnique({ where: { gatewayTransferId: transfer.id }, select: transferRowSelect });
  if (!row) return false;
  await db.transfer.updateMany({ where: { id: row.id, state: { in: ["on_hold", "released"] } }, data: { state: "failed" } });
  await recordTransferProblem(row, "failed", `Razorpay reports the transfer failed (${transfer.status})`, payload);
  return true;
}

/**
 * Razorpay's word on one of our transfers (a webhook, the reconciliation): a claim whose answer was lost
 * takes its id, found by our id in its notes; a settled transfer is recorded as paid out. False when it
 * is not ours.
 */
export async function recordTransferState(transfer: TGatewayTransfer): Promise<boolean> {
  const db = getDb();
  let row = await db.transfer.findUnique({ where: { gatewayTransferId: transfer.id }, select: transferRowSelect });
  if (!row && transfer.notes.transfer_id) {
    const claimed = await db.transfer.findUnique({ where: { id: transfer.notes.transfer_id }, select: transferRowSelect });
    if (claimed && (isClaim(claimed.gatewayTransferId) || !claimed.gatewayTransferId)) {
      await db.transfer.updateMany({
        where: { id: claimed.id, gatewayTransferId: claimed.gatewayTransferId },
        data: { gatewayTransferId: transfer.id, state: transfer.onHold ? "on_hold" : "released", amountPaise: BigInt(transfer.amount) },
      });
      row = await db.transfer.findUnique({ where: { gatewayTransferId: transfer.id }, select: transferRowSelect });
    }
  }
  if (!row) return false;
  if (transfer.status === "failed") return recordTransferFailed(transfer);
  if (transfer.settlementStatus === "settled") await recordTransferSettled(transfer.id);
  return true;
}

/** A settlement Razorpay paid out (`settlement.processed`): its transfers of ours are paid out; how many. */
export async function recordSettlement(settlementId: string): Promise<number> {
  const gateway = razorpay();
  if (!gateway) return 0;
  let settled = 0;
  for (const t of await gateway.route.fetchSettlementTransfers(settlementId))
    if (t.settlementStatus === "settled" && (await recordTransferSettled(t.id))) settled++;
  return settled;
}

/**
 * The reconciliation's part for Route: claims whose asker died are resolved (the transfer or reversal
 * Razorpay made for them kept, found by our id in its notes; otherwise let go to be asked again), and
 * released transfers not reported settled are read again. Then the sync.
 */
export async function reconcileRouteTransfers({ now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {}): Promise<TRouteSync> {
  const gateway = razorpay();
  if (!gateway) return { recorded: 0, asked: 0, reversed: 0, released: 0 };
  const db = getDb();
  const lostBefore = new Date(now.getTime() - CLAIM_LOST_AFTER_MINUTES * 60_000);
  const lost = await db.transfer.findMany({
    where: {
      updatedAt: { lt: lostBefore },
      OR: [{ gatewayTransferId: { startsWith: TRANSFER_CLAIM } }, { gatewayReversalId: { startsWith: TRANSFER_CLAIM } }],
    },
    take: limit,
    select: { ...transferRowSelect, order: { select: { payment: { select: { gatewayPaymentId: true } } } } },
  });
  for (const row of lost) {
    try {
      if (isClaim(row.gatewayTransferId)) {
        const paymentId = row.order.payment?.gatewayPaymentId;
        const made = paymentId
          ? (await gateway.route.fetchPaymentTransfers(paymentId)).find((t) => t.notes.transfer_id === row.id)
          : undefined;
        await db.transfer.updateMany({
          where: { id: row.id, gatewayTransferId: row.gatewayTransferId },
          data: made
            ? { gatewayTransferId: made.id, state: made.onHold ? "on_hold" : "released", amountPaise: BigInt(made.amount) }
            : { gatewayTransferId: null },
        });
      } else if (row.gatewayTransferId && isClaim(row.gatewayReversalId)) {
        const made = (await gateway.route.fetchTransferReversals(row.gatewayTransferId)).find((r) => r.notes.transfer_id === row.id);
        const left = made ? row.amountPaise - BigInt(made.amount) : row.amountPaise;
        await db.transfer.updateMany({
          where: { id: row.id, gatewayReversalId: row.gatewayReversalId },
          data: made
            ? { gatewayReversalId: made.id, amountPaise: left < 0n ? 0n : left, ...(left <= 0n ? { state: "reversed" as const } : {}) }
            : { gatewayReversalId: null },
        });
      }
    } catch (e) {
      if (!(e instanceof RouteGatewayError)) throw e; // Logged by the gateway; the next run looks again.
    }
  }
  const unsettled = await db.transfer.findMany({
    where: { state: "released", updatedAt: { lt: new Date(now.getTime() - SETTLE_CHECK_AFTER_MINUTES * 60_000) } },
    orderBy: { updatedAt: "asc" },
    take: limit,
    select: { gatewayTransferId: true },
  });
  for (const { gatewayTransferId } of unsettled) {
    if (!gatewayTransferId || isClaim(gatewayTransferId)) continue;
    try {
      await recordTransferState(await gateway.route.fetchTransfer(gatewayTransferId));
    } catch (e) {
      if (!(e instanceof RouteGatewayError)) throw e;
    }
  }
  // What the sync does not look at: a transfer already paid out to the seller whose order's money went
  // back afterwards (a chargeback, a refund in Razorpay's Dashboard), and an order released without its
  // transfer ever being recorded (every sync between its acceptance and its release failed).
  for (const row of await transfersToReverse({ limit, states: ["processed"] })) await reversed(row);
  await recordMissingTransfers({ limit, releasedSince: new Date(now.getTime() - 30 * 24 * 3_600_000) });
  return syncRouteTransfers({ limit });
}

/**
 * A transfer a person looked at (its problem in the console) is asked again: back to recorded, nothing
 * made at Razorpay (a refused or failed one), so the next sync asks it. False when there is none to retry.
 */
export async function retryTransfer({ orderId }: { orderId: string }): Promise<boolean> {
  const moved = await getDb().transfer.updateMany({
    where: { orderId, state: "failed" },
    data: { state: "created", gatewayTransferId: null },
  });
  return moved.count === 1;
}
