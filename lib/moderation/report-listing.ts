import "server-only";
import { getDb } from "@/lib/db";
import { listingAutoHiddenStaffMail, listingHiddenMail } from "@/lib/email/listing-moderation-mails";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { AUTO_HIDDEN_REASON } from "@/lib/pets/constants";
import { refreshPetPages } from "@/lib/pets/revalidate";
import { recordAudit } from "./audit";
import { lockPet, pushAfter, recordListingEvent, sellerSelect, sendEach, type TReportReason } from "./listing-moderation";

/** Open reports from this many different users with a verified email hide an active listing at once. */
export const AUTO_HIDE_REPORTERS = 3;

/**
 * A signed-in user reports a listing, once per user and listing (again while open updates it, after a
 * moderator closed it opens it anew); a hidden listing still takes it, its own seller cannot. Reports from
 * AUTO_HIDE_REPORTERS verified users hide an active listing in the same transaction (audit actor: the system);
 * the pet row's lock makes simultaneous reports take turns, so it is hidden and mailed once, after the commit.
 * Answers the report's ticket number, the same when reported again. docs/moderation.md, "Automatic hiding".
 */
export async function reportListing({
  petId,
  reporterId,
  reason,
  note,
}: {
  petId: string;
  reporterId: string;
  reason: TReportReason;
  note: string;
}) {
  const { ticket, hidden } = await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.sellerId === reporterId) throw new AppError("REPORT_OWN");
    const key = { petId_reporterId: { petId, reporterId } };
    const existing = await tx.listingReport.findUnique({ where: key, select: { status: true, ticket: true } });
    if (existing?.status === "open") await tx.listingReport.update({ where: key, data: { reason, note } });
    else if (existing)
      await tx.listingReport.update({
        where: key,
        data: { reason, note, status: "open", resolvedAt: null, resolvedById: null, createdAt: new Date() },
      });
    // Reporting again keeps the report's ticket: it is the same complaint, open again.
    const ticket =
      existing?.ticket ?? (await tx.listingReport.create({ data: { petId, reporterId, reason, note }, select: { ticket: true } })).ticket;

    if (pet.status !== "active") return { ticket, hidden: null };
    const verified = await tx.listingReport.count({
      where: { petId, status: "open", reporter: { isEmailVerified: true, suspendedAt: null } },
    });
    if (verified < AUTO_HIDE_REPORTERS) return { ticket, hidden: null };
    await tx.pet.update({
      where: { id: petId },
      data: { status: "hidden", hiddenAt: new Date(), hiddenCause: "reports", hiddenReason: AUTO_HIDDEN_REASON, appealedAt: null },
    });
    await recordAudit(
      {
        actor: null,
        action: "listing_auto_hidden",
        targetPetId: petId,
        targetUserId: pet.sellerId,
        reason: `Open reports from ${verified} users with a verified email`,
      },
      tx,
    );
    return { ticket, hidden: { count: verified, events: await recordListingEvent(tx, pet, "listing.hidden", "hidden") } };
  });
  if (hidden) {
    await pushAfter(hidden.events);
    await refreshPetPages([petId]);
    await runAfterResponse(() => sendAutoHiddenMails({ petId, count: hidden.count }));
  }
  return { isHidden: Boolean(hidden), ticket };
}

async function sendAutoHiddenMails({ petId, count }: { petId: string; count: number }) {
  const db = getDb();
  const pet = await db.pet.findUnique({ where: { id: petId }, select: { name: true, ...sellerSelect } });
  if (!pet) return;
  const staff = await db.user.findMany({
    where: { role: { in: ["moderator", "admin"] }, suspendedAt: null },
    orderBy: { email: "asc" },
    select: { id: true, name: true, email: true, locale: true },
  });
  await sendEach([
    ...staff.map((m) => ({
      to: m.email,
      userId: m.id,
      ...listingAutoHiddenStaffMail({ locale: m.locale, name: m.name, petName: pet.name, count }),
    })),
    {
      to: pet.seller.email,
      userId: pet.seller.id,
      ...listingHiddenMail({ locale: pet.seller.locale, name: pet.seller.name, petName: pet.name, reason: null }),
    },
  ]);
}
