import type { TRateLimit } from "@/lib/http/rate-limit";

// Suspending and unsuspending mail the member (and suspending, the buyers of their pending orders): per
// moderator, enough for a sweep of a spam ring, not enough for a stolen moderator session to mail everyone.
export const MODERATION_USER_RATE_LIMITS = {
  suspendPerModerator: { name: "admin-suspend", limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
