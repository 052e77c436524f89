// DELETE /server/profile/sessions — sign out everywhere: every session, this one included, and the cookie
import { clearSessionCookie } from "@/lib/auth/session-answer";
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { signOutEverywhere } from "@/lib/profile/service";
import * as contract from "./contract";

export const DELETE = withRoute(contract.DELETE, async ({ auth }) => {
  await signOutEverywhere({ userId: auth.user.id });
  return clearSessionCookie(ok({ message: "Signed out on every device" }));
});
