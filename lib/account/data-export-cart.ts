import "server-only";
import { BATCH, list, nameOnly, oldestFirst, type TFileContents } from "./data-export-rows";

// The person's cart and wishlist in the data export: cart.json and wishlist.json.

const listedPetSelect = { name: true, breed: true, price: true, status: true, seller: nameOnly } as const;

export const cartContents = {
  cart: ({ db, userId }) =>
    list(
      (where) =>
        db.cartItem.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, quantity: true, createdAt: true, pet: { select: listedPetSelect } },
        }),
      (c) => ({
        pet: c.pet.name,
        breed: c.pet.breed,
        priceRupees: c.pet.price,
        listingStatus: c.pet.status,
        seller: c.pet.seller.name,
        quantity: c.quantity,
        addedAt: c.createdAt,
      }),
    ),

  wishlist: ({ db, userId }) =>
    list(
      (where) =>
        db.wishlistItem.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, createdAt: true, pet: { select: listedPetSelect } },
        }),
      (w) => ({
        pet: w.pet.name,
        breed: w.pet.breed,
        priceRupees: w.pet.price,
        listingStatus: w.pet.status,
        seller: w.pet.seller.name,
        addedAt: w.createdAt,
      }),
    ),
} satisfies TFileContents;
