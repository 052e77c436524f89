import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { imageUrl } from "@/lib/images/process";
import { buyerStatus } from "@/lib/pets/constants";
import { WISHLIST_DEFAULTS } from "./defaults";
import type { TWishlistItemDto } from "./responses";

export type { TWishlistItemDto };

export async function addToWishlist({ userId, petId }: { userId: string; petId: string }) {
  const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { sellerId: true, status: true } });
  // A listing the moderators hid does not exist for anyone but its seller.
  if (!pet || (pet.status === "hidden" && pet.sellerId !== userId)) throw new AppError("PET_NOT_FOUND");
  // Saving twice is not an error: the heart stays on.
  await getDb().wishlistItem.upsert({ where: { userId_petId: { userId, petId } }, create: { userId, petId }, update: {} });
}

export async function listWishlist({ userId }: { userId: string }): Promise<TWishlistItemDto[]> {
  const rows = await getDb().wishlistItem.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      createdAt: true,
      pet: {
        select: {
          id: true,
          name: true,
          breed: true,
          age: true,
          price: true,
          location: true,
          status: true,
          images: { orderBy: { position: "asc" }, take: 1, select: { id: true } },
        },
      },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    pet_id: r.pet.id,
    name: r.pet.name || WISHLIST_DEFAULTS.name,
    breed: r.pet.breed || WISHLIST_DEFAULTS.breed,
    age: r.pet.age || WISHLIST_DEFAULTS.age,
    price: r.pet.price,
    location: r.pet.location || WISHLIST_DEFAULTS.location,
    image: r.pet.images[0] ? imageUrl(r.pet.images[0].id, "sm") : null,
    added_at: r.createdAt.toISOString(),
    status: buyerStatus(r.pet.status),
  }));
}

export async function removeFromWishlist({ userId, petId }: { userId: string; petId: string }) {
  const deleted = await getDb().wishlistItem.deleteMany({ where: { userId, petId } });
  if (deleted.count === 0) throw new AppError("NOT_IN_WISHLIST");
}

export async function clearWishlist({ userId }: { userId: string }) {
  await getDb().wishlistItem.deleteMany({ where: { userId } });
}

export async function isInWishlist({ userId, petId }: { userId: string; petId: string }) {
  return (await getDb().wishlistItem.count({ where: { userId, petId } })) > 0;
}
