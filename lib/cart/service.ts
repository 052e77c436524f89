import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { imageUrl } from "@/lib/images/process";
import { buyerStatus } from "@/lib/pets/constants";
import type { TCartItemDto } from "./responses";

export type { TCartItemDto };

/** A pet that may go into a cart: it exists, is active, and is not the user's own. */
export async function assertBuyable({ petId, userId, action }: { petId: string; userId: string; action: "cart" | "order" }) {
  const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { sellerId: true, status: true } });
  if (!pet) throw new AppError("PET_NOT_FOUND");
  if (pet.sellerId === userId) throw new AppError(action === "cart" ? "OWN_PET_CART" : "OWN_PET_ORDER");
  if (pet.status !== "active") throw new AppError("PET_NOT_AVAILABLE");
}

export async function addToCart({ userId, petId, quantity }: { userId: string; petId: string; quantity: number }) {
  await assertBuyable({ petId, userId, action: "cart" });
  // Adding a pet that is already there raises its quantity (bounded), as a shop's cart does.
  await getDb().$executeRaw`
    INSERT INTO cart_items (id, "userId", "petId", quantity, "createdAt", "updatedAt")
    VALUES (${`c${randomUUID().replaceAll("-", "")}`}, ${userId}, ${petId}, ${quantity}, now(), now())
    ON CONFLICT ("userId", "petId") DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, 10), "updatedAt" = now()`;
}

export async function listCart({ userId }: { userId: string }): Promise<TCartItemDto[]> {
  const rows = await getDb().cartItem.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    take: 100,
    select: {
      id: true,
      quantity: true,
      pet: {
        select: {
          id: true,
          name: true,
          breed: true,
          age: true,
          price: true,
          status: true,
          images: { orderBy: { position: "asc" }, take: 1, select: { id: true } },
        },
      },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    pet_id: r.pet.id,
    name: r.pet.name,
    breed: r.pet.breed,
    age: r.pet.age,
    price: r.pet.price,
    image: r.pet.images[0] ? imageUrl(r.pet.images[0].id, "sm") : null,
    quantity: r.quantity,
    status: buyerStatus(r.pet.status),
  }));
}

/** Sets a line's quantity; below 1 removes it. Only the user's own line can change. */
export async function updateCart({ userId, petId, quantity }: { userId: string; petId: string; quantity: number }) {
  const db = getDb();
  if (quantity < 1) return removeFromCart({ userId, petId });
  const updated = await db.cartItem.updateMany({ where: { userId, petId }, data: { quantity } });
  if (updated.count === 0) throw new AppError("NOT_IN_CART");
}

export async function removeFromCart({ userId, petId }: { userId: string; petId: string }) {
  const deleted = await getDb().cartItem.deleteMany({ where: { userId, petId } });
  if (deleted.count === 0) throw new AppError("NOT_IN_CART");
}

export async function clearCart({ userId }: { userId: string }) {
  await getDb().cartItem.deleteMany({ where: { userId } });
}
