import "server-only";
import { randomInt, timingSafeEqual } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { runAfterResponse } from "@/lib/http/after";
import type { TLiveEventInput } from "@/lib/live/events";
import type { TProtectionStep } from "@/lib/live/kinds";
import { recordHold, refundHold, releaseHeldMoney } from "@/lib/ledger/hold";
import { pushForEvents } from "@/lib/push/service";
import { scheduleCheckIns } from "@/lib/rehoming/check-ins";
import { onApplicationOrderEnded, onApplicationOrdersPaid } from "./application-status";
import { recordOrderEvents } from "./events";
import { recordRefund, refundIfPaid } from "./refund-order";

// The buyer's protection, one state machine for every provider (docs/payments.md, "Protected payment": its
// states and diagram). A pet is bought from a stranger and handed over in person, so the money is held until
// it is in the buyer's hands, then for a window in which they may dispute, and only then is the seller's;
// every wait has a deadline that gives it back by itself (`runProtection`). `protection` and
// `protectionDeadline` live on the order so the job finds what is due by an index, and every move is one
// conditional update on the state it leaves, so two moves never both happen.

/** Wrong handover codes a seller may enter for one order; then only the buyer or a moderator releases it. */
export const HANDOVER_CODE_TRIES = 5;
/** Hours a seller has to answer a paid order. */
export const ANSWER_HOURS = 48;
/** Hours a buyer has to pay an order the seller accepted. */
export const PAY_HOURS = 24;

const HOUR = 3_600_000;
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);
export const handoverDeadline = (from: Date) => later(from, env().HANDOVER_DAYS * 24);
export const protectionWindowEnd = (from: Date) => later(from, env().PROTECTION_HOURS);

/** A fresh six-digit code, uniformly drawn (leading zeros kept). */
export const newHandoverCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export type { TProtectionStep };

/** The live events (and so the pushes) of a protection step, to both people of each order. */
export const recordProtectionEvents = (tx: TTx, orderIds: string[], step: TProtectionStep): Promise<TLiveEventInput[]> =>
  recordOrderEvents(tx, orderIds, "order.protection", "both", { step });

export async function pushProtectionEvents(events: TLiveEventInput[]) {
  if (events.length) await runAfterResponse(() => pushForEvents(events));
}

/** What the buyer paid for, as the listing said then: a dispute's evidence, whatever is edited later. */
async function snapshotListing(tx: TTx, orderId: string): Promise<Prisma.InputJsonValue> {
  const o = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      unitPrice: true,
      quantity: true,
      pet: {
        select: {
          name: true,
          species: true,
          breed: true,
          age: true,
          bornOn: true,
          gender: true,
          description: true,
          location: true,
          images: { orderBy: { position: "asc" }, select: { id: true } },
        },
      },
    },
  });
  return {
    name: o.pet.name,
    species: o.pet.species,
    breed: o.pet.breed,
    age: o.pet.age,
    born_on: o.pet.bornOn ? o.pet.bornOn.toISOString().slice(0, 10) : null,
    gender: o.pet.gender,
    description: o.pet.description,
    location: o.pet.location,
    unit_price: o.unitPrice,
    quantity: o.quantity,
    image_ids: o.pet.images.map((i) => i.id),
  };
}

/** Paid and accepted: the money is held, the buyer gets a code, and the handover clock starts. Its live event (the buyer's push says the code is in the app) is recorded by the caller. */
async function hold(tx: TTx, orderId: string, now: Date): Promise<boolean> {
  const moved = await tx.order.updateMany({
    where: {
      id: orderId,
      status: "accepted",
      paymentStatus: "paid",
      protection: { in: ["awaiting_payment", "awaiting_seller", "unpaid"] },
    },
    data: { protection: "held", protectionDeadline: handoverDeadline(now), handoverCode: newHandoverCode(), handoverTries: 0 },
  });
  if (moved.count !== 1) return false;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { sellerId: true, totalAmount: true } });
  await recordHold(tx, { orderId, sellerId: order.sellerId, rupees: order.totalAmount });
  return true;
}

/**
 * Orders a payment just paid (in its transaction, after their payment status moved): each keeps what the
 * listing said, and starts its clock — the seller's 48 hours to answer, or, already accepted, the hold.
 * Returns the orders now held.
 */
export async function onOrdersPaid(tx: TTx, orderIds: string[], now = new Date()): Promise<string[]> {
  const held: string[] = [];
  for (const id of [...orderIds].sort()) {
    const listingSnapshot = await snapshotListing(tx, id);
    await tx.order.updateMany({ where: { id, paymentStatus: "paid" }, data: { paidAt: now, listingSnapshot } });
    await tx.order.updateMany({
      where: { id, status: "pending", paymentStatus: "paid", protection: "unpaid" },
      data: { protection: "awaiting_seller", protectionDeadline: later(now, ANSWER_HOURS) },
    });
    if (await hold(tx, id, now)) held.push(id);
  }
  await onApplicationOrdersPaid(tx, orderIds, now);
  return held;
}

