import "server-only";
import { AppError } from "@/lib/http/errors";
import { MAX_IMAGES_PER_LISTING, type TProcessedImage } from "@/lib/images/process";
import { writeWithBlobs } from "@/lib/images/store";
import { assertListingAge } from "./listing-age";
import { blobsOf, newImageId } from "./pet-photos";
import { petData } from "./pet-writes";
import { refreshPetPages } from "./revalidate";
import type { TPetInput } from "./schemas";

export async function createPet({ sellerId, input, images }: { sellerId: string; input: TPetInput; images: TProcessedImage[] }) {
  if (images.length > MAX_IMAGES_PER_LISTING) throw new AppError("VALIDATION", { fields: { images: ["tooManyImages"] } });
  const prepared = images.map((img) => ({ id: newImageId(), img }));
  const pet = await writeWithBlobs(
    prepared.flatMap((p) => blobsOf(p.id, p.img)),
    async (tx) => {
      const created = await tx.pet.create({ data: { ...petData(input), sellerId }, select: { id: true } });
      await assertListingAge(tx, created.id);
      await tx.petImage.createMany({
        data: prepared.map((p, position) => ({
          id: p.id,
          petId: created.id,
          position,
          key: `pets/${p.id}`,
          width: p.img.width,
          height: p.img.height,
        })),
      });
      return created;
    },
  );
  await refreshPetPages([pet.id]);
  return pet;
}
