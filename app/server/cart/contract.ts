import { endpoint } from "@/lib/api/contract";
import { ZCartAnswer } from "@/lib/cart/responses";
import { ZCartAdd, ZCartUpdate } from "@/lib/cart/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Cart",
  summary: "Add a pet to my cart",
  description:
    "Adding a pet that is already there raises its quantity. A listing is one pet unless it offers more of a litter (`available` on GET /server/pets/{id}): a quantity beyond what it has left is refused.",
  auth: "required",
  unauthorized: "CART_LOGIN_REQUIRED",
  body: ZCartAdd,
  errors: ["PET_NOT_FOUND", "OWN_PET_CART", "PET_NOT_AVAILABLE", "REHOMING_APPLY_INSTEAD", "QUANTITY_OVER_AVAILABLE"],
  responses: [{ status: 200, description: "Added.", schema: ZMessageAnswer }],
});

export const GET = endpoint({
  tag: "Cart",
  summary: "My cart",
  auth: "required",
  responses: [{ status: 200, description: "The cart's lines, oldest first.", schema: ZCartAnswer }],
});

export const PUT = endpoint({
  tag: "Cart",
  summary: "Set a line's quantity",
  description:
    "A quantity below 1 removes the line. Raising it beyond what the listing has left is refused; lowering it is always allowed.",
  auth: "required",
  body: ZCartUpdate,
  errors: ["NOT_IN_CART", "QUANTITY_OVER_AVAILABLE"],
  responses: [{ status: 200, description: "Saved.", schema: ZMessageAnswer }],
});

export const DELETE = endpoint({
  tag: "Cart",
  summary: "Empty my cart",
  auth: "required",
  responses: [{ status: 200, description: "The cart is empty.", schema: ZMessageAnswer }],
});
