import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZPaymentProblemsPage } from "@/lib/payments/problems-responses";
import { ZPaymentProblemsQuery } from "@/lib/payments/problems-schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Payment problems",
  description:
    "What the automatic handling of Razorpay's money could not settle: failed refunds, second captures, events that match nothing of ours or that could not be read, refunds made in Razorpay's Dashboard for part of a payment, chargebacks. Open ones by default (state=resolved for the others), newest first, keyset-paged: pass nextCursor as cursor. Amounts in paise.",
  auth: "required",
  role: "moderator",
  query: ZPaymentProblemsQuery,
  errors: ["INVALID_CURSOR"],
  responses: [{ status: 200, description: "One page of problems.", schema: okAnswer(ZPaymentProblemsPage.shape) }],
});
