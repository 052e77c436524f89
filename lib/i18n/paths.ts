import { isLocale, routing, type TLocale } from "./routing";

/** A page's address inside the app: a path (`/pets?species=dog`) or a path with its query as an object. */
export type THref = string | { pathname: string; query?: Record<string, string | number | boolean | undefined> };

const hrefString = (href: THref) => {
  if (typeof href === "string") return href;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return search ? `${href.pathname}?${search}` : href.pathname;
};

/**
 * The address of `href` in `locale`, as the proxy serves it: English without a prefix (`/pets`), Telugu
 * and Hindi with theirs (`/te/pets`). `forcePrefix` writes English's too (`/en/pets`), for a change of
 * language: the proxy then remembers the choice and drops the prefix, where an address without one
 * would be sent back to the language the cookie still names. Addresses that leave the site (`https:`,
 * `mailto:`) and in-page ones (`#…`, `?…`) are returned as they are.
 */
export function getPathname({ href, locale, forcePrefix = false }: { href: THref; locale: TLocale; forcePrefix?: boolean }) {
  const path = hrefString(href);
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (locale === routing.defaultLocale && !forcePrefix) return path;
  return path === "/" || path.startsWith("/?") || path.startsWith("/#") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** An address as the browser shows it, split into its language and the app's own path (`/te/pets` → te, `/pets`). */
export function splitLocale(pathname: string): { locale: TLocale | null; pathname: string } {
  const first = pathname.split("/")[1] ?? "";
  if (!isLocale(first)) return { locale: null, pathname };
  const rest = pathname.slice(first.length + 1);
  return { locale: first, pathname: rest === "" ? "/" : rest };
}
