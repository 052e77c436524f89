import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZOrderRefSchema } from "@/lib/orders/schemas";

export const POST = endpoint({
  tag: "Orders",
  summary: "Accept an order (seller)",
  description:
    "The order's quantity is taken from what the listing has left, in one conditional update (two accepts cannot sell more than it has). When none are left the listing is sold; its other pending orders that ask for more than is left are rejected (and refunded when paid). An order for more than is left is refused.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.decidePerUser, subject: auth!.user.id }],
  body: ZOrderRefSchema,
  errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_PENDING", "PET_NOT_AVAILABLE", "ORDER_OVER_AVAILABLE", "LINKED_ACCOUNT_REQUIRED"],
  responses: [{ status: 200, description: "Accepted.", schema: ZMessageAnswer }],
});
