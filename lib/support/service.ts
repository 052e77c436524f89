import "server-only";
import { getDb } from "@/lib/db";
import { supportRequestMail } from "@/lib/email/support-request-mail";
import { sendMail } from "@/lib/email/mailer";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TLocale } from "@/lib/i18n/routing";

export type TSupportKind = "support" | "contact";

const supportRequestSelect = {
  id: true,
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

/** Mails a stored request to the support inbox (SUPPORT_EMAIL). The row is already safe if this fails. */
export async function mailSupportRequest({ request, locale }: { request: TStoredSupportRequest; locale: string }) {
  await sendMail({ to: env().SUPPORT_EMAIL, userId: null, ...supportRequestMail({ ...request, locale }) });
}
