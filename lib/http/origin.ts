import "server-only";
import { env } from "@/lib/env";

/**
 * The cross-origin check of every state-changing request that is not sent with a bearer token (route
 * handlers through `withRoute`, and the no-script forms' server actions through proxy.ts). It asks the
 * browser where the request came from, not the configuration, so the app works at every address it is
 * served from (localhost, 127.0.0.1, a phone on the LAN opening the dev server's network address, each
 * Vercel preview, `www.` beside the bare domain) without listing them. The algorithm is Go 1.25's
 * `http.CrossOriginProtection`:
 *
 * 1. `Sec-Fetch-Site: same-origin` or `none` → allowed. Browsers set this header themselves and a page
 *    cannot forge it (every current browser sends it: Chrome 76, Firefox 90, Safari 16.4). `none` is a
 *    request the person made directly (typed address, bookmark), never one a page started.
 * 2. `Sec-Fetch-Site: cross-site` or `same-site` → refused, unless its `Origin` is `APP_URL`'s or one of
 *    `TRUSTED_ORIGINS` (a partner site that posts to us). `same-site` is refused too: a sibling
 *    subdomain (say, user content on `cdn.pawbazaar.in`) is another origin.
 * 3. No `Sec-Fetch-Site` (an older browser, or not a browser):
 *    - no `Origin` either → allowed: older browsers send `Origin` on every cross-origin POST, so a request
 *      with neither is a same-origin one or comes from a program (curl, a server), which has no
 *      victim's cookie to abuse;
 *    - `Origin: null` (a sandboxed frame, a `data:` page, a cross-origin redirect) → refused;
 *    - otherwise allowed when the `Origin`'s host (and port) is the request's own `Host`, or it is
 *      trusted as in 2. `Host` is what the browser connected to; `X-Forwarded-Host` is never consulted,
 *      since any client can send it.
 *
 * Safe methods (GET, HEAD, OPTIONS) are never checked: they change nothing. A bearer token cannot ride
 * along on a cross-site request, so such a request is the client's own and is not checked either
 * (lib/api/route.ts).
 */
export function isSameOriginRequest(headers: Headers, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = headers.get("origin");
  const site = headers.get("sec-fetch-site")?.trim().toLowerCase();
  const isTrusted = () => origin !== null && trustedOrigins.has(origin.toLowerCase());
  if (site) {
    if (site === "same-origin" || site === "none") return true;
    // cross-site, same-site, or a value no browser sends.
    return isTrusted();
  }
  if (origin === null) return true;
  if (origin === "null") return false;
  if (isTrusted()) return true;
  const host = headers.get("host")?.trim().toLowerCase();
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

let trustedCache: { key: string; set: ReadonlySet<string> } | undefined;

/** `APP_URL`'s origin and `TRUSTED_ORIGINS` (comma-separated), normalised as browsers send `Origin`. */
export function trustedOrigins(): ReadonlySet<string> {
  const { APP_URL, TRUSTED_ORIGINS } = env();
  const key = `${APP_URL}|${TRUSTED_ORIGINS}`;
  if (trustedCache?.key !== key) {
    const origins = [APP_URL, ...TRUSTED_ORIGINS.split(",")]
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => new URL(s).origin); // each one a URL: lib/env.ts checks
    trustedCache = { key, set: new Set(origins) };
  }
  return trustedCache.set;
}

/** True when a state-changing request may go ahead: see `isSameOriginRequest`. */
export const isAllowedOrigin = (req: Request) => isSameOriginRequest(req.headers, trustedOrigins());
