import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";
import { authenticate } from "@/lib/auth/session";
import { routing } from "@/lib/i18n/routing";
import { blobOrigin } from "@/lib/images/url";
import { isGuestOnlyPath, isProtectedPath } from "@/lib/routes";

const intl = createMiddleware(routing);

function contentSecurityPolicy(nonce: string, photoOrigin: string | null) {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Photos come from the bucket's public URL when one is set (lib/images/url.ts).
    `img-src 'self' data: blob:${photoOrigin ? ` ${photoOrigin}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    // The photo worker (lib/images/shrink.worker.ts) is a script file of ours; 'strict-dynamic' above
    // would otherwise decide for workers too.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

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
      redirect = NextResponse.redirect(new URL(prefix || "/", req.url));
    }
    if (redirect) {
      if (staleCookie) redirect.cookies.delete(sessionCookieName());
      return redirect;
    }
  }

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy(nonce, blobOrigin());
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const res = intl(new NextRequest(req, { headers }));
  res.headers.set("Content-Security-Policy", csp);
  if (staleCookie) res.cookies.delete(sessionCookieName());
  return res;
}

export const config = {
  // Not the REST API (/server), Next's own files, or anything with a file extension.
  matcher: ["/((?!server|api|_next|_vercel|.*\\..*).*)"],
};
