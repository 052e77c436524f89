import type { TRateLimit } from "@/lib/http/rate-limit";

export const PET_LIMITS = {
  createPerUser: { name: "pet-create-user", limit: 20, windowSeconds: 60 * 60 },
  reportPerUser: { name: "pet-report-user", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
