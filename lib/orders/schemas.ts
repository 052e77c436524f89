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

export const ORDER_STATUSES = ["pending", "accepted", "rejected", "cancelled", "expired"] as const;
/** Where the buyer's money stands (lib/orders/protection.ts). */
export const PROTECTION_STATES = [
  "unpaid",
  "awaiting_payment",
  "awaiting_seller",
  "held",
  "handed_over",
  "disputed",
  "released",
  "refunded",
  "closed",
] as const;
export type TProtectionState = (typeof PROTECTION_STATES)[number];
/** Why a buyer opens a dispute, and how a moderator decides one (lib/disputes). */
export const DISPUTE_REASONS = ["not_as_shown", "wrong_details", "ill", "other"] as const;
export const DISPUTE_OUTCOMES = ["refund", "partial", "release"] as const;

/** POST /server/orders/handover: the seller enters the buyer's six-digit code. */
export const ZHandoverSchema = z.object({
  order_id: id("order_id"),
  code: z
    .string("code is required")
    .trim()
    .regex(/^[0-9]{6}$/, "The handover code is 6 digits"),
});
export type THandoverSchema = z.infer<typeof ZHandoverSchema>;
export const ORDER_PAYMENT_STATUSES = ["unpaid", "paid", "refunded"] as const;
