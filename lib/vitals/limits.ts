import type { TRateLimit } from "@/lib/http/rate-limit";

// The speed beacon, per address: one beacon per page load (the app's own links send none), so a person
// browsing hard sends a few hundred an hour. Many phones share an address behind a carrier's NAT; a
// beacon over the limit is a sample lost, nothing anyone sees.
export const VITALS_LIMITS = {
  beaconsPerIp: { name: "vitals-ip", limit: 600, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;

/** The beacon's body is about 150 bytes. */
export const MAX_BEACON_BYTES = 2 * 1024;
