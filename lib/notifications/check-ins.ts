import "server-only";
import { getDb } from "@/lib/db";
import { checkInMail, checkInOwnerMail } from "@/lib/email/check-in-mails";
import { sendMail } from "@/lib/email/mailer";
import { runAfterResponse } from "@/lib/http/after";
import { pushCheckIn } from "@/lib/push/service";
import { answerCheckIn, claimDueCheckIns } from "@/lib/rehoming/check-ins";

// The check-ins' mails and pushes, each in its reader's stored language (docs/rehoming.md, "After the
// handover: check-ins"). The adopter's question follows their order switches; "I can't keep Bruno" reaches
// the owner by mail and push whatever their switches say (the agreement's return clause gives them the
// first say, at most twice an order); "Some trouble" mails the owner on their "New orders" switch, no push;
// "Settling in well" only shows on the order page.

export const CHECK_IN_BATCH = 200;

/**
 * Sends the due check-ins (the daily protection job: lib/protection/run.ts), at most `limit` a run, each
 * claimed before it is sent so that two runs at once ask nobody twice.
 */
export async function runCheckIns({ now = new Date(), limit = CHECK_IN_BATCH }: { now?: Date; limit?: number } = {}) {
  const { claimed, isComplete } = await claimDueCheckIns({ now, limit });
  let sent = 0;
  for (const c of claimed) {
    try {
      await sendCheckIn(c.id);
      sent += 1;
    } catch (e) {
      // Claimed, so not sent again; the order page still asks. One failure does not stop the batch.
      console.error(`[check-ins] ${c.id} not mailed: ${(e as Error).message}`);
    }
  }
  return { sent: claimed.length, mailed: sent, isComplete };
}

async function sendCheckIn(checkInId: string) {
  const c = await getDb().checkIn.findUniqueOrThrow({
    where: { id: checkInId },
    select: {
      id: true,
      kind: true,
      order: {
        select: {
          pet: { select: { name: true } },
          seller: { select: { name: true } },
          buyer: { select: { id: true, name: true, email: true, locale: true, deletedAt: true, notifyOrderDecision: true } },
        },
      },
    },
  });
  const adopter = c.order.buyer;
  if (adopter.deletedAt) return;
  if (adopter.notifyOrderDecision) {
    const mail = checkInMail({
      locale: adopter.locale,
      name: adopter.name,
      pet: c.order.pet.name,
      owner: c.order.seller.name,
      kind: c.kind === "month" ? "month" : "week",
      checkInId: c.id,
    });
    await sendMail({ to: adopter.email, userId: adopter.id, ...mail, idempotencyKey: `check-in:${c.id}` });
  }
  await pushCheckIn(adopter.id, { kind: "checkIn", checkInId: c.id, pet: c.order.pet.name });
}

/** The adopter answers a check-in, once; the owner hears of the answers that need them, after the response. */
export async function answerCheckInAndTell(input: Parameters<typeof answerCheckIn>[0]) {
  const answered = await answerCheckIn(input);
  await notifyCheckInAnswer(answered.checkIn.id);
  return answered;
}

/** After an answer (POST /server/check-ins/{id}): the owner hears of the answers that need them, after the response. */
export function notifyCheckInAnswer(checkInId: string) {
  return runAfterResponse(async () => {
    const c = await getDb().checkIn.findUnique({
      where: { id: checkInId },
      select: {
        answer: true,
        note: true,
        order: {
          select: {
            id: true,
            pet: { select: { name: true } },
            buyer: { select: { name: true } },
            seller: { select: { id: true, name: true, email: true, locale: true, deletedAt: true, notifyNewOrder: true } },
          },
        },
      },
    });
    if (!c || !c.answer || c.answer === "settling_well") return;
    const owner = c.order.seller;
    if (owner.deletedAt) return;
    const isReturn = c.answer === "needs_new_home";
    if (isReturn || owner.notifyNewOrder) {
      const mail = checkInOwnerMail({
        locale: owner.locale,
        name: owner.name,
        pet: c.order.pet.name,
        adopter: c.order.buyer.name,
        answer: c.answer,
        note: c.note,
        orderId: c.order.id,
      });
      await sendMail({ to: owner.email, userId: owner.id, ...mail, idempotencyKey: `check-in-answer:${checkInId}` });
    }
    if (isReturn) await pushCheckIn(owner.id, { kind: "checkInReturn", orderId: c.order.id, pet: c.order.pet.name });
  });
}
