"use client";
import { lazy, Suspense, useEffect } from "react";

// Build settings: Next.js writes NEXT_PUBLIC_* values into the bundle when the app is built.
// NEXT_PUBLIC_VITALS_SAMPLE_RATE: the share of page loads measured, 0 (none) to 1 (all, the default).
const configuredRate = Number(process.env.NEXT_PUBLIC_VITALS_SAMPLE_RATE || "1");
const SAMPLE_RATE = Number.isFinite(configuredRate) ? Math.min(1, Math.max(0, configuredRate)) : 1;
// NEXT_PUBLIC_VERCEL_SPEED_INSIGHTS=1: Vercel's Speed Insights as well, on a Vercel deployment.
const SpeedInsights =
  process.env.NEXT_PUBLIC_VERCEL_SPEED_INSIGHTS === "1" ? lazy(() => import("@vercel/speed-insights/next").then((m) => ({ default: m.SpeedInsights }))) : null;

// Whether this page load is measured: decided once, however often the layout is drawn again (a language switch).
let isSampled: boolean | undefined;

/**
 * Measures real visits (lib/vitals/client.ts): for a sampled page load, once the page has loaded and the
 * browser is idle, loads the reporter and the web-vitals library, which send the figures when the page
 * is hidden. Nothing of it is in the page's first script. Renders nothing of its own.
 */
export function VitalsReporter() {
  useEffect(() => {
    isSampled ??= Math.random() < SAMPLE_RATE;
    if (!isSampled) return;
    // Where the visit landed, before any of the app's own links changes the address.
    const pathname = location.pathname;
    let cancel = () => {};
    const start = () => void import("@/lib/vitals/client").then((m) => m.startReporting(pathname), () => undefined);
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(start, { timeout: 5000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(start, 1);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      cancel();
    };
  }, []);
  return SpeedInsights ? (
    <Suspense fallback={null}>
      <SpeedInsights />
    </Suspense>
  ) : null;
}
