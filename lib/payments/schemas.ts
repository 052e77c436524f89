import * as z from "zod";
import "@/lib/zod";

const INVALID_AMOUNT = "Invalid amount";

/**
 * Payment create order: 0 or less is 'Invalid amount'. `order_ids` are the orders checkout answered (the
 * payment screen always sends them); without them the server checks out the cart first. `items` is the
 * client's view of the cart, accepted for older clients and never used for the price.
 */
export const ZCreatePaymentSchema = z.object({
  amount: z.preprocess(
    (x) => (typeof x === "string" && x.trim() !== "" ? Number(x) : x),
    z.number(INVALID_AMOUNT).finite(INVALID_AMOUNT).gt(0, INVALID_AMOUNT),
  ),
  items: z.array(z.unknown()).max(100).optional(),
  order_ids: z
    .array(z.string("order_ids must be a list of order ids").min(1).max(40), "order_ids must be a list of order ids")
    .min(1, "order_ids must be a list of order ids")
    .max(100)
    .optional(),
});
export type TCreatePaymentSchema = z.infer<typeof ZCreatePaymentSchema>;

const gatewayId = (name: string) => z.string(`${name} must be text`).trim().min(1, `${name} must be text`).max(100, `${name} is too long`);

/**
 * Payment verify. With Razorpay, what its Checkout handed the page on success comes along: its order,
 * its payment and the signature over both.
 */
export const ZVerifyPaymentSchema = z.object({
  order_id: z.string("order_id is required").trim().min(1, "order_id is required").max(40, "Unknown order_id"),
  payment_status: z.enum(["success", "failed"], "payment_status must be success or failed"),
  razorpay_order_id: gatewayId("razorpay_order_id").optional(),
  razorpay_payment_id: gatewayId("razorpay_payment_id").optional(),
  razorpay_signature: gatewayId("razorpay_signature").optional(),
});
export type TVerifyPaymentSchema = z.infer<typeof ZVerifyPaymentSchema>;
