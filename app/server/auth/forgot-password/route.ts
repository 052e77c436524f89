// POST /server/auth/forgot-password — mail a reset link; the answer is the same whether or not the account exists
import { LIMITS } from "@/lib/auth/limits";
import { ZForgotPassword } from "@/lib/auth/schemas";
import { requestPasswordReset } from "@/lib/auth/service";
import { runAfterResponse } from "@/lib/http/after";
import { requestLocale } from "@/lib/http/locale";
import { withRoute } from "@/lib/api/route";

export const POST = withRoute({
  auth: "none",
  body: ZForgotPassword,
  rateLimit: ({ ip, body }) => [
    { rule: LIMITS.forgotPerIp, subject: ip },
    { rule: LIMITS.forgotPerAccount, subject: body.email },
  ],
  handler: async ({ req, body }) => {
    // After the answer, so its timing does not tell a known address from an unknown one.
    await runAfterResponse(() => requestPasswordReset({ email: body.email, locale: requestLocale(req) }));
    return { message: "Password reset email sent successfully" };
  },
});
