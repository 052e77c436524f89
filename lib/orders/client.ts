// Typed calls to /server/orders for the browser. Texts live in messages/*.json, namespaces Orders and OrderPage.
import { apiCall, apiUpload } from "@/lib/api-client/call";
import { ApiError, type TUploadProgress } from "@/lib/api-client/fetch";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { TOrderDetailDto, TOrderDto, ZDisputeOpenedAnswer, ZOrderDetailAnswer, ZOrdersAnswer } from "./responses";
import type { DISPUTE_REASONS, ZHandoverSchema, ZOrderRefSchema } from "./schemas";

export type { TOrderDetailDto, TOrderDto };
export type TOrder = TOrderDto;
export type TOrderStatus = TOrderDto["status"];
export type TPaymentStatus = TOrderDto["payment_status"];
export type TProtectionState = TOrderDto["protection"];
export type TOrderDetail = TOrderDetailDto;
export type TOrderDispute = NonNullable<TOrderDetailDto["dispute"]>;
export type TTimelineStepName = TOrderDetailDto["timeline"][number]["step"];
export type TDisputeReason = (typeof DISPUTE_REASONS)[number];

export const ORDER_STATUSES = ["pending", "accepted", "rejected", "cancelled", "expired"] as const satisfies readonly TOrderStatus[];
export const INVALID_ORDERS_MESSAGE = "Invalid orders data received";

const ref = (orderId: string) => ({ method: "POST" as const, body: { order_id: orderId } });

/**
 * GET /server/orders's list, or INVALID_ORDERS, which the order screens word as such (Orders.invalidData):
 * the payment screen and the dashboard both read it.
 */
export function guardOrders(orders: unknown): TOrderDto[] {
  if (!Array.isArray(orders)) throw new ApiError({ status: 200, code: "INVALID_ORDERS", message: INVALID_ORDERS_MESSAGE });
  return orders;
}

/** What the buyer sends to open a dispute (POST /server/orders/dispute, multipart). */
export type TDisputeInput = { orderId: string; reason: TDisputeReason; details: string; photos: File[]; vetNotes: File[] };
/** What the seller adds to an open dispute (POST /server/orders/dispute/statement, multipart). */
export type TStatementInput = { orderId: string; statement: string; photos: File[] };

function disputeForm(fields: Record<string, string>, files: Record<string, File[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, list] of Object.entries(files)) for (const file of list) form.append(name, file, file.name);
  return form;
}

export const ordersApi = {
  /** GET /server/orders → my orders as buyer and as seller ('Invalid orders data received' without a list). */
  list: async (signal?: AbortSignal) => guardOrders((await apiCall<typeof ZOrdersAnswer>("/orders", { signal })).orders),
  /** GET /server/orders/{id} → one of my orders with its protection (404 ORDER_NOT_FOUND for anyone else's). */
  get: async (orderId: string, signal?: AbortSignal) =>
    (await apiCall<typeof ZOrderDetailAnswer>(`/orders/${encodeURIComponent(orderId)}`, { signal })).order,
  /** POST /server/orders/accept — the seller; the pet becomes sold and its other pending orders are rejected. */
  accept: (orderId: string) => apiCall<typeof ZMessageAnswer, typeof ZOrderRefSchema>("/orders/accept", ref(orderId)),
  /** POST /server/orders/reject — the seller: a pending order, or calls off an accepted one before the handover (a full refund). */
  reject: (orderId: string) => apiCall<typeof ZMessageAnswer, typeof ZOrderRefSchema>("/orders/reject", ref(orderId)),
  /** POST /server/orders/cancel — the buyer: a pending order, or calls off an accepted one before the handover (a full refund). */
  cancel: (orderId: string) => apiCall<typeof ZMessageAnswer, typeof ZOrderRefSchema>("/orders/cancel", ref(orderId)),
  /** POST /server/orders/handover — the seller enters the buyer's six-digit code (HANDOVER_CODE_WRONG carries `left`). */
  handOver: (orderId: string, code: string) =>
    apiCall<typeof ZMessageAnswer, typeof ZHandoverSchema>("/orders/handover", { method: "POST", body: { order_id: orderId, code } }),
  /** POST /server/orders/confirm-handover — the buyer says they have the pet. */
  confirmHandover: (orderId: string) => apiCall<typeof ZMessageAnswer, typeof ZOrderRefSchema>("/orders/confirm-handover", ref(orderId)),
  /** POST /server/orders/dispute — the buyer, within the protection window: reason, details, photos, vet's notes; the dispute's id and ticket. */
  dispute: (input: TDisputeInput, onProgress?: TUploadProgress) =>
    apiUpload<typeof ZDisputeOpenedAnswer>("/orders/dispute", {
      method: "POST",
      form: disputeForm(
        { order_id: input.orderId, reason: input.reason, details: input.details },
        { photos: input.photos, vet_note: input.vetNotes },
      ),
      onProgress,
    }),
  /** POST /server/orders/dispute/statement — the seller's side of an open dispute, once. */
  addStatement: (input: TStatementInput, onProgress?: TUploadProgress) =>
    apiUpload<typeof ZMessageAnswer>("/orders/dispute/statement", {
      method: "POST",
      form: disputeForm({ order_id: input.orderId, statement: input.statement }, { photos: input.photos }),
      onProgress,
    }),
};
