import "server-only";
import { getDb, type TTx } from "@/lib/db";
import type { CheckInAnswer, Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/http/input";
import { CHECK_IN_DAYS, type TCheckInKind } from "./constants";

// After a rehoming's handover the adopter is asked how the pet is settling, a week and a month later
// (docs/rehoming.md, "After the handover: check-ins"). This module holds the rows' rules and nothing that
// mails or pushes, so lib/orders can call scheduleCheckIns inside its handover transactions without
// importing the mail and push domains; the sending is lib/notifications/check-ins.ts.

const DAY = 86_400_000;
export const CHECK_IN_KINDS = Object.keys(CHECK_IN_DAYS) as TCheckInKind[];

/**
 * The orders whose check-ins go out: handed over, or released after the window. A refunded order (a
 * dispute the adopter won, a refund before the window ended) is over: its check-ins are never sent. A
 * disputed one waits for the decision. The adopter's account must still be there and not suspended.
 */
export const SENDABLE_ORDER: Prisma.OrderWhereInput = {
  protection: { in: ["handed_over", "released"] },
  buyer: { deletedAt: null, suspendedAt: null },
};

/**
 * Called in each handover's transaction (lib/orders/protection.ts: by the code, by the adopter, by a
 * moderator): a rehoming order gets its two check-ins, due CHECK_IN_DAYS after `now`. A sale gets none.
 * Idempotent: the unique (orderId, kind) keeps a second call from adding rows.
 */
export async function scheduleCheckIns(tx: TTx, orderId: string, now: Date): Promise<number> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { pet: { select: { mode: true } } } });
  if (order?.pet.mode !== "rehoming") return 0;
  const { count } = await tx.checkIn.createMany({
    data: CHECK_IN_KINDS.map((kind) => ({ orderId, kind, dueAt: new Date(now.getTime() + CHECK_IN_DAYS[kind] * DAY) })),
    skipDuplicates: true,
  });
  return count;
}

export type TClaimedCheckIn = { id: string; orderId: string; kind: string };

/**
 * The due check-ins, oldest first, at most `limit`, each claimed by a conditional update that sets
 * sentAt: of two runs at the same moment only one claims a row, so nobody is asked twice. A claimed row
 * is sent by the caller; a mail that then fails is not retried (the order page still shows the question).
 */
export async function claimDueCheckIns({ now, limit }: { now: Date; limit: number }) {
  const db = getDb();
  const due = await db.checkIn.findMany({
    where: { sentAt: null, dueAt: { lte: now }, order: SENDABLE_ORDER },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
    take: limit + 1,
    select: { id: true, orderId: true, kind: true },
  });
  const claimed: TClaimedCheckIn[] = [];
  for (const c of due.slice(0, limit)) {
    const { count } = await db.checkIn.updateMany({ where: { id: c.id, sentAt: null }, data: { sentAt: now } });
    if (count === 1) claimed.push(c);
  }
  return { claimed, isComplete: due.length <= limit };
}

export type TCheckInView = {
  id: string;
  order_id: string;
  kind: TCheckInKind;
  pet_name: string;
  due_at: string;
  sent_at: string | null;
  answer: CheckInAnswer | null;
  note: string | null;
  answered_at: string | null;
};

/** A check-in's own columns, for every reader of one (this module, the console). */
export const CHECK_IN_COLUMNS = {
  id: true,
  orderId: true,
  kind: true,
  dueAt: true,
  sentAt: true,
  answer: true,
  note: true,
  answeredAt: true,
} as const;

const checkInSelect = {
  ...CHECK_IN_COLUMNS,
  order: { select: { buyerId: true, sellerId: true, pet: { select: { name: true } } } },
} as const;

type TCheckInRow = {
  id: string;
  orderId: string;
  kind: string;
  dueAt: Date;
  sentAt: Date | null;
  answer: CheckInAnswer | null;
  note: string | null;
  answeredAt: Date | null;
  order: { pet: { name: string } };
};

