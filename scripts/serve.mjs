// node scripts/serve.mjs — serves the production build (`next build` first), like `next start`, on
// PORT (default 3000) and HOSTNAME (default all interfaces).
//
// Why not `next start`: the rate limits need the client's address, and Next.js fills X-Forwarded-For
// with the socket's address only when the request carries none, so a client that sends its own can
// pose as anyone. This server behaves like a proxy of ours: it appends the socket's address to
// X-Forwarded-For, and lib/http/rate-limit.ts reads the entry that our own trust boundary vouches for
// (the last one, or the one TRUSTED_PROXY_HOPS places before it). On Vercel none of this runs: the
// platform serves the app and sets its own client-address header.
//
// For a page served from the cache it puts the hashes of the page's inline scripts in its
// Content-Security-Policy (see hashCachedPageScripts below), and keeps the finished answer in memory, so
// that the next visitor gets it without entering Next.js, as a CDN does on Vercel
// (lib/http/page-cache.mjs; PAGE_CACHE_MB sets its size, 0 turns it off).
//
// It also answers a path that is not valid percent-encoding (`/%ff`) itself, with 400 and the usual
// security headers: Next.js's router throws on it and answers a bare 500 without them; and TRACE, TRACK
// and CONNECT with 405, for the same reason.
import { createServer } from "node:http";
import next from "next";
import { decodeBody, inlineScriptHashes, withScriptHashes } from "../lib/http/inline-script-hashes.mjs";
import { CACHED_PAGE_HEADER, PAGE_CACHE, createPageCache } from "../lib/http/page-cache.mjs";
import { REFUSAL_TEXTS } from "../lib/http/refusal-texts.mjs";
import { API_CSP, COMMON_SECURITY_HEADERS } from "../lib/http/security-headers.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;

/** Appends the connection's address to X-Forwarded-For, as every proxy in the chain does. */
function appendPeerAddress(req) {
  const peer = req.socket.remoteAddress ?? "unknown";
  const prior = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(prior) ? prior.join(",") : (prior ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  req.headers["x-forwarded-for"] = [...chain, peer].join(", ");
}

/** Whether the path decodes; Next.js decodes every segment and fails on one that does not. */
function isDecodablePath(url) {
  const path = (url ?? "/").split("?")[0];
  try {
    for (const segment of path.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers a request itself, before Next.js: a code's text (lib/http/refusal-texts.mjs) in the language
 * of the path's prefix (/te, /hi, else English), as JSON under /server, with the usual security headers.
 */
function refuse(req, res, code, status, extraHeaders = {}) {
  const isApi = (req.url ?? "").startsWith("/server/");
  const locale = /^\/(te|hi)(\/|$)/.exec(req.url ?? "")?.[1] ?? "en";
  for (const { key, value } of COMMON_SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader("Content-Security-Policy", API_CSP);
  res.setHeader("Cache-Control", "no-store");
  for (const [key, value] of Object.entries(extraHeaders)) res.setHeader(key, value);
  res.statusCode = status;
  if (isApi) {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ success: false, code, message: REFUSAL_TEXTS.en[code] }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(REFUSAL_TEXTS[locale][code]);
  }
}

// Methods that the Fetch standard forbids: Next.js cannot make a Request of them and answers a bare 500.
// No route of ours takes them (TRACE would echo the request, cookies included, back to a script).
const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

// A cached page's body changes only when it is rendered again, and then so does its ETag: the hashes
// are worked out once per version (a few hundred versions at most are kept).
const hashesByEtag = new Map();
const HASHES_KEPT = 500;

function scriptHashesOf(body, encoding, etag) {
  const known = etag && hashesByEtag.get(etag);
  if (known) return known;
  const hashes = inlineScriptHashes(decodeBody(body, encoding));
  if (etag) {
    if (hashesByEtag.size >= HASHES_KEPT) hashesByEtag.delete(hashesByEtag.keys().next().value);
    hashesByEtag.set(etag, hashes);
  }
  return hashes;
}

/**
 * For a cached page, holds the answer back until its body is complete, then puts the hashes of its
 * inline scripts in its Content-Security-Policy in place of 'unsafe-inline' (lib/http/inline-script-hashes.mjs)
 * and offers the finished answer to the page cache. Every other answer passes through untouched and
 * keeps streaming.
 */
function hashCachedPageScripts(req, res, pageCache, request, startedAt) {
  if (req.method !== "GET") return;
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const flushHeaders = res.flushHeaders.bind(res);
  let holding = null;
  const chunks = [];
  const isHeld = () => {
    holding ??= res.getHeader(CACHED_PAGE_HEADER) === "1" && String(res.getHeader("content-type") ?? "").startsWith("text/html");
    return holding;
  };
  const collect = (chunk, encoding) => {
    if (chunk != null && typeof chunk !== "function")
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
  };
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((r) => typeof r === "object" && r !== null);
    if (headers) for (const [k, v] of Array.isArray(headers) ? [] : Object.entries(headers)) res.setHeader(k, v);
    if (typeof rest[0] === "string") res.statusMessage = rest[0];
    res.statusCode = status;
    return isHeld() ? res : writeHead(status);
  };
  res.flushHeaders = () => (isHeld() ? undefined : flushHeaders());
  res.write = (chunk, encoding, cb) => {
    if (!isHeld()) return write(chunk, encoding, cb);
    collect(chunk, encoding);
    (typeof encoding === "function" ? encoding : cb)?.();
    return true;
  };
  res.end = (chunk, encoding, cb) => {
    if (!isHeld()) return end(chunk, encoding, cb);
    collect(chunk, encoding);
    const body = Buffer.concat(chunks);
    const policy = res.getHeader("content-security-policy");
    const etag = res.getHeader("etag");
    // A 304 has no body, but its headers replace the browser's stored ones: it gets the same hashes.
    const hashes = body.length ? scriptHashesOf(body, res.getHeader("content-encoding"), etag) : hashesByEtag.get(etag);
    if (typeof policy === "string" && hashes) res.setHeader("content-security-policy", withScriptHashes(policy, hashes));
    res.removeHeader("transfer-encoding");
    res.setHeader("content-length", body.length);
    if (pageCache) res.setHeader("x-cache", "MISS");
    pageCache?.store(request, startedAt, res.statusCode, res.getHeaders(), body);
    res.removeHeader(CACHED_PAGE_HEADER);
    writeHead(res.statusCode);
    return end(body, typeof encoding === "function" ? encoding : cb);
  };
}

const cacheMegabytes = Number(process.env.PAGE_CACHE_MB ?? 64);
const pageCache = cacheMegabytes > 0 ? createPageCache({ maxBytes: cacheMegabytes * 1024 * 1024 }) : null;
// lib/pets/revalidate.ts purges a changed listing's pages through this.
globalThis[PAGE_CACHE] = pageCache ?? undefined;

const app = next({ dev: false, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (FORBIDDEN_METHODS.has(req.method ?? ""))
    return refuse(req, res, "METHOD_NOT_ALLOWED", 405, (req.url ?? "").startsWith("/server/") ? {} : { Allow: "GET, HEAD, POST" });
  if (!isDecodablePath(req.url)) return refuse(req, res, "BAD_REQUEST", 400);
  const request = pageCache?.describe(req);
  const kept = request && pageCache.lookup(request);
  if (kept) return pageCache.respond(request, res, kept);
  const startedAt = Date.now();
  appendPeerAddress(req);
  hashCachedPageScripts(req, res, pageCache, request, startedAt);
  handle(req, res);
});
server.listen(port, hostname, () => console.log(`PawBazaar ready on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
