import type { TCspSources } from "@/lib/http/page-csp";

// What Razorpay's Checkout loads into our pages, for the page CSP. Razorpay publishes no CSP page of its
// own; these are the origins its own e-commerce module allows (script, frame, beacons, images), with its
// script's origin taken from RAZORPAY_CHECKOUT_URL, so that a stand-in's takes its place in the tests:
// - the script, and the risk-detection script it loads (cdn.razorpay.com);
// - the Checkout window, a frame of api.razorpay.com (and of the script's origin);
// - its error and metrics beacons (lumberjack);
// - its logos and icons (cdn.razorpay.com).

const RAZORPAY_CDN = "https://cdn.razorpay.com";
const RAZORPAY_API = "https://api.razorpay.com";
const RAZORPAY_BEACONS = ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"];

/** The origins Checkout needs with PAYMENT_PROVIDER=razorpay; null with the mock provider, whose policy is our own origin only. */
export function checkoutCspSources(config: { PAYMENT_PROVIDER: "mock" | "razorpay"; RAZORPAY_CHECKOUT_URL: string }): TCspSources | null {
  if (config.PAYMENT_PROVIDER !== "razorpay") return null;
  const checkout = new URL(config.RAZORPAY_CHECKOUT_URL).origin;
  return {
    script: [checkout, RAZORPAY_CDN],
    frame: [RAZORPAY_API, checkout],
    connect: RAZORPAY_BEACONS,
    img: [RAZORPAY_CDN],
  };
}