export const toCheckInView = (c: TCheckInRow): TCheckInView => ({
  id: c.id,
  order_id: c.orderId,
  kind: c.kind === "month" ? "month" : "week",
  pet_name: c.order.pet.name,
  due_at: c.dueAt.toISOString(),
  sent_at: c.sentAt?.toISOString() ?? null,
  answer: c.answer,
  note: c.note,
  answered_at: c.answeredAt?.toISOString() ?? null,
});

/**
 * The order page's check-ins panel: the check-ins with who reads them (the adopter answers, the owner
 * reads) and the two people to write to. Null for anyone but the order's two people, and for an order
 * without check-ins (a sale, or a rehoming not handed over yet).
 */
export async function getCheckInsPanel({ orderId, userId }: { orderId: string; userId: string }) {
  if (!isId(orderId)) return null;
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: {
      buyerId: true,
      sellerId: true,
      petId: true,
      buyer: { select: { name: true } },
      checkIns: { orderBy: { dueAt: "asc" }, select: checkInSelect },
    },
  });
  if (!order || (order.buyerId !== userId && order.sellerId !== userId) || order.checkIns.length === 0) return null;
  return {
    role: order.buyerId === userId ? ("adopter" as const) : ("owner" as const),
    ownerId: order.sellerId,
    adopterId: order.buyerId,
    adopterName: order.buyer.name,
    petId: order.petId,
    checkIns: order.checkIns.map(toCheckInView),
  };
}

/**
 * One check-in for its adopter (the answer page), with the owner to message. Anyone else, or one not yet
 * sent: not found, as if it did not exist.
 */
export async function getCheckInForAdopter({ checkInId, userId }: { checkInId: string; userId: string }) {
  if (!isId(checkInId)) throw new AppError("CHECK_IN_NOT_FOUND");
  const c = await getDb().checkIn.findUnique({
    where: { id: checkInId },
    select: { ...checkInSelect, order: { select: { buyerId: true, sellerId: true, petId: true, pet: { select: { name: true } } } } },
  });
  if (!c || c.order.buyerId !== userId || !c.sentAt) throw new AppError("CHECK_IN_NOT_FOUND");
  return { ...toCheckInView(c), owner_id: c.order.sellerId, pet_id: c.order.petId };
}

/**
 * The adopter answers, once (a conditional update on `answer: null`, so two taps at once record one).
 * Answers after the order is done (released) are welcome; a check-in not yet sent, or someone else's, is
 * refused. Returns the answered check-in and the owner to tell.
 */
export async function answerCheckIn({
  checkInId,
  userId,
  answer,
  note,
  now = new Date(),
}: {
  checkInId: string;
  userId: string;
  answer: CheckInAnswer;
  note?: string | null;
  now?: Date;
}) {
  if (!isId(checkInId)) throw new AppError("CHECK_IN_NOT_FOUND");
  const db = getDb();
  const c = await db.checkIn.findUnique({
    where: { id: checkInId },
    select: { sentAt: true, answer: true, order: { select: { buyerId: true } } },
  });
  if (!c) throw new AppError("CHECK_IN_NOT_FOUND");
  if (c.order.buyerId !== userId) throw new AppError("NOT_YOUR_CHECK_IN");
  if (!c.sentAt) throw new AppError("CHECK_IN_NOT_SENT");
  if (c.answer) throw new AppError("CHECK_IN_ANSWERED");
  const text = note?.trim() ? note.trim() : null;
  const { count } = await db.checkIn.updateMany({
    where: { id: checkInId, answer: null, sentAt: { not: null } },
    data: { answer, note: text, answeredAt: now },
  });
  if (count !== 1) throw new AppError("CHECK_IN_ANSWERED");
  const row = await db.checkIn.findUniqueOrThrow({ where: { id: checkInId }, select: checkInSelect });
  return { checkIn: toCheckInView(row), ownerId: row.order.sellerId, adopterId: row.order.buyerId };
}
