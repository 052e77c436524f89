import type { TRateLimit } from "@/lib/http/rate-limit";

// Enough for a lively chat, too few to flood someone's inbox.
export const MESSAGE_LIMITS = {
  sendPerUser: { name: "message-send-user", limit: 30, windowSeconds: 60 },
  // A person reports a handful of conversations, not dozens an hour.
  reportPerUser: { name: "message-report-user", limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
