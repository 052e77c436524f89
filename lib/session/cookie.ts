import { env } from "@/lib/env";
import { SIGNED_IN_HINT_COOKIE } from "./hint";

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

/** The readable hint that goes with the session cookie (lib/session/hint.ts): the name, value and options to set it, or (maxAge 0) to clear it. */
export function signedInHint(maxAge = SESSION_MAX_AGE_SECONDS) {
  return {
    name: SIGNED_IN_HINT_COOKIE,
    value: maxAge ? "1" : "",
    options: { httpOnly: false, sameSite: "lax" as const, secure: isSecureCookie(), path: "/", maxAge },
  };
}
