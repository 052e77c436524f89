import type { TRateLimit } from "@/lib/http/rate-limit";

// Downloading my data reads every table about the person and every photo of theirs: a heavy answer, and
// what a stolen session would want first. Its owner needs it a few times a day at most; each download
// is also mailed to them (lib/account/start-data-export.ts).
export const ACCOUNT_LIMITS = {
  /** GET /server/profile/export: a fixed 24-hour window from the first download. */
  exportPerUser: { name: "data-export-user", limit: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, TRateLimit>;
