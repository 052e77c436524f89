import type { TRateLimit } from "@/lib/http/rate-limit";

// Recording payouts: per moderator, more than a day's payouts of a busy marketplace in an hour, not
// enough for a stolen moderator session to empty every balance at once.
export const PAYOUT_RATE_LIMITS = {
  recordPerModerator: { name: "admin-payout", limit: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
