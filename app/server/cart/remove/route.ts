// POST /server/cart/remove — take a pet out of the cart
import { ZPetRef } from "@/lib/cart/schemas";
import { removeFromCart } from "@/lib/cart/service";
import { withRoute } from "@/lib/api/route";

export const POST = withRoute({
  auth: "required",
  body: ZPetRef,
  handler: async ({ auth, body }) => {
    await removeFromCart({ userId: auth.user.id, petId: body.pet_id });
    return { message: "Pet removed from cart" };
  },
});
