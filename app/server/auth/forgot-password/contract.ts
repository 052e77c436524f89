import { endpoint } from "@/lib/api/contract";
import { LIMITS } from "@/lib/auth/limits";
import { ZForgotPassword } from "@/lib/auth/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Accounts",
  summary: "Mail a password reset link",
  description: "The answer is the same whether or not an account has this address.",
  auth: "none",
  body: ZForgotPassword,
  rateLimit: ({ ip, body }) => [
    { rule: LIMITS.forgotPerIp, subject: ip },
    { rule: LIMITS.forgotPerAccount, subject: body.email },
  ],
  responses: [{ status: 200, description: "If the account exists, the mail is on its way.", schema: ZMessageAnswer }],
});
