import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZPaymentProblemActed } from "@/lib/payments/problems-responses";
import { ZRetryPaymentProblem } from "@/lib/payments/problems-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Retry a payment problem",
  description:
    "A failed refund: a new refund of the same amount is asked of Razorpay (once, however often this is sent at once), and the problem is resolved. An event that matched nothing or could not be read: its stored body is handled again; resolved when that works, left open (one more attempt) when it still matches nothing. Anything else is marked resolved, with the note if given. In the audit log.",
  auth: "required",
  role: "moderator",
  notFound: "PAYMENT_PROBLEM_NOT_FOUND",
  params: idParam("payment problem"),
  body: ZRetryPaymentProblem,
  errors: ["PAYMENT_PROBLEM_NOT_FOUND", "PAYMENT_PROBLEM_RESOLVED", "PAYMENT_PROBLEM_CHANGED", "PAYMENT_GATEWAY_ERROR"],
  responses: [{ status: 200, description: "What the retry did.", schema: okAnswer(ZPaymentProblemActed.shape) }],
});
