import type { TRateLimit } from "@/lib/http/rate-limit";

// Saving a search is a tap on a results page, a few a day; removing one is as rare. The unsubscribe link
// needs no session, so it is limited by address: its MAC cannot be guessed, this only keeps a script
// from making the database check tokens all day.
export const ALERT_LIMITS = {
  /** POST /server/alerts and DELETE /server/alerts/{id} together. */
  changePerUser: { name: "alert-change-user", limit: 60, windowSeconds: 60 * 60 },
  unsubscribePerIp: { name: "alert-unsubscribe-ip", limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
