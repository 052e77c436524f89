import "server-only";
import { listingDeletedMail } from "@/lib/email/listing-moderation-mails";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { writeWithBlobs } from "@/lib/images/store";
import { photoKeysOf } from "@/lib/pets/pet-photos";
import { landingKeysOf, refreshPetPages } from "@/lib/pets/revalidate";
import { recordAudit } from "./audit";
import { lockPet, sellerSelect, sendEach, type TActor } from "./listing-moderation";

/**
 * A moderator deletes a listing and its photos (its reports go with it; the audit row stays). One with
 * orders cannot go, since they would go with it: LISTING_HAS_ORDERS, as for its seller; hide it instead.
 */
export async function deleteListing({ petId, actor, reason }: { petId: string; actor: TActor; reason: string }) {
  // Its landing pages, read before it goes (refreshed after).
  const before = await landingKeysOf([petId]);
  const gone = await writeWithBlobs([], async (tx, removeBlobs) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    // Orders read the pet row FOR SHARE, so none can appear between this count and the delete.
    if (await tx.order.count({ where: { petId } })) throw new AppError("LISTING_HAS_ORDERS");
    const { seller, images } = await tx.pet.findUniqueOrThrow({
      where: { id: petId },
      select: { ...sellerSelect, images: { select: { id: true } } },
    });
    await tx.pet.delete({ where: { id: petId } });
    removeBlobs(photoKeysOf(images.map((i) => i.id)));
    await recordAudit({ actor, action: "listing_deleted", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
    return { name: pet.name, seller };
  });
  await refreshPetPages([petId], { before });
  await runAfterResponse(() =>
    sendEach([
      {
        to: gone.seller.email,
        userId: gone.seller.id,
        ...listingDeletedMail({ locale: gone.seller.locale, name: gone.seller.name, petName: gone.name, reason }),
      },
    ]),
  );
}
