import { SPECIES_SLUGS } from "@/lib/discovery/species";

// The route table's access rules, shared by the proxy and the tests (route guards, accessibility):
// every page that needs a session is here, `{id}` standing for one path segment, and these are exactly
// the pages of the app/[locale]/(site)/(account) group (lib/routes.test.ts). A path under one of them
// (/dashboard/x) is protected too.
export const PROTECTED_PAGES = [
  "/dashboard",
  "/add-listing",
  "/cart",
  "/wishlist",
  "/profile",
  "/payment",
  "/messages",
  "/pets/{id}/edit",
  "/pets/{id}/apply",
  "/pets/{id}/applications",
  "/applications",
  "/orders/{id}",
  "/check-ins/{id}",
] as const;
export const GUEST_ONLY_PATHS = ["/login", "/register"] as const;

// The moderation console: moderators and admins only (requireModerator), a 404 for everyone else, so it
// is deliberately not in PROTECTED_PAGES (which would send a visitor to the sign-in page and so reveal it).
export const ADMIN_PAGES = [
  "/admin",
  "/admin/flags",
  "/admin/users",
  "/admin/support",
  "/admin/support/{id}",
  "/admin/reviews",
  "/admin/payouts",
  "/admin/payment-problems",
  "/admin/audit",
  "/admin/speed",
  "/admin/disputes",
  "/admin/disputes/{id}",
  "/admin/seller-verifications",
  "/admin/tickets",
] as const;

// Public pages that are the same for every visitor, served from the cache (ISR) and refreshed when a
// listing changes (lib/pets/revalidate.ts). /pets and /search themselves are cached without a query; with
// one, the proxy sends them to a cached page of their filters (/browse-results/{base}/{key},
// lib/pets/browse-key.ts), or one rendered for its asker when the query is too long to keep.
// /offline is what the offline worker (public/sw.js) shows for a page it has no copy of.
export const CACHED_PAGES = [
  "/",
  "/pets",
  "/search",
  "/about",
  "/privacy-policy",
  "/terms-and-conditions",
  "/support",
  "/contact",
  "/process",
  "/developers/api",
  "/grievance-officer",
  "/selling-rules",
  "/offline",
] as const;
const PET_PAGE = /^\/pets\/[^/]+$/;
// A seller's public page (/sellers/{id}): refreshed on a sale, a review, a reply, a hidden review and a
// change to their listings or profile (lib/pets/revalidate.ts).
const SELLER_PAGE = /^\/sellers\/[^/]+$/;
// The landing pages (lib/discovery/catalog.ts): /dogs, /dogs/{breed}, /dogs/in/{city}, /dogs/{breed}/in/{city},
// for each species with landing pages. An unknown breed or city is the page's own 404 (notFound()).
const LANDING_PAGE = new RegExp(`^/(${SPECIES_SLUGS.join("|")})(/(?!in$)[^/]+)?(/in/[^/]+)?$`);

// A filtered browse's cached page, whichever way it is reached (the proxy's rewrite, or its own address).
const CACHED_BROWSE_RESULTS = /^\/browse-results\/[^/]+\/[^/]+$/;

/** True for a page that comes from the cache (the path without its language prefix); a browse with a query is the proxy's to decide. */
export function isCachedPage(pathname: string, search: string): boolean {
  if ((pathname === "/pets" || pathname === "/search") && search.length > 1) return false;
  return (
    (CACHED_PAGES as readonly string[]).includes(pathname) ||
    PET_PAGE.test(pathname) ||
    SELLER_PAGE.test(pathname) ||
    LANDING_PAGE.test(pathname) ||
    CACHED_BROWSE_RESULTS.test(pathname)
  );
}

/** Where a browse or search with a query is rendered (pages of their own, so /pets and /search stay as they are). */
export const BROWSE_RESULTS_PATH = "/browse-results";

// Every page of app/[locale] (a test checks this against the directory). An address that is none of
// them is the 404, which the proxy sends to one cached page (NOT_FOUND_PATH) instead of rendering it.
const PAGES = [
  /^\/$/,
  /^\/pets(\/[^/]+(\/(edit|apply|applications))?)?$/,
  /^\/browse-results\/[^/]+(\/[^/]+)?$/,
  /^\/(search|about|privacy-policy|terms-and-conditions|support|contact|process|developers\/api|grievance-officer|selling-rules|offline)$/,
  /^\/(dashboard|add-listing|cart|wishlist|profile|payment|messages|applications)$/,
  /^\/orders\/[^/]+$/,
  /^\/check-ins\/[^/]+$/,
  /^\/(login|register|reset-password|verify-email)$/,
  // Where an alert mail's unsubscribe link lands (no session needed, never cached: it reads its token).
  /^\/unsubscribe$/,
  /^\/admin(\/(flags|users|support|reviews|payouts|payment-problems|audit|speed|disputes|seller-verifications|tickets))?$/,
  /^\/admin\/(support|disputes)\/[^/]+$/,
  SELLER_PAGE,
  LANDING_PAGE,
];
export const NOT_FOUND_PATH = "/page-not-found";

/** True for an address that has a page of its own (the path without its language prefix). */
export const isKnownPage = (pathname: string) => PAGES.some((page) => page.test(pathname));

