import type { TRateLimit } from "@/lib/http/rate-limit";

// A buyer writes a review per order and a seller one reply per review, so real use is a handful a day;
// these only stop a script from churning the seller's pages (every change rebuilds them).
export const REVIEW_LIMITS = {
  /** POST /server/reviews, PATCH /server/reviews/{id} and POST /server/reviews/{id}/reply together. */
  writePerUser: { name: "review-write-user", limit: 60, windowSeconds: 60 * 60 },
  /** Hiding and restoring (every change rebuilds a seller's pages). */
  moderatePerUser: { name: "review-moderate-user", limit: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
