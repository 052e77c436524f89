import type { TRateLimit } from "@/lib/http/rate-limit";

// A browser's EventSource reconnects every few seconds when something is wrong; a page opened in many
// tabs connects once each. Thirty new streams a minute per person is far above both, and keeps a
// reconnect loop (or a script) from turning each connection's queries into a load on the database.
export const LIVE_LIMITS = {
  connectPerUser: { name: "live-connect-user", limit: 30, windowSeconds: 60 },
} satisfies Record<string, TRateLimit>;
