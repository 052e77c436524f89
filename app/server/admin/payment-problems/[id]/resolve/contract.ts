import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZPaymentProblemActed } from "@/lib/payments/problems-responses";
import { ZResolvePaymentProblem } from "@/lib/payments/problems-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Resolve a payment problem",
  description: "Marks the problem resolved with the moderator's note (1 to 1,000 characters), kept on the problem and in the audit log.",
  auth: "required",
  role: "moderator",
  notFound: "PAYMENT_PROBLEM_NOT_FOUND",
  params: idParam("payment problem"),
  body: ZResolvePaymentProblem,
  errors: ["PAYMENT_PROBLEM_NOT_FOUND", "PAYMENT_PROBLEM_RESOLVED", "PAYMENT_PROBLEM_CHANGED"],
  responses: [{ status: 200, description: "Resolved.", schema: okAnswer(ZPaymentProblemActed.shape) }],
});
