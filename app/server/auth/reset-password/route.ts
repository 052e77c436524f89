// POST /server/auth/reset-password — set a new password with a mailed token; signs out every session
import { ZResetPassword } from "@/lib/auth/schemas";
import { resetPassword } from "@/lib/auth/service";
import { withRoute } from "@/lib/api/route";

export const POST = withRoute({
  auth: "none",
  body: ZResetPassword,
  handler: async ({ body }) => {
    await resetPassword({ token: body.token, newPassword: body.newPassword });
    return { message: "Password reset successfully" };
  },
});
