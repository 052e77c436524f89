import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { fail } from "@/lib/http/json-response";
import type { TAnyContract } from "./contract";

type TWrappedHandler = ((req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  contract: TAnyContract;
};

/**
 * True when the browser says another site started this request: `Sec-Fetch-Site` is `cross-site`,
 * `same-site` (a sibling subdomain is another origin) or a value no browser sends. `same-origin` (our
 * own page) and `none` (a typed address, a bookmark, a download the person started) pass, and so does a
 * request without the header: an API client with a bearer token, or an older browser.
 */
export function isCrossSiteFetch(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site")?.trim().toLowerCase();
  return !!site && site !== "same-origin" && site !== "none";
}

/**
 * For a GET whose mere running matters: `withRoute` checks where only state-changing requests come from,
 * but another site can make a signed-in browser send a GET with the session cookie (a link it follows:
 * the cookie is SameSite=Lax, which lets top-level navigations through; a sibling subdomain's `<img>`),
 * and a download of the person's data counts against their daily limit and mails them. The other site
 * cannot read the answer, but it could use up the limit. Such a request is refused with CROSS_SITE (403)
 * before the wrapper runs, so it costs the person nothing: no session lookup, no rate-limit hit. The check
 * sits here rather than in the route's contract (a `withRoute` option) because it must come before the
 * rate limit and needs only the headers; the handler keeps its `contract`, so the route still shows that it
 * is made with the one in its contract.ts (its `errors` list CROSS_SITE for the reference).
 */
export function refuseCrossSite<T extends TWrappedHandler>(handler: T): T {
  const guarded = async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    if (!isCrossSiteFetch(req.headers)) return handler(req, context);
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    const res = fail("CROSS_SITE", { requestId });
    res.headers.set("cache-control", "no-store");
    return res;
  };
  return Object.assign(guarded, { contract: handler.contract }) as T;
}
