import type { TRateLimit } from "@/lib/http/rate-limit";

// An adopter answers each check-in once (two an order), so real use is a few a month; the limit only
// stops a script from hammering the owner's inbox through the answers' mails.
export const CHECK_IN_LIMITS = {
  /** POST /server/check-ins/{id}. */
  answerPerUser: { name: "check-in-answer-user", limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
