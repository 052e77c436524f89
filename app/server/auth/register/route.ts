// POST /server/auth/register — create an account, sign in, and mail a verification link
import { sessionAnswer } from "@/lib/auth/session-answer";
import { registerUser } from "@/lib/auth/service";
import { requestLocale } from "@/lib/http/locale";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, body }) => {
  const { token, user } = await registerUser({ input: body, locale: requestLocale(req), userAgent: req.headers.get("user-agent") });
  return sessionAnswer({ message: "Registration successful. Please verify your email.", token, user, status: 201 });
});
