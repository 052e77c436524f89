import { endpoint } from "@/lib/api/contract";
import { ZPetRef } from "@/lib/cart/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Wishlist",
  summary: "Un-save a pet",
  auth: "required",
  unauthorized: "WISHLIST_LOGIN_REQUIRED",
  body: ZPetRef,
  errors: ["NOT_IN_WISHLIST"],
  responses: [{ status: 200, description: "Removed.", schema: ZMessageAnswer }],
});
