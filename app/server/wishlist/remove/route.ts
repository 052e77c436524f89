// POST /server/wishlist/remove — un-save a pet
import { withRoute } from "@/lib/api/route";
import { removeFromWishlist } from "@/lib/wishlist/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await removeFromWishlist({ userId: auth.user.id, petId: body.pet_id });
  return { message: "Removed from wishlist" };
});
