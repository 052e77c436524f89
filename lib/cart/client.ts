// Typed calls to /server/cart (and the checkout that turns the cart into orders) for the browser.
// Texts live in messages/*.json, namespace Cart.
import { apiCall } from "@/lib/api-client/call";
import { ApiError } from "@/lib/api-client/fetch";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { TCartItemDto, ZCartAnswer, ZCheckoutAnswer } from "./responses";
import type { ZCartAdd, ZCartUpdate, ZPetRef } from "./schemas";

export type { TCartItemDto };

/** A line counts towards the total (and can be checked out) only while its pet is still listed. */
export const isCartItemAvailable = (item: TCartItemDto) => item.status === "active";
/** A line asking for more than its listing has left (a sale took some meanwhile): checkout waits until it is lowered. */
export const isCartItemOverAvailable = (item: TCartItemDto) => isCartItemAvailable(item) && item.quantity > item.available;

/** Σ price × quantity over the lines that are still available (no fees). */
export const cartTotal = (items: TCartItemDto[]) =>
  items.reduce((sum, i) => (isCartItemAvailable(i) ? sum + i.price * i.quantity : sum), 0);

export const INVALID_CART_MESSAGE = "Invalid cart data";

/** The cart's lines, or 'Invalid cart data' when the answer holds no list (the screen then offers a retry). */
export function guardCartItems(answer: { cart?: unknown }): TCartItemDto[] {
  if (!Array.isArray(answer.cart)) throw new ApiError({ status: 200, code: "INVALID_CART", message: INVALID_CART_MESSAGE });
  return answer.cart as TCartItemDto[];
}

export const cartApi = {
  /** GET /server/cart → the lines, oldest first. */
  list: async (signal?: AbortSignal) => guardCartItems(await apiCall<typeof ZCartAnswer>("/cart", { signal })),
  /** POST /server/cart { pet_id, quantity } — quantity defaults to 1. */
  add: ({ petId, quantity = 1 }: { petId: string; quantity?: number }) =>
    apiCall<typeof ZMessageAnswer, typeof ZCartAdd>("/cart", { method: "POST", body: { pet_id: petId, quantity } }),
  /** PUT /server/cart { pet_id, quantity } — below 1 removes the line. */
  update: ({ petId, quantity }: { petId: string; quantity: number }) =>
    apiCall<typeof ZMessageAnswer, typeof ZCartUpdate>("/cart", { method: "PUT", body: { pet_id: petId, quantity } }),
  /** POST /server/cart/remove { pet_id }. */
  remove: ({ petId }: { petId: string }) =>
    apiCall<typeof ZMessageAnswer, typeof ZPetRef>("/cart/remove", { method: "POST", body: { pet_id: petId } }),
  /** DELETE /server/cart. */
  clear: () => apiCall<typeof ZMessageAnswer>("/cart", { method: "DELETE" }),
  /** POST /server/orders/checkout → one order per cart line (ids) and their total. Lives here so the cart screen owns its one call into orders. */
  checkout: () => apiCall<typeof ZCheckoutAnswer>("/orders/checkout", { method: "POST" }),
};
