import type { TRateLimit } from "@/lib/http/rate-limit";

// Per account: a browser subscribes once per device and again when its push service renews the
// subscription; more than this is a script filling the table.
export const PUSH_LIMITS = {
  subscribePerUser: { name: "push-subscribe-user", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
