import type { TRateLimit } from "@/lib/http/rate-limit";

export const PET_LIMITS = {
  createPerUser: { name: "pet-create-user", limit: 20, windowSeconds: 60 * 60 },
  reportPerUser: { name: "pet-report-user", limit: 20, windowSeconds: 60 * 60 },
  // The page-view beacon: a visitor browsing hard opens a few hundred pets an hour, not thousands.
  viewsPerIp: { name: "pet-views-ip", limit: 600, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
