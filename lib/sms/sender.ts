import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import type { TLocale } from "@/lib/i18n/routing";
import { Msg91Error, sendFlowSms } from "./msg91";
import { msg91Template, smsText, type TSmsKind, type TSmsValues } from "./templates";

// Text messages, switched like mail (lib/email/mailer.ts): every SMS is recorded in `sms_outbox` first;
// with SMS_PROVIDER=msg91 it then goes out through MSG91's Flow API and its row says whether MSG91 took
// it (status sent with MSG91's request id, or failed with MSG91's answer); without, it stays there as
// the development outbox and its text is printed in the terminal.

export type TSms = {
  /** The account it is for (deleting the account deletes it), or null. */
  userId: string | null;
  /** E.164: "+919876543210". */
  to: string;
  kind: TSmsKind;
  /** The person's language: the text is sent in it when its template is approved (./templates.ts). */
  locale: TLocale;
  values: TSmsValues;
};

export type TSmsSent = { id: string; provider: "outbox" | "msg91"; isDelivered: boolean; locale: TLocale };

/** Records the SMS and sends it; SMS_FAILED (502) when the provider does not take it (the row says why). */
export async function sendSms(sms: TSms): Promise<TSmsSent> {
  const db = getDb();
  if (env().SMS_PROVIDER !== "msg91") {
    const body = smsText(sms.kind, sms.locale, sms.values);
    const row = await db.sms.create({ data: { userId: sms.userId, to: sms.to, kind: sms.kind, body, provider: "outbox" } });
    console.info(`[sms] development outbox: ${sms.kind} to ${sms.to} — ${body}`);
    return { id: row.id, provider: "outbox", isDelivered: false, locale: sms.locale };
  }
  const template = msg91Template(sms.kind, sms.locale, sms.values);
  // The text recorded is the one sent: the English template's when the language has none of its own.
  const locale = template?.locale ?? "en";
  const row = await db.sms.create({
    data: { userId: sms.userId, to: sms.to, kind: sms.kind, body: smsText(sms.kind, locale, sms.values), provider: "msg91" },
  });
  try {
    if (!template) throw new Msg91Error(`no MSG91 template for ${sms.kind}`, true);
    const { requestId } = await sendFlowSms({ templateId: template.templateId, to: sms.to, variables: template.variables });
    await db.sms.update({ where: { id: row.id }, data: { status: "sent", providerId: requestId, sentAt: new Date() } });
    return { id: row.id, provider: "msg91", isDelivered: true, locale };
  } catch (e) {
    if (!(e instanceof Msg91Error)) throw e;
    await db.sms.update({ where: { id: row.id }, data: { status: "failed", error: e.message.slice(0, 500) } });
    // Refused is ours to fix (a key, a template): loud. Unreachable is MSG91's: the person tries again.
    console.error(`[sms] MSG91 ${e.isRefused ? "refused" : "failed"} ${sms.kind} to ${sms.to}: ${e.message}`);
    throw new AppError("SMS_FAILED");
  }
}
