// /server/cart — POST add a pet, GET the cart, PUT set a quantity (below 1 removes), DELETE clear it
import { addToCart, clearCart, listCart, updateCart } from "@/lib/cart/service";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await addToCart({ userId: auth.user.id, petId: body.pet_id, quantity: body.quantity });
  return { message: "Pet added to cart" };
});

export const GET = withRoute(contract.GET, async ({ auth }) => ({ cart: await listCart({ userId: auth.user.id }) }));

export const PUT = withRoute(contract.PUT, async ({ auth, body }) => {
  await updateCart({ userId: auth.user.id, petId: body.pet_id, quantity: body.quantity });
  return { message: body.quantity < 1 ? "Pet removed from cart" : "Cart updated" };
});

export const DELETE = withRoute(contract.DELETE, async ({ auth }) => {
  await clearCart({ userId: auth.user.id });
  return { message: "Cart cleared" };
});
