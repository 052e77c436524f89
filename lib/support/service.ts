import "server-only";
import { getDb } from "@/lib/db";
import { supportReceivedMail, supportRequestMail } from "@/lib/email/support-request-mail";
import { sendMail } from "@/lib/email/mailer";
import { env } from "@/lib/env";
import { runAfterResponse } from "@/lib/http/after";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TLocale } from "@/lib/i18n/routing";
import { formatTicket } from "./ticket";

export type TSupportKind = "support" | "contact";

const supportRequestSelect = {
  id: true,
  ticket: true,
  kind: true,
  userId: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  createdAt: true,
} as const;
export type TStoredSupportRequest = Prisma.SupportRequestGetPayload<{ select: typeof supportRequestSelect }>;

/**
 * Stores a support request or contact message (with the signed-in user's id, if any) and the language it
 * was written in, which the moderators' replies are mailed in (lib/moderation/support-inbox.ts).
 */
export async function createSupportRequest({
  kind,
  userId,
  name,
  email,
  subject,
  message,
  locale,
  tx,
}: {
  kind: TSupportKind;
  userId: string | null;
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  locale: TLocale;
  tx?: Prisma.TransactionClient;
}): Promise<TStoredSupportRequest> {
  const db = tx ?? getDb();
  return db.supportRequest.create({
    data: { kind, userId, name, email, subject: kind === "support" ? (subject ?? null) : null, message, locale },
    select: supportRequestSelect,
  });
}

/**
 * Mails a stored request to the support inbox (SUPPORT_EMAIL), then its receipt with the ticket number to
 * the sender (lib/email/support-request-mail.ts). The row is already safe if either fails; a failed
 * inbox mail does not keep the sender's receipt back.
 */
export async function mailSupportRequest({ request, locale }: { request: TStoredSupportRequest; locale: string }) {
  const ticket = formatTicket(request.ticket);
  const results = await Promise.allSettled([
    sendMail({ to: env().SUPPORT_EMAIL, userId: null, ...supportRequestMail({ ...request, ticket, locale }) }),
    sendMail({ to: request.email, userId: request.userId, ...supportReceivedMail({ kind: request.kind, ticket, locale }) }),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * A support request or contact message from the site: stored first, then mailed to the inbox and to its
 * sender after the answer, so a mail failure is logged and the request is not lost.
 */
export async function submitSupportRequest(input: Parameters<typeof createSupportRequest>[0]) {
  const request = await createSupportRequest(input);
  await runAfterResponse(() => mailSupportRequest({ request, locale: input.locale }));
  return request;
}
