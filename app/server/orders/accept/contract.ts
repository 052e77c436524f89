import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/answers";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZOrderRefSchema } from "@/lib/orders/schemas";

export const POST = endpoint({
  tag: "Orders",
  summary: "Accept an order (seller)",
  description: "The pet is marked sold and its other pending orders are rejected (and refunded when paid).",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.decidePerUser, subject: auth!.user.id }],
  body: ZOrderRefSchema,
  errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_PENDING", "PET_NOT_AVAILABLE"],
  responses: [{ status: 200, description: "Accepted.", schema: ZMessageAnswer }],
});
