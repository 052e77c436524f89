// A cookie the page's script can read, set beside the httpOnly session cookie and cleared with it. It
// holds no secret: it only tells a page served from a cache (the same HTML for everyone) that this
// browser has a session worth asking about (GET /server/auth/me), so visitors without one never call.
export const SIGNED_IN_HINT_COOKIE = "pawbazaar-signed-in";

/** True when the hint cookie is present (browser only). */
export function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split(";").some((c) => c.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Drops the hint when the session behind it turned out to be gone (browser only). */
export function clearSignedInHint() {
  if (typeof document !== "undefined") document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
