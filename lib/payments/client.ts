// Typed calls to the payment endpoints (the mock provider's and Razorpay's) and /server/transactions for
// the browser. Texts: namespaces Payment and Transactions.
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZCreatePaymentAnswer, ZTransactionsAnswer, ZVerifyPaymentAnswer } from "./responses";
import type { TCreatePaymentSchema, TVerifyPaymentSchema, ZCreatePaymentSchema, ZVerifyPaymentSchema } from "./schemas";

export type { TRazorpayCheckoutDto, TTransactionDto } from "./responses";

/** The outcomes the page reports: success or failed (Razorpay's Checkout reports only a success). */
export type TPaymentStatus = TVerifyPaymentSchema["payment_status"];
/** What Checkout hands the page when a payment goes through: verify's three Razorpay fields. */
export type TCheckoutResponse = Required<Pick<TVerifyPaymentSchema, "razorpay_order_id" | "razorpay_payment_id" | "razorpay_signature">>;

export const paymentsApi = {
  /**
   * POST /server/payments/create-order { amount, items, order_ids? } → order_id (the payment's id) and,
   * with Razorpay, what its Checkout is opened with. With `orderIds` the payment is for those orders;
   * without, the server checks out the cart first.
   */
  createOrder: ({ amount, items, orderIds }: { amount: number; items: TCreatePaymentSchema["items"]; orderIds?: string[] }) =>
    apiCall<typeof ZCreatePaymentAnswer, typeof ZCreatePaymentSchema>("/payments/create-order", {
      method: "POST",
      body: { amount, items, ...(orderIds?.length ? { order_ids: orderIds } : {}) },
    }),
  /**
   * POST /server/payments/verify { order_id, payment_status, razorpay_*? } → the recorded status: success,
   * failed, or (Razorpay) pending while the bank has only authorized the payment, refunding when it
   * was captured for a payment closed meanwhile.
   */
  verify: ({ orderId, status, checkout }: { orderId: string; status: TPaymentStatus; checkout?: TCheckoutResponse }) =>
    apiCall<typeof ZVerifyPaymentAnswer, typeof ZVerifyPaymentSchema>("/payments/verify", {
      method: "POST",
      // Checkout's three fields, and nothing else it may have added.
      body: { order_id: orderId, payment_status: status, ...(checkout && checkoutFields(checkout)) },
    }),
};

const checkoutFields = ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }: TCheckoutResponse): TCheckoutResponse => ({
  razorpay_order_id,
  razorpay_payment_id,
  razorpay_signature,
});

export const transactionsApi = {
  /** GET /server/transactions → my payments and refunds. */
  list: async (signal?: AbortSignal) => (await apiCall<typeof ZTransactionsAnswer>("/transactions", { signal })).transactions,
};
