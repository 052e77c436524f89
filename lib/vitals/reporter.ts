import { onCLS, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";
import { pageTypeOf } from "@/lib/routes";
import { connectionTypeOf, deviceClassOf } from "./classify";
import { MAX_VALUES, METRICS, type TMetric } from "./metrics";
import type { TVitalsBeacon } from "./schemas";

// The browser's half of the speed figures, loaded by components/vitals/vitals-reporter.tsx for a sampled page
// load on the visitor's first touch, key or scroll, or ten seconds after load, so it is in no first load. It
// sends LCP, INP, CLS and TTFB, each once when final, in one beacon when the page is hidden: the library
// reports INP, CLS and the final LCP in its own `visibilitychange` listener (window, capture phase), which runs
// before ours (document). Not on `pagehide`: it fires just before, and would send without them. A page restored
// from the back/forward cache measures anew. docs/performance.md, "Speed of real visits".

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
