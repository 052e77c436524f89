// POST /server/admin/users/{id}/suspend — moderators: suspend a member (sessions revoked, listings hidden, pending orders rejected)
import { withRoute } from "@/lib/api/route";
import { suspendUser } from "@/lib/moderation/users";
import { MODERATION_USER_RATE_LIMITS } from "@/lib/moderation/users-limits";
import { ZSuspendUser } from "@/lib/moderation/users-schemas";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "USER_NOT_FOUND",
  body: ZSuspendUser,
  rateLimit: ({ auth }) => [{ rule: MODERATION_USER_RATE_LIMITS.suspendPerModerator, subject: auth!.user.id }],
  handler: async ({ auth, params, body }) => ({
    message: "The account is suspended",
    ...(await suspendUser({ actor: { id: auth.user.id, email: auth.user.email }, userId: params.id, reason: body.reason })),
  }),
});
