import "server-only";
import { getDb } from "@/lib/db";
import { deliverMail, recordMail, type TMail } from "@/lib/email/mailer";
import { newMessageMail } from "@/lib/email/notification-mails";
import { scamSignals } from "@/lib/messages/scam-signals";

// The mail about new messages waits for the open app (docs/live-and-push.md, "Mail about new messages"):
// sending sets `messages.mailDueAt` (lib/messages/service.ts), reading clears it, and this delivers the due
// ones, one mail per conversation (sender → receiver) per MESSAGE_MAIL_INTERVAL_MS, if its switch is on.
// No timers (a serverless function keeps nothing running): the scheduler and later requests call it
// (deliverDueMessageMailsInPassing). Never twice: an advisory transaction lock per conversation, and the
// outbox row commits in the transaction that claims the messages.

/** A chat should not flood an inbox: at most one mail per conversation (sender → receiver) in this window. */
export const MESSAGE_MAIL_INTERVAL_MS = 10 * 60 * 1000;
/** The conversations a scheduled run handles at most; `isComplete: false` past it. */
export const MESSAGE_MAIL_RUN_LIMIT = 500;
/** A request's after-work handles a few: the answer's function should end soon. */
const IN_PASSING_LIMIT = 20;
/** How often one instance looks for due mails after its requests, at most. */
export const IN_PASSING_EVERY_MS = 30_000;
/** Under Vercel's shortest function limit (60 s), with room for the conversation in flight. */
const BUDGET_MS = 45_000;
/** The messages a mail quotes (oldest first); the rest are counted. */
export const LISTED_MESSAGES = 3;
const PREVIEW_CHARS = 200;

export type TMessageMailRun = {
  /** Conversations with a due mail looked at. */
  conversations: number;
  /** Mails recorded (and sent, with RESEND_API_KEY). */
  mailed: number;
  /** Conversations mailed in the last 10 minutes: their messages are due again at the window's end. */
  postponed: number;
  /** Conversations whose receiver turned the mail off, or whose sender or receiver deleted the account. */
  skipped: number;
  isComplete: boolean;
};

type TOutcome = { kind: "mailed"; row: { id: string }; mail: TMail } | { kind: "postponed" | "skipped" | "none" };

const conversationLink = (senderId: string) => `?receiverId=${encodeURIComponent(senderId)}`;

/** One conversation's due mail, under its lock: what it did, and the mail to deliver after the commit. */
async function handleConversation({ senderId, receiverId, now }: { senderId: string; receiverId: string; now: Date }): Promise<TOutcome> {
  return getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`message-mail:${receiverId}:${senderId}`}, 0))`;
    const pending = { senderId, receiverId, isRead: false, mailDueAt: { not: null } };
    // Under the lock: a run that held it before has committed its claim, so what is still due is ours.
    if (!(await tx.message.count({ where: { ...pending, mailDueAt: { lte: now } } }))) return { kind: "none" };
    // One after the other: a transaction's queries share one connection.
    const receiver = await tx.user.findUnique({
      where: { id: receiverId },
      select: { id: true, name: true, email: true, locale: true, notifyNewMessage: true, deletedAt: true },
    });
    const sender = await tx.user.findUnique({ where: { id: senderId }, select: { name: true, deletedAt: true } });
    if (!receiver || !sender || !receiver.notifyNewMessage || receiver.deletedAt || sender.deletedAt) {
      await tx.message.updateMany({ where: pending, data: { mailDueAt: null } });
      return { kind: "skipped" };
    }
    const last = await tx.mail.findFirst({
      where: {
        userId: receiverId,
        kind: "notify_new_message",
        link: { endsWith: conversationLink(senderId) },
        createdAt: { gt: new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS) },
      },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    if (last) {
      // The window's mail went: these wait for its end, and go then if still unread.
      const until = new Date(last.createdAt.getTime() + MESSAGE_MAIL_INTERVAL_MS);
      await tx.message.updateMany({ where: { ...pending, mailDueAt: { not: null, lt: until } }, data: { mailDueAt: until } });
      return { kind: "postponed" };
    }
    // Every unread message of the conversation not yet told of, due or not: one mail tells of them all.
    // A row read meanwhile is locked by its reader's update and found read (not claimed) once it commits.
    const claimed = await tx.message.updateManyAndReturn({
      where: pending,
      data: { mailDueAt: null },
      select: { id: true, body: true, petId: true, createdAt: true },
    });
    if (!claimed.length) return { kind: "none" };
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const petIds = [...new Set(claimed.map((m) => m.petId).filter((id): id is string => id !== null))];
    const pet = petIds.length === 1 ? await tx.pet.findUnique({ where: { id: petIds[0] }, select: { name: true } }) : null;
    const mail: TMail = {
      to: receiver.email,
      userId: receiver.id,
      ...newMessageMail({
        locale: receiver.locale,
        name: receiver.name,
        senderName: sender.name,
        senderId,
        petName: pet?.name ?? null,
        previews: claimed
          .slice(0, LISTED_MESSAGES)
          .map((m) => (m.body.length > PREVIEW_CHARS ? `${m.body.slice(0, PREVIEW_CHARS)}…` : m.body)),
        count: claimed.length,
        hasScamSignals: claimed.some((m) => scamSignals(m.body).length > 0),
      }),
    };
    return { kind: "mailed", row: await recordMail(tx, mail), mail };
  });
}

/**
 * Delivers the due new-message mails: the conversations whose earliest due message is oldest first, at
 * most `limit` of them. Safe to run at any time and any number of times at once.
 */
export async function deliverDueMessageMails({
  now = new Date(),
  limit = MESSAGE_MAIL_RUN_LIMIT,
  budgetMs = BUDGET_MS,
}: { now?: Date; limit?: number; budgetMs?: number } = {}): Promise<TMessageMailRun> {
  const started = Date.now();
  const due = await getDb().$queryRaw<{ senderId: string; receiverId: string }[]>`
    SELECT "senderId", "receiverId" FROM messages
    WHERE "mailDueAt" <= ${now} AND NOT "isRead"
    GROUP BY "senderId", "receiverId"
    ORDER BY min("mailDueAt")
    LIMIT ${limit + 1}`;
  const run: TMessageMailRun = { conversations: 0, mailed: 0, postponed: 0, skipped: 0, isComplete: due.length <= limit };
  for (const conversation of due.slice(0, limit)) {
    if (Date.now() - started > budgetMs) {
      run.isComplete = false;
      break;
    }
    const outcome = await handleConversation({ ...conversation, now });
    if (outcome.kind === "none") continue;
    run.conversations++;
    if (outcome.kind === "postponed") run.postponed++;
    if (outcome.kind === "skipped") run.skipped++;
    if (outcome.kind !== "mailed") continue;
    run.mailed++;
    // Recorded with the claim: a failed send is marked on its outbox row and logged, and the run goes on.
    await deliverMail(outcome.row, outcome.mail).catch((e: unknown) => console.error(`[message-mails] ${(e as Error).message}`));
  }
  return run;
}

let lastInPassingAt = 0;

/**
 * The due mails, from a request's after-work: at most every IN_PASSING_EVERY_MS per instance and a few
 * conversations at a time, so that mails do not wait for the scheduler's next run while people use the site.
 */
export async function deliverDueMessageMailsInPassing({ now = new Date() }: { now?: Date } = {}): Promise<TMessageMailRun | null> {
  if (now.getTime() - lastInPassingAt < IN_PASSING_EVERY_MS) return null;
  lastInPassingAt = now.getTime();
  return deliverDueMessageMails({ now, limit: IN_PASSING_LIMIT });
}
