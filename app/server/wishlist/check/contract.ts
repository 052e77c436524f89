import { endpoint } from "@/lib/api/contract";
import { ZPetRef } from "@/lib/cart/schemas";
import { ZWishlistCheckAnswer } from "@/lib/wishlist/responses";

export const POST = endpoint({
  tag: "Wishlist",
  summary: "Whether I saved a pet",
  auth: "required",
  body: ZPetRef,
  responses: [{ status: 200, description: "Whether the pet is saved.", schema: ZWishlistCheckAnswer }],
});
