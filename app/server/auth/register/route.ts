// POST /server/auth/register — create an account, sign in, and mail a verification link
import { LIMITS } from "@/lib/auth/limits";
import { sessionAnswer } from "@/lib/auth/respond";
import { ZRegister } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth/service";
import { requestLocale } from "@/lib/http/locale";
import { withRoute } from "@/lib/api/route";

export const POST = withRoute({
  auth: "none",
  body: ZRegister,
  rateLimit: ({ ip }) => [{ rule: LIMITS.registerPerIp, subject: ip }],
  handler: async ({ req, body }) => {
    const { token, user } = await registerUser({ input: body, locale: requestLocale(req), userAgent: req.headers.get("user-agent") });
    return sessionAnswer({ message: "Registration successful. Please verify your email.", token, user, status: 201 });
  },
});
