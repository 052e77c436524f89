// What the payment endpoints answer, as zod schemas: the service's types are inferred from them, and
// the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";

export const ZTransactionDto = z
  .object({
    id: z.string(),
    kind: z.enum(["payment", "refund"]),
    amount: z.number().int().meta({ description: "In whole rupees." }),
    status: z.enum(["created", "success", "failed"]),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().meta({ description: "When its status last changed: for a refund, when the money was back." }),
    order_ids: z.array(z.string()).meta({ description: "The orders it paid for, or the order it refunds." }),
  })
  .meta({ id: "Transaction", description: "A payment or a refund." });
export type TTransactionDto = z.infer<typeof ZTransactionDto>;

/** GET /server/transactions. */
export const ZTransactionsAnswer = okAnswer({ transactions: z.array(ZTransactionDto) });

/**
 * What Razorpay's Checkout is opened with for one of our payments: the server makes it
 * (lib/payments/razorpay-order.ts), create-order answers it, the payment screen opens Checkout with it
 * (lib/payments/checkout-script.ts).
 */
export const ZRazorpayCheckout = z.object({
  provider: z.literal("razorpay"),
  key_id: z.string().meta({ description: "Razorpay's public key id." }),
  order_id: z.string().meta({ description: "Razorpay's order, which Checkout pays." }),
  amount: z.number().int().meta({ description: "In paise." }),
  currency: z.literal("INR"),
});
export type TRazorpayCheckoutDto = z.infer<typeof ZRazorpayCheckout>;

/** POST /server/payments/create-order. */
export const ZCreatePaymentAnswer = okAnswer({
  order_id: z.string().meta({ description: "The payment's id, for POST /server/payments/verify." }),
  checkout: ZRazorpayCheckout.optional().meta({ description: "With Razorpay only: what its Checkout is opened with." }),
});

/** POST /server/payments/verify. */
export const ZVerifyPaymentAnswer = okAnswer({ status: z.enum(["success", "failed", "pending", "refunding"]) });
