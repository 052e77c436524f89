// Typed calls to the mock payment endpoints and /server/transactions for the browser. Texts: namespaces
// Payment and Transactions.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so the server-only service never reaches the browser.
import type { TTransactionDto } from "./service";

export type TTransaction = TTransactionDto;

export type TPaymentStatus = "success" | "failed";
/** What the payment is for: the client's view of the cart (the server prices it itself). */
export type TPaymentItem = { pet_id: string; name: string; price: number; quantity: number };

export const paymentsApi = {
  /**
   * POST /server/payments/create-order { amount, items, order_ids? } → order_id (the payment's id). With
   * `orderIds` the payment is for those orders; without, the server checks out the cart first.
   */
  createOrder: async ({
    amount,
    items,
    orderIds,
  }: {
    amount: number;
    items: TPaymentItem[];
    orderIds?: string[];
  }): Promise<{ orderId: string }> => {
    const body = await apiFetch<{ order_id?: unknown }>("/payments/create-order", {
      method: "POST",
      body: { amount, items, ...(orderIds?.length ? { order_ids: orderIds } : {}) },
    });
    if (typeof body.order_id !== "string" || !body.order_id)
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return { orderId: body.order_id };
  },
  /** POST /server/payments/verify { order_id, payment_status } → the recorded status. */
  verify: async ({ orderId, status }: { orderId: string; status: TPaymentStatus }): Promise<{ status: string }> => {
    const body = await apiFetch<{ status?: unknown }>("/payments/verify", {
      method: "POST",
      body: { order_id: orderId, payment_status: status },
    });
    return { status: typeof body.status === "string" ? body.status : status };
  },
};

export const transactionsApi = {
  /** GET /server/transactions → my payments and refunds. */
  list: async (signal?: AbortSignal): Promise<TTransaction[]> => {
    const body = await apiFetch<{ transactions?: unknown }>("/transactions", { signal });
    if (!Array.isArray(body.transactions)) throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return body.transactions as TTransaction[];
  },
};
