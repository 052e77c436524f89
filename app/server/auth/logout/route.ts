// POST /server/auth/logout — revoke this session on the server and clear the cookie
import { clearSessionCookie } from "@/lib/auth/session-answer";
import { revokeSession } from "@/lib/session/service";
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth }) => {
  if (auth) await revokeSession({ sessionId: auth.sessionId });
  return clearSessionCookie(ok({ message: "Logged out successfully" }));
});
