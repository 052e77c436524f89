import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { decodeBody, inlineScriptHashes, withScriptHashes } from "@/lib/http/inline-script-hashes.mjs";
import { isCachedPage } from "@/lib/routes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("isCachedPage", () => {
  it.each([
    "/",
    "/pets",
    "/search",
    "/about",
    "/privacy-policy",
    "/terms-and-conditions",
    "/support",
    "/contact",
    "/process",
    "/developers/api",
    "/pets/cmabc123",
    "/sellers/cmabc123",
    "/browse-results/pets/eyJzcGVjaWVzIjoiZG9nIn0",
  ])("caches %s", (path) => {
    expect(isCachedPage(path, "")).toBe(true);
  });
  it.each([
    // With a query, the proxy decides: a cached page of the filters (browse-results/{base}/{key}), or this.
    ["/pets", "?species=dog"],
    ["/search", "?q=lab"],
    ["/dashboard", ""],
    ["/cart", ""],
    ["/login", ""],
    ["/pets/cmabc123/edit", ""],
    ["/sellers/cmabc123/reviews", ""],
    ["/payment", "?orders=a"],
    ["/browse-results/pets", ""],
    // A query too long to keep in the cache (lib/pets/browse-key.ts).
    ["/browse-results/search", "?q=long"],
  ])("renders %s%s per request", (path, search) => {
    expect(isCachedPage(path, search)).toBe(false);
  });
});

describe("the hashed policy of a cached page", () => {
  const html = `<html><head><script src="/_next/a.js" async=""></script><script>self.__next_f=[]</script></head>
<body><script type="application/ld+json">{"@type":"Product"}</script><script>self.__next_f.push([1,"ü"])</script></body></html>`;

  it("hashes each inline script the browser runs, as UTF-8, and not scripts with src or data blocks", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f=[]"), sha('self.__next_f.push([1,"ü"])')]);
  });

  it("reads the body whatever its content-encoding", () => {
    expect(decodeBody(zlib.gzipSync(html), "gzip")).toBe(html);
    expect(decodeBody(zlib.brotliCompressSync(html), "br")).toBe(html);
    expect(decodeBody(Buffer.from(html), undefined)).toBe(html);
  });

  it("puts the hashes in place of 'unsafe-inline' in script-src and leaves the rest alone", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; object-src 'none'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; object-src 'none'",
    );
  });
});
