import type { IncomingMessage, ServerResponse } from "node:http";
import { createPageCache, publicPath, type TPageCache } from "@/lib/http/page-cache.mjs";

// The page cache in front of the app (scripts/serve.mjs): what it keeps, for whom, for how long, and
// what a change to a listing takes out of it. The whole server is exercised by e2e/cache.spec.ts.

const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url, headers: { host: "pawbazaar.in", "accept-encoding": "gzip", ...headers } }) as unknown as IncomingMessage;

const page = (extra: Record<string, unknown> = {}) => ({
  "x-pawbazaar-cached-page": "1",
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
  "x-nextjs-cache": "HIT",
  etag: '"v1"',
  "content-security-policy": "script-src 'self' 'sha256-abc'",
  ...extra,
});

/** Offers an answer to the cache, as scripts/serve.mjs does when Next.js has finished it. */
const keep = (cache: TPageCache, req: IncomingMessage, startedAt: number, status: number, headers: Record<string, unknown>, body: Buffer) =>
  cache.store(cache.describe(req), startedAt, status, headers, body);

type TAnswer = { status: number; headers: Record<string, unknown>; body?: Buffer };
function answer(cache: TPageCache, req: IncomingMessage): TAnswer | null {
  const entry = cache.lookup(cache.describe(req));
  if (!entry) return null;
  const headers: Record<string, unknown> = {};
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
    end(body?: Buffer) {
      Object.assign(out, { status: res.statusCode, body });
    },
  };
  const out: TAnswer = { status: 0, headers };
  cache.respond(cache.describe(req), res as unknown as ServerResponse, entry);
  return out;
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

const html = Buffer.from("<html>Bruno</html>");

