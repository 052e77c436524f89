// POST /server/admin/support/{id}/reply — moderators: answer a request (kept, and mailed to the sender)
import { withRoute } from "@/lib/api/route";
import { replyToSupportRequest } from "@/lib/moderation/support-inbox";
import { SUPPORT_INBOX_RATE_LIMITS } from "@/lib/moderation/support-limits";
import { ZSupportReply } from "@/lib/moderation/support-schemas";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  body: ZSupportReply,
  rateLimit: ({ auth }) => [{ rule: SUPPORT_INBOX_RATE_LIMITS.replyPerModerator, subject: auth!.user.id }],
  handler: async ({ auth, params, body }) => ({
    message: "The reply is sent",
    request: await replyToSupportRequest({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id, body: body.message }),
  }),
});
