import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { MODERATION_USER_RATE_LIMITS } from "@/lib/moderation/users-limits";
import { ZSuspendResult } from "@/lib/moderation/users-responses";
import { ZSuspendUser } from "@/lib/moderation/users-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Suspend a member",
  description:
    "In one transaction: the account is suspended (it cannot sign in), every session revoked, its active listings hidden, the pending orders for its pets rejected (refunded when paid), and an audit entry written. Then the buyers of those orders and the member are mailed. Moderators and admins cannot be suspended, nor can a moderator suspend themself.",
  auth: "required",
  role: "moderator",
  notFound: "USER_NOT_FOUND",
  body: ZSuspendUser,
  rateLimit: ({ auth }) => [{ rule: MODERATION_USER_RATE_LIMITS.suspendPerModerator, subject: auth!.user.id }],
  params: idParam("member"),
  errors: [
    "USER_NOT_FOUND",
    "CANNOT_SUSPEND_SELF",
    "CANNOT_SUSPEND_STAFF",
    "SUSPEND_REASON_REQUIRED",
    "SUSPEND_REASON_TOO_LONG",
    "USER_ALREADY_SUSPENDED",
  ],
  responses: [{ status: 200, description: "Suspended.", schema: okAnswer({ message: z.string(), ...ZSuspendResult.shape }) }],
});
