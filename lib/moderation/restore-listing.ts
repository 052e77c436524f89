import "server-only";
import { getDb } from "@/lib/db";
import { listingRestoredMail } from "@/lib/email/listing-moderation-mails";
import { AppError } from "@/lib/http/errors";
import { assertListingLaw } from "@/lib/law/assert-listing-law";
import { refreshPetPages } from "@/lib/pets/revalidate";
import { recordAudit } from "./audit";
import { lockPet, mailSeller, pushAfter, recordListingEvent, resolvedBy, type TActor, type TWithinAction } from "./listing-moderation";

/**
 * A moderator brings a hidden listing back: `sold` when accepted orders took all it had (none left),
 * `active` otherwise (a litter with some left is still for sale). Its open reports are dismissed (the
 * listing was judged fine). One offered again must meet the listing rules as they read today, or the
 * restore is refused with the rule's code (a dog past six months from a breeder, unsterilised: its
 * seller edits it first). A listing hidden with its seller's suspended account comes back only when the
 * suspension is lifted; one whose seller deleted the account never does.
 */
export async function restoreListing({
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
    if (pet.status !== "hidden") throw new AppError("LISTING_NOT_HIDDEN");
    await within?.(tx, pet);
    // Its seller deleted the account: the row is only the record its orders point to.
    if (pet.hiddenCause === "deletion") throw new AppError("PET_NOT_FOUND");
    // Held for its seller's registration: approving the registration publishes it (lib/sellers/registration-service.ts).
    if (pet.hiddenCause === "unverified") throw new AppError("LISTING_HELD_UNVERIFIED");
    const seller = await tx.user.findUniqueOrThrow({ where: { id: pet.sellerId }, select: { suspendedAt: true } });
    if (seller.suspendedAt) throw new AppError("LISTING_SELLER_SUSPENDED");
    const { available } = await tx.pet.findUniqueOrThrow({ where: { id: petId }, select: { available: true } });
    const isSold = available === 0;
    // Offered again, it must meet the listing rules as they read today (lib/law): else the rule's own refusal.
    if (!isSold) await assertListingLaw(tx, petId, { asOneCode: true });
    await tx.pet.update({
      where: { id: petId },
      data: { status: isSold ? "sold" : "active", hiddenAt: null, hiddenCause: null, hiddenReason: null, appealedAt: null },
    });
    await tx.listingReport.updateMany({ where: { petId, status: "open" }, data: resolvedBy(actor, "dismissed") });
    await recordAudit({ actor, action: "listing_restored", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
    return recordListingEvent(tx, pet, "listing.restored", isSold ? "sold" : "active");
  });
  await pushAfter(events);
  await refreshPetPages([petId]);
  await mailSeller(petId, (seller, petName) => listingRestoredMail({ ...seller, petName }));
}
