import * as z from "zod";
import "@/lib/zod";
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from "@/lib/orders/schemas";

export const DISPUTE_LIMITS = {
  /** Photos per statement (the buyer's, the seller's). */
  photos: 4,
  /** Photos of a vet's note (required when the pet is ill). */
  vetNotes: 2,
  textMin: 10,
  textMax: 2000,
  reasonMax: 1000,
} as const;

const id = (name: string) => z.string(`${name} is required`).trim().min(1, `${name} is required`).max(40, `Unknown ${name}`);
const statement = (name: string) =>
  z
    .string(`${name} is required`)
    .trim()
    .min(DISPUTE_LIMITS.textMin, `${name} must be at least ${DISPUTE_LIMITS.textMin} characters`)
    .max(DISPUTE_LIMITS.textMax, `${name} must be at most ${DISPUTE_LIMITS.textMax} characters`);

/** POST /server/orders/dispute (a form upload): the order, why, what happened; files `photos` and `vet_note`. */
export const ZDisputeForm = z.object({
  order_id: id("order_id"),
  reason: z.enum(DISPUTE_REASONS, "Choose what is wrong"),
  details: statement("details"),
});
export type TDisputeForm = z.infer<typeof ZDisputeForm>;

/** POST /server/orders/dispute/statement (a form upload): the seller's side; files `photos`. */
export const ZStatementForm = z.object({ order_id: id("order_id"), statement: statement("statement") });
export type TStatementForm = z.infer<typeof ZStatementForm>;

/** POST /server/admin/disputes/{id}/decide. */
export const ZDecideDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, "Choose a decision"),
  amount: z
    .number("amount must be a whole number of rupees")
    .int("amount must be a whole number of rupees")
    .min(1)
    .max(100_000_000)
    .optional(),
  reason: z
    .string("reason is required")
    .trim()
    .min(DISPUTE_LIMITS.textMin, `reason must be at least ${DISPUTE_LIMITS.textMin} characters`)
    .max(DISPUTE_LIMITS.reasonMax, `reason must be at most ${DISPUTE_LIMITS.reasonMax} characters`),
});
export type TDecideDisputeSchema = z.infer<typeof ZDecideDisputeSchema>;

/** GET /server/admin/disputes. */
export const ZDisputesQuery = z.object({ state: z.enum(["open", "decided"]).default("open") });
