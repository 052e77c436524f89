// Typed calls to the mock payment endpoints for the browser (SPEC §7, PRODUCT.md). Texts: namespace Payment.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/http/client";

export type TPaymentStatus = "success" | "failed";
/** What the payment is for: the client's view of the cart (the server prices it itself). */
export type TPaymentItem = { pet_id: string; name: string; price: number; quantity: number };

export const paymentsApi = {
  /** POST /server/payments/create-order { amount, items } → order_id. */
  createOrder: async ({ amount, items }: { amount: number; items: TPaymentItem[] }): Promise<{ orderId: string }> => {
    const body = await apiFetch<{ order_id?: unknown }>("/payments/create-order", { method: "POST", body: { amount, items } });
    if (typeof body.order_id !== "string" || !body.order_id) throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return { orderId: body.order_id };
  },
  /** POST /server/payments/verify { order_id, payment_status } → the recorded status. */
  verify: async ({ orderId, status }: { orderId: string; status: TPaymentStatus }): Promise<{ status: string }> => {
    const body = await apiFetch<{ status?: unknown }>("/payments/verify", { method: "POST", body: { order_id: orderId, payment_status: status } });
    return { status: typeof body.status === "string" ? body.status : status };
  },
};

/** The typed amount, or the cart total when the field is empty (SPEC §5). NaN when it is not a number. */
export function paymentAmount(typed: string, total: number): number {
  const text = typed.trim().replace(/[₹,\s]/g, "");
  return text === "" ? total : Number(text);
}
