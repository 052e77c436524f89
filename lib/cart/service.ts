import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { imageUrl } from "@/lib/images/process";
import { buyerStatus } from "@/lib/pets/constants";
import type { TCartItemDto } from "./responses";

export type { TCartItemDto };

/** A pet that may go into a cart: it exists, is active, is for sale (not being rehomed), and is not the user's own. */
export async function assertBuyable({ petId, userId, action }: { petId: string; userId: string; action: "cart" | "order" }) {
  const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { sellerId: true, status: true, mode: true } });
  if (!pet) throw new AppError("PET_NOT_FOUND");
  if (pet.sellerId === userId) throw new AppError(action === "cart" ? "OWN_PET_CART" : "OWN_PET_ORDER");
  if (pet.status !== "active") throw new AppError("PET_NOT_AVAILABLE");
  // A rehoming goes to the applicant its owner chooses (lib/applications), never to a cart or an order.
  if (pet.mode === "rehoming") throw new AppError("REHOMING_APPLY_INSTEAD");
}

/**
 * Adding a pet that is already there raises its quantity, as a shop's cart does, up to what the listing
 * has left (one pet, unless it offers more of a litter): beyond it, nothing changes and the answer says
 * how many there are. The bound is in the statement, so two adds at once cannot pass it together.
 */
export async function addToCart({ userId, petId, quantity }: { userId: string; petId: string; quantity: number }) {
  await assertBuyable({ petId, userId, action: "cart" });
  const written = await getDb().$executeRaw`
    INSERT INTO cart_items (id, "userId", "petId", quantity, "createdAt", "updatedAt")
    SELECT ${`c${randomUUID().replaceAll("-", "")}`}, ${userId}, ${petId}, ${quantity}::int, now(), now()
    FROM pets p WHERE p.id = ${petId} AND ${quantity}::int <= p.available
    ON CONFLICT ("userId", "petId") DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, "updatedAt" = now()
    WHERE cart_items.quantity + EXCLUDED.quantity <= (SELECT available FROM pets WHERE id = ${petId})`;
  if (written === 0) throw await overAvailable(petId);
}

/** QUANTITY_OVER_AVAILABLE with what the listing has left now. */
async function overAvailable(petId: string) {
  const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { available: true } });
  return new AppError("QUANTITY_OVER_AVAILABLE", { params: { available: pet?.available ?? 0 } });
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
          available: true,
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
    available: r.pet.available,
  }));
}

/**
 * Sets a line's quantity; below 1 removes it. Only the user's own line can change. It may rise up to what
 * the listing has left, and may always go down (a line above it, left by a sale meanwhile, is lowered
 * step by step).
 */
export async function updateCart({ userId, petId, quantity }: { userId: string; petId: string; quantity: number }) {
  const db = getDb();
  if (quantity < 1) return removeFromCart({ userId, petId });
  const updated = await db.$executeRaw`
    UPDATE cart_items c SET quantity = ${quantity}::int, "updatedAt" = now()
    FROM pets p
    WHERE c."userId" = ${userId} AND c."petId" = ${petId} AND p.id = c."petId" AND (${quantity}::int <= c.quantity OR ${quantity}::int <= p.available)`;
  if (updated === 1) return;
  if ((await db.cartItem.count({ where: { userId, petId } })) === 0) throw new AppError("NOT_IN_CART");
  throw await overAvailable(petId);
}

export async function removeFromCart({ userId, petId }: { userId: string; petId: string }) {
  const deleted = await getDb().cartItem.deleteMany({ where: { userId, petId } });
  if (deleted.count === 0) throw new AppError("NOT_IN_CART");
}

export async function clearCart({ userId }: { userId: string }) {
  await getDb().cartItem.deleteMany({ where: { userId } });
}
