import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { SUPPORT_INBOX_RATE_LIMITS } from "@/lib/moderation/support-limits";
import { ZSupportRequestDetail } from "@/lib/moderation/support-responses";
import { ZSupportReply } from "@/lib/moderation/support-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Reply to a support request",
  description:
    "The reply is kept and mailed to the sender in the request's language; the request becomes answered. A closed request must be reopened first.",
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  body: ZSupportReply,
  rateLimit: ({ auth }) => [{ rule: SUPPORT_INBOX_RATE_LIMITS.replyPerModerator, subject: auth!.user.id }],
  params: idParam("support request"),
  errors: ["SUPPORT_REQUEST_NOT_FOUND", "SUPPORT_REQUEST_CLOSED"],
  responses: [{ status: 200, description: "Replied.", schema: okAnswer({ message: z.string(), request: ZSupportRequestDetail }) }],
});
