import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/answers";
import { ZTransactionDto } from "@/lib/payments/responses";

export const GET = endpoint({
  tag: "Payments",
  summary: "My payments and refunds",
  description: "Newest first.",
  auth: "required",
  responses: [{ status: 200, description: "The transactions.", schema: okAnswer({ transactions: z.array(ZTransactionDto) }) }],
});
