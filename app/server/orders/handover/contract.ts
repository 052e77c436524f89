import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { HANDOVER_CODE_TRIES } from "@/lib/orders/protection";
import { ZHandoverSchema } from "@/lib/orders/schemas";

export const POST = endpoint({
  tag: "Orders",
  summary: "Hand over the pet: enter the buyer's code (seller)",
  description: `At the meeting the buyer shows the six-digit code on their order; the seller enters it. A wrong code counts: after ${HANDOVER_CODE_TRIES} wrong codes on an order only the buyer's own confirmation (or a moderator) completes the handover. The protection window (PROTECTION_HOURS) starts; with no dispute by its end the money is the seller's.`,
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.handoverPerUser, subject: auth!.user.id }],
  body: ZHandoverSchema,
  errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_HELD", "HANDOVER_CODE_WRONG", "HANDOVER_CODE_LOCKED"],
  responses: [{ status: 200, description: "Handed over.", schema: ZMessageAnswer }],
});
