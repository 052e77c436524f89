// POST /server/auth/send-verification-email — mail a new verification link to the signed-in user
import { sendVerificationEmail } from "@/lib/auth/service";
import { AppError } from "@/lib/http/errors";
import { requestLocale } from "@/lib/http/locale";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, auth }) => {
  if (auth.user.isEmailVerified) throw new AppError("ALREADY_VERIFIED");
  await sendVerificationEmail({ user: auth.user, locale: requestLocale(req) });
  return { message: "Verification email sent successfully" };
});
