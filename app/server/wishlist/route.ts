// /server/wishlist — POST save a pet, GET the saved pets (a bare array, as the API has always answered), DELETE clear them
import { NextResponse } from "next/server";
import { withRoute } from "@/lib/api/route";
import { addToWishlist, clearWishlist, listWishlist } from "@/lib/wishlist/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await addToWishlist({ userId: auth.user.id, petId: body.pet_id });
  return { message: "Added to wishlist" };
});

export const GET = withRoute(contract.GET, async ({ auth }) => NextResponse.json(await listWishlist({ userId: auth.user.id })));

export const DELETE = withRoute(contract.DELETE, async ({ auth }) => {
  await clearWishlist({ userId: auth.user.id });
  return { message: "Wishlist cleared" };
});