// The kinds of page the speed figures are kept for (lib/vitals): a fixed set, so that what a browser
// sends names a kind of page, never an address. Seller pages, the offline page, the unsubscribe page and
// the 404 are "other".
export const PAGE_TYPES = ["home", "browse", "search", "pet", "landing", "info", "account", "admin", "other"] as const;
export type TPageType = (typeof PAGE_TYPES)[number];
const INFO_PAGE = /^\/(about|privacy-policy|terms-and-conditions|support|contact|process|developers\/api|grievance-officer|selling-rules)$/;
// The signed-in pages, and the pages of signing in (login, register, a reset or verification link).
const ACCOUNT_PAGE = /^\/(login|register|reset-password|verify-email)$/;

/** The kind of page at an address as the browser shows it: with or without its language prefix, without its query. */
export function pageTypeOf(pathname: string): TPageType {
  const path = pathname.replace(/^\/(te|hi)(?=\/|$)/, "").replace(/(.)\/+$/, "$1") || "/";
  if (path === "/") return "home";
  // A browse or search with a query keeps its address in the browser (the proxy rewrites it to /browse-results/…).
  if (path === "/pets" || path === `${BROWSE_RESULTS_PATH}/pets` || path.startsWith(`${BROWSE_RESULTS_PATH}/pets/`)) return "browse";
  if (path === "/search" || path === `${BROWSE_RESULTS_PATH}/search` || path.startsWith(`${BROWSE_RESULTS_PATH}/search/`)) return "search";
  if (isProtectedPath(path) || ACCOUNT_PAGE.test(path)) return "account";
  if (PET_PAGE.test(path)) return "pet";
  if (LANDING_PAGE.test(path)) return "landing";
  if (INFO_PAGE.test(path)) return "info";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  return "other";
}

const matches = (pathname: string, paths: readonly string[]) => paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
const PROTECTED = PROTECTED_PAGES.map((page) => new RegExp(`^${page.replace("{id}", "[^/]+")}(/|$)`));
export const isProtectedPath = (pathname: string) => PROTECTED.some((page) => page.test(pathname));
export const isGuestOnlyPath = (pathname: string) => matches(pathname, GUEST_ONLY_PATHS);

const PLACEHOLDER_ORIGIN = "https://pawbazaar.invalid";
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
// A language prefix in front of a return path: the page that reads it is already in a language, and its
// locale-aware navigation puts the prefix back (so /te/pets/x does not become /te/te/pets/x).
const LOCALE_PREFIX = /^\/(en|te|hi)(?=\/|$)/;
/** The longest return path kept (a pet page with its intent is under 60 characters; a browse query may be long). */
export const NEXT_PATH_MAX = 500;

/**
 * Where to go after signing in (or up, or verifying the email), from `next`: the one check of every return
 * path (docs/security.md, "Return after sign-in"; lib/routes.test.ts). Only a relative path of one of our pages
 * (isKnownPage), with its query and fragment, passes, answered without its language prefix; anything a browser
 * could read as another host (`//host`, `/\host`, tabs between, `%2F%2F`, a decoded `//` or `\`), control
 * characters, over NEXT_PATH_MAX, non-pages and /login or /register are null. It is resolved as a browser
 * would, against a placeholder origin, and kept only when the result is still on it.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > NEXT_PATH_MAX || !value.startsWith("/") || CONTROL_CHARS.test(value)) return null;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || decoded.startsWith("//") || decoded.includes("\\") || CONTROL_CHARS.test(decoded)) return null;
  const pathname = url.pathname.replace(LOCALE_PREFIX, "") || "/";
  if (!isKnownPage(pathname) || isGuestOnlyPath(pathname)) return null;
  const path = `${pathname}${url.search}${url.hash}`;
  // A path that begins with two slashes would be read as another host when used as a link.
  return path.startsWith("//") ? null : path;
}

// What a signed-out visitor asked for on a pet page, done once they are signed in (the pet page's
// signed-in actions read it from the return path's `intent` parameter and take it out of the address).
// A fixed list: any other value is no intent.
export const RETURN_INTENTS = ["cart", "wishlist", "contact"] as const;
export type TReturnIntent = (typeof RETURN_INTENTS)[number];
export const INTENT_PARAM = "intent";

/** The pet page to come back to after signing in, with what to do there. */
export const petReturnPath = (petId: string, intent: TReturnIntent) => `/pets/${encodeURIComponent(petId)}?${INTENT_PARAM}=${intent}`;

/** The intent of an address's query ("?intent=cart"), if it is one of RETURN_INTENTS. */
export function returnIntentOf(search: string | URLSearchParams): TReturnIntent | null {
  const value = (typeof search === "string" ? new URLSearchParams(search) : search).get(INTENT_PARAM);
  return (RETURN_INTENTS as readonly string[]).includes(value ?? "") ? (value as TReturnIntent) : null;
}

/** The sign-in page's address that comes back to `next` (already a safe return path). */
export const loginPathFor = (next: string | null, extra?: Record<string, string>) => {
  const query = new URLSearchParams({ ...(next ? { next } : {}), ...extra }).toString();
  return query ? `/login?${query}` : "/login";
};
/** The sign-up page's address that comes back to `next`. */
export const registerPathFor = (next: string | null) => (next ? `/register?${new URLSearchParams({ next })}` : "/register");
