// The page cache in front of the app, as a CDN keeps pages on Vercel: scripts/serve.mjs answers a repeat
// request for a page that is the same for every visitor from memory, without entering Next.js. Plain
// JavaScript, so that server loads it without a build step. It keeps only what a shared cache may (a GET the
// proxy marked, 200 or 404, s-maxage, never STALE, no cookie but the language one), keyed by all the page can
// tell apart; lib/pets/revalidate.ts purges it through globalThis, and a path ending in "/*" purges all under
// it. docs/caching.md, "The page cache in front of the app" and "What a change rebuilds".
import { createHash } from "node:crypto";

/** Where lib/pets/revalidate.ts finds the cache of the server it runs in (none under `next dev` or Jest). */
export const PAGE_CACHE = Symbol.for("pawbazaar.page-cache");
export const CACHED_PAGE_HEADER = "x-pawbazaar-cached-page";

const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
  "range",
];
// Headers of a kept answer that belong to the one connection that carried it.
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "age", "x-cache", "set-cookie"]);

const sMaxAge = (cacheControl) => {
  const value = String(cacheControl ?? "");
  if (/\b(private|no-store|no-cache)\b/i.test(value)) return 0;
  return Number(/\bs-maxage=(\d+)/i.exec(value)?.[1] ?? 0);
};

