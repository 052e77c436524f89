import { checkoutCspSources } from "@/lib/payments/checkout-csp";
import { mergeCspSources, pageContentSecurityPolicy } from "./page-csp";

// The page policy for each payment provider: with the mock one, our own origin only (as it has always
// been); with Razorpay, the origins its Checkout loads from, the script's origin taken from
// RAZORPAY_CHECKOUT_URL (a stand-in's in the browser journeys).

const CHECKOUT = "https://checkout.razorpay.com/v1/checkout.js";
const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d]));
const policyFor = (
  provider: "mock" | "razorpay",
  { nonce = "abc" as string | null, checkoutUrl = CHECKOUT, photos = null as string | null } = {},
) =>
  pageContentSecurityPolicy({
    nonce,
    others: mergeCspSources(
      photos ? { img: [photos] } : null,
      checkoutCspSources({ PAYMENT_PROVIDER: provider, RAZORPAY_CHECKOUT_URL: checkoutUrl }),
    ),
  });

describe("the page CSP with the mock provider", () => {
  it("is our own origin only, with a nonce on a page rendered per request", () => {
    expect(policyFor("mock")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("on a cached page, 'unsafe-inline' for scripts/serve.mjs to replace with hashes; the photo bucket's origin for images", () => {
    expect(policyFor("mock", { nonce: null, photos: "https://photos.example" })).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://photos.example; font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("ignores RAZORPAY_CHECKOUT_URL", () => {
    expect(policyFor("mock", { checkoutUrl: "http://127.0.0.1:3190/v1/checkout.js" })).toBe(policyFor("mock"));
    expect(checkoutCspSources({ PAYMENT_PROVIDER: "mock", RAZORPAY_CHECKOUT_URL: CHECKOUT })).toBeNull();
  });

  it("in development, lets the dev server's eval and hot reload through", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "abc", dev: true }));
    expect(policy["script-src"]).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'");
    expect(policy["connect-src"]).toBe("connect-src 'self' ws:");
  });
});

describe("the page CSP with Razorpay", () => {
  it("allows Checkout's script, its window, its beacons and its images, and nothing else changes", () => {
    const mock = directives(policyFor("mock"));
    const razorpay = directives(policyFor("razorpay"));
    expect(razorpay["script-src"]).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic' https://checkout.razorpay.com https://cdn.razorpay.com",
    );
    expect(razorpay["frame-src"]).toBe("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(razorpay["connect-src"]).toBe("connect-src 'self' https://lumberjack.razorpay.com https://lumberjack-metrics.razorpay.com");
    expect(razorpay["img-src"]).toBe("img-src 'self' data: blob: https://cdn.razorpay.com");
    expect(mock["frame-src"]).toBeUndefined();
    for (const name of Object.keys(mock).filter((d) => !["script-src", "connect-src", "img-src"].includes(d)))
      expect([name, razorpay[name]]).toEqual([name, mock[name]]);
  });

  it("on a cached page too (a client-side navigation to the payment screen keeps the first page's policy), beside the photo bucket", () => {
    const policy = directives(policyFor("razorpay", { nonce: null, photos: "https://photos.example" }));
    expect(policy["script-src"]).toBe("script-src 'self' 'unsafe-inline' https://checkout.razorpay.com https://cdn.razorpay.com");
    expect(policy["img-src"]).toBe("img-src 'self' data: blob: https://photos.example https://cdn.razorpay.com");
  });

  it("puts a stand-in's origin (RAZORPAY_CHECKOUT_URL) in place of checkout.razorpay.com", () => {
    const policy = policyFor("razorpay", { checkoutUrl: "http://127.0.0.1:3190/v1/checkout.js" });
    expect(directives(policy)["script-src"]).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic' http://127.0.0.1:3190 https://cdn.razorpay.com",
    );
    expect(directives(policy)["frame-src"]).toBe("frame-src 'self' https://api.razorpay.com http://127.0.0.1:3190");
    expect(policy).not.toContain("checkout.razorpay.com");
  });
});
