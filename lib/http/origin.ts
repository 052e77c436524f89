import { env } from "@/lib/env";

/**
 * True when a state-changing request comes from our own pages. Browsers send `Origin` on every
 * cross-site POST and `Sec-Fetch-Site` on every request; a client that sends neither is not a browser
 * (and so carries no ambient cookie to abuse).
 */
export function isAllowedOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin) {
    if (origin === "null") return false;
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
    const allowed = new Set([new URL(env().APP_URL).origin, ...env().TRUSTED_ORIGINS.split(",").map((s) => s.trim()).filter(Boolean)]);
    try {
      const o = new URL(origin);
      if (allowed.has(o.origin)) return true;
      if (host && o.host === host) return true;
    } catch {
      return false;
    }
    return false;
  }
  const site = req.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}
