// POST /server/auth/forgot-password — mail a reset link; the answer is the same whether or not the account exists
import { requestPasswordReset } from "@/lib/auth/service";
import { runAfterResponse } from "@/lib/http/after";
import { requestLocale } from "@/lib/http/locale";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, body }) => {
  // After the answer, so its timing does not tell a known address from an unknown one.
  await runAfterResponse(() => requestPasswordReset({ email: body.email, locale: requestLocale(req) }));
  return { message: "Password reset email sent successfully" };
});