function cookieValue(header, name) {
  for (const part of String(header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return "";
}

/** A URL's path, decoded, so that /pets/%61 and /pets/a are purged together. */
function pathOf(url) {
  const path = String(url ?? "/").split("?")[0];
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The public path of an app path: English pages have no prefix (`/en/pets/1` is `/pets/1`). */
export function publicPath(path) {
  if (path === "/en") return "/";
  return path.startsWith("/en/") ? path.slice(3) : path;
}

/**
 * @param {{ maxBytes?: number, graceMs?: number, localeCookie?: string, now?: () => number }} options
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, graceMs = 3000, localeCookie = "NEXT_LOCALE", now = Date.now } = {}) {
  /** key → { status, headers, body, etag, storedAt, expiresAt, path, size } in least-recently-used order */
  const entries = new Map();
  /** path → keys of its entries (every language cookie, encoding… of one URL path) */
  const keysByPath = new Map();
  /** path → when it was last purged */
  const purgedAt = new Map();
  /** path prefix ("/sellers/") → when every page under it was last purged */
  const purgedUnderAt = new Map();
  /** When this path was last purged, by itself or with everything under a prefix. */
  const lastPurge = (path) => {
    let when = purgedAt.get(path);
    for (const [prefix, at] of purgedUnderAt) if (path.startsWith(prefix) && (when === undefined || at > when)) when = at;
    return when;
  };
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stored: 0, purged: 0 };

  /**
   * What the cache needs of a request, taken when it arrives (Next.js rewrites req.url as it routes):
   * the key its answer is kept under, or null when it must go to the app.
   */
  function describe(req) {
    const url = req.url ?? "/";
    const h = req.headers;
    const cacheable =
      (req.method === "GET" || req.method === "HEAD") && !ROUTER_HEADERS.some((name) => h[name] !== undefined) && !/[?&]_rsc=/.test(url);
    const parts = [
      url,
      h.host,
      h["x-forwarded-host"],
      h["x-forwarded-proto"],
      cookieValue(h.cookie, localeCookie),
      h["accept-language"],
      h["accept-encoding"],
    ];
    const key = cacheable
      ? createHash("sha256")
          .update(parts.map((p) => String(p ?? "")).join("\n"))
          .digest("base64url")
      : null;
    return { key, method: req.method, path: pathOf(url), ifNoneMatch: String(h["if-none-match"] ?? "") };
  }

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    const keys = keysByPath.get(entry.path);
    keys?.delete(key);
    if (keys && !keys.size) keysByPath.delete(entry.path);
  }

  /** The kept answer for this request (from `describe`), or null. */
  function lookup({ key }) {
    const entry = key && entries.get(key);
    if (!entry) {
      stats.misses += 1;
      return null;
    }
    if (entry.expiresAt <= now()) {
      drop(key);
      stats.misses += 1;
      return null;
    }
    entries.delete(key); // most recently used goes last
    entries.set(key, entry);
    stats.hits += 1;
    return entry;
  }

  /** Writes a kept answer: 304 when the browser holds the same version, no body for HEAD. */
  function respond(request, res, entry) {
    const notModified = entry.etag && request.ifNoneMatch.split(/\s*,\s*/).includes(entry.etag);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("age", String(Math.floor((now() - entry.storedAt) / 1000)));
    res.setHeader("x-cache", "HIT");
    if (notModified) {
      res.removeHeader("content-length");
      res.statusCode = 304;
      return res.end();
    }
    res.statusCode = entry.status;
    res.end(request.method === "HEAD" ? undefined : entry.body);
  }

  /**
   * Keeps a finished answer if it may be kept. `request` is from `describe`, `startedAt` when the request
   * arrived; `headers` are the answer's final headers (lower-case names), with the cached-page mark still on.
   */
  function store(request, startedAt, status, headers, body) {
    const { key, path } = request;
    if (!key || request.method !== "GET" || (status !== 200 && status !== 404)) return false;
    if (headers[CACHED_PAGE_HEADER] !== "1") return false;
    const ttl = sMaxAge(headers["cache-control"]);
    if (!ttl || headers["x-nextjs-cache"] === "STALE") return false;
    const cookies = [headers["set-cookie"] ?? []].flat();
    if (cookies.some((c) => !String(c).startsWith(`${localeCookie}=`))) return false;
    // Next.js applies a revalidation as the request that made it ends: an answer begun within graceMs of a
    // purge may still be the old page.
    const purged = lastPurge(path);
    if (purged !== undefined && startedAt < purged + graceMs) return false;
    const kept = Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name) && name !== CACHED_PAGE_HEADER);
    // A kept cookie's Expires would grow old with the answer; its Max-Age, which browsers prefer, does not.
    if (cookies.length) kept.push(["set-cookie", cookies.map((c) => (/;\s*max-age=/i.test(c) ? c.replace(/;\s*expires=[^;]*/i, "") : c))]);
    const size = body.length + 1024;
    if (size > maxBytes / 8) return false;
    drop(key);
    const at = now();
    entries.set(key, { status, headers: kept, body, etag: headers.etag, storedAt: at, expiresAt: at + ttl * 1000, path, size });
    keysByPath.set(path, (keysByPath.get(path) ?? new Set()).add(key));
    bytes += size;
    while (bytes > maxBytes) drop(entries.keys().next().value);
    stats.stored += 1;
    return true;
  }

  /**
   * Forgets every kept answer for these paths (app paths such as /en/pets/1 or public ones); a path
   * ending in "/*" stands for every page under it (/te/sellers/* is /te/sellers/a, /te/sellers/b…).
   */
  function purge(paths) {
    const at = now();
    for (const [path, when] of purgedAt) if (when + graceMs < at) purgedAt.delete(path);
    for (const [prefix, when] of purgedUnderAt) if (when + graceMs < at) purgedUnderAt.delete(prefix);
    for (const appPath of paths) {
      if (appPath.endsWith("/*")) {
        const prefix = pathOf(publicPath(appPath.slice(0, -1)));
        purgedUnderAt.set(prefix, at);
        for (const [path, keys] of [...keysByPath]) {
          if (!path.startsWith(prefix)) continue;
          for (const key of [...keys]) {
            drop(key);
            stats.purged += 1;
          }
        }
        continue;
      }
      const path = pathOf(publicPath(appPath));
      purgedAt.set(path, at);
      for (const key of [...(keysByPath.get(path) ?? [])]) {
        drop(key);
        stats.purged += 1;
      }
    }
  }

  return { describe, lookup, respond, store, purge, stats, size: () => ({ entries: entries.size, bytes }) };
}
