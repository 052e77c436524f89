// Typed calls to the payment endpoints (the mock provider's and Razorpay's) and /server/transactions for
// the browser. Texts: namespaces Payment and Transactions.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so the server-only service never reaches the browser.
import type { TTransactionDto } from "./service";

export type TTransaction = TTransactionDto;

export type TPaymentStatus = "success" | "failed";
/** What Razorpay's Checkout is opened with (create-order's `checkout`, with Razorpay only). Amount in paise. */
export type TCheckoutOpening = { provider: "razorpay"; key_id: string; order_id: string; amount: number; currency: "INR" };
/** What Checkout hands the page when a payment goes through, passed on to verify as it is. */
export type TCheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;

/** create-order's `checkout`, when it is whole; anything else is no answer the page can open Checkout with. */
function checkoutOf(value: unknown): TCheckoutOpening | undefined {
  if (value === undefined) return undefined;
  const c = value as Partial<Record<keyof TCheckoutOpening, unknown>> | null;
  if (c?.provider === "razorpay" && isText(c.key_id) && isText(c.order_id) && Number.isInteger(c.amount) && c.currency === "INR")
    return c as TCheckoutOpening;
  throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
}
/** What the payment is for: the client's view of the cart (the server prices it itself). */
export type TPaymentItem = { pet_id: string; name: string; price: number; quantity: number };

export const paymentsApi = {
  /**
   * POST /server/payments/create-order { amount, items, order_ids? } → order_id (the payment's id) and,
   * with Razorpay, what its Checkout is opened with. With `orderIds` the payment is for those orders;
   * without, the server checks out the cart first.
   */
  createOrder: async ({
    amount,
    items,
    orderIds,
  }: {
    amount: number;
    items: TPaymentItem[];
    orderIds?: string[];
  }): Promise<{ orderId: string; checkout?: TCheckoutOpening }> => {
    const body = await apiFetch<{ order_id?: unknown; checkout?: unknown }>("/payments/create-order", {
      method: "POST",
      body: { amount, items, ...(orderIds?.length ? { order_ids: orderIds } : {}) },
    });
    if (typeof body.order_id !== "string" || !body.order_id)
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    const checkout = checkoutOf(body.checkout);
    return checkout ? { orderId: body.order_id, checkout } : { orderId: body.order_id };
  },
  /**
   * POST /server/payments/verify { order_id, payment_status, razorpay_*? } → the recorded status: success,
   * failed, or (Razorpay) pending while the bank has only authorized the payment.
   */
  verify: async ({
    orderId,
    status,
    checkout,
  }: {
    orderId: string;
    status: TPaymentStatus;
    checkout?: TCheckoutResponse;
  }): Promise<{ status: string }> => {
    const body = await apiFetch<{ status?: unknown }>("/payments/verify", {
      method: "POST",
      body: {
        order_id: orderId,
        payment_status: status,
        // Checkout's three fields, and nothing else it may have added.
        ...(checkout && {
          razorpay_order_id: checkout.razorpay_order_id,
          razorpay_payment_id: checkout.razorpay_payment_id,
          razorpay_signature: checkout.razorpay_signature,
        }),
      },
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
