import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "./errors";

export type TRateLimit = { name: string; limit: number; windowSeconds: number };

// Fixed-window counters in PostgreSQL: every instance sees the same counts, one statement per check.
export async function hitRateLimit(rule: TRateLimit, subject: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const key = `${rule.name}:${subject}`.slice(0, 300);
  const rows = await getDb().$queryRaw<{ count: number; expiresAt: Date }[]>`
    INSERT INTO rate_limits (key, count, "windowStart", "expiresAt")
    VALUES (${key}, 1, now(), now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits."expiresAt" <= now() THEN 1 ELSE rate_limits.count + 1 END,
      "windowStart" = CASE WHEN rate_limits."expiresAt" <= now() THEN now() ELSE rate_limits."windowStart" END,
      "expiresAt" = CASE WHEN rate_limits."expiresAt" <= now() THEN EXCLUDED."expiresAt" ELSE rate_limits."expiresAt" END
    RETURNING count, "expiresAt"`;
  if (Math.random() < 0.01) {
    await getDb().$executeRaw`DELETE FROM rate_limits WHERE "expiresAt" < now() - interval '1 hour'`.catch(() => undefined);
  }
  const { count, expiresAt } = rows[0];
  const allowed = count <= rule.limit * env().RATE_LIMIT_MULTIPLIER;
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)) };
}

/** Counts one attempt against every rule; throws 429 when any of them is exhausted. */
export async function enforceRateLimits(checks: { rule: TRateLimit; subject: string }[]) {
  for (const { rule, subject } of checks) {
    const r = await hitRateLimit(rule, subject);
    if (!r.allowed) throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(r.retryAfterSeconds) } });
  }
}

type THeaders = { get(name: string): string | null };
type TTrust = { onVercel: boolean; proxyHops: number };

const MAX_IP_LENGTH = 64;
const forwardedList = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The client's address, read only from what our trust boundary vouches for:
 * - on Vercel, the platform's `x-vercel-forwarded-for` (Vercel overwrites whatever the client sent);
 * - elsewhere, X-Forwarded-For as our own server (`scripts/serve.mjs`) extends it: it appends the
 *   socket's address, so the last entry is the peer, and with `TRUSTED_PROXY_HOPS=n` proxies of ours in
 *   front the client is the entry n places before it. Entries further left were written by the client
 *   and are ignored, so a made-up X-Forwarded-For cannot buy a fresh rate-limit budget.
 */
export function clientIp(headers: THeaders, trust: TTrust = { onVercel: !!env().VERCEL, proxyHops: env().TRUSTED_PROXY_HOPS }): string {
  if (trust.onVercel) {
    const platform = forwardedList(headers.get("x-vercel-forwarded-for"))[0] ?? forwardedList(headers.get("x-real-ip"))[0];
    return (platform ?? "unknown").slice(0, MAX_IP_LENGTH);
  }
  const chain = forwardedList(headers.get("x-forwarded-for"));
  const ip = chain.length ? chain[Math.max(0, chain.length - 1 - trust.proxyHops)] : "unknown";
  return ip.slice(0, MAX_IP_LENGTH);
}
