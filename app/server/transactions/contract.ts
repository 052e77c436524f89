import { endpoint } from "@/lib/api/contract";
import { ZTransactionsAnswer } from "@/lib/payments/responses";

export const GET = endpoint({
  tag: "Payments",
  summary: "My payments and refunds",
  description: "Newest first.",
  auth: "required",
  responses: [{ status: 200, description: "The transactions.", schema: ZTransactionsAnswer }],
});