describe("the page cache", () => {
  it("answers a kept page to the next visitor, with its headers, its age and a HIT mark", () => {
    const time = clock();
    const cache = createPageCache({ now: time.now });
    expect(keep(cache, request("/pets/1"), time.now(), 200, page(), html)).toBe(true);
    time.advance(4_000);
    const hit = answer(cache, request("/pets/1"));
    expect(hit?.status).toBe(200);
    expect(hit?.body?.toString()).toBe("<html>Bruno</html>");
    expect(hit?.headers).toMatchObject({ "content-security-policy": "script-src 'self' 'sha256-abc'", age: "4", "x-cache": "HIT" });
    expect(hit?.headers).not.toHaveProperty("x-pawbazaar-cached-page");
  });

  it("keeps the answer under the address asked for, though Next.js rewrites req.url as it routes", () => {
    const cache = createPageCache();
    const req = request("/about");
    const asked = cache.describe(req);
    (req as { url: string }).url = "/en/about";
    cache.store(asked, Date.now(), 200, page(), html);
    expect(answer(cache, request("/about"))).not.toBeNull();
  });

  it("answers 304 to a browser that holds the same version, and no body to HEAD", () => {
    const cache = createPageCache();
    keep(cache, request("/about"), Date.now(), 200, page(), html);
    expect(answer(cache, request("/about", { "if-none-match": '"v0", "v1"' }))?.status).toBe(304);
    const head = answer(cache, request("/about", {}, "HEAD"));
    expect(head?.status).toBe(200);
    expect(head?.body).toBeUndefined();
  });

  it("keeps one answer per URL, host, language cookie, Accept-Language and encoding", () => {
    const cache = createPageCache();
    keep(
      cache,
      request("/", { cookie: "NEXT_LOCALE=en; pawbazaar-signed-in=1", "accept-language": "en-IN" }),
      Date.now(),
      200,
      page(),
      html,
    );
    expect(answer(cache, request("/", { cookie: "NEXT_LOCALE=en", "accept-language": "en-IN" }))).not.toBeNull();
    for (const other of [
      request("/", { cookie: "NEXT_LOCALE=te", "accept-language": "en-IN" }),
      request("/", { "accept-language": "en-IN" }),
      request("/", { cookie: "NEXT_LOCALE=en", "accept-language": "te-IN" }),
      request("/", { cookie: "NEXT_LOCALE=en", "accept-language": "en-IN", "accept-encoding": "br" }),
      request("/", { cookie: "NEXT_LOCALE=en", "accept-language": "en-IN", host: "evil.example" }),
      request("/", { cookie: "NEXT_LOCALE=en", "accept-language": "en-IN", "x-forwarded-host": "evil.example" }),
      request("/?utm=1", { cookie: "NEXT_LOCALE=en", "accept-language": "en-IN" }),
    ]) {
      expect(answer(cache, other)).toBeNull();
    }
  });

  it("never answers a router request, a POST or a range from the cache", () => {
    const cache = createPageCache();
    keep(cache, request("/pets"), Date.now(), 200, page(), html);
    expect(answer(cache, request("/pets", { rsc: "1" }))).toBeNull();
    expect(answer(cache, request("/pets", { "next-router-prefetch": "1" }))).toBeNull();
    expect(answer(cache, request("/pets?_rsc=abc"))).toBeNull();
    expect(answer(cache, request("/pets", { range: "bytes=0-10" }))).toBeNull();
    expect(answer(cache, request("/pets", {}, "POST"))).toBeNull();
  });

  it.each([
    ["a page the proxy did not mark as cached", 200, page({ "x-pawbazaar-cached-page": undefined })],
    ["a private answer", 200, page({ "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })],
    ["an answer without s-maxage", 200, page({ "cache-control": "max-age=0" })],
    ["a stale answer", 200, page({ "x-nextjs-cache": "STALE" })],
    ["an answer that sets the session cookie", 200, page({ "set-cookie": ["NEXT_LOCALE=te; Path=/", "pawbazaar-session=abc; HttpOnly"] })],
    ["an error", 500, page()],
    ["a redirect", 307, page()],
  ])("does not keep %s", (_label, status, headers) => {
    const cache = createPageCache();
    expect(keep(cache, request("/pets/1"), Date.now(), status as number, headers, html)).toBe(false);
    expect(answer(cache, request("/pets/1"))).toBeNull();
  });

  it("keeps a 404 of a cached page, and the language cookie the page sets", () => {
    const cache = createPageCache();
    expect(keep(cache, request("/pets/gone"), Date.now(), 404, page(), html)).toBe(true);
    expect(answer(cache, request("/pets/gone"))?.status).toBe(404);
    const cookie = "NEXT_LOCALE=te; Path=/; Expires=Thu, 25 Nov 2027 04:09:27 GMT; Max-Age=31536000; SameSite=lax";
    keep(cache, request("/te/pets"), Date.now(), 200, page({ "set-cookie": [cookie] }), html);
    // Its Expires would grow old in the cache: Max-Age alone says the same and stays true.
    expect(answer(cache, request("/te/pets"))?.headers["set-cookie"]).toEqual(["NEXT_LOCALE=te; Path=/; Max-Age=31536000; SameSite=lax"]);
  });

  it("keeps a page for its s-maxage only", () => {
    const time = clock();
    const cache = createPageCache({ now: time.now });
    keep(cache, request("/about"), time.now(), 200, page({ "cache-control": "s-maxage=60" }), html);
    time.advance(59_000);
    expect(answer(cache, request("/about"))).not.toBeNull();
    time.advance(1_000);
    expect(answer(cache, request("/about"))).toBeNull();
  });

  it("lets a change to a listing take its pages out, in every variant, and keeps nothing begun before it settles", () => {
    const time = clock();
    const cache = createPageCache({ now: time.now, graceMs: 3000 });
    keep(cache, request("/pets/a1"), time.now(), 200, page(), html);
    keep(cache, request("/pets/a1?utm_source=whatsapp"), time.now(), 200, page(), html);
    keep(cache, request("/pets/%61%31", { "accept-language": "hi" }), time.now(), 200, page(), html);
    keep(cache, request("/te/pets/a1"), time.now(), 200, page(), html);
    keep(cache, request("/"), time.now(), 200, page(), html);
    keep(cache, request("/pets/b2"), time.now(), 200, page(), html);

    const begun = time.now();
    time.advance(100);
    cache.purge(["/en", "/en/pets/a1", "/te/pets/a1"]);
    for (const url of ["/pets/a1", "/pets/a1?utm_source=whatsapp", "/te/pets/a1", "/"]) expect(answer(cache, request(url))).toBeNull();
    expect(answer(cache, request("/pets/%61%31", { "accept-language": "hi" }))).toBeNull();
    expect(answer(cache, request("/pets/b2"))).not.toBeNull();

    // An answer whose request began before the purge, or within the grace after it, may be the old page.
    expect(keep(cache, request("/pets/a1"), begun, 200, page(), html)).toBe(false);
    time.advance(1_000);
    expect(keep(cache, request("/pets/a1"), time.now(), 200, page(), html)).toBe(false);
    time.advance(2_000);
    expect(keep(cache, request("/pets/a1"), time.now(), 200, page(), html)).toBe(true);
    expect(cache.stats.purged).toBe(5);
  });

  it("purges every page under a path ending in /*, and keeps nothing under it begun before that settles", () => {
    const time = clock();
    const cache = createPageCache({ now: time.now, graceMs: 3000 });
    for (const url of ["/sellers/s1", "/sellers/s2?x=1", "/te/sellers/s1", "/sellers", "/pets/a1"])
      keep(cache, request(url), time.now(), 200, page(), html);
    const begun = time.now();
    time.advance(100);
    cache.purge(["/en/sellers/*", "/te/sellers/*"]);
    for (const url of ["/sellers/s1", "/sellers/s2?x=1", "/te/sellers/s1"]) expect(answer(cache, request(url))).toBeNull();
    expect(answer(cache, request("/sellers"))).not.toBeNull();
    expect(answer(cache, request("/pets/a1"))).not.toBeNull();
    expect(keep(cache, request("/sellers/s3"), begun, 200, page(), html)).toBe(false);
    time.advance(3_000);
    expect(keep(cache, request("/sellers/s3"), time.now(), 200, page(), html)).toBe(true);
    expect(cache.stats.purged).toBe(3);
  });

  it("stays within its size, dropping the least recently used page", () => {
    const cache = createPageCache({ maxBytes: 8 * 3_000 });
    const big = Buffer.alloc(1_900);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) keep(cache, request(`/pets/${n}`), Date.now(), 200, page(), big);
    expect(answer(cache, request("/pets/1"))).not.toBeNull(); // used again: kept
    for (const n of [9, 10, 11]) keep(cache, request(`/pets/${n}`), Date.now(), 200, page(), big);
    expect(cache.size().bytes).toBeLessThanOrEqual(8 * 3_000);
    expect(answer(cache, request("/pets/1"))).not.toBeNull();
    expect(answer(cache, request("/pets/2"))).toBeNull();
    expect(answer(cache, request("/pets/11"))).not.toBeNull();
  });

  it("names English pages without their prefix", () => {
    expect(publicPath("/en")).toBe("/");
    expect(publicPath("/en/pets/1")).toBe("/pets/1");
    expect(publicPath("/te")).toBe("/te");
    expect(publicPath("/te/pets")).toBe("/te/pets");
  });
});
