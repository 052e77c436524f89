import "server-only";
import { AppError } from "@/lib/http/errors";
import { MAX_IMAGES_PER_LISTING, type TProcessedImage } from "@/lib/images/process";
import { writeWithBlobs } from "@/lib/images/store";
import { checkListing } from "@/lib/trust/check-listing";
import { hashColumns } from "@/lib/trust/phash";
import { assertListingLaw } from "@/lib/law/assert-listing-law";
import { assertListingAge } from "./listing-age";
import { assertWithMotherPhotos, isWithMother, writeVaccinations } from "./pet-health-writes";
import { blobsOf, newImageId } from "./pet-photos";
import { petData } from "./pet-writes";
import { refreshPetPages } from "./revalidate";
import { applySellerRules } from "./seller-rules";
import type { TPetInput } from "./schemas";

export async function createPet({ sellerId, input, images }: { sellerId: string; input: TPetInput; images: TProcessedImage[] }) {
  if (images.length > MAX_IMAGES_PER_LISTING) throw new AppError("VALIDATION", { fields: { images: ["tooManyImages"] } });
  assertWithMotherPhotos(input, images.length);
  const prepared = images.map((img) => ({ id: newImageId(), img }));
  const pet = await writeWithBlobs(
    prepared.flatMap((p) => blobsOf(p.id, p.img)),
    async (tx) => {
      const created = await tx.pet.create({ data: { ...petData(input), sellerId }, select: { id: true } });
      await assertListingAge(tx, created.id);
      await assertListingLaw(tx, created.id);
      await writeVaccinations(tx, created.id, input);
      await applySellerRules(tx, created.id);
      await tx.petImage.createMany({
        data: prepared.map((p, position) => ({
          id: p.id,
          petId: created.id,
          position,
          key: `pets/${p.id}`,
          width: p.img.width,
          height: p.img.height,
          withMother: isWithMother(input, position),
          ...hashColumns(p.img.phash),
        })),
      });
      // After the photos: a match with a listing taken down for fraud holds this one before anyone sees it.
      await checkListing(tx, created.id);
      return created;
    },
  );
  await refreshPetPages([pet.id]);
  return pet;
}
