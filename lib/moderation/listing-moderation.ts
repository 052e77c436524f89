import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { sendMail, type TMail } from "@/lib/email/mailer";
import { runAfterResponse } from "@/lib/http/after";
import { recordEvents, type TLiveEventInput } from "@/lib/live/events";
import type { REPORT_REASONS } from "@/lib/pets/constants";
import { pushForEvents } from "@/lib/push/service";
import type { TAuditInput } from "./audit";

// Moderation of listings: reports (and the automatic hiding they can trigger), the moderators' queue and
// their actions on it, a seller's appeal, and the audit log's pages, one operation per file beside this
// one (report-listing.ts, hide-listing.ts, get-reports-queue.ts…). Every action is one transaction that
// changes state only if it is still what the moderator saw (a conditional update, or a lock on the pet
// row), resolves the open reports it answers and writes its one audit row; the cached pages are refreshed
// and mail goes out after the commit.
//
// This module holds what they share: the actor and a report's reason, the pet row's lock, the mails and
// live events that follow an action, and how an action closes the reports it answers.

export type TActor = NonNullable<TAuditInput["actor"]>;
export type TReportReason = (typeof REPORT_REASONS)[number];

type TLockedPet = {
  id: string;
  name: string;
  sellerId: string;
  status: "active" | "inactive" | "sold" | "hidden";
  hiddenCause: string | null;
  appealedAt: Date | null;
};

/** Work an action adds to its own transaction, given the locked listing; an AppError it throws undoes the action. */
export type TWithinAction = (tx: TTx, pet: TLockedPet) => Promise<void>;

/**
 * The pet row, locked until the transaction ends: reports, moderators' actions, appeals and orders
 * (which read the pet FOR SHARE) on one listing take turns, so each sees what the one before it did.
 */
export async function lockPet(tx: TTx, petId: string): Promise<TLockedPet | null> {
  const rows = await tx.$queryRaw<TLockedPet[]>`
    SELECT id, name, "sellerId", status::text AS status, "hiddenCause"::text AS "hiddenCause", "appealedAt" FROM pets WHERE id = ${petId} FOR UPDATE`;
  return rows[0] ?? null;
}

/** Sends each mail on its own: one refused address does not keep the others from going. */
export async function sendEach(mails: (TMail | null)[]) {
  for (const mail of mails) {
    if (!mail) continue;
    await sendMail(mail).catch((e: unknown) => console.error(`[moderation] ${mail.kind} to ${mail.to} failed: ${(e as Error).message}`));
  }
}

export const sellerSelect = { seller: { select: { id: true, name: true, email: true, locale: true } } } as const;

/** `listing.hidden` / `listing.restored` to the seller, in the transaction that changed the listing. */
export async function recordListingEvent(
  tx: TTx,
  pet: Pick<TLockedPet, "id" | "name" | "sellerId">,
  kind: "listing.hidden" | "listing.restored",
  status: string,
): Promise<TLiveEventInput[]> {
  const events: TLiveEventInput[] = [{ userId: pet.sellerId, kind, data: { petId: pet.id, petName: pet.name, status } }];
  await recordEvents(tx, events);
  return events;
}

/** The pushes of committed events, after the answer. */
export const pushAfter = (events: TLiveEventInput[]) => (events.length ? runAfterResponse(() => pushForEvents(events)) : Promise.resolve());

/** Mails the seller about their listing after the answer (looked up then, so the mail has today's name). */
export function mailSeller(
  petId: string,
  mail: (seller: { locale: string; name: string }, petName: string) => Omit<TMail, "to" | "userId">,
) {
  return runAfterResponse(async () => {
    const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { name: true, ...sellerSelect } });
    if (pet) await sendEach([{ to: pet.seller.email, userId: pet.seller.id, ...mail(pet.seller, pet.name) }]);
  });
}

export const resolvedBy = (actor: TActor, status: "dismissed" | "actioned") => ({ status, resolvedAt: new Date(), resolvedById: actor.id });
