// The route table's access rules, shared by the proxy and the client guard.
export const PROTECTED_PATHS = ["/dashboard", "/add-listing", "/cart", "/wishlist", "/profile", "/payment", "/messages"] as const;
export const GUEST_ONLY_PATHS = ["/login", "/register"] as const;

const matches = (pathname: string, paths: readonly string[]) => paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
export const isProtectedPath = (pathname: string) => matches(pathname, PROTECTED_PATHS);
export const isGuestOnlyPath = (pathname: string) => matches(pathname, GUEST_ONLY_PATHS);

/** A post-login destination from a query parameter, only if it is a path on this site. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value.slice(0, 500);
}
