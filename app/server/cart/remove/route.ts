// POST /server/cart/remove — take a pet out of the cart
import { removeFromCart } from "@/lib/cart/service";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await removeFromCart({ userId: auth.user.id, petId: body.pet_id });
  return { message: "Pet removed from cart" };
});
