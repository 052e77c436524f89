// The Content-Security-Policy of a cached page, made exact from its body: the same HTML goes to every
// visitor, so its scripts can carry no per-request nonce. Given the finished document, the policy
// allows exactly the inline scripts it holds (by their SHA-256) instead of 'unsafe-inline'; any other
// inline script (one injected into the page) is refused. Used by scripts/serve.mjs; plain JavaScript so
// that server loads it without a build step.
import { createHash } from "node:crypto";
import zlib from "node:zlib";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are not run, so the policy does not govern them.
const RUNS = (attributes) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);

/** The 'sha256-…' sources of every inline script the browser would run in `html`, deduplicated. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (RUNS(attributes)) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** `policy` with its script-src allowing `hashes` in place of 'unsafe-inline'. */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(";")
    .map((directive) => {
      const d = directive.trim();
      if (!d.startsWith("script-src ")) return d;
      const sources = d
        .split(/\s+/)
        .slice(1)
        .filter((s) => s !== "'unsafe-inline'");
      return ["script-src", ...sources, ...hashes].join(" ");
    })
    .join("; ");
}

/** The body as text, whatever content-encoding the server gave it. */
export function decodeBody(body, encoding) {
  switch (String(encoding ?? "").toLowerCase()) {
    case "gzip":
      return zlib.gunzipSync(body).toString("utf8");
    case "br":
      return zlib.brotliDecompressSync(body).toString("utf8");
    case "deflate":
      return zlib.inflateSync(body).toString("utf8");
    default:
      return body.toString("utf8");
  }
}
