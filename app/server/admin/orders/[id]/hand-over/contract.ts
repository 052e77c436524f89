import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { DISPUTE_RATE_LIMITS } from "@/lib/disputes/limits";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Complete a handover for the buyer and seller",
  description:
    "When the seller's code tries are used up and the buyer cannot confirm in the app, a moderator, on both people's word, records the handover; the protection window starts. In the audit log.",
  auth: "required",
  role: "moderator",
  notFound: "ORDER_NOT_FOUND",
  params: idParam("order"),
  rateLimit: ({ auth }) => [{ rule: DISPUTE_RATE_LIMITS.decidePerModerator, subject: auth!.user.id }],
  errors: ["ORDER_NOT_FOUND", "ORDER_NOT_HELD", "DISPUTE_OWN_DECISION"],
  responses: [{ status: 200, description: "Handed over.", schema: ZMessageAnswer }],
});
