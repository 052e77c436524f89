// POST /server/wishlist/remove — un-save a pet
import { ZPetRef } from "@/lib/cart/schemas";
import { withRoute } from "@/lib/api/route";
import { removeFromWishlist } from "@/lib/wishlist/service";

export const POST = withRoute({
  auth: "required",
  unauthorized: "WISHLIST_LOGIN_REQUIRED",
  body: ZPetRef,
  handler: async ({ auth, body }) => {
    await removeFromWishlist({ userId: auth.user.id, petId: body.pet_id });
    return { message: "Removed from wishlist" };
  },
});
