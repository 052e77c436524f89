import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { DISPUTE_RATE_LIMITS } from "@/lib/disputes/limits";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Acknowledge a dispute",
  description: "Records that the team has the dispute in hand (the 48-hour clock), once; again changes nothing. In the audit log.",
  auth: "required",
  role: "moderator",
  notFound: "DISPUTE_NOT_FOUND",
  params: idParam("dispute"),
  rateLimit: ({ auth }) => [{ rule: DISPUTE_RATE_LIMITS.decidePerModerator, subject: auth!.user.id }],
  errors: ["DISPUTE_NOT_FOUND", "DISPUTE_OWN_DECISION"],
  responses: [{ status: 200, description: "Acknowledged.", schema: ZMessageAnswer }],
});
