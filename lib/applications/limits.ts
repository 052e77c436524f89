import type { TRateLimit } from "@/lib/http/rate-limit";

// Applying and withdrawing each mail the owner; choosing mails every applicant of the pet. Enough for
// someone looking for a pet in earnest (or an owner choosing again after a lapse), too few to flood inboxes.
export const APPLICATION_LIMITS = {
  /** POST /server/pets/{id}/applications. */
  applyPerUser: { name: "application-apply-user", limit: 10, windowSeconds: 60 * 60 },
  /** Withdraw, shortlist and choose together. */
  decidePerUser: { name: "application-decide-user", limit: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
