import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZModerationReason } from "@/lib/moderation/reports-schemas";
import { REGISTRATION_RATE_LIMITS } from "@/lib/sellers/registration-limits";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Refuse a seller's registration",
  description:
    "A pending registration that its certificate does not bear out, with the reason the seller reads (in the mail, in their language, and on their profile). Their listings held for it stay held; a new listing of its type is refused until they send a new one. Once, as approving; not one's own. In the audit log.",
  auth: "required",
  role: "moderator",
  notFound: "REGISTRATION_NOT_FOUND",
  params: idParam("registration"),
  body: ZModerationReason,
  rateLimit: ({ auth }) => [{ rule: REGISTRATION_RATE_LIMITS.decidePerModerator, subject: auth!.user.id }],
  errors: ["REGISTRATION_NOT_FOUND", "REGISTRATION_DECIDED", "REGISTRATION_OWN_DECISION"],
  responses: [{ status: 200, description: "Refused.", schema: ZMessageAnswer }],
});
