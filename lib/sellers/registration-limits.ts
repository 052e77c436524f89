import type { TRateLimit } from "@/lib/http/rate-limit";

// A registration is sent a few times a year (a renewal, a corrected photo); each decision mails its seller.
export const REGISTRATION_RATE_LIMITS = {
  submitPerUser: { name: "registration-submit-user", limit: 10, windowSeconds: 24 * 60 * 60 },
  decidePerModerator: { name: "registration-decide-moderator", limit: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
