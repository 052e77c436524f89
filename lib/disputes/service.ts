import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type TTx } from "@/lib/db";
import { formatPrice } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/http/input";
import { processImage } from "@/lib/images/process";
import { blobStore, writeWithBlobs, type TBlob } from "@/lib/images/store";
import { recordAudit } from "@/lib/moderation/audit";
import { type TLiveEventInput } from "@/lib/live/events";
import { handOverByModerator, pushProtectionEvents, recordProtectionEvents, refundHeld, release } from "@/lib/orders/protection";
import { formatTicket } from "@/lib/support/ticket";
import { acknowledgeBy, decideBy } from "./clocks";
import type { TListingSnapshotDto } from "./responses";
import { DISPUTE_LIMITS, type TDecideDisputeSchema, type TDisputeForm, type TStatementForm } from "./schemas";

// Disputes (docs/payments.md, "Disputes"): in the protection window after a handover, the buyer may say
// the pet is not the one shown, not the breed, age or sex the listing said, or ill (with a vet's note).
// Nothing is released while a dispute is open; the seller adds their side once; a moderator acknowledges
// it (48 hours) and decides it (our promise: five working days): refund all, refund part (the rest is
// released) or release. Every step is in the audit log, and both people are told (lib/notifications).

type TActor = { id: string; email: string };

const evidenceKey = (id: string) => `disputes/${id}.webp`;

/** The uploaded evidence of a form field, each decoded and re-encoded (a file that is not an image is refused). */
async function readEvidence(form: FormData, field: "photos" | "vet_note", max: number) {
  const entries = form.getAll(field);
  const files = entries.filter((e): e is File => typeof e !== "string" && e.size > 0);
  if (entries.some((e) => typeof e === "string" && e !== ""))
    throw new AppError("VALIDATION", { fields: { [field]: ["PHOTOS_NOT_FILES"] } });
  if (files.length > max) throw new AppError("VALIDATION", { fields: { [field]: ["tooManyImages"] } });
  const out = [];
  for (const file of files) {
    const image = await processImage(Buffer.from(await file.arrayBuffer()));
    out.push({
      id: randomUUID(),
      kind: field === "vet_note" ? "vet_note" : "photo",
      width: image.width,
      height: image.height,
      data: image.renditions.lg,
    });
  }
  return out;
}

type TEvidence = Awaited<ReturnType<typeof readEvidence>>[number];
const blobsOf = (evidence: TEvidence[]): TBlob[] =>
  evidence.map((e) => ({ key: evidenceKey(e.id), contentType: "image/webp", data: e.data }));

async function saveEvidence(tx: TTx, disputeId: string, uploaderId: string, evidence: TEvidence[]) {
  if (!evidence.length) return;
  await tx.disputeEvidence.createMany({
    data: evidence.map((e) => ({
      id: e.id,
      disputeId,
      uploaderId,
      kind: e.kind,
      blobKey: evidenceKey(e.id),
      width: e.width,
      height: e.height,
    })),
  });
}

/** The buyer opens a dispute on a handed-over order, within its protection window. */
export async function openDispute({
  buyerId,
  input,
  form,
  now = new Date(),
}: {
  buyerId: string;
  input: TDisputeForm;
  form: FormData;
  now?: Date;
}) {
  const db = getDb();
  const order = await db.order.findUnique({
    where: { id: input.order_id },
    select: { buyerId: true, sellerId: true, protection: true, protectionDeadline: true, dispute: { select: { id: true } } },
  });
  if (!order || order.buyerId !== buyerId) throw new AppError(order ? "NOT_YOUR_ORDER" : "ORDER_NOT_FOUND");
  if (order.dispute) throw new AppError("DISPUTE_EXISTS");
  if (order.protection === "held" || order.protection === "awaiting_seller" || order.protection === "awaiting_payment")
    throw new AppError("DISPUTE_NOT_OPEN_YET");
  if (order.protection !== "handed_over" || !order.protectionDeadline || order.protectionDeadline <= now)
    throw new AppError("DISPUTE_WINDOW_CLOSED");
  const photos = await readEvidence(form, "photos", DISPUTE_LIMITS.photos);
  const notes = await readEvidence(form, "vet_note", DISPUTE_LIMITS.vetNotes);
  if (input.reason === "ill" && !notes.length) throw new AppError("DISPUTE_VET_NOTE_REQUIRED");
  const evidence = [...photos, ...notes];
  const { id, ticket, events } = await writeWithBlobs(blobsOf(evidence), async (tx) => {
    // The move out of handed_over is the gate: a release by the job at this moment, or a second
    // dispute, finds the order no longer handed over (and the unique orderId refuses a second row).
    const moved = await tx.order.updateMany({
      where: { id: input.order_id, buyerId, protection: "handed_over", protectionDeadline: { gt: now } },
      data: { protection: "disputed" },
    });
    if (moved.count !== 1) throw new AppError("DISPUTE_WINDOW_CLOSED");
    const dispute = await tx.dispute.create({
      data: {
        orderId: input.order_id,
        buyerId,
        sellerId: order.sellerId,
        reason: input.reason,
        details: input.details,
        acknowledgeBy: acknowledgeBy(now),
        decideBy: decideBy(now),
        createdAt: now,
      },
      select: { id: true, ticket: true },
    });
    await saveEvidence(tx, dispute.id, buyerId, evidence);
    await recordAudit(
      { actor: null, action: "dispute_opened", targetUserId: order.sellerId, reason: `order ${input.order_id}: ${input.reason}` },
      tx,
    );
    return { id: dispute.id, ticket: dispute.ticket, events: await recordProtectionEvents(tx, [input.order_id], "dispute_opened") };
  });
  await pushProtectionEvents(events);
  return { disputeId: id, ticket };
}

