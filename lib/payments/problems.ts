import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { encodeTimeCursor, decodeTimeCursor } from "@/lib/http/cursor";
import type { TPaymentProblemDto, TPaymentProblemsPage } from "./problems-responses";

// The console's "Payment problems" (table payment_problems): what the automatic handling of Razorpay's
// money could not settle and a person must look at. Written where it is found (the webhook, the page's
// report, the reconciliation), listed and acted on in /admin/payment-problems (./problems-actions.ts).
//
// `eventId` is the Razorpay id the problem is about, so one thing found twice (a second capture reported
// by payment.captured and again by order.paid, or by the reconciliation; a chargeback's later events) is
// one problem: the webhook event's own id for an event we could not match or read, the captured
// payment's id for a second capture, the refund's id for a failed refund, the dispute's id for a chargeback.

export const PROBLEM_KINDS = [
  "refund_failed",
  "second_capture",
  "unmatched_event",
  "unexpected_event",
  "partial_refund",
  "chargeback",
] as const;
export type TProblemKind = (typeof PROBLEM_KINDS)[number];

/** The most of an event's body kept with its problem: enough to read and to handle again, never the whole of a huge one. */
export const MAX_PROBLEM_PAYLOAD_CHARS = 64 * 1024;
const MAX_DETAIL_CHARS = 2000;

export type TProblemInput = {
  kind: TProblemKind;
  detail: string;
  paymentId?: string | null;
  orderId?: string | null;
  eventId?: string | null;
  payload?: Prisma.InputJsonValue;
};

/**
 * Queues a problem, once per (kind, eventId): a second report of the same thing returns the first
 * problem (open or resolved) unchanged. Two reports at once take turns on a transaction lock on the key.
 */
export async function recordProblem(input: TProblemInput, tx?: TTx): Promise<{ id: string; isNew: boolean }> {
  const write = async (tx: TTx) => {
    if (input.eventId) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`payment-problem:${input.kind}:${input.eventId}`}, 0))`;
      const known = await tx.paymentProblem.findFirst({ where: { kind: input.kind, eventId: input.eventId }, select: { id: true } });
      if (known) return { id: known.id, isNew: false };
    }
    const made = await tx.paymentProblem.create({
      data: {
        kind: input.kind,
        detail: input.detail.slice(0, MAX_DETAIL_CHARS),
        paymentId: input.paymentId ?? null,
        orderId: input.orderId ?? null,
        eventId: input.eventId?.slice(0, 100) ?? null,
        payload: input.payload,
      },
      select: { id: true },
    });
    console.error(`[payments] problem ${made.id} (${input.kind}): ${input.detail}`);
    return { id: made.id, isNew: true };
  };
  // Inside the caller's transaction when given one (its lock lasts until that commits); else its own.
  return tx ? write(tx) : getDb().$transaction(write);
}

/**
 * An event's body as a problem keeps it: the parsed JSON when it is small enough (so it can be handled
 * again), otherwise only its beginning, as text.
 */
export function boundedPayload(raw: string, json: unknown): Prisma.InputJsonValue {
  if (json !== undefined && json !== null && typeof json === "object" && raw.length <= MAX_PROBLEM_PAYLOAD_CHARS)
    return json as Prisma.InputJsonValue;
  return { truncated: raw.length > MAX_PROBLEM_PAYLOAD_CHARS, text: raw.slice(0, 4096) };
}

/** What retry does for a problem of this kind (./problems-actions.ts). */
export const retryOf = (kind: string): TPaymentProblemDto["retry"] =>
  kind === "refund_failed" ? "ask_again" : kind === "unmatched_event" || kind === "unexpected_event" ? "rerun" : "resolve";

const problemSelect = {
  id: true,
  kind: true,
  state: true,
  paymentId: true,
  orderId: true,
  eventId: true,
  detail: true,
  payload: true,
  attempts: true,
  resolvedAt: true,
  resolvedBy: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PaymentProblemSelect;

type TProblemRow = Prisma.PaymentProblemGetPayload<{ select: typeof problemSelect }>;

export function toProblemDto(
  p: TProblemRow,
  payment?: { amount: number; amountPaise: number | null; kind: string; status: string } | null,
): TPaymentProblemDto {
  const payloadText = p.payload === null ? null : JSON.stringify(p.payload);
  return {
    id: p.id,
    kind: p.kind,
    state: p.state,
    paymentId: p.paymentId,
    orderId: p.orderId,
    eventId: p.eventId,
    detail: p.detail,
    attempts: p.attempts,
    retry: retryOf(p.kind),
    payment: payment
      ? {
          kind: payment.kind === "refund" ? "refund" : "payment",
          status: payment.status,
          amountPaise: payment.amountPaise ?? payment.amount * 100,
        }
      : null,
    payloadPreview: payloadText === null ? null : payloadText.slice(0, 1500),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    resolvedAt: p.resolvedAt?.toISOString() ?? null,
    resolvedBy: p.resolvedBy,
  };
}

export async function findProblem(id: string, db: TTx = getDb()) {
  return db.paymentProblem.findUnique({ where: { id }, select: problemSelect });
}

/** One problem as the console shows it, with the payment (or refund) it is about. */
export async function problemDto(id: string, db: TTx = getDb()): Promise<TPaymentProblemDto | null> {
  const p = await findProblem(id, db);
  if (!p) return null;
  const payment = p.paymentId
    ? await db.payment.findUnique({ where: { id: p.paymentId }, select: { amount: true, amountPaise: true, kind: true, status: true } })
    : null;
  return toProblemDto(p, payment);
}

/** The queue: open problems (or resolved ones), newest first, keyset-paged by (createdAt, id). */
export async function listPaymentProblems({
  state = "open",
  limit,
  cursor,
}: {
  state?: "open" | "resolved";
  limit: number;
  cursor?: string;
}): Promise<TPaymentProblemsPage> {
  const after = cursor ? decodeTimeCursor(cursor) : undefined;
  const db = getDb();
  const rows = await db.paymentProblem.findMany({
    where: {
      state,
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: problemSelect,
  });
  const page = rows.slice(0, limit);
  const paymentIds = page.flatMap((p) => (p.paymentId ? [p.paymentId] : []));
  const payments = paymentIds.length
    ? await db.payment.findMany({
        where: { id: { in: paymentIds } },
        select: { id: true, amount: true, amountPaise: true, kind: true, status: true },
      })
    : [];
  const byId = new Map(payments.map((p) => [p.id, p]));
  const last = page.at(-1);
  return {
    problems: page.map((p) => toProblemDto(p, p.paymentId ? byId.get(p.paymentId) : null)),
    nextCursor: rows.length > limit && last ? encodeTimeCursor(last) : null,
  };
}
