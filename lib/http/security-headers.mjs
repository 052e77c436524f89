// The headers every answer carries, in one place: next.config.ts sets them on what Next.js serves, and
// scripts/serve.mjs on the few answers it gives itself (a path that is not valid percent-encoding).
// Pages add their per-request nonce CSP in proxy.ts; the REST answers under /server may load nothing.
export const COMMON_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