/** The seller adds their side, once, while the dispute is open. */
export async function addSellerStatement({
  sellerId,
  input,
  form,
  now = new Date(),
}: {
  sellerId: string;
  input: TStatementForm;
  form: FormData;
  now?: Date;
}) {
  const db = getDb();
  const dispute = await db.dispute.findUnique({
    where: { orderId: input.order_id },
    select: { id: true, sellerId: true, outcome: true, sellerStatement: true },
  });
  if (!dispute) throw new AppError("DISPUTE_NOT_FOUND");
  if (dispute.sellerId !== sellerId) throw new AppError("NOT_YOUR_SALE");
  if (dispute.outcome) throw new AppError("DISPUTE_DECIDED");
  if (dispute.sellerStatement) throw new AppError("DISPUTE_STATEMENT_GIVEN");
  const evidence = await readEvidence(form, "photos", DISPUTE_LIMITS.photos);
  const events = await writeWithBlobs(blobsOf(evidence), async (tx) => {
    const moved = await tx.dispute.updateMany({
      where: { id: dispute.id, sellerStatement: null, outcome: null },
      data: { sellerStatement: input.statement, sellerStatedAt: now },
    });
    if (moved.count !== 1) throw new AppError("DISPUTE_STATEMENT_GIVEN");
    await saveEvidence(tx, dispute.id, sellerId, evidence);
    await recordAudit({ actor: null, action: "dispute_statement", targetUserId: sellerId, reason: `order ${input.order_id}` }, tx);
    return recordProtectionEvents(tx, [input.order_id], "dispute_statement");
  });
  await pushProtectionEvents(events);
}

/** A piece of evidence, for the two people of its dispute and the moderators only. */
export async function getEvidence({ evidenceId, userId, isModerator }: { evidenceId: string; userId: string; isModerator: boolean }) {
  if (!isId(evidenceId) && !/^[0-9a-f-]{36}$/.test(evidenceId)) throw new AppError("IMAGE_NOT_FOUND");
  const row = await getDb().disputeEvidence.findUnique({
    where: { id: evidenceId },
    select: { blobKey: true, dispute: { select: { buyerId: true, sellerId: true } } },
  });
  if (!row || (!isModerator && row.dispute.buyerId !== userId && row.dispute.sellerId !== userId)) throw new AppError("IMAGE_NOT_FOUND");
  const blob = await blobStore().get(row.blobKey);
  if (!blob) throw new AppError("IMAGE_NOT_FOUND");
  return blob;
}

const listSelect = {
  id: true,
  ticket: true,
  orderId: true,
  source: true,
  reason: true,
  createdAt: true,
  acknowledgeBy: true,
  acknowledgedAt: true,
  decideBy: true,
  outcome: true,
  decidedAt: true,
  buyer: { select: { id: true, name: true } },
  seller: { select: { id: true, name: true } },
  order: { select: { totalAmount: true, pet: { select: { name: true } } } },
} as const;