/** An order the seller just accepted (in the accept's transaction): held if paid, else 24 hours to pay. */
export async function onOrderAccepted(tx: TTx, orderId: string, now = new Date()): Promise<boolean> {
  if (await hold(tx, orderId, now)) return true;
  await tx.order.updateMany({
    where: { id: orderId, status: "accepted", paymentStatus: "unpaid", protection: "unpaid" },
    data: { protection: "awaiting_payment", protectionDeadline: later(now, PAY_HOURS) },
  });
  return false;
}

/** A rejected or cancelled order (its refund, if paid, already recorded by refundIfPaid): closed. */
export async function onOrderClosed(tx: TTx, orderId: string, reason: string): Promise<void> {
  await tx.order.updateMany({
    where: { id: orderId, paymentStatus: { not: "refunded" } },
    data: { protection: "closed", protectionDeadline: null, closedReason: reason, handoverCode: null },
  });
  await tx.order.updateMany({ where: { id: orderId, paymentStatus: "refunded", closedReason: null }, data: { closedReason: reason } });
  await onApplicationOrderEnded(tx, orderId);
}

/**
 * Gives an accepted order's quantity back to its listing (an order that will not be handed over): a
 * listing that sold out is listed again, unless moderation or its seller took it down meanwhile.
 */
async function returnToListing(tx: TTx, orderId: string) {
  const o = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { petId: true, quantity: true } });
  await tx.pet.update({ where: { id: o.petId }, data: { available: { increment: o.quantity } } });
  await tx.pet.updateMany({ where: { id: o.petId, status: "sold" }, data: { status: "active" } });
  // A rehoming's reserved order: the application lapses, and the owner chooses again.
  await onApplicationOrderEnded(tx, orderId);
  return o.petId;
}

export type TProtectionMove = { orderId: string; petId?: string; events: TLiveEventInput[] };

/** A held order is handed over: the code or the buyer said so. The protection window starts. */
async function handOver(tx: TTx, orderId: string, by: "code" | "buyer" | "moderator", now: Date) {
  const moved = await tx.order.updateMany({
    where: { id: orderId, protection: "held" },
    data: {
      protection: "handed_over",
      handedOverAt: now,
      handedOverBy: by,
      protectionDeadline: protectionWindowEnd(now),
      handoverCode: null,
    },
  });
  if (moved.count !== 1) throw new AppError("ORDER_NOT_HELD");
  return recordProtectionEvents(tx, [orderId], "handed_over");
}

const codesMatch = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The seller enters the code the buyer shows at the meeting. A wrong code counts (committed on its own,
 * so an error answer cannot roll it back); after HANDOVER_CODE_TRIES wrong ones the code is locked.
 */
export async function handOverWithCode({
  orderId,
  sellerId,
  code,
  now = new Date(),
}: {
  orderId: string;
  sellerId: string;
  code: string;
  now?: Date;
}) {
  const db = getDb();
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { sellerId: true, protection: true, handoverCode: true, handoverTries: true },
  });
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  if (order.sellerId !== sellerId) throw new AppError("NOT_YOUR_SALE");
  if (order.protection !== "held" || !order.handoverCode) throw new AppError("ORDER_NOT_HELD");
  if (order.handoverTries >= HANDOVER_CODE_TRIES) throw new AppError("HANDOVER_CODE_LOCKED");
  if (!codesMatch(code, order.handoverCode)) {
    const [counted] = await db.order.updateManyAndReturn({
      where: { id: orderId, protection: "held", handoverTries: { lt: HANDOVER_CODE_TRIES } },
      data: { handoverTries: { increment: 1 } },
      select: { handoverTries: true },
    });
    if (!counted) throw new AppError("HANDOVER_CODE_LOCKED");
    const left = HANDOVER_CODE_TRIES - counted.handoverTries;
    if (left <= 0) throw new AppError("HANDOVER_CODE_LOCKED");
    throw new AppError("HANDOVER_CODE_WRONG", { params: { left } });
  }
  const events = await db.$transaction(async (tx) => {
    // The code is checked again in the update: a lock-out or a confirmation in between wins.
    const still = await tx.order.count({
      where: { id: orderId, protection: "held", handoverCode: code, handoverTries: { lt: HANDOVER_CODE_TRIES } },
    });
    if (!still) throw new AppError("ORDER_NOT_HELD");
    const events = await handOver(tx, orderId, "code", now);
    await scheduleCheckIns(tx, orderId, now);
    return events;
  });
  await pushProtectionEvents(events);
}

