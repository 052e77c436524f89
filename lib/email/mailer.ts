import "server-only";
import { Resend } from "resend";
import { getDb, type TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

export type TMail = {
  to: string;
  /**
   * The account the mail is for, or null (the support inbox, someone without an account). Kept on the
   * outbox row: deleting the account deletes the mails sent to it at any address it has had.
   */
  userId: string | null;
  subject: string;
  html: string;
  text: string;
  kind: string;
  link?: string;
  /** Extra mail headers (List-Unsubscribe…). The outbox table has no column for them: they are in the answer and the log line. */
  headers?: Record<string, string>;
  /** Resend sends a mail once per key (for 24 hours), however often it is asked: a retried run cannot mail twice. */
  idempotencyKey?: string;
};

let resend: Resend | undefined;

/**
 * Every mail is recorded in `mail_outbox`. With RESEND_API_KEY it is then sent through Resend;
 * without it, it stays there as the development outbox and its link is logged.
 */
export async function sendMail(mail: TMail) {
  return deliverMail(await recordMail(getDb(), mail), mail);
}

/**
 * The outbox row of a mail, written with `db`: a transaction's client makes it commit (or roll back)
 * with what the mail tells of. `deliverMail` then sends it, after the commit.
 */
export async function recordMail(db: TTx, mail: TMail): Promise<{ id: string }> {
  return db.mail.create({
    data: {
      userId: mail.userId,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      kind: mail.kind,
      link: mail.link ?? null,
    },
    select: { id: true },
  });
}

/** Sends a recorded mail through Resend (without RESEND_API_KEY it stays in the development outbox). */
export async function deliverMail(row: { id: string }, mail: TMail) {
  const db = getDb();
  const key = env().RESEND_API_KEY;
  if (!key) {
    const headers = Object.entries(mail.headers ?? {})
      .map(([k, v]) => ` | ${k}: ${v}`)
      .join("");
    console.info(`[mail] development outbox: ${mail.kind} to ${mail.to}${mail.link ? ` — ${mail.link}` : ""}${headers}`);
    return { id: row.id, delivered: false, headers: mail.headers ?? {} };
  }
  resend ??= new Resend(key);
  const { error } = await resend.emails.send(
    {
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.headers ? { headers: mail.headers } : {}),
    },
    mail.idempotencyKey ? { idempotencyKey: mail.idempotencyKey } : undefined,
  );
  if (error) {
    await db.mail.update({ where: { id: row.id }, data: { status: "failed", error: error.message.slice(0, 500) } });
    console.error(`[mail] Resend refused ${mail.kind} to ${mail.to}: ${error.message}`);
    throw new AppError("MAIL_FAILED");
  }
  await db.mail.update({ where: { id: row.id }, data: { status: "sent", sentAt: new Date() } });
  return { id: row.id, delivered: true, headers: mail.headers ?? {} };
}
