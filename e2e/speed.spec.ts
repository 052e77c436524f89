import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, demoPet, expectFitsScreen, logIn } from "./support";

// Real visitors' speed, end to end: a few browsing sessions, each a browser of its own, open public pages;
// the pages measure themselves (web-vitals, loaded once the page is idle) and send their figures when
// they are left; the moderator then reads the 75th percentiles of those kinds of page on the console's
// Speed page. Other journeys browse at the same time and add their own figures: every figure is real.

const MODERATOR = "moderator@pawbazaar.in";

async function newContext(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport: viewport ?? undefined, isMobile, hasTouch, userAgent, deviceScaleFactor });
  return { context, page: await context.newPage() };
}

/** The moderator's count of samples of a metric for a kind of page in the last 7 days (GET /server/admin/vitals). */
async function samplesOf(api: APIRequestContext, pageType: string, metric: "LCP" | "TTFB") {
  const res = await api.get("/server/admin/vitals");
  expect(res.status()).toBe(200);
  const { report } = (await res.json()) as {
    report: { pages: { pageType: string; metrics: { metric: string; last7: { samples: number } }[] }[] };
  };
  return report.pages.find((p) => p.pageType === pageType)?.metrics.find((m) => m.metric === metric)?.last7.samples ?? 0;
}

test("the Speed page shows real figures after a few browsing sessions", async ({ browser, playwright, request, baseURL }, testInfo) => {
  // Five sessions, each waiting for its figures to arrive, on a machine other journeys share.
  test.setTimeout(240_000);
  const pet = await demoPet(request, "Bruno");
  const visits = [
    { path: "/", pageType: "home", label: "Home" },
    { path: "/pets", pageType: "browse", label: "Browse" },
    { path: `/pets/${pet.id}`, pageType: "pet", label: "Pet pages" },
    { path: "/dogs", pageType: "landing", label: "Breed and city pages" },
    { path: "/about", pageType: "info", label: "Information pages" },
  ];

  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/server/auth/login", { data: { email: MODERATOR, password: DEMO_PASSWORD } })).status()).toBe(200);

  const sessions: BrowserContext[] = [];
  for (const visit of visits) {
    const before = await samplesOf(api, visit.pageType, "LCP");
    // The reporter loads on the visitor's first use of the page; on a busy machine a visit can be left
    // before it has started: that visit sends nothing, and the session is tried again.
    await expect(async () => {
      const { context, page } = await newContext(browser, testInfo);
      // Kept open to the end, so that no beacon in flight is cut off by closing its browser.
      sessions.push(context);
      await page.goto(visit.path);
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect(heading).toBeVisible();
      await page.waitForLoadState("networkidle");
      const scripts = () =>
        page.evaluate(
          () => performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script").length,
        );
      const scriptsBefore = await scripts();
      // A tap on the heading: an interaction for INP (nothing happens on the page), and the visitor's first
      // use of it, on which the reporter loads (components/vitals/vitals-reporter.tsx).
      await heading.click();
      await expect.poll(scripts, { message: "the reporter's script" }).toBeGreaterThan(scriptsBefore);
      // Leaving the page hides it: its figures go in one beacon (POST /server/vitals), counted at once.
      await page.goto("about:blank");
      await expect.poll(() => samplesOf(api, visit.pageType, "LCP"), { timeout: 10_000 }).toBeGreaterThan(before);
    }).toPass({ timeout: 90_000, intervals: [1_000] });
    expect(await samplesOf(api, visit.pageType, "TTFB")).toBeGreaterThan(0);
  }

  // The moderator reads them on the console's Speed page.
  const moderator = await newContext(browser, testInfo);
  sessions.push(moderator.context);
  const mod = moderator.page;
  await logIn(mod, MODERATOR, DEMO_PASSWORD);
  await mod.goto("/admin");
  await mod.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Speed" }).click();
  await expect(mod).toHaveURL(/\/admin\/speed$/);
  await expect(mod.getByRole("heading", { name: "Speed", level: 1 })).toBeVisible();
  await expect(mod.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Speed" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(mod.getByRole("heading", { name: "LCP: Largest Contentful Paint", level: 2 })).toBeVisible();
  await expect(mod.getByText("Good up to 2.5 secs; poor over 4 secs.")).toBeVisible();

  for (const metric of ["LCP", "TTFB"]) {
    const table = mod.getByRole("region", { name: `${metric} per page` });
    await expect(table.getByRole("columnheader", { name: "Last 7 days" })).toBeVisible();
    for (const visit of visits) {
      const row = table.getByRole("row").filter({ has: mod.getByRole("rowheader", { name: visit.label, exact: true }) });
      await expect(row).toHaveCount(1);
      // Last 7 days: a figure, its rating in words and the number of samples.
      const last7 = row.getByRole("cell").first();
      await expect(last7).toContainText(/\d/);
      await expect(last7).toContainText(/Good|Needs improvement|Poor/);
      await expect(last7).toContainText(/\d+ samples?/);
      await expect(last7).not.toContainText("No samples");
    }
  }
  // The page never scrolls sideways; a wide table would scroll in its own box.
  await expectFitsScreen(mod, "the Speed page");

  // One device class at a time.
  const devices = mod.getByRole("navigation", { name: "Figures for" });
  await expect(devices.getByRole("link", { name: "All devices" })).toHaveAttribute("aria-current", "page");
  await devices.getByRole("link", { name: "Tablets" }).click();
  await expect(mod).toHaveURL(/\/admin\/speed\?device=tablet$/);
  await expect(devices.getByRole("link", { name: "Tablets" })).toHaveAttribute("aria-current", "page");
  await expect(mod.getByRole("heading", { name: "Speed", level: 1 })).toBeVisible();

  for (const context of sessions) await context.close();
  await api.dispose();
});
