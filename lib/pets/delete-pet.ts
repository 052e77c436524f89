import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { writeWithBlobs } from "@/lib/images/store";
import { photoKeysOf } from "./pet-photos";
import { assertOwner } from "./pet-writes";
import { landingKeysOf, refreshPetPages } from "./revalidate";

export async function deletePet({ petId, userId }: { petId: string; userId: string }) {
  await assertOwner(petId, userId);
  const before = await landingKeysOf([petId]);
  const db = getDb();
  if (await db.order.count({ where: { petId } })) {
    throw new AppError("LISTING_HAS_ORDERS");
  }
  await writeWithBlobs([], async (tx, removeBlobs) => {
    // The photos as they are in the write that deletes them (pet_images go with the pet).
    const images = await tx.petImage.findMany({ where: { petId }, select: { id: true } });
    const deleted = await tx.pet.deleteMany({ where: { id: petId, sellerId: userId } });
    if (deleted.count !== 1) throw new AppError("PET_NOT_FOUND");
    removeBlobs(photoKeysOf(images.map((i) => i.id)));
  });
  await refreshPetPages([petId], { before });
}
