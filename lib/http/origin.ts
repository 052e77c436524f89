import "server-only";
import { env } from "@/lib/env";

/**
 * True when a state-changing request comes from our own pages: its Origin is `APP_URL` or one of
 * `TRUSTED_ORIGINS`, nothing else (not Host or X-Forwarded-Host, which the client can set). Browsers send `Origin` on every
 * cross-site POST and `Sec-Fetch-Site` on every request; a client that sends neither is not a browser
 * (and so carries no ambient cookie to abuse).
 */
export function isAllowedOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin) {
    if (origin === "null") return false;
    const allowed = new Set([new URL(env().APP_URL).origin, ...env().TRUSTED_ORIGINS.split(",").map((s) => s.trim()).filter(Boolean)]);
    try {
      const o = new URL(origin);
      return allowed.has(o.origin);
    } catch {
      return false;
    }
  }
  const site = req.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}
