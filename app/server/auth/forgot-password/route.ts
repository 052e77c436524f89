// POST /server/auth/forgot-password — mail a reset link; the answer is the same whether or not the account exists
import { askPasswordReset } from "@/lib/auth/service";
import { requestLocale } from "@/lib/http/locale";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, body }) => {
  await askPasswordReset({ email: body.email, locale: requestLocale(req) });
  return { message: "Password reset email sent successfully" };
});
