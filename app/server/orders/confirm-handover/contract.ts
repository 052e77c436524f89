import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZOrderRefSchema } from "@/lib/orders/schemas";

export const POST = endpoint({
  tag: "Orders",
  summary: "I have the pet (buyer)",
  description:
    "The buyer confirms the handover themselves (instead of the seller entering the code). The protection window (PROTECTION_HOURS) starts; the buyer may open a dispute within it.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.decidePerUser, subject: auth!.user.id }],
  body: ZOrderRefSchema,
  errors: ["ORDER_NOT_FOUND", "NOT_YOUR_ORDER", "ORDER_NOT_HELD"],
  responses: [{ status: 200, description: "Handed over.", schema: ZMessageAnswer }],
});
