// Typed calls to /server/cart (and the checkout that turns the cart into orders) for the browser.
// Texts live in messages/*.json, namespace Cart.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";

/** A cart item, as GET /server/cart answers it. `status` is the pet's listing status; `available`, how many it has left. */
export type TCartItem = {
  id: string;
  pet_id: string;
  name: string;
  breed: string;
  age: string;
  price: number;
  image: string | null;
  quantity: number;
  status: string;
  available: number;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** One line of the answer, or null when it is not a cart item. Quantity defaults to 1, and so does what is left: a listing is one pet. */
function toCartItem(v: unknown): TCartItem | null {
  if (!isObject(v) || typeof v.pet_id !== "string" || typeof v.name !== "string") return null;
  const price = Number(v.price);
  const quantity = Number(v.quantity);
  const available = Number(v.available);
  return {
    id: typeof v.id === "string" ? v.id : v.pet_id,
    pet_id: v.pet_id,
    name: v.name,
    breed: typeof v.breed === "string" ? v.breed : "",
    age: typeof v.age === "string" ? v.age : "",
    price: Number.isFinite(price) ? price : 0,
    image: typeof v.image === "string" && v.image ? v.image : null,
    quantity: Number.isInteger(quantity) && quantity >= 1 ? quantity : 1,
    status: typeof v.status === "string" ? v.status : "active",
    available: Number.isInteger(available) && available >= 0 ? available : 1,
  };
}

/** A line counts towards the total (and can be checked out) only while its pet is still listed. */
export const isCartItemAvailable = (item: TCartItem) => item.status === "active";
/** A line asking for more than its listing has left (a sale took some meanwhile): checkout waits until it is lowered. */
export const isCartItemOverAvailable = (item: TCartItem) => isCartItemAvailable(item) && item.quantity > item.available;

/** Σ price × quantity over the lines that are still available (no fees). */
export const cartTotal = (items: TCartItem[]) => items.reduce((sum, i) => (isCartItemAvailable(i) ? sum + i.price * i.quantity : sum), 0);

export const cartApi = {
  /** GET /server/cart → the lines; anything but an array of items is 'Invalid cart data'. */
  list: async (signal?: AbortSignal): Promise<TCartItem[]> => {
    const body = await apiFetch<{ cart?: unknown }>("/cart", { signal });
    if (!Array.isArray(body.cart)) throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return body.cart.flatMap((v) => {
      const item = toCartItem(v);
      return item ? [item] : [];
    });
  },
  /** POST /server/cart { pet_id, quantity } — quantity defaults to 1. */
  add: ({ petId, quantity = 1 }: { petId: string; quantity?: number }) =>
    apiFetch("/cart", { method: "POST", body: { pet_id: petId, quantity } }),
  /** PUT /server/cart { pet_id, quantity } — below 1 removes the line. */
  update: ({ petId, quantity }: { petId: string; quantity: number }) =>
    apiFetch("/cart", { method: "PUT", body: { pet_id: petId, quantity } }),
  /** POST /server/cart/remove { pet_id }. */
  remove: ({ petId }: { petId: string }) => apiFetch("/cart/remove", { method: "POST", body: { pet_id: petId } }),
  /** DELETE /server/cart. */
  clear: () => apiFetch("/cart", { method: "DELETE" }),
  /** POST /server/orders/checkout → one order per cart line (ids) and their total. Lives here so the cart screen owns its one call into orders. */
  checkout: async (): Promise<{ message?: string; orders: string[]; total: number | null }> => {
    const body = await apiFetch<{ orders?: unknown; total?: unknown }>("/orders/checkout", { method: "POST" });
    const orders = Array.isArray(body.orders) ? body.orders.filter((o): o is string => typeof o === "string") : [];
    return { message: body.message, orders, total: typeof body.total === "number" ? body.total : null };
  },
};
