// POST /server/auth/login — exchange email and password for a session
import { LIMITS } from "@/lib/auth/limits";
import { sessionAnswer } from "@/lib/auth/respond";
import { ZLogin } from "@/lib/auth/schemas";
import { loginUser } from "@/lib/auth/service";
import { withRoute } from "@/lib/http/route";

export const POST = withRoute({
  auth: "none",
  body: ZLogin,
  rateLimit: ({ ip, body }) => [
    { rule: LIMITS.loginPerIp, subject: ip },
    { rule: LIMITS.loginPerAccount, subject: body.email },
  ],
  handler: async ({ req, body }) => {
    const { token, user } = await loginUser({ input: body, userAgent: req.headers.get("user-agent") });
    return sessionAnswer({ message: "Login successful", token, user });
  },
});
