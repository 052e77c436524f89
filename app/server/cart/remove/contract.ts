import { endpoint } from "@/lib/api/contract";
import { ZPetRef } from "@/lib/cart/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Cart",
  summary: "Take a pet out of my cart",
  auth: "required",
  body: ZPetRef,
  errors: ["NOT_IN_CART"],
  responses: [{ status: 200, description: "Removed.", schema: ZMessageAnswer }],
});
