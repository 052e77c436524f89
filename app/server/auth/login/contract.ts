import { endpoint } from "@/lib/api/contract";
import { LIMITS } from "@/lib/auth/limits";
import { ZSessionAnswer } from "@/lib/auth/responses";
import { ZLogin } from "@/lib/auth/schemas";

export const POST = endpoint({
  tag: "Accounts",
  summary: "Sign in with email and password",
  description:
    "Answers a session token and sets the session cookie. Repeated wrong passwords for an account make it wait (429 with Retry-After), except on a device where it signed in before. A suspended account answers ACCOUNT_SUSPENDED (403), and only to the right password.",
  auth: "none",
  body: ZLogin,
  // Per account, lib/auth/lockout.ts slows guessing without letting anyone lock the owner out.
  rateLimit: ({ ip }) => [{ rule: LIMITS.loginPerIp, subject: ip }],
  errors: ["INVALID_CREDENTIALS", "ACCOUNT_SUSPENDED", "RATE_LIMITED"],
  responses: [{ status: 200, description: "Signed in.", schema: ZSessionAnswer }],
});