/** The buyer taps "I have the pet". */
export async function confirmHandover({ orderId, buyerId, now = new Date() }: { orderId: string; buyerId: string; now?: Date }) {
  const events = await getDb().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { buyerId: true, sellerId: true } });
    if (!order) throw new AppError("ORDER_NOT_FOUND");
    if (order.buyerId !== buyerId) throw new AppError("NOT_YOUR_ORDER");
    const events = await handOver(tx, orderId, "buyer", now);
    await scheduleCheckIns(tx, orderId, now);
    return { sellerId: order.sellerId, events };
  });
  await pushProtectionEvents(events.events);
  return { sellerId: events.sellerId };
}

/** A moderator completes a handover (after a lock-out, on both people's word). */
export async function handOverByModerator(tx: TTx, orderId: string, now = new Date()) {
  const events = await handOver(tx, orderId, "moderator", now);
  await scheduleCheckIns(tx, orderId, now);
  return events;
}

/** Handed over or disputed, decided for the seller: the held money becomes theirs (less the fee). */
export async function release(tx: TTx, orderId: string, from: ("handed_over" | "disputed")[], now = new Date()): Promise<boolean> {
  const moved = await tx.order.updateMany({
    where: { id: orderId, protection: { in: from } },
    data: { protection: "released", releasedAt: now, protectionDeadline: null },
  });
  if (moved.count !== 1) return false;
  await releaseHeldMoney(tx, orderId);
  return true;
}

/**
 * The buyer gets money back from an order whose money was held: all of it (the order is refunded) or
 * part (then the rest is released to the seller). `from` is the state it must be in.
 */
export async function refundHeld(
  tx: TTx,
  {
    orderId,
    from,
    reason,
    amount,
    now = new Date(),
  }: { orderId: string; from: Prisma.EnumProtectionStateFilter["in"]; reason: string; amount?: number; now?: Date },
): Promise<boolean> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { totalAmount: true, protection: true } });
  if (!order || !(from as string[]).includes(order.protection)) return false;
  if (amount === undefined || amount >= order.totalAmount) {
    const moved = await tx.order.updateMany({
      where: { id: orderId, protection: { in: from } },
      data: { protection: "refunded", refundedAt: now, protectionDeadline: null, closedReason: reason, handoverCode: null },
    });
    if (moved.count !== 1) return false;
    await refundIfPaid(tx, orderId);
    return true;
  }
  // A part: recorded as a refund of that amount, and the rest is the seller's now.
  const moved = await tx.order.updateMany({
    where: { id: orderId, protection: { in: from } },
    data: { protection: "released", releasedAt: now, refundedAt: now, protectionDeadline: null, closedReason: reason },
  });
  if (moved.count !== 1) return false;
  await recordRefund(tx, { orderId, rupees: amount });
  await refundHold(tx, { orderId, paise: BigInt(amount) * 100n });
  await releaseHeldMoney(tx, orderId);
  return true;
}

/**
 * Calls off, in the caller's transaction, an accepted order not yet handed over: held money goes back in
 * full, an unpaid one closes, and its quantity is listed again. `by` is the order's new status: rejected
 * (the seller, or a suspension of the seller) or cancelled (the buyer, or the buyer's account deletion).
 * Returns its pet and live events, or null when it was no longer before the handover.
 */
export async function callOffInTx(tx: TTx, orderId: string, by: "rejected" | "cancelled", now = new Date()) {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { protection: true } });
  if (order?.protection === "held") {
    if (!(await refundHeld(tx, { orderId, from: ["held"], reason: by, now }))) return null;
  } else if (order?.protection === "awaiting_payment") {
    const moved = await tx.order.updateMany({
      where: { id: orderId, protection: "awaiting_payment", paymentStatus: "unpaid" },
      data: { protection: "closed", protectionDeadline: null, closedReason: by },
    });
    if (moved.count !== 1) return null;
  } else return null;
  await tx.order.update({ where: { id: orderId }, data: { status: by, decidedAt: now } });
  const petId = await returnToListing(tx, orderId);
  const step = order.protection === "held" ? ("refunded" as const) : ("lapsed" as const);
  return { petId, step, events: await recordProtectionEvents(tx, [orderId], step) };
}

/**
 * Either person calls off a held or accepted-unpaid order before the handover (the seller cannot bring
 * the pet, the buyer changed their mind): paid money goes back in full and the pet is listed again. A
 * pending order is cancelled by its buyer through the ordinary cancel (lib/orders/service.ts).
 */
