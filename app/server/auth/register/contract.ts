import { endpoint } from "@/lib/api/contract";
import { LIMITS } from "@/lib/auth/limits";
import { ZSessionAnswer } from "@/lib/auth/responses";
import { ZRegister } from "@/lib/auth/schemas";

export const POST = endpoint({
  tag: "Accounts",
  summary: "Create an account and sign in",
  description:
    "Creates the account, signs it in (token in the answer, and the session cookie) and mails a verification link. The email address must be verified before checkout.",
  auth: "none",
  body: ZRegister,
  rateLimit: ({ ip }) => [{ rule: LIMITS.registerPerIp, subject: ip }],
  errors: ["EMAIL_TAKEN"],
  responses: [{ status: 201, description: "Signed up and signed in.", schema: ZSessionAnswer }],
});
