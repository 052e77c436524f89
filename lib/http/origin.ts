import "server-only";
import { env } from "@/lib/env";

/**
 * The cross-origin check of every state-changing request without a bearer token (withRoute; the no-script
 * forms' server actions through proxy.ts). It asks the browser, not the configuration, where the request came
 * from, so the app works at every address it is served from. Go 1.25's `http.CrossOriginProtection`:
 * `Sec-Fetch-Site` same-origin or none passes, cross-site or same-site only from APP_URL or TRUSTED_ORIGINS;
 * without it, no `Origin` passes (not a browser: no victim's cookie), `Origin: null` fails, any other must
 * name the `Host` (never X-Forwarded-Host: any client sends it). docs/security.md, "Cross-site requests".
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
