// POST /server/auth/login — exchange email and password for a session
import { LIMITS } from "@/lib/auth/limits";
import { sessionAnswer } from "@/lib/auth/respond";
import { ZLogin } from "@/lib/auth/schemas";
import { loginUser } from "@/lib/auth/service";
import { withRoute } from "@/lib/api/route";

export const POST = withRoute({
  auth: "none",
  body: ZLogin,
  // Per account, lib/auth/lockout.ts slows guessing without letting anyone lock the owner out.
  rateLimit: ({ ip }) => [{ rule: LIMITS.loginPerIp, subject: ip }],
  handler: async ({ req, body }) => {
    const { token, user } = await loginUser({
      input: body,
      userAgent: req.headers.get("user-agent"),
      cookieHeader: req.headers.get("cookie"),
    });
    return sessionAnswer({ message: "Login successful", token, user });
  },
});
