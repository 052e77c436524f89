import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { ZPetRef } from "@/lib/cart/schemas";
import { okAnswer } from "@/lib/http/answers";

export const POST = endpoint({
  tag: "Wishlist",
  summary: "Whether I saved a pet",
  auth: "required",
  body: ZPetRef,
  responses: [{ status: 200, description: "Whether the pet is saved.", schema: okAnswer({ inWishlist: z.boolean() }) }],
});
