import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZOrderRefSchema } from "@/lib/orders/schemas";

export const POST = endpoint({
  tag: "Orders",
  summary: "Reject an order (seller)",
  description: "A paid order is refunded.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.decidePerUser, subject: auth!.user.id }],
  body: ZOrderRefSchema,
  errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_PENDING"],
  responses: [{ status: 200, description: "Rejected.", schema: ZMessageAnswer }],
});
