import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { registrationMail, type TRegistrationMailKind } from "@/lib/email/registration-mails";
import { runAfterResponse } from "@/lib/http/after";
import { recordEvents } from "@/lib/live/events";
import { pushRegistration } from "@/lib/push/service";

// A seller hears of their registration (lib/sellers/registration-service.ts, registration-job.ts) in their
// stored language: approved, refused with the moderator's reason, ending within a month, ended. A mail
// and a push, whatever the notification switches say (a decision about the account itself, like a
// suspension's mail), after the answer; and a live event, so an open profile or My listings reads it again.
// A deleted account hears nothing.

/** The `seller.registration` live event, in the transaction that changed the registration. */
export async function recordRegistrationEvent(tx: TTx, userId: string, status: "approved" | "refused" | "expired") {
  await recordEvents(tx, [{ userId, kind: "seller.registration", data: { status } }]);
}

/** Mails (and pushes) the seller about their registration, after the answer; read then, so it says what is true now. */
export function notifyRegistration({
  userId,
  kind,
  reason,
  setAside = 0,
}: {
  userId: string;
  kind: TRegistrationMailKind;
  reason?: string;
  /** Of an approval: how many held listings were set aside, not published, for the listing rules. */
  setAside?: number;
}) {
  return runAfterResponse(async () => {
    const user = await getDb().user.findUnique({
      where: { id: userId },
      select: {
        name: true,
        email: true,
        locale: true,
        deletedAt: true,
        sellerRegistration: { select: { type: true, state: true, number: true, validUntil: true } },
      },
    });
    const r = user?.sellerRegistration;
    if (!user || user.deletedAt || !r) return;
    const mail = registrationMail({
      locale: user.locale,
      name: user.name,
      kind,
      type: r.type,
      state: r.state,
      number: r.number,
      validUntil: r.validUntil ? r.validUntil.toISOString().slice(0, 10) : null,
      reason,
      setAside,
    });
    await sendMail({ to: user.email, userId, ...mail });
    await pushRegistration(userId, kind);
  });
}
