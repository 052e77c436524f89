// POST /server/auth/send-verification-email — mail a new verification link to the signed-in user
import { LIMITS } from "@/lib/auth/limits";
import { sendVerificationEmail } from "@/lib/auth/service";
import { AppError } from "@/lib/http/errors";
import { requestLocale } from "@/lib/http/locale";
import { withRoute } from "@/lib/api/route";

export const POST = withRoute({
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: LIMITS.verifyMailPerUser, subject: auth!.user.id }],
  handler: async ({ req, auth }) => {
    if (auth.user.isEmailVerified) throw new AppError("ALREADY_VERIFIED");
    await sendVerificationEmail({ user: auth.user, locale: requestLocale(req) });
    return { message: "Verification email sent successfully" };
  },
});
