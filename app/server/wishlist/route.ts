// /server/wishlist — POST save a pet, GET the saved pets (a bare array, as the API has always answered), DELETE clear them
import { NextResponse } from "next/server";
import { ZPetRef } from "@/lib/cart/schemas";
import { withRoute } from "@/lib/api/route";
import { addToWishlist, clearWishlist, listWishlist } from "@/lib/wishlist/service";

export const POST = withRoute({
  auth: "required",
  unauthorized: "WISHLIST_ADD_LOGIN_REQUIRED",
  body: ZPetRef,
  handler: async ({ auth, body }) => {
    await addToWishlist({ userId: auth.user.id, petId: body.pet_id });
    return { message: "Added to wishlist" };
  },
});

export const GET = withRoute({
  auth: "required",
  unauthorized: "WISHLIST_LOGIN_REQUIRED",
  handler: async ({ auth }) => NextResponse.json(await listWishlist({ userId: auth.user.id })),
});

export const DELETE = withRoute({
  auth: "required",
  unauthorized: "WISHLIST_LOGIN_REQUIRED",
  handler: async ({ auth }) => {
    await clearWishlist({ userId: auth.user.id });
    return { message: "Wishlist cleared" };
  },
});
