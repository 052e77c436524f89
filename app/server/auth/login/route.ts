// POST /server/auth/login — exchange email and password for a session
import { sessionAnswer } from "@/lib/auth/session-answer";
import { loginUser } from "@/lib/auth/service";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, body }) => {
  const { token, user } = await loginUser({
    input: body,
    userAgent: req.headers.get("user-agent"),
    cookieHeader: req.headers.get("cookie"),
  });
  return sessionAnswer({ message: "Login successful", token, user });
});
