import { isAllowedOrigin, isSameOriginRequest, trustedOrigins } from "./origin";

const TRUSTED = new Set(["https://pawbazaar.in", "https://partner.example"]);

type TCase = [why: string, headers: Record<string, string>, allowed: boolean];

// Each row is a request a real client sends, with the answer and the reason it is right. The body type
// is in some rows' names because a cross-site <form> or a fetch without a preflight can send
// urlencoded, multipart or text/plain bodies: the check must refuse them by origin, whatever the body.
const CASES: TCase[] = [
  // What must go through: our own pages, at whatever address they were opened.
  [
    "a fetch from our page at localhost",
    { "sec-fetch-site": "same-origin", origin: "http://localhost:3000", host: "localhost:3000" },
    true,
  ],
  [
    "a fetch from our page at 127.0.0.1 (APP_URL says localhost)",
    { "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" },
    true,
  ],
  [
    "a phone on the LAN opening the dev server's network address",
    { "sec-fetch-site": "same-origin", origin: "http://192.168.1.23:3000", host: "192.168.1.23:3000" },
    true,
  ],
  [
    "a Vercel preview at its own address",
    {
      "sec-fetch-site": "same-origin",
      origin: "https://pawbazaar-git-feature-team.vercel.app",
      host: "pawbazaar-git-feature-team.vercel.app",
    },
    true,
  ],
  [
    "www. beside the bare domain, each serving its own pages",
    { "sec-fetch-site": "same-origin", origin: "https://www.pawbazaar.in", host: "www.pawbazaar.in" },
    true,
  ],
  [
    "a same-origin form post (urlencoded, the no-script login form)",
    {
      "sec-fetch-site": "same-origin",
      origin: "https://pawbazaar.in",
      host: "pawbazaar.in",
      "content-type": "application/x-www-form-urlencoded",
    },
    true,
  ],
  // The browser's word wins over a proxy that rewrote Host: the page and the request share an origin.
  [
    "same-origin behind a proxy that rewrote Host",
    { "sec-fetch-site": "same-origin", origin: "https://pawbazaar.in", host: "127.0.0.1:3000" },
    true,
  ],
  ["a request the person made directly (Sec-Fetch-Site: none)", { "sec-fetch-site": "none" }, true],
  ["a same-origin fetch that carries no Origin", { "sec-fetch-site": "same-origin" }, true],
  [
    "a trusted partner's page posting to us",
    { "sec-fetch-site": "cross-site", origin: "https://partner.example", host: "pawbazaar.in" },
    true,
  ],
  [
    "a page at APP_URL posting to another of our addresses",
    { "sec-fetch-site": "same-site", origin: "https://pawbazaar.in", host: "www.pawbazaar.in" },
    true,
  ],
  ["an older browser (no Sec-Fetch-*) on our page at any address", { origin: "http://127.0.0.2:3100", host: "127.0.0.2:3100" }, true],
  [
    "an older browser on the default port (no port in either header)",
    { origin: "https://www.pawbazaar.in", host: "www.pawbazaar.in" },
    true,
  ],
  ["an older browser, Host in capitals", { origin: "https://www.pawbazaar.in", host: "WWW.PawBazaar.in" }, true],
  ["a program (curl, a server): no Origin, no Sec-Fetch-Site, no victim's cookie", {}, true],
  ["an older browser's same-origin request without Origin", { host: "pawbazaar.in" }, true],

  // What must be refused: anything a page on another site can make a browser send.
  [
    "a cross-site form post (urlencoded)",
    {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
      host: "pawbazaar.in",
      "content-type": "application/x-www-form-urlencoded",
    },
    false,
  ],
  [
    "a cross-site form post (multipart)",
    {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
      host: "pawbazaar.in",
      "content-type": "multipart/form-data; boundary=x",
    },
    false,
  ],
  [
    "a cross-site fetch with a text/plain body (no preflight)",
    { "sec-fetch-site": "cross-site", origin: "https://evil.example", host: "pawbazaar.in", "content-type": "text/plain" },
    false,
  ],
  [
    "a sibling subdomain (same-site is another origin)",
    { "sec-fetch-site": "same-site", origin: "https://cdn.pawbazaar.in", host: "pawbazaar.in" },
    false,
  ],
  [
    "a cross-site request whose attacker also sends a matching Host (a browser sends the real Host)",
    { "sec-fetch-site": "cross-site", origin: "https://evil.example", host: "evil.example" },
    false,
  ],
  [
    "a cross-site request with X-Forwarded-Host set to the attacker",
    { "sec-fetch-site": "cross-site", origin: "https://evil.example", host: "pawbazaar.in", "x-forwarded-host": "evil.example" },
    false,
  ],
  ["a cross-site request without Origin (the browser's word is enough)", { "sec-fetch-site": "cross-site" }, false],
  [
    "a value of Sec-Fetch-Site no browser sends",
    { "sec-fetch-site": "sideways", origin: "https://www.pawbazaar.in", host: "www.pawbazaar.in" },
    false,
  ],
  ["a sandboxed frame or data: page (Origin: null), older browser", { origin: "null", host: "pawbazaar.in" }, false],
  ["Origin: null with Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site", origin: "null", host: "pawbazaar.in" }, false],
  ["an older browser, cross-origin", { origin: "https://evil.example", host: "pawbazaar.in" }, false],
  [
    "an older browser, X-Forwarded-Host is not consulted",
    { origin: "https://evil.example", host: "pawbazaar.in", "x-forwarded-host": "evil.example" },
    false,
  ],
  ["an older browser, same host on another port is another origin", { origin: "http://pawbazaar.in:8080", host: "pawbazaar.in" }, false],
  ["an older browser, another scheme's default port", { origin: "https://pawbazaar.in:80", host: "pawbazaar.in" }, false],
  ["an older browser, a subdomain of ours", { origin: "https://cdn.pawbazaar.in", host: "pawbazaar.in" }, false],
  ["an older browser, an Origin that is not a URL", { origin: "not a url", host: "pawbazaar.in" }, false],
  ["an older browser, Origin without a Host header", { origin: "https://www.pawbazaar.in" }, false],
];

describe("isSameOriginRequest", () => {
  it.each(CASES)("%s → allowed: %s", (_why, headers, allowed) => {
    expect(isSameOriginRequest(new Headers(headers), TRUSTED)).toBe(allowed);
  });
});

describe("trusted origins from the configuration", () => {
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.DATABASE_URL ??= "postgresql://unused";
    process.env.NEXTAUTH_SECRET ??= "unit-tests-secret-0123456789";
    process.env.APP_URL = "https://pawbazaar.in/";
    process.env.TRUSTED_ORIGINS = " https://Partner.example , https://shop.example:8443/path ,";
  });
  afterAll(() => {
    process.env = saved;
  });

  it("are APP_URL's origin and TRUSTED_ORIGINS, as browsers write an Origin", () => {
    expect([...trustedOrigins()].sort()).toEqual(["https://partner.example", "https://pawbazaar.in", "https://shop.example:8443"]);
  });

  it("let a listed partner post from another site, and nobody else", () => {
    const post = (headers: Record<string, string>) => new Request("https://pawbazaar.in/server/contact", { method: "POST", headers });
    expect(isAllowedOrigin(post({ "sec-fetch-site": "cross-site", origin: "https://shop.example:8443", host: "pawbazaar.in" }))).toBe(true);
    expect(isAllowedOrigin(post({ "sec-fetch-site": "cross-site", origin: "https://shop.example", host: "pawbazaar.in" }))).toBe(false);
    expect(isAllowedOrigin(post({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }))).toBe(true);
  });
});
