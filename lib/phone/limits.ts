import type { TRateLimit } from "@/lib/http/rate-limit";

// Per account and per address, beside the codes' own limits (./constants.ts: a minute between codes, five
// a day per number and per account): a code costs an SMS, and a verify is a guess.
export const PHONE_RATE_LIMITS = {
  startPerUser: { name: "phone-start-user", limit: 10, windowSeconds: 60 * 60 },
  startPerIp: { name: "phone-start-ip", limit: 20, windowSeconds: 60 * 60 },
  verifyPerUser: { name: "phone-verify-user", limit: 30, windowSeconds: 15 * 60 },
  removePerUser: { name: "phone-remove-user", limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, TRateLimit>;
