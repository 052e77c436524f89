// Typed calls to /server/wishlist for the browser. Texts live in messages/*.json, namespace Wishlist.
import { ApiError, apiFetch, apiRequest } from "@/lib/api-client/fetch";

/** A wishlist item, as the browser reads it. */
export type TWishlistItem = {
  id: string;
  pet_id: string;
  name: string;
  breed: string;
  age: string;
  price: number;
  image: string | null;
  location: string;
  added_at: string;
  status: string;
};

/** The API's defaults for missing values (the server applies them too; kept here so a partial answer still renders). */
export const WISHLIST_DEFAULTS = {
  name: "Unknown Pet",
  breed: "Unknown Breed",
  age: "Unknown Age",
  location: "Unknown Location",
  price: 0,
} as const;
export const INVALID_WISHLIST_MESSAGE = "Invalid wishlist data: Expected an array";

const text = (v: unknown, fallback: string) => (typeof v === "string" && v.trim() ? v : fallback);

/** One raw entry → a wishlist item with the API's defaults; entries without a pet id are dropped. */
export function toWishlistItem(raw: unknown): TWishlistItem | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const petId = typeof r.pet_id === "string" ? r.pet_id : null;
  if (!petId) return null;
  const price = typeof r.price === "number" && Number.isFinite(r.price) ? r.price : Number(r.price);
  return {
    id: typeof r.id === "string" ? r.id : petId,
    pet_id: petId,
    name: text(r.name, WISHLIST_DEFAULTS.name),
    breed: text(r.breed, WISHLIST_DEFAULTS.breed),
    age: text(r.age, WISHLIST_DEFAULTS.age),
    price: Number.isFinite(price) ? price : WISHLIST_DEFAULTS.price,
    image: typeof r.image === "string" && r.image ? r.image : null,
    location: text(r.location, WISHLIST_DEFAULTS.location),
    added_at: typeof r.added_at === "string" ? r.added_at : "",
    status: typeof r.status === "string" ? r.status : "active",
  };
}

/** GET /server/wishlist answers a bare array, so it cannot go through apiFetch's `success` check. */
async function fetchWishlist(signal?: AbortSignal): Promise<TWishlistItem[]> {
  const { res, json } = await apiRequest("/wishlist", { signal });
  if (!res.ok) {
    const body = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
    throw new ApiError({
      status: res.status,
      code: typeof body.code === "string" ? body.code : String(res.status),
      message: typeof body.message === "string" ? body.message : "",
    });
  }
  if (!Array.isArray(json)) throw new ApiError({ status: res.status, code: "INVALID_WISHLIST", message: INVALID_WISHLIST_MESSAGE });
  return json.map(toWishlistItem).filter((i): i is TWishlistItem => i !== null);
}

export const wishlistApi = {
  /** GET /server/wishlist → the saved pets, newest first. */
  list: fetchWishlist,
  /** POST /server/wishlist { pet_id }. */
  add: ({ petId }: { petId: string }) => apiFetch("/wishlist", { method: "POST", body: { pet_id: petId } }),
  /** POST /server/wishlist/remove { pet_id }. */
  remove: ({ petId }: { petId: string }) => apiFetch("/wishlist/remove", { method: "POST", body: { pet_id: petId } }),
  /** DELETE /server/wishlist. */
  clear: () => apiFetch("/wishlist", { method: "DELETE" }),
  /** POST /server/wishlist/check { pet_id } → whether the pet is saved. */
  check: async ({ petId }: { petId: string }, signal?: AbortSignal) => {
    const body = await apiFetch<{ inWishlist?: unknown }>("/wishlist/check", { method: "POST", body: { pet_id: petId }, signal });
    return body.inWishlist === true || body.inWishlist === "true";
  },
};
