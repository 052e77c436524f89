// Shared by the benchmark scripts.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream";
import zlib from "node:zlib";

/** Resolves once `url` answers 2xx (the server under test is up), or throws after `ms`. */
/** The production build a benchmark measures, unless `--no-build` says to use the one there is. */
export function buildUnlessAsked() {
  if (process.argv.includes("--no-build")) return;
  console.log("building (next build)…");
  const b = spawnSync("npx", ["next", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (b.status !== 0) throw new Error("next build failed");
}

export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

// What the edge compresses: text, scripts, styles, JSON and SVG; photos and fonts are compressed already.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * The encoding the edge answers with: brotli when the browser takes it, as Vercel's does ("compression
 * uses brotli first, then gzip", Next.js docs, `compress`), else gzip. A moderate brotli quality, as for
 * compressing on the fly, flushed with every piece from the server so the page still streams.
 */
function edgeEncoder(acceptEncoding) {
  const accepts = (name) => (acceptEncoding ?? "").split(",").some((coding) => coding.trim().split(";")[0] === name);
  if (accepts("br")) {
    return {
      name: "br",
      stream: zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      }),
    };
  }
  if (accepts("gzip")) return { name: "gzip", stream: zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH }) };
  return null;
}

/**
 * A TLS and HTTP/2 front for `next start`, as the deployment's edge (Vercel) serves the app: browsers
 * get every file of a page over one multiplexed connection instead of HTTP/1.1's six, compressed as
 * the edge compresses (Next.js leaves that to it on Vercel). Answers https://localhost:`port` by
 * forwarding each request to http://127.0.0.1:`target`. The certificate is a throwaway self-signed one
 * made with openssl (the browser is told to accept it). Returns close().
 */
export async function startTlsFront({ port, target }) {
  const dir = mkdtempSync(path.join(tmpdir(), "pawbazaar-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
  } catch {
    throw new Error("openssl is needed to measure over TLS and HTTP/2 (apt-get install openssl), or pass --http1");
  }
  const server = http2.createSecureServer({
    key: readFileSync(path.join(dir, "key.pem")),
    cert: readFileSync(path.join(dir, "cert.pem")),
    allowHTTP1: true,
  });
  rmSync(dir, { recursive: true, force: true });
  // Connection-specific headers do not exist in HTTP/2 and must not cross the front.
  const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);
  const pick = (headers) => Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith(":") && !hopByHop.has(k)));
  server.on("request", (req, res) => {
    // The server answers uncompressed; the front compresses, as the edge does.
    const headers = { ...pick(req.headers), host: `localhost:${port}`, "x-forwarded-proto": "https", "accept-encoding": "identity" };
    const upstream = http.request({ host: "127.0.0.1", port: target, method: req.method, path: req.url, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      const out = pick(answer.headers);
      const hasBody = req.method !== "HEAD" && status !== 204 && status !== 304;
      const encoder =
        hasBody && !answer.headers["content-encoding"] && COMPRESSIBLE.test(answer.headers["content-type"] ?? "")
          ? edgeEncoder(req.headers["accept-encoding"])
          : null;
      if (encoder) {
        delete out["content-length"];
        const vary = String(out.vary ?? "");
        out["content-encoding"] = encoder.name;
        out.vary = /accept-encoding/i.test(vary) ? vary : [vary, "Accept-Encoding"].filter(Boolean).join(", ");
      }
      res.writeHead(status, out);
      // pipeline ends the browser's stream too when the server's breaks off.
      pipeline(...(encoder ? [answer, encoder.stream, res] : [answer, res]), () => {});
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // The browser keeps its connection open; closing the front ends it.
  const sockets = new Set();
  server.on("secureConnection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      }),
  };
}
