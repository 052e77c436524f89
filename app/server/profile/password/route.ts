// POST /server/profile/password — change my password (current one required); my other sessions are signed out
import { withRoute } from "@/lib/api/route";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZChangePassword } from "@/lib/profile/schemas";
import { changePassword } from "@/lib/profile/service";

export const POST = withRoute({
  auth: "required",
  body: ZChangePassword,
  // Every attempt counts, like a login: the current password must not be guessable through this door.
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.passwordPerUser, subject: auth!.user.id }],
  handler: async ({ auth, body }) => {
    await changePassword({
      userId: auth.user.id,
      sessionId: auth.sessionId,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
    return { message: "Password changed successfully" };
  },
});
