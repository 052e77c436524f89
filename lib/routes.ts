// The route table's access rules, shared by the proxy and the client guard.
export const PROTECTED_PATHS = ["/dashboard", "/add-listing", "/cart", "/wishlist", "/profile", "/payment", "/messages"] as const;
export const GUEST_ONLY_PATHS = ["/login", "/register"] as const;

const matches = (pathname: string, paths: readonly string[]) => paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
export const isProtectedPath = (pathname: string) => matches(pathname, PROTECTED_PATHS);
export const isGuestOnlyPath = (pathname: string) => matches(pathname, GUEST_ONLY_PATHS);

const PLACEHOLDER_ORIGIN = "https://pawbazaar.invalid";
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A post-login destination from a query parameter, only if it stays on this site. The value is resolved
 * the way a browser would (which drops tabs and newlines and reads `\` as `/`) against our own origin, and
 * kept only when the result is still on that origin; control characters are refused outright.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith("/") || CONTROL_CHARS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that begins with two slashes would be read as another host when used as a link.
  return path.startsWith("//") ? null : path;
}
