// Typed calls to /server/wishlist for the browser (SPEC §7). The wishlist screen arrives in its own slice.
// Texts (SPEC §8) live in messages/*.json, namespace Wishlist.
import { apiFetch } from "@/lib/http/client";

export const wishlistApi = {
  /** POST /server/wishlist { pet_id }. */
  add: ({ petId }: { petId: string }) => apiFetch("/wishlist", { method: "POST", body: { pet_id: petId } }),
};
