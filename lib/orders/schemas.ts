import * as z from "zod";
import "@/lib/zod";
import { MAX_AVAILABLE } from "@/lib/pets/constants";

/** The most of one listing an order takes: as many as a listing may offer (and no more than it has left: lib/orders/service.ts). */
export const MAX_ORDER_QUANTITY = MAX_AVAILABLE;
const id = (name: string) => z.string(`${name} is required`).trim().min(1, `${name} is required`).max(40, `Unknown ${name}`);
const quantityMessage = `Quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}`;

/** POST /server/orders : pet_id, quantity (default 1). */
export const ZCreateOrderSchema = z.object({
  pet_id: id("pet_id"),
  quantity: z.preprocess(
    (x) => (x === null ? undefined : x),
    z.number(quantityMessage).int(quantityMessage).min(1, quantityMessage).max(MAX_ORDER_QUANTITY, quantityMessage).default(1),
  ),
});
export type TCreateOrderSchema = z.infer<typeof ZCreateOrderSchema>;

/** POST /server/orders/{accept,reject,cancel}. */
export const ZOrderRefSchema = z.object({ order_id: id("order_id") });
export type TOrderRefSchema = z.infer<typeof ZOrderRefSchema>;

export const ORDER_STATUSES = ["pending", "accepted", "rejected", "cancelled"] as const;
export const ORDER_PAYMENT_STATUSES = ["unpaid", "paid", "refunded"] as const;