type TListRow = Awaited<ReturnType<typeof listRows>>[number];
const listRows = (state: "open" | "decided", limit: number) =>
  getDb().dispute.findMany({
    where: { outcome: state === "open" ? null : { not: null } },
    // Open: the oldest first (the nearest deadline); decided: the newest first.
    orderBy: state === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: listSelect,
  });

const toListDto = (d: TListRow) => ({
  id: d.id,
  ticket: formatTicket(d.ticket),
  order_id: d.orderId,
  source: d.source,
  reason: d.reason,
  pet_name: d.order.pet.name,
  order_total: d.order.totalAmount,
  buyer: d.buyer,
  seller: d.seller,
  created_at: d.createdAt.toISOString(),
  acknowledge_by: d.acknowledgeBy.toISOString(),
  acknowledged_at: d.acknowledgedAt?.toISOString() ?? null,
  decide_by: d.decideBy.toISOString(),
  outcome: d.outcome,
  decided_at: d.decidedAt?.toISOString() ?? null,
});
export type TDisputeListDto = ReturnType<typeof toListDto>;

/** The console's queue (bounded). */
export async function listDisputes({ state, limit = 100 }: { state: "open" | "decided"; limit?: number }) {
  return (await listRows(state, Math.min(limit, 100))).map(toListDto);
}

