import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "@/lib/session/cookie";
import { authenticate } from "@/lib/session/service";
import { routing } from "@/lib/i18n/routing";
import { env } from "@/lib/env";
import { CACHED_PAGE_HEADER } from "@/lib/http/page-cache.mjs";
import { mergeCspSources, pageContentSecurityPolicy } from "@/lib/http/page-csp";
import { checkPageRequest } from "@/lib/http/page-requests";
import { blobOrigin } from "@/lib/images/url";
import { checkoutCspSources } from "@/lib/payments/checkout-csp";
import { browseKeyOf } from "@/lib/pets/browse-key";
import {
  BROWSE_RESULTS_PATH,
  NOT_FOUND_PATH,
  isCachedPage,
  isGuestOnlyPath,
  isKnownPage,
  isProtectedPath,
  safeNextPath,
} from "@/lib/routes";

const intl = createMiddleware(routing);

// A percent-encoded control character (%00, %0A…) in a path.
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** Reads the locale, guards the protected and guest-only routes, and sets the page CSP. */
export default async function proxy(req: NextRequest): Promise<NextResponse> {
  // No path of ours holds a control character, but the locale routing would drop it and show another
  // page (/pets/%00 became the browse page). Stand U+FFFD in for it, so the path is answered as the
  // unknown one it is: a 404.
  if (ENCODED_CONTROL.test(req.nextUrl.pathname)) {
    const url = req.nextUrl.clone();
    url.pathname = url.pathname.replace(new RegExp(ENCODED_CONTROL, "gi"), "%EF%BF%BD");
    return proxy(new NextRequest(url, req));
  }
  const { pathname, search } = req.nextUrl;
  const first = pathname.split("/")[1];
  const prefixed = first === "te" || first === "hi";
  const prefix = prefixed ? `/${first}` : "";
  const bare = prefixed ? pathname.slice(prefix.length) || "/" : pathname;
  // The headers the page gets. A method no page takes, and a POST (the no-script forms' server actions)
  // from another site or malformed, is answered here (lib/http/page-requests.ts).
  const headers = new Headers(req.headers);
  const refused = await checkPageRequest(req, prefixed ? (first as "te" | "hi") : "en", headers);
  if (refused) return refused;

  // Only the routes whose access depends on the session pay for the lookup. It goes to the sessions
  // table, so a revoked session (logout elsewhere, password reset) counts as none, and its stale
  // cookie is dropped on the way.
  let staleCookie = false;
  if (isProtectedPath(bare) || isGuestOnlyPath(bare)) {
    const token = req.cookies.get(sessionCookieName())?.value;
    const signedIn = !!token && !!(await authenticate(token).catch(() => null));
    staleCookie = !!token && !signedIn;
    let redirect: NextResponse | null = null;
    if (!signedIn && isProtectedPath(bare)) {
      const url = new URL(`${prefix}/login`, req.url);
      url.searchParams.set("next", `${bare}${search}`);
      redirect = NextResponse.redirect(url);
    } else if (signedIn && isGuestOnlyPath(bare)) {
      // Signed in already (a sign-in link tapped before the session was found): straight on to where it leads.
      const next = safeNextPath(req.nextUrl.searchParams.get("next"));
      redirect = NextResponse.redirect(new URL(next ? `${prefix}${next}` : prefix || "/", req.url));
    }
    if (redirect) {
      if (staleCookie) redirect.cookies.delete(sessionCookieName());
      return redirect;
    }
  }

  // An address without a page is the 404, the same for everyone: one cached page per language.
  const known = isKnownPage(bare);
  // A browse or search with a query is cached by its filters' normal form (lib/pets/browse-key.ts): "" for
  // none the page reads (the plain browse page answers), null for one too long to keep (rendered per request).
  const browseKey = (bare === "/pets" || bare === "/search") && search.length > 1 ? browseKeyOf(req.nextUrl.searchParams) : undefined;
  // A cached page must not see a nonce: the first render would keep it in the HTML every later visitor gets.
  const cached = !known || isCachedPage(bare, search) || typeof browseKey === "string";
  const nonce = cached ? null : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  // Photos come from the bucket's public URL when one is set (lib/images/url.ts).
  const photos = blobOrigin();
  // Every page, not only the payment screen: a page reached by a client-side navigation keeps the
  // policy of the first page loaded, and Checkout's script is loaded by the payment screen.
  const csp = pageContentSecurityPolicy({
    nonce,
    others: mergeCspSources(photos ? { img: [photos] } : null, checkoutCspSources(env())),
    dev: process.env.NODE_ENV === "development",
  });
  if (nonce) {
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
  }
  let res = intl(new NextRequest(req, { headers }));
  if (!known) res = rewriteTo(NOT_FOUND_PATH, res, req, prefix, headers);
  else if (browseKey) res = rewriteTo(`${BROWSE_RESULTS_PATH}${bare}/${browseKey}`, res, req, prefix, headers);
  else if (browseKey === null) res = rewriteTo(`${BROWSE_RESULTS_PATH}${bare}`, res, req, prefix, headers);
  res.headers.set("Content-Security-Policy", csp);
  // For scripts/serve.mjs: it puts the hashes of the page's inline scripts in its policy and may keep the answer.
  if (cached) res.headers.set(CACHED_PAGE_HEADER, "1");
  if (staleCookie) res.cookies.delete(sessionCookieName());
  return res;
}

/**
 * Answers the request with another page of the same language; the address bar keeps what was asked (a
 * rewrite, not a redirect). A browse or search with a query goes to the browse-results routes, so the
 * cached /pets and /search never see a query; an unknown address gets the one cached 404 page.
 */
function rewriteTo(target: string, res: NextResponse, req: NextRequest, prefix: string, headers: Headers): NextResponse {
  if (res.headers.get("location")) return res; // next-intl is redirecting (another language): the next request comes back here
  const rewrite = res.headers.get("x-middleware-rewrite");
  if (rewrite) {
    const url = new URL(rewrite);
    url.pathname = `/${url.pathname.split("/")[1]}${target}`;
    res.headers.set("x-middleware-rewrite", url.toString());
    return res;
  }
  const url = req.nextUrl.clone();
  url.pathname = `${prefix}${target}`;
  const rewritten = NextResponse.rewrite(url, { request: { headers } });
  res.headers.forEach((value, key) => {
    if (key === "set-cookie") rewritten.headers.append(key, value);
    else if (key !== "x-middleware-next") rewritten.headers.set(key, value);
  });
  return rewritten;
}

export const config = {
  // Not the REST API (/server), Next's own files, or anything with a file extension.
  matcher: ["/((?!server|api|_next|_vercel|.*\\..*).*)"],
};
