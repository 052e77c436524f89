import { endpoint } from "@/lib/api/contract";
import { ZPetRef } from "@/lib/cart/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZWishlistAnswer } from "@/lib/wishlist/responses";

export const POST = endpoint({
  tag: "Wishlist",
  summary: "Save a pet",
  description: "Saving a pet twice is not an error.",
  auth: "required",
  unauthorized: "WISHLIST_ADD_LOGIN_REQUIRED",
  body: ZPetRef,
  errors: ["PET_NOT_FOUND"],
  responses: [{ status: 200, description: "Saved.", schema: ZMessageAnswer }],
});

export const GET = endpoint({
  tag: "Wishlist",
  summary: "My saved pets",
  description: "A bare JSON array, newest first (the one answer without the success envelope, as this endpoint has always answered).",
  auth: "required",
  unauthorized: "WISHLIST_LOGIN_REQUIRED",
  responses: [{ status: 200, description: "The saved pets.", schema: ZWishlistAnswer }],
});

export const DELETE = endpoint({
  tag: "Wishlist",
  summary: "Clear my wishlist",
  auth: "required",
  unauthorized: "WISHLIST_LOGIN_REQUIRED",
  responses: [{ status: 200, description: "The wishlist is empty.", schema: ZMessageAnswer }],
});
