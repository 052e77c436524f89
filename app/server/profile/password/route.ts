// POST /server/profile/password — change my password (current one required); my other sessions are signed out
import { withRoute } from "@/lib/api/route";
import { changePassword } from "@/lib/profile/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await changePassword({
    userId: auth.user.id,
    sessionId: auth.sessionId,
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
  });
  return { message: "Password changed successfully" };
});
