import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";
import { readTokenClaims } from "@/lib/auth/token";
import { routing } from "@/lib/i18n/routing";
import { isGuestOnlyPath, isProtectedPath } from "@/lib/routes";

const intl = createMiddleware(routing);

function contentSecurityPolicy(nonce: string) {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Reads the locale, guards the protected routes and sets the page CSP. */
export default async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const first = pathname.split("/")[1];
  const prefixed = first === "te" || first === "hi";
  const prefix = prefixed ? `/${first}` : "";
  const bare = prefixed ? pathname.slice(prefix.length) || "/" : pathname;

  // Decrypting the next-auth token is enough to route; the pages check revocation in the database.
  const signedIn = !!(await readTokenClaims(req.cookies.get(sessionCookieName())?.value));
  if (!signedIn && isProtectedPath(bare)) {
    const url = new URL(`${prefix}/login`, req.url);
    url.searchParams.set("next", `${bare}${search}`);
    return NextResponse.redirect(url);
  }
  if (signedIn && isGuestOnlyPath(bare)) return NextResponse.redirect(new URL(prefix || "/", req.url));

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const res = intl(new NextRequest(req, { headers }));
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  // Not the REST API (/server), Next's own files, or anything with a file extension.
  matcher: ["/((?!server|api|_next|_vercel|.*\\..*).*)"],
};
