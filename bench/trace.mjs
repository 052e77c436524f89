// node bench/trace.mjs <url> [--rate N] [--runs N] — where a page's main-thread time goes, from a
// Chromium trace: loads the page as a phone (412×823, touch) with the CPU slowed N× (default 4, as
// Lighthouse simulates a mid-range phone), and prints every task over 50 ms (the ones that block a tap)
// with what took its time: evaluating a script (by file), running React (FunctionCall, microtasks),
// parsing HTML (with the page's inline React payload), style and layout. Then the sum of their time
// over 50 ms: the blocking time as measured, not simulated. Start a server first (npm run demo, or
// `npx next start` inside `node scripts/with-db.mjs --test --seed`); compare with the floor by serving
// bench/floor the way bench/pages.mjs does.
import { chromium } from "@playwright/test";

const url = process.argv[2];
if (!url) throw new Error("usage: node bench/trace.mjs <url> [--rate N] [--runs N]");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RATE = arg("--rate", 4);
const RUNS = arg("--runs", 1);
const SHOWN = [
  "EvaluateScript",
  "FunctionCall",
  "RunMicrotasks",
  "ParseHTML",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    const events = [];
    cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(4000);
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    await context.close();

    const mainThread = events.find(
      (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.tid === e.tid && x.name === "ParseHTML"),
    )?.tid;
    const slices = events.filter((e) => e.tid === mainThread && e.ph === "X" && e.dur);
    const tasks = slices.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts);
    const start = events.find((e) => e.name === "navigationStart")?.ts ?? tasks[0]?.ts ?? 0;
    console.log(`${url} — run ${run}, CPU ${RATE}× slower`);
    let blocking = 0;
    for (const task of tasks) {
      const ms = task.dur / 1000;
      if (ms <= 50) continue;
      blocking += ms - 50;
      const parts = new Map();
      for (const e of slices) {
        if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || !SHOWN.includes(e.name)) continue;
        const what = `${e.name} ${String(e.args?.data?.url ?? "")
          .split("/")
          .pop()}`.trim();
        parts.set(what, (parts.get(what) ?? 0) + e.dur / 1000);
      }
      const top = [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([what, t]) => `${what} ${t.toFixed(0)}`);
      console.log(
        `  task at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${ms.toFixed(0).padStart(4)} ms  (${top.join(", ")})`,
      );
    }
    console.log(`  blocking time (tasks' time over 50 ms): ${blocking.toFixed(0)} ms\n`);
  }
} finally {
  await browser.close();
}
