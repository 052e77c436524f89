// Typed calls to /server/orders for the browser. Texts live in messages/*.json, namespace Orders.
import { ApiError, apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time, so the server-only services never reach the browser.
import type { TOrderDto } from "./service";

export type TOrder = TOrderDto;
export type TOrderStatus = TOrderDto["status"];
export type TPaymentStatus = TOrderDto["payment_status"];

export const ORDER_STATUSES = ["pending", "accepted", "rejected", "cancelled"] as const satisfies readonly TOrderStatus[];
export const INVALID_ORDERS_MESSAGE = "Invalid orders data received";

const ref = (orderId: string) => ({ method: "POST" as const, body: { order_id: orderId } });

export const ordersApi = {
  /** GET /server/orders → my orders as buyer and as seller ('Invalid orders data received' without a list). */
  list: async (signal?: AbortSignal): Promise<TOrder[]> => {
    const body = await apiFetch<{ orders?: unknown }>("/orders", { signal });
    if (!Array.isArray(body.orders)) throw new ApiError({ status: 200, code: "INVALID_ORDERS", message: INVALID_ORDERS_MESSAGE });
    return body.orders as TOrder[];
  },
  /** POST /server/orders/accept — the seller; the pet becomes sold and its other pending orders are rejected. */
  accept: (orderId: string) => apiFetch("/orders/accept", ref(orderId)),
  /** POST /server/orders/reject — the seller; refunded when paid. */
  reject: (orderId: string) => apiFetch("/orders/reject", ref(orderId)),
  /** POST /server/orders/cancel — the buyer, while pending; refunded when paid. */
  cancel: (orderId: string) => apiFetch("/orders/cancel", ref(orderId)),
};
