// POST /server/wishlist/check — whether a pet is saved: { success, inWishlist }
import { withRoute } from "@/lib/api/route";
import { isInWishlist } from "@/lib/wishlist/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => ({
  inWishlist: await isInWishlist({ userId: auth.user.id, petId: body.pet_id }),
}));
