import { onCLS, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";
import { pageTypeOf } from "@/lib/routes";
import { connectionTypeOf, deviceClassOf } from "./classify";
import { MAX_VALUES, METRICS, type TMetric } from "./metrics";
import type { TVitalsBeacon } from "./schemas";

// The browser's half of the speed figures. components/vitals/vitals-reporter.tsx loads this module (and
// with it the web-vitals library) only for a sampled page load, after the page has loaded and the main
// thread is idle, so it adds nothing to what a page needs first. The library finds what happened before
// it arrived in the browser's buffered performance entries (LCP, CLS, TTFB); an interaction made before
// it arrived may be missed in INP.
//
// It collects LCP, INP, CLS and TTFB as the library reports them (reportAllChanges off: once each, when
// final) and sends them together in one beacon when the page is hidden: a tab switched away from, the
// phone locked, the page left or closed. That is when the library reports INP, CLS and a final LCP, in
// its own `visibilitychange` listener (on window, in the capture phase), which runs before ours (on the
// document). Not on `pagehide`: browsers fire it just before that `visibilitychange` when a page is left,
// so a beacon sent there would go without those three. A metric is sent once; one that grows after the
// page was hidden and shown again (more layout shifts) keeps its first value. A page restored from the
// back/forward cache measures anew, under new ids, and sends again when next hidden.

const BEACON_URL = "/server/vitals";

/** Sends the body as a beacon, which the browser delivers after the page is gone; else a keepalive fetch. */
function send(body: string) {
  try {
    // A JSON blob: the API takes only application/json (a cross-site form cannot send it). Same-origin, so
    // no preflight; browsers of before 2020 threw on a non-form type, and take the fetch below.
    if (navigator.sendBeacon?.(BEACON_URL, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(BEACON_URL, {
    method: "POST",
    body,
    keepalive: true,
    credentials: "omit",
    headers: { "content-type": "application/json" },
  }).catch(() => undefined);
}

function device() {
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return deviceClassOf({
    isMobile: hints?.mobile === true,
    isTouch: matchMedia("(pointer: coarse)").matches,
    shortSide: Math.min(screen.width, screen.height),
  });
}

const connection = () =>
  connectionTypeOf((navigator as Navigator & { connection?: { effectiveType?: unknown } }).connection?.effectiveType);

let isStarted = false;

/** Measures this page load (`pathname`: where it landed, as the browser showed it) and sends it when the page is hidden. Once per page load. */
export function startReporting(pathname: string) {
  if (isStarted) return;
  isStarted = true;
  const base = { pageType: pageTypeOf(pathname), device: device(), connection: connection() };
  let pending: Partial<Record<TMetric, number>> = {};
  const sent = new Set<string>();

  const collect = (metric: MetricType) => {
    const name = metric.name as TMetric;
    if (!METRICS.includes(name) || sent.has(metric.id)) return;
    // A value the server would refuse (a page loaded in a background tab, a laptop that slept) is dropped.
    if (!(metric.value >= 0 && metric.value <= MAX_VALUES[name])) return;
    sent.add(metric.id);
    pending[name] = metric.value;
  };

  const flush = () => {
    if (document.visibilityState !== "hidden" || Object.keys(pending).length === 0) return;
    const beacon: TVitalsBeacon = { ...base, metrics: pending };
    pending = {};
    send(JSON.stringify(beacon));
  };

  // Each metric once, when final (the library's default, said here because the beacon relies on it).
  const whenFinal = { reportAllChanges: false };
  onTTFB(collect, whenFinal);
  onLCP(collect, whenFinal);
  onCLS(collect, whenFinal);
  onINP(collect, whenFinal);
  document.addEventListener("visibilitychange", flush);
}
