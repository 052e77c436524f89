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
// It also answers a path that is not valid percent-encoding (`/%ff`) itself, with 400 and the usual
// security headers: Next.js's router throws on it and answers a bare 500 without them.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import next from "next";
import { API_CSP, COMMON_SECURITY_HEADERS } from "../lib/http/security-headers.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;

/** Appends the connection's address to X-Forwarded-For, as every proxy in the chain does. */
function appendPeerAddress(req) {
  const peer = req.socket.remoteAddress ?? "unknown";
  const prior = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(prior) ? prior.join(",") : prior ?? "").split(",").map((s) => s.trim()).filter(Boolean);
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

// The 400's text in the language of the path's prefix (/te, /hi, else English), from the catalogues.
const badRequestText = Object.fromEntries(
  ["en", "te", "hi"].map((locale) => [locale, JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), "utf8")).Errors.BAD_REQUEST]),
);

function badRequest(req, res) {
  const isApi = (req.url ?? "").startsWith("/server/");
  const locale = /^\/(te|hi)(\/|$)/.exec(req.url ?? "")?.[1] ?? "en";
  for (const { key, value } of COMMON_SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader("Content-Security-Policy", API_CSP);
  res.setHeader("Cache-Control", "no-store");
  res.statusCode = 400;
  if (isApi) {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ success: false, code: "BAD_REQUEST", message: badRequestText.en }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(badRequestText[locale]);
  }
}

const app = next({ dev: false, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (!isDecodablePath(req.url)) return badRequest(req, res);
  appendPeerAddress(req);
  handle(req, res);
});
server.listen(port, hostname, () => console.log(`PawBazaar ready on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
