import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { MAX_IMAGES_PER_LISTING, type TProcessedImage } from "@/lib/images/process";
import { writeWithBlobs } from "@/lib/images/store";
import { checkListing } from "@/lib/trust/check-listing";
import { hashColumns } from "@/lib/trust/phash";
import { assertListingLaw } from "@/lib/law/assert-listing-law";
import { assertListingAge } from "./listing-age";
import { assertWithMotherPhotos, isWithMother, writeVaccinations } from "./pet-health-writes";
import { blobsOf, newImageId, photoKeysOf } from "./pet-photos";
import { assertOwner, petData } from "./pet-writes";
import { landingKeysOf, refreshPetPages } from "./revalidate";
import { applySellerRules } from "./seller-rules";
import type { TPetInput } from "./schemas";

export async function updatePet({
  petId,
  userId,
  input,
  keepImageIds,
  newImages,
}: {
  petId: string;
  userId: string;
  input: TPetInput;
  keepImageIds: string[];
  newImages: TProcessedImage[];
}) {
  await assertOwner(petId, userId);
  // Its landing pages before the edit: another breed or town moves it off them.
  const before = await landingKeysOf([petId]);
  const db = getDb();
  const existing = await db.petImage.findMany({ where: { petId }, select: { id: true } });
  const existingIds = new Set(existing.map((i) => i.id));
  const keep = [...new Set(keepImageIds)].filter((id) => existingIds.has(id));
  if (keep.length + newImages.length > MAX_IMAGES_PER_LISTING) throw new AppError("VALIDATION", { fields: { images: ["tooManyImages"] } });
  assertWithMotherPhotos(input, keep.length + newImages.length);
  const removed = existing.filter((i) => !keep.includes(i.id)).map((i) => i.id);
  const prepared = newImages.map((img) => ({ id: newImageId(), img }));
  const data = petData(input);
  await writeWithBlobs(
    prepared.flatMap((p) => blobsOf(p.id, p.img)),
    async (tx, removeBlobs) => {
      const stored = await tx.pet.findUnique({
        where: { id: petId },
        select: { age: true, species: true, dateOfBirth: true, available: true, mode: true },
      });
      // A listing sold out (its last one's order accepted) keeps its 0 however it is edited: a moderator
      // who restores it brings it back sold (lib/moderation/restore-listing.ts). Set active again by its
      // seller, it offers one, and an edit then says how many.
      const isSoldOut = stored?.available === 0;
      // Ownership again inside the write, in case the listing changed hands between the check and now. The
      // status is not among the fields: a hidden listing stays hidden however its seller edits it.
      const updated = await tx.pet.updateMany({
        where: { id: petId, sellerId: userId },
        data: isSoldOut ? { ...data, available: 0 } : data,
      });
      if (updated.count !== 1) throw new AppError("NOT_OWNER");
      // Sale ↔ rehoming only while nobody has ordered it or applied: an order made at a price is not an
      // adoption, and an application answered the owner's questions for a rehoming. Counted after the
      // update, which holds the row: an order placed meanwhile (it locks the row to read it) is counted, or
      // reads the new mode and is refused.
      if (stored && stored.mode !== data.mode) {
        const orders = await tx.order.count({ where: { petId } });
        const applications = orders ? 0 : await tx.rehomingApplication.count({ where: { petId } });
        if (orders || applications) throw new AppError("LISTING_MODE_LOCKED");
      }
      // The 8-week rule judges what the edit changes: an edit of the price alone keeps a listing from
      // before the rule read its age text as it was.
      const isAgeChanged =
        !stored ||
        stored.age !== data.age ||
        stored.species !== data.species ||
        stored.dateOfBirth?.getTime() !== data.dateOfBirth?.getTime();
      if (isAgeChanged) await assertListingAge(tx, petId);
      await assertListingLaw(tx, petId);
      await writeVaccinations(tx, petId, input, { replace: true });
      await applySellerRules(tx, petId);
      const gone = await tx.petImage.deleteMany({ where: { id: { in: removed }, petId } });
      if (gone.count) removeBlobs(photoKeysOf(removed));
      for (const [position, id] of keep.entries())
        await tx.petImage.update({ where: { id }, data: { position, withMother: isWithMother(input, position) } });
      await tx.petImage.createMany({
        data: prepared.map((p, i) => ({
          id: p.id,
          petId,
          position: keep.length + i,
          key: `pets/${p.id}`,
          width: p.img.width,
          height: p.img.height,
          withMother: isWithMother(input, keep.length + i),
          ...hashColumns(p.img.phash),
        })),
      });
      // After the photos: a match with a listing taken down for fraud holds this one before anyone sees it.
      await checkListing(tx, petId);
    },
  );
  await refreshPetPages([petId], { before });
}
