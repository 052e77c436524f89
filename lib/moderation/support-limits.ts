import type { TRateLimit } from "@/lib/http/rate-limit";

// Every reply is mailed to the sender: per moderator, a busy day's answers and no mail flood.
export const SUPPORT_INBOX_RATE_LIMITS = {
  replyPerModerator: { name: "admin-support-reply", limit: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
