// POST /server/auth/reset-password — set a new password with a mailed token; signs out every session
import { resetPassword } from "@/lib/auth/service";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ body }) => {
  await resetPassword({ token: body.token, newPassword: body.newPassword });
  return { message: "Password reset successfully" };
});
