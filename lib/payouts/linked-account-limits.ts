import type { TRateLimit } from "@/lib/http/rate-limit";

// Linking a bank account (POST and PATCH /server/sellers/payout-account): each send is four calls to
// Razorpay and a KYC check there. Enough for a seller to correct their details a few times in an hour,
// too few to try PANs or account numbers one after another.
export const LINKED_ACCOUNT_RATE_LIMITS = {
  sendPerUser: { name: "payout-account-user", limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
