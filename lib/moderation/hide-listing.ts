import "server-only";
import { getDb } from "@/lib/db";
import { listingHiddenMail } from "@/lib/email/listing-moderation-mails";
import { AppError } from "@/lib/http/errors";
import { refreshPetPages } from "@/lib/pets/revalidate";
import { recordAudit } from "./audit";
import { lockPet, mailSeller, pushAfter, recordListingEvent, resolvedBy, type TActor, type TWithinAction } from "./listing-moderation";

/**
 * A moderator hides a listing (any status), or keeps hidden one that reports hid automatically (the
 * seller then reads the moderator's reason). Its open reports are actioned; the seller is mailed the
 * reason and may appeal once.
 */
export async function hideListing({
  petId,
  actor,
  reason,
  within,
}: {
  petId: string;
  actor: TActor;
  reason: string;
  /** More of the action, in its transaction once the listing is locked (the console's Flags resolve theirs: lib/moderation/flags-actions.ts). */
  within?: TWithinAction;
}) {
  const events = await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    // Held for review (a photo matching a fraud), like hidden by reports, waits for a moderator's word.
    if (pet.status === "hidden" && pet.hiddenCause !== "reports" && pet.hiddenCause !== "review")
      throw new AppError("LISTING_ALREADY_HIDDEN");
    await within?.(tx, pet);
    await tx.pet.update({
      where: { id: petId },
      data: { status: "hidden", hiddenAt: new Date(), hiddenCause: "moderator", hiddenReason: reason, appealedAt: null },
    });
    await tx.listingReport.updateMany({ where: { petId, status: "open" }, data: resolvedBy(actor, "actioned") });
    await recordAudit({ actor, action: "listing_hidden", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
    return recordListingEvent(tx, pet, "listing.hidden", "hidden");
  });
  await pushAfter(events);
  await refreshPetPages([petId]);
  await mailSeller(petId, (seller, petName) => listingHiddenMail({ ...seller, petName, reason }));
}
