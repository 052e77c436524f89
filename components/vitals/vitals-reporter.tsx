"use client";
import { lazy, Suspense, useEffect } from "react";

// Build settings: Next.js writes NEXT_PUBLIC_* values into the bundle when the app is built.
// NEXT_PUBLIC_VITALS_SAMPLE_RATE: the share of page loads measured, 0 (none) to 1 (all, the default).
const configuredRate = Number(process.env.NEXT_PUBLIC_VITALS_SAMPLE_RATE || "1");
const SAMPLE_RATE = Number.isFinite(configuredRate) ? Math.min(1, Math.max(0, configuredRate)) : 1;
// NEXT_PUBLIC_VERCEL_SPEED_INSIGHTS=1: Vercel's Speed Insights as well, on a Vercel deployment.
const SpeedInsights =
  process.env.NEXT_PUBLIC_VERCEL_SPEED_INSIGHTS === "1"
    ? lazy(() => import("@vercel/speed-insights/next").then((m) => ({ default: m.SpeedInsights })))
    : null;

// Whether this page load is measured: decided once, however often the layout is drawn again (a language switch).
let isSampled: boolean | undefined;

// The reporter waits for the visitor's first touch, key or scroll, or LOAD_AFTER_MS after the page has
// loaded, whichever comes first: loaded at the page's first idle moment, its script (about 4 KB) was part
// of every page's first load as a lab test sees it. The library still reads what happened before it
// arrived from the browser's buffered entries (LCP, CLS, TTFB); a visit left within ten seconds without a
// touch is not measured.
const LOAD_AFTER_MS = 10_000;
const FIRST_USE = ["pointerdown", "keydown", "scroll"] as const;

/**
 * Measures real visits (lib/vitals/reporter.ts): for a sampled page load, on the visitor's first use of
 * the page or ten seconds after it has loaded, loads the reporter and the web-vitals library, which send
 * the figures when the page is hidden. Nothing of it is in the page's first load. Renders nothing of its own.
 */
export function VitalsReporter() {
  useEffect(() => {
    isSampled ??= Math.random() < SAMPLE_RATE;
    if (!isSampled) return;
    // Where the visit landed, before any of the app's own links changes the address.
    const pathname = location.pathname;
    let timer: number | undefined;
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", afterLoad);
      for (const type of FIRST_USE) window.removeEventListener(type, start, true);
    };
    function start() {
      stop();
      void import("@/lib/vitals/reporter").then(
        (m) => m.startReporting(pathname),
        () => undefined,
      );
    }
    function afterLoad() {
      timer = window.setTimeout(start, LOAD_AFTER_MS);
    }
    for (const type of FIRST_USE) window.addEventListener(type, start, { capture: true, passive: true });
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return stop;
  }, []);
  return SpeedInsights ? (
    <Suspense fallback={null}>
      <SpeedInsights />
    </Suspense>
  ) : null;
}
