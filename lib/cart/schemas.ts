import * as z from "zod";
import "@/lib/zod";
import { MAX_AVAILABLE } from "@/lib/pets/constants";

/** The most of one listing a cart line holds: as many as a listing may offer. What a listing has left bounds it too (lib/cart/service.ts). */
export const MAX_QUANTITY = MAX_AVAILABLE;
const petId = z.string("pet_id is required").trim().min(1, "pet_id is required").max(40, "Unknown pet");

export const ZCartAdd = z.object({
  pet_id: petId,
  quantity: z
    .number("Quantity must be a whole number")
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`)
    .default(1),
});
// Below 1 removes the line, so any whole number is accepted here.
export const ZCartUpdate = z.object({
  pet_id: petId,
  quantity: z
    .number("Quantity must be a whole number")
    .int("Quantity must be a whole number")
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
});
export const ZPetRef = z.object({ pet_id: petId });