export async function callOffBeforeHandover({
  orderId,
  userId,
  as,
  now = new Date(),
}: {
  orderId: string;
  userId: string;
  as: "buyer" | "seller";
  now?: Date;
}) {
  const { events, petId, step } = await getDb().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { buyerId: true, sellerId: true } });
    if (!order) throw new AppError("ORDER_NOT_FOUND");
    if ((as === "buyer" ? order.buyerId : order.sellerId) !== userId)
      throw new AppError(as === "buyer" ? "NOT_YOUR_ORDER" : "NOT_YOUR_SALE");
    const done = await callOffInTx(tx, orderId, as === "buyer" ? "cancelled" : "rejected", now);
    if (!done) throw new AppError("ORDER_NOT_CANCELLABLE");
    return done;
  });
  await pushProtectionEvents(events);
  return { petId, step };
}

export type TProtectionRun = {
  lapsed: number;
  expiredUnanswered: number;
  expiredNotHandedOver: number;
  released: number;
  isComplete: boolean;
};

type TDue = { id: string };

/**
 * The clock work, bounded and safe to rerun (the scheduler's GET /server/protection/run, and
 * `npm run protection`): each due order is moved in its own transaction by the conditional update on
 * the state it leaves, so a second run (or a person acting at the same moment) changes nothing twice.
 * - accepted, unpaid, 24 h passed: lapses (expired), its quantity listed again;
 * - paid, unanswered, 48 h passed: expires, refunded in full;
 * - held, not handed over in HANDOVER_DAYS: expires, refunded in full, its quantity listed again;
 * - handed over, the window ended with no dispute: released to the seller.
 * Returns what it did and the pets whose pages changed.
 */
export async function runProtection({ now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {}) {
  const db = getDb();
  const run: TProtectionRun = { lapsed: 0, expiredUnanswered: 0, expiredNotHandedOver: 0, released: 0, isComplete: true };
  const pets = new Set<string>();
  const sellers = new Set<string>();
  const events: TLiveEventInput[] = [];
  const due = (protection: "awaiting_payment" | "awaiting_seller" | "held" | "handed_over") =>
    db.order.findMany({
      where: { protection, protectionDeadline: { lte: now } },
      orderBy: [{ protectionDeadline: "asc" }, { id: "asc" }],
      take: limit + 1,
      select: { id: true },
    });
  const each = async (rows: TDue[], move: (tx: TTx, id: string) => Promise<TLiveEventInput[] | null>, count: keyof TProtectionRun) => {
    if (rows.length > limit) run.isComplete = false;
    for (const { id } of rows.slice(0, limit)) {
      const moved = await db.$transaction((tx) => move(tx, id));
      if (moved) {
        (run[count] as number)++;
        events.push(...moved);
      }
    }
  };

  await each(
    await due("awaiting_payment"),
    async (tx, id) => {
      const moved = await tx.order.updateMany({
        where: { id, protection: "awaiting_payment", paymentStatus: "unpaid", protectionDeadline: { lte: now } },
        data: { protection: "closed", status: "expired", closedReason: "unpaid", protectionDeadline: null, decidedAt: now },
      });
      if (moved.count !== 1) return null;
      pets.add(await returnToListing(tx, id));
      return recordProtectionEvents(tx, [id], "lapsed");
    },
    "lapsed",
  );
  await each(
    await due("awaiting_seller"),
    async (tx, id) => {
      const order = await tx.order.findUniqueOrThrow({ where: { id }, select: { protectionDeadline: true } });
      if (!order.protectionDeadline || order.protectionDeadline > now) return null;
      const moved = await tx.order.updateMany({
        where: { id, protection: "awaiting_seller", status: "pending" },
        data: { status: "expired", decidedAt: now },
      });
      if (moved.count !== 1) return null;
      if (!(await refundHeld(tx, { orderId: id, from: ["awaiting_seller"], reason: "seller_silent", now })))
        throw new AppError("ORDER_NOT_HELD");
      return recordProtectionEvents(tx, [id], "expired");
    },
    "expiredUnanswered",
  );
  await each(
    await due("held"),
    async (tx, id) => {
      const order = await tx.order.findUniqueOrThrow({ where: { id }, select: { protectionDeadline: true } });
      if (!order.protectionDeadline || order.protectionDeadline > now) return null;
      if (!(await refundHeld(tx, { orderId: id, from: ["held"], reason: "not_handed_over", now }))) return null;
      await tx.order.update({ where: { id }, data: { status: "expired", decidedAt: now } });
      pets.add(await returnToListing(tx, id));
      return recordProtectionEvents(tx, [id], "expired");
    },
    "expiredNotHandedOver",
  );
  await each(
    await due("handed_over"),
    async (tx, id) => {
      const order = await tx.order.findUniqueOrThrow({ where: { id }, select: { protectionDeadline: true, sellerId: true } });
      if (!order.protectionDeadline || order.protectionDeadline > now) return null;
      if (!(await release(tx, id, ["handed_over"], now))) return null;
      sellers.add(order.sellerId);
      return recordProtectionEvents(tx, [id], "released");
    },
    "released",
  );
  return { run, events, petIds: [...pets], sellerIds: [...sellers] };
}
