import type { TRateLimit } from "@/lib/http/rate-limit";

// Per address and per account, so neither one busy office nor one attacked account locks out others.
// Sign-in per account is not a window but a growing delay that the owner can pass: lib/auth/lockout.ts.
export const LIMITS = {
  loginPerIp: { name: "login-ip", limit: 30, windowSeconds: 15 * 60 },
  registerPerIp: { name: "register-ip", limit: 10, windowSeconds: 60 * 60 },
  forgotPerIp: { name: "forgot-ip", limit: 10, windowSeconds: 60 * 60 },
  forgotPerAccount: { name: "forgot-account", limit: 3, windowSeconds: 60 * 60 },
  verifyMailPerUser: { name: "verify-mail-user", limit: 3, windowSeconds: 15 * 60 },
} satisfies Record<string, TRateLimit>;
