// Typed calls to /server/cart for the browser (SPEC §7). The cart screens arrive in their own slice.
// Texts (SPEC §8) live in messages/*.json, namespace Cart.
import { apiFetch } from "@/lib/http/client";

export const cartApi = {
  /** POST /server/cart { pet_id, quantity } — quantity defaults to 1 (SPEC §9). */
  add: ({ petId, quantity = 1 }: { petId: string; quantity?: number }) => apiFetch("/cart", { method: "POST", body: { pet_id: petId, quantity } }),
};
