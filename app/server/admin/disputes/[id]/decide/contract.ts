import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { DISPUTE_RATE_LIMITS } from "@/lib/disputes/limits";
import { ZDecideDisputeSchema } from "@/lib/disputes/schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Decide a dispute",
  description:
    "`refund`: all of the order back to the buyer; `partial`: `amount` whole rupees back (at least ₹1, less than the order), the rest released to the seller; `release`: all to the seller. With a reason both people read. Once: of two moderators deciding at once, one wins and the other is told it was decided. A moderator who is the buyer or the seller cannot decide it. In the audit log; both people are told by mail and push.",
  auth: "required",
  role: "moderator",
  notFound: "DISPUTE_NOT_FOUND",
  params: idParam("dispute"),
  body: ZDecideDisputeSchema,
  rateLimit: ({ auth }) => [{ rule: DISPUTE_RATE_LIMITS.decidePerModerator, subject: auth!.user.id }],
  errors: [
    "DISPUTE_NOT_FOUND",
    "DISPUTE_DECIDED",
    "DISPUTE_AMOUNT_INVALID",
    "DISPUTE_OWN_DECISION",
    "DISPUTE_BANK_DECIDES",
    "ORDER_NOT_HELD",
  ],
  responses: [{ status: 200, description: "Decided.", schema: ZMessageAnswer }],
});
