import type { TRateLimit } from "@/lib/http/rate-limit";

// Signing mails both parties once both have signed; a PDF costs a second of a core to draw. Plenty for
// two people reading and signing one order's agreement, too few to hammer either.
export const AGREEMENT_LIMITS = {
  /** POST /server/orders/{id}/agreement/sign. */
  signPerUser: { name: "agreement-sign-user", limit: 30, windowSeconds: 60 * 60 },
  /** GET /server/orders/{id}/agreement.pdf. */
  pdfPerUser: { name: "agreement-pdf-user", limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
