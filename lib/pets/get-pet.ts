import "server-only";
import { getDb } from "@/lib/db";
import { isId } from "@/lib/http/input";
import { imageUrl } from "@/lib/images/process";
import { priceWarningOf } from "@/lib/trust/low-price";
import { healthDto } from "./pet-health-dto";
import { toDto, type TStatus } from "./pet-row";
import { sellerDisclosureSelect, sellerRatingOf, toSellerDisclosure } from "./seller-disclosure";
import { registeredMarkOf } from "./seller-rules";
import type { TPetDetailDto } from "./responses";

/** Listings nobody but their seller (and the moderators) may see: set aside by the seller, or hidden by moderation. */
const isPrivateStatus = (status: TStatus) => status === "inactive" || status === "hidden";

/**
 * One listing as `viewerId` may see it: an `inactive` or `hidden` listing is its seller's alone (and the
 * moderators'), so to anyone else (signed out included) it does not exist — the same null as an unknown
 * id, no hint either way.
 */
export async function getPet({
  id,
  viewerId,
  isModeratorViewing = false,
}: {
  id: string;
  viewerId: string | null;
  isModeratorViewing?: boolean;
}): Promise<TPetDetailDto | null> {
  if (!isId(id)) return null;
  const db = getDb();
  const pet = await db.pet.findUnique({
    where: { id },
    include: {
      seller: { select: { id: true, name: true, createdAt: true, ...sellerDisclosureSelect } },
      images: { orderBy: { position: "asc" }, select: { id: true, width: true, height: true, withMother: true } },
      vaccinations: { orderBy: { position: "asc" }, select: { vaccine: true, givenOn: true } },
      _count: { select: { wishlistItems: true } },
    },
  });
  if (!pet || (isPrivateStatus(pet.status) && pet.sellerId !== viewerId && !isModeratorViewing)) return null;
  const base = toDto({ ...pet, likes: pet._count.wishlistItems, registered: await registeredMarkOf(pet) }, pet.images);
  return {
    ...base,
    imageList: pet.images.map((i) => ({
      id: i.id,
      url: imageUrl(i.id, "lg"),
      thumbnail: imageUrl(i.id, "sm"),
      width: i.width,
      height: i.height,
      withMother: i.withMother,
    })),
    seller: {
      id: pet.seller.id,
      name: pet.seller.name,
      memberSince: pet.seller.createdAt.toISOString(),
      isEmailVerified: pet.seller.isEmailVerified,
      ...toSellerDisclosure(pet.seller, await sellerRatingOf(db, pet.sellerId)),
    },
    sellerId: pet.sellerId,
    dateOfBirth: pet.dateOfBirth ? pet.dateOfBirth.toISOString().slice(0, 10) : null,
    vaccinated: pet.vaccinated,
    dewormed: pet.dewormed,
    sterilised: pet.sterilised,
    microchipNumber: pet.microchipNumber,
    sellerType: pet.sellerType,
    registrationNumber: pet.registrationNumber,
    ...healthDto(pet),
    rehoming_questions: pet.mode === "rehoming" ? pet.rehomingQuestions : [],
    rehoming_wishes: pet.mode === "rehoming" ? pet.rehomingWishes : null,
    available: pet.available,
    updatedAt: pet.updatedAt.toISOString(),
    priceWarning: await priceWarningOf(pet),
  };
}
