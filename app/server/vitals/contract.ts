import { endpoint } from "@/lib/api/contract";
import { MAX_BEACON_BYTES, VITALS_LIMITS } from "@/lib/vitals/limits";
import { ZVitalsBeacon } from "@/lib/vitals/schemas";

export const POST = endpoint({
  tag: "Service",
  summary: "Count a page view's speed figures",
  description:
    "The pages' beacon (sent with navigator.sendBeacon as the page is hidden, for a sample of page views): the Core Web Vitals LCP, INP and CLS and the TTFB one page load measured, with the kind of page, the device class and the connection type. Each value is counted in a histogram per day, kind of page, device and connection; no address, account, page address or browser is kept. Values past their bound and fields it does not know are refused. 600 an hour per address.",
  auth: "none",
  body: ZVitalsBeacon,
  maxBodyBytes: MAX_BEACON_BYTES,
  rateLimit: ({ ip }) => [{ rule: VITALS_LIMITS.beaconsPerIp, subject: ip }],
  responses: [{ status: 204, description: "Counted." }],
});
