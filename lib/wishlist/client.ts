// Typed calls to /server/wishlist for the browser. Texts live in messages/*.json, namespace Wishlist.
import { apiCall, apiCallBare } from "@/lib/api-client/call";
import { ApiError } from "@/lib/api-client/fetch";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZPetRef } from "@/lib/cart/schemas";
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { TWishlistItemDto, ZWishlistAnswer, ZWishlistCheckAnswer } from "./responses";

export type { TWishlistItemDto };

export const INVALID_WISHLIST_MESSAGE = "Invalid wishlist data: Expected an array";

/**
 * GET /server/wishlist's bare array, or INVALID_WISHLIST, which the screen words as such (an answer
 * without the envelope cannot say what went wrong). Each item is as the server answers it: the
 * defaults of an empty field are its (lib/wishlist/defaults.ts).
 */
export function guardWishlistItems(answer: unknown): TWishlistItemDto[] {
  if (!Array.isArray(answer)) throw new ApiError({ status: 200, code: "INVALID_WISHLIST", message: INVALID_WISHLIST_MESSAGE });
  return answer;
}

const petRef = (petId: string) => ({ method: "POST" as const, body: { pet_id: petId } });

export const wishlistApi = {
  /** GET /server/wishlist → the saved pets, newest first. */
  list: async (signal?: AbortSignal) => guardWishlistItems(await apiCallBare<typeof ZWishlistAnswer>("/wishlist", { signal })),
  /** POST /server/wishlist { pet_id }. */
  add: ({ petId }: { petId: string }) => apiCall<typeof ZMessageAnswer, typeof ZPetRef>("/wishlist", petRef(petId)),
  /** POST /server/wishlist/remove { pet_id }. */
  remove: ({ petId }: { petId: string }) => apiCall<typeof ZMessageAnswer, typeof ZPetRef>("/wishlist/remove", petRef(petId)),
  /** DELETE /server/wishlist. */
  clear: () => apiCall<typeof ZMessageAnswer>("/wishlist", { method: "DELETE" }),
  /** POST /server/wishlist/check { pet_id } → whether the pet is saved. */
  check: async ({ petId }: { petId: string }, signal?: AbortSignal) =>
    (await apiCall<typeof ZWishlistCheckAnswer, typeof ZPetRef>("/wishlist/check", { ...petRef(petId), signal })).inWishlist,
};
