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

/** The typed amount, or the total when the field is empty. NaN when it is not a number. */
export function paymentAmount(typed: string, total: number): number {
  const text = typed.trim().replace(/[₹,\s]/g, "");
  return text === "" ? total : Number(text);
}

const ORDER_ID = /^[a-z0-9]{1,40}$/i;

/** The order ids checkout handed to the payment screen (`/payment?orders=a,b`): well-formed, unique, at most 100. */
export function parseOrderIds(param: string | string[] | undefined): string[] {
  const text = Array.isArray(param) ? param[0] : param;
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim())
        .filter((s) => ORDER_ID.test(s)),
    ),
  ].slice(0, 100);
}

/** Where checkout sends the buyer: the payment screen for exactly these orders. */
export const paymentHref = (orderIds: string[]) => (orderIds.length ? `/payment?orders=${orderIds.join(",")}` : "/payment");
