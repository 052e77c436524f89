import type { TRateLimit } from "@/lib/http/rate-limit";

// Both forms mail the support inbox: per address so one sender cannot flood it, per email address so
// rotating addresses does not help either. The per-email limit also bounds the receipts mailed to the
// address typed in the form (lib/email/support-request-mail.ts): five an hour, whoever typed it.
export const SUPPORT_RATE_LIMITS = {
  supportPerIp: { name: "support-ip", limit: 5, windowSeconds: 10 * 60 },
  supportPerEmail: { name: "support-email", limit: 5, windowSeconds: 60 * 60 },
  contactPerIp: { name: "contact-ip", limit: 5, windowSeconds: 10 * 60 },
  contactPerEmail: { name: "contact-email", limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
