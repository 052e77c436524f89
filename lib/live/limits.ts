import type { TRateLimit } from "@/lib/http/rate-limit";

// A browser's EventSource reconnects every few seconds when something is wrong; a page opened in many
// tabs connects once each. Thirty new streams a minute per person is far above both, and keeps a
// reconnect loop (or a script) from turning each connection's queries into a load on the database.
export const LIVE_LIMITS = {
  connectPerUser: { name: "live-connect-user", limit: 30, windowSeconds: 60 },
} satisfies Record<string, TRateLimit>;

/**
 * A person's open streams at once, counted across the instances (their live_streams rows): one per tab
 * or device that shows the site, and a tab hidden for a minute lets its stream go
 * (components/live/live-connection.ts), so a phone, a computer with a few windows open and a tablet
 * stay well under it. Each stream holds a connection and about 115 kB of a server's memory; without a
 * cap, one account held 200 open. Past it the person's oldest stream ends (`end`, "replaced").
 */
export const MAX_OPEN_STREAMS_PER_USER = 8;

/** A stream's row seen this recently is an open stream (it is refreshed every 20 s); push reads it too. */
export const LIVE_STREAM_FRESH_MS = 45_000;
