import "server-only";
import * as z from "zod";
import { getDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { findProblem, problemDto, retryOf } from "./problems";
import type { TPaymentProblemActed } from "./problems-responses";
import { issuePendingRefunds } from "./razorpay-refunds";
import { runEvent } from "./razorpay-webhook";

// What a moderator does with a payment problem (POST /server/admin/payment-problems/{id}/retry and
// …/resolve), each with its audit entry:
// - retry a failed refund: a new refund of the same amount is recorded and asked of Razorpay (the
//   problem is claimed by moving it to resolved, so two retries at once ask once);
// - retry an event we could not match or read: its stored body is handled again; if it still matches
//   nothing, the problem stays open with one more attempt;
// - retry anything else (a second capture, a part refund, a chargeback): nothing can be asked again,
//   so it is marked resolved with the note;
// - resolve: marked resolved with the moderator's note.

type TActor = { id: string; email: string };

/**
 * Writes the audit entry in the action's transaction: lib/moderation/audit.ts's recordAudit, handed in by
 * the route (the moderation domain imports the payments domain, so this one cannot import it back).
 */
export type TAuditWriter = (
  entry: { actor: TActor; action: "payment_problem_retried" | "payment_problem_resolved"; targetUserId?: string | null; reason: string },
  tx: TTx,
) => Promise<void>;

const ZStoredEvent = z.object({ event: z.string().min(1).max(100), payload: z.record(z.string(), z.unknown()) });

/** Appends the moderator's note (or what the retry did) to the problem's detail. */
const withNote = (detail: string, actor: TActor, line: string, now: Date) =>
  `${detail}\n${now.toISOString()} ${actor.email}: ${line}`.slice(-2000);

async function mustFind(id: string, db: TTx = getDb()) {
  const problem = await findProblem(id, db);
  if (!problem) throw new AppError("PAYMENT_PROBLEM_NOT_FOUND");
  if (problem.state === "resolved") throw new AppError("PAYMENT_PROBLEM_RESOLVED");
  return problem;
}

/** Closes an open problem at `attempts` (the claim): none closed means another moderator acted first. */
async function close(
  tx: TTx,
  problem: { id: string; detail: string; attempts: number },
  actor: TActor,
  line: string,
  now: Date,
  extra = 0,
) {
  const moved = await tx.paymentProblem.updateMany({
    where: { id: problem.id, state: "open", attempts: problem.attempts },
    data: {
      state: "resolved",
      resolvedAt: now,
      resolvedBy: actor.email,
      attempts: problem.attempts + extra,
      detail: withNote(problem.detail, actor, line, now),
    },
  });
  if (moved.count !== 1) throw new AppError("PAYMENT_PROBLEM_CHANGED");
}

export async function resolvePaymentProblem({
  actor,
  id,
  note,
  audit,
  now = new Date(),
}: {
  actor: TActor;
  id: string;
  note: string;
  audit: TAuditWriter;
  now?: Date;
}): Promise<TPaymentProblemActed> {
  await getDb().$transaction(async (tx) => {
    const problem = await mustFind(id, tx);
    await close(tx, problem, actor, `Resolved: ${note}`, now);
    await audit({ actor, action: "payment_problem_resolved", reason: `${problem.kind} ${problem.id}: ${note}` }, tx);
  });
  return { problem: (await problemDto(id))!, outcome: "resolved" };
}

/** A failed refund asked again: a new refund of the same amount, for the same order and payment. */
async function askAgain(
  actor: TActor,
  audit: TAuditWriter,
  problem: Awaited<ReturnType<typeof mustFind>>,
  note: string | undefined,
  now: Date,
) {
  await getDb().$transaction(async (tx) => {
    const failed = problem.paymentId
      ? await tx.payment.findUnique({
          where: { id: problem.paymentId },
          select: {
            id: true,
            kind: true,
            status: true,
            userId: true,
            amount: true,
            amountPaise: true,
            orderId: true,
            refundOf: true,
            provider: true,
          },
        })
      : null;
    // The refund is not failed (any more): there is nothing to ask again; a person resolves it.
    if (!failed || failed.kind !== "refund" || failed.status !== "failed") throw new AppError("PAYMENT_PROBLEM_CHANGED");
    await close(tx, problem, actor, `Asked Razorpay again for refund ${failed.id}${note ? `: ${note}` : ""}`, now, 1);
    await tx.payment.create({
      data: {
        userId: failed.userId,
        kind: "refund",
        provider: failed.provider,
        status: "created",
        amount: failed.amount,
        amountPaise: failed.amountPaise ?? failed.amount * 100,
        orderId: failed.orderId,
        refundOf: failed.refundOf,
      },
    });
    await audit(
      {
        actor,
        action: "payment_problem_retried",
        targetUserId: failed.userId,
        reason: `${problem.kind} ${problem.id}: refund asked again${note ? ` (${note})` : ""}`,
      },
      tx,
    );
  });
  // After the commit, as every refund is asked (lib/payments/razorpay-refunds.ts); the reconciliation asks it should Razorpay be down.
  await issuePendingRefunds();
  return "asked_again" as const;
}

/** An event handled again from its stored body. */
async function rerun(
  actor: TActor,
  audit: TAuditWriter,
  problem: Awaited<ReturnType<typeof mustFind>>,
  note: string | undefined,
  now: Date,
) {
  const db = getDb();
  // Claimed first (one more attempt at the attempts read), so two retries at once never both run it.
  const claimed = await db.paymentProblem.updateMany({
    where: { id: problem.id, state: "open", attempts: problem.attempts },
    data: { attempts: problem.attempts + 1 },
  });
  if (claimed.count !== 1) throw new AppError("PAYMENT_PROBLEM_CHANGED");
  const stored = ZStoredEvent.safeParse(problem.payload);
  const ran = stored.success
    ? await runEvent(stored.data.event, stored.data.payload)
    : ({ outcome: "unexpected", detail: "still unreadable" } as const);
  const line = ran.outcome === "done" ? "Handled again: done" : `Handled again: ${ran.detail}`;
  await db.$transaction(async (tx) => {
    await tx.paymentProblem.updateMany({
      where: { id: problem.id, state: "open" },
      data: {
        detail: withNote(problem.detail, actor, `${line}${note ? ` (${note})` : ""}`, now),
        ...(ran.outcome === "done" ? { state: "resolved" as const, resolvedAt: now, resolvedBy: actor.email } : {}),
      },
    });
    await audit(
      { actor, action: "payment_problem_retried", reason: `${problem.kind} ${problem.id}: ${line}${note ? ` (${note})` : ""}` },
      tx,
    );
  });
  return ran.outcome === "done" ? ("handled" as const) : ("still_unmatched" as const);
}

export async function retryPaymentProblem({
  actor,
  id,
  note,
  audit,
  now = new Date(),
}: {
  actor: TActor;
  id: string;
  note?: string;
  audit: TAuditWriter;
  now?: Date;
}): Promise<TPaymentProblemActed> {
  const problem = await mustFind(id);
  const how = retryOf(problem.kind);
  let outcome: TPaymentProblemActed["outcome"];
  if (how === "ask_again") outcome = await askAgain(actor, audit, problem, note, now);
  else if (how === "rerun") outcome = await rerun(actor, audit, problem, note, now);
  else {
    await getDb().$transaction(async (tx) => {
      await close(tx, problem, actor, `Resolved (nothing to ask Razorpay again)${note ? `: ${note}` : ""}`, now, 1);
      await audit(
        { actor, action: "payment_problem_retried", reason: `${problem.kind} ${problem.id}: resolved${note ? ` (${note})` : ""}` },
        tx,
      );
    });
    outcome = "resolved";
  }
  return { problem: (await problemDto(id))!, outcome };
}