/** One dispute with everything a moderator weighs: both statements, the evidence, the listing as bought, the conversation. */
export async function getDisputeForModerator({ disputeId }: { disputeId: string }) {
  if (!isId(disputeId)) throw new AppError("DISPUTE_NOT_FOUND");
  const db = getDb();
  const d = await db.dispute.findUnique({
    where: { id: disputeId },
    select: {
      ...listSelect,
      details: true,
      sellerStatement: true,
      refundAmount: true,
      decisionReason: true,
      decidedBy: { select: { name: true } },
      buyerId: true,
      sellerId: true,
      evidence: { orderBy: { createdAt: "asc" }, select: { id: true, kind: true, uploaderId: true } },
      order: {
        select: {
          totalAmount: true,
          petId: true,
          protection: true,
          paidAt: true,
          handedOverAt: true,
          handedOverBy: true,
          listingSnapshot: true,
          pet: { select: { name: true } },
        },
      },
    },
  });
  if (!d) throw new AppError("DISPUTE_NOT_FOUND");
  // The two people's conversation, the newest 100 messages, oldest first.
  const messages = await db.message.findMany({
    where: {
      OR: [
        { senderId: d.buyerId, receiverId: d.sellerId },
        { senderId: d.sellerId, receiverId: d.buyerId },
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: { senderId: true, body: true, createdAt: true },
  });
  return {
    ...toListDto(d),
    details: d.details,
    seller_statement: d.sellerStatement,
    refund_amount: d.refundAmount,
    decision_reason: d.decisionReason,
    decided_by_name: d.decidedBy?.name ?? null,
    evidence: d.evidence.map((e) => ({
      id: e.id,
      kind: e.kind as "photo" | "vet_note",
      by: e.uploaderId === d.buyerId ? ("buyer" as const) : ("seller" as const),
      url: `/server/orders/dispute/evidence/${e.id}`,
    })),
    listing_snapshot: (d.order.listingSnapshot ?? null) as TListingSnapshotDto | null,
    conversation: messages.reverse().map((m) => ({
      from: m.senderId === d.buyerId ? ("buyer" as const) : ("seller" as const),
      body: m.body,
      at: m.createdAt.toISOString(),
    })),
    order: {
      protection: d.order.protection,
      paid_at: d.order.paidAt?.toISOString() ?? null,
      handed_over_at: d.order.handedOverAt?.toISOString() ?? null,
      handed_over_by: d.order.handedOverBy,
      total_amount: d.order.totalAmount,
    },
  };
}
export type TDisputeDetailDto = Awaited<ReturnType<typeof getDisputeForModerator>>;

async function assertNotAParty(disputeId: string, moderatorId: string) {
  const d = await getDb().dispute.findUnique({
    where: { id: disputeId },
    select: { buyerId: true, sellerId: true, outcome: true, orderId: true, source: true },
  });
  if (!d) throw new AppError("DISPUTE_NOT_FOUND");
  if (d.buyerId === moderatorId || d.sellerId === moderatorId) throw new AppError("DISPUTE_OWN_DECISION");
  return d;
}

/** A moderator says the dispute is received and being looked at (the 48-hour clock). Once; again changes nothing. */
export async function acknowledgeDispute({ disputeId, actor, now = new Date() }: { disputeId: string; actor: TActor; now?: Date }) {
  const d = await assertNotAParty(disputeId, actor.id);
  await getDb().$transaction(async (tx) => {
    const moved = await tx.dispute.updateMany({ where: { id: disputeId, acknowledgedAt: null }, data: { acknowledgedAt: now } });
    if (moved.count === 1)
      await recordAudit({ actor, action: "dispute_acknowledged", targetUserId: d.buyerId, reason: `order ${d.orderId}` }, tx);
  });
}

/**
 * A moderator decides: `refund` (all of it back to the buyer), `partial` (`amount` rupees back, the rest
 * released to the seller) or `release` (all to the seller), with a reason both people read. Exactly once:
 * the decision is a conditional update of the undecided dispute, so of two moderators deciding at once
 * one wins and the other is told it was decided; the money moves in the same transaction.
 */
export async function decideDispute({
  disputeId,
  actor,
  input,
  now = new Date(),
}: {
  disputeId: string;
  actor: TActor;
  input: TDecideDisputeSchema;
  now?: Date;
}) {
  const d = await assertNotAParty(disputeId, actor.id);
  if (d.outcome) throw new AppError("DISPUTE_DECIDED");
  // A chargeback is decided by the bank (lib/payments/razorpay-disputes.ts): a refund from here would
  // give the buyer the money twice.
  if (d.source === "chargeback") throw new AppError("DISPUTE_BANK_DECIDES");
  const { events, orderId } = await getDb().$transaction(async (tx) => {
    const order = await tx.order.findUniqueOrThrow({ where: { id: d.orderId }, select: { totalAmount: true } });
    if (input.outcome === "partial" && (!input.amount || input.amount < 1 || input.amount >= order.totalAmount))
      throw new AppError("DISPUTE_AMOUNT_INVALID", { params: { total: formatPrice(order.totalAmount) } });
    const decided = await tx.dispute.updateMany({
      where: { id: disputeId, outcome: null },
      data: {
        outcome: input.outcome,
        refundAmount: input.outcome === "partial" ? input.amount! : input.outcome === "refund" ? order.totalAmount : null,
        decisionReason: input.reason,
        decidedById: actor.id,
        decidedAt: now,
      },
    });
    if (decided.count !== 1) throw new AppError("DISPUTE_DECIDED");
    await tx.dispute.updateMany({ where: { id: disputeId, acknowledgedAt: null }, data: { acknowledgedAt: now } });
    const from: ("disputed" | "handed_over")[] = ["disputed", "handed_over"];
    let moved: boolean;
    if (input.outcome === "release") moved = await release(tx, d.orderId, from, now);
    else
      moved = await refundHeld(tx, {
        orderId: d.orderId,
        from,
        reason: "dispute",
        amount: input.outcome === "partial" ? input.amount : undefined,
        now,
      });
    // A bank's chargeback may have moved the order meanwhile (lib/payments/razorpay-disputes.ts): then the decision cannot move money.
    if (!moved) throw new AppError("ORDER_NOT_HELD");
    await recordAudit(
      {
        actor,
        action: "dispute_decided",
        targetUserId: d.sellerId,
        reason: `order ${d.orderId}: ${input.outcome}${input.outcome === "partial" ? ` ${formatPrice(input.amount!)}` : ""} · ${input.reason}`,
      },
      tx,
    );
    return { orderId: d.orderId, events: await recordProtectionEvents(tx, [d.orderId], "dispute_decided") };
  });
  await pushProtectionEvents(events);
  return { orderId, sellerId: d.sellerId };
}

/** A moderator completes a handover the code locked out (both people told them it happened). */
export async function handOverForParties({ orderId, actor, now = new Date() }: { orderId: string; actor: TActor; now?: Date }) {
  if (!isId(orderId)) throw new AppError("ORDER_NOT_FOUND");
  const events: TLiveEventInput[] = await getDb().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { buyerId: true, sellerId: true } });
    if (!order) throw new AppError("ORDER_NOT_FOUND");
    if (order.buyerId === actor.id || order.sellerId === actor.id) throw new AppError("DISPUTE_OWN_DECISION");
    const moved = await handOverByModerator(tx, orderId, now);
    await recordAudit({ actor, action: "handover_by_moderator", targetUserId: order.sellerId, reason: `order ${orderId}` }, tx);
    return moved;
  });
  await pushProtectionEvents(events);
}
