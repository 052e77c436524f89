// POST /server/wishlist/check — whether a pet is saved: { success, inWishlist }
import { ZPetRef } from "@/lib/cart/schemas";
import { withRoute } from "@/lib/api/route";
import { isInWishlist } from "@/lib/wishlist/service";

export const POST = withRoute({
  auth: "required",
  body: ZPetRef,
  handler: async ({ auth, body }) => ({ inWishlist: await isInWishlist({ userId: auth.user.id, petId: body.pet_id }) }),
});
