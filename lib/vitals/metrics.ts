// The speed figures of real visits: what a browser measures and sends, and how it is judged.
// Plain data, shared by the browser's reporter (lib/vitals/reporter.ts), the beacon's schema and the
// Speed page of the moderation console.

/** Core Web Vitals and TTFB, as the `web-vitals` library names them. */
export const METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type TMetric = (typeof METRICS)[number];

/** From the screen: a phone (short side under 600 px with a touch screen), a tablet (larger, touch) or a computer. */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type TDeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's `effectiveType` (Chrome, Edge, Samsung Internet); "unknown" elsewhere. */
export const CONNECTION_TYPES = ["4g", "3g", "2g", "slow-2g", "unknown"] as const;
export type TConnectionType = (typeof CONNECTION_TYPES)[number];

/**
 * The Core Web Vitals thresholds (web.dev, and the `web-vitals` library's own): a value up to the first
 * is good, up to the second needs improvement, above it is poor. Milliseconds, but CLS (a score).
 */
export const THRESHOLDS: Record<TMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/**
 * The largest value a beacon may carry: a minute for the timings, 10 for CLS. A browser drops a larger
 * one (a page loaded in a background tab, a laptop that slept) before sending; the server refuses it.
 */
export const MAX_VALUES: Record<TMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };

export const RATINGS = ["good", "needs-improvement", "poor"] as const;
export type TRating = (typeof RATINGS)[number];

/** How a value fares against the metric's thresholds. */
export function ratingOf(metric: TMetric, value: number): TRating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}
