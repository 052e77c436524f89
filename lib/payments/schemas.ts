import * as z from "zod";
import "@/lib/zod";

const INVALID_AMOUNT = "Invalid amount";

/** Payment create order — SPEC §5: 0 or less is 'Invalid amount'. `items` is the client's view of the cart, never the price. */
export const ZCreatePaymentSchema = z.object({
  amount: z.preprocess(
    (x) => (typeof x === "string" && x.trim() !== "" ? Number(x) : x),
    z.number(INVALID_AMOUNT).finite(INVALID_AMOUNT).gt(0, INVALID_AMOUNT),
  ),
  items: z.array(z.unknown()).max(100).optional(),
});
export type TCreatePaymentSchema = z.infer<typeof ZCreatePaymentSchema>;

export const ZVerifyPaymentSchema = z.object({
  order_id: z.string("order_id is required").trim().min(1, "order_id is required").max(40, "Unknown order_id"),
  payment_status: z.enum(["success", "failed"], "payment_status must be success or failed"),
});
export type TVerifyPaymentSchema = z.infer<typeof ZVerifyPaymentSchema>;
