// node scripts/serve.mjs — serves the production build (`next build` first), like `next start`, on
// PORT (default 3000) and HOSTNAME (default all interfaces).
//
// Why not `next start`: the rate limits need the client's address, and Next.js fills X-Forwarded-For
// with the socket's address only when the request carries none, so a client that sends its own can
// pose as anyone. This server behaves like a proxy of ours: it appends the socket's address to
// X-Forwarded-For, and lib/http/rate-limit.ts reads the entry that our own trust boundary vouches for
// (the last one, or the one TRUSTED_PROXY_HOPS places before it). On Vercel none of this runs: the
// platform serves the app and sets its own client-address header.
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;

/** Appends the connection's address to X-Forwarded-For, as every proxy in the chain does. */
function appendPeerAddress(req) {
  const peer = req.socket.remoteAddress ?? "unknown";
  const prior = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(prior) ? prior.join(",") : prior ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  req.headers["x-forwarded-for"] = [...chain, peer].join(", ");
}

const app = next({ dev: false, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
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
