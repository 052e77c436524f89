// POST /server/admin/users/{id}/unsuspend — moderators: lift a suspension (restores the listings it hid)
import { withRoute } from "@/lib/api/route";
import { unsuspendUser } from "@/lib/moderation/users";
import { MODERATION_USER_RATE_LIMITS } from "@/lib/moderation/users-limits";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "USER_NOT_FOUND",
  rateLimit: ({ auth }) => [{ rule: MODERATION_USER_RATE_LIMITS.suspendPerModerator, subject: auth!.user.id }],
  handler: async ({ auth, params }) => ({
    message: "The suspension is lifted",
    ...(await unsuspendUser({ actor: { id: auth.user.id, email: auth.user.email }, userId: params.id })),
  }),
});
