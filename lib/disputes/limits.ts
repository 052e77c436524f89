import type { TRateLimit } from "@/lib/http/rate-limit";

// A moderator's dispute actions each mail both people: generous for a day's work, a wall against a script.
export const DISPUTE_RATE_LIMITS = {
  decidePerModerator: { name: "dispute-decide-moderator", limit: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
