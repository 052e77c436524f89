import { env } from "@/lib/env";

// The session cookie is next-auth's own, so next-auth's `getToken` reads it (and the bearer header).
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function isSecureCookie() {
  return env().APP_URL.startsWith("https://");
}

export function sessionCookieName() {
  return isSecureCookie() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export function sessionCookieOptions(maxAge = SESSION_MAX_AGE_SECONDS) {
  return { httpOnly: true, sameSite: "lax" as const, secure: isSecureCookie(), path: "/", maxAge };
}
