import { readFileSync } from "node:fs";
import type Axe from "axe-core";
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN_PAGES, PROTECTED_PAGES } from "@/lib/routes";
import { disputedOrder, heldOrder } from "./protection";
import { demoPet, expectFitsScreen } from "./support";

// Every route of the app (plus the browse page and /process that the footer links), in all
// three languages, at a phone's width and a desktop's: axe must find no serious or critical WCAG 2.1
// A/AA violation, and the page must fit the screen's width (WCAG 1.4.10, reflow), which axe does not check.
//
// One page load serves both widths: the page is checked on the phone, then the window is widened to a
// desktop's and checked again (the layout is CSS alone; no component reads the window's size). So this
// file runs in the phone project only (playwright.config.ts). axe is put into the page once and run
// there directly: @axe-core/playwright's builder injects it again on every call and opens a blank page
// to gather each result, which made this sweep four times slower.
//
// Each worker keeps one browser context for all its pages, so the app's scripts are fetched and
// compiled once rather than for every page (half of a page's cost in a fresh context). Nothing else
// carries over: after each page its cookies and storage are cleared, and each check starts by
// confirming the page's language.
const test = base.extend<object, { sweepContext: BrowserContext }>({
  sweepContext: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
      await provide(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sweepContext }, provide) => {
    const page = await sweepContext.newPage();
    await provide(page);
    await page.evaluate(() => [localStorage, sessionStorage].forEach((s) => s.clear())).catch(() => {});
    await page.close();
    await sweepContext.clearCookies();
  },
});

const LOCALES = [
  ["en", ""],
  ["te", "/te"],
  ["hi", "/hi"],
] as const;

// The landing pages: one of each kind (a species, a breed, a species in a city, a breed in a city) and one
// with nothing listed (its empty state and alert).
const LANDING_ROUTES = [
  "/dogs",
  "/dogs/labrador-retriever",
  "/cats/in/mumbai",
  "/dogs/labrador-retriever/in/hyderabad",
  "/rabbits/holland-lop/in/chennai",
];
const PUBLIC_ROUTES = [
  ...LANDING_ROUTES,
  "/",
  "/pets",
  "/search?q=dog",
  "/pets/{id}",
  "/sellers/{seller}",
  "/login",
  "/register",
  "/verify-email?token=not-a-real-token",
  "/reset-password?token=not-a-real-token",
  "/unsubscribe?token=not-a-real-token",
  "/support",
  "/contact",
  "/about",
  "/privacy-policy",
  "/terms-and-conditions",
  "/process",
  "/grievance-officer",
  "/selling-rules",
  "/developers/api",
  "/no-such-page",
];
// Every page that needs a session (lib/routes.ts); a listing's edit page is the signed-in user's own listing.
const PROTECTED_ROUTES = PROTECTED_PAGES;
// The moderation console (lib/routes.ts), as the demo moderator sees it; a support request's page is the
// oldest request in the inbox.
const ADMIN_ROUTES = ADMIN_PAGES;

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
declare const axe: typeof Axe;
const DESKTOP = { width: 1280, height: 800 };

async function expectNoSeriousViolations(page: Page, url: string, locale: string) {
  const phone = page.viewportSize()!;
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  await expect(page.locator("html"), url).toHaveAttribute("lang", locale);
  // The page is drawn (protected pages show a spinner until the session is known) and its data loaded.
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("main .animate-spin")).toHaveCount(0);
  await page.evaluate(AXE_SOURCE);
  try {
    for (const [width, size] of [
      ["phone", phone],
      ["desktop", DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      const violations = await page.evaluate(
        async (tags) => (await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })).violations,
        WCAG_TAGS,
      );
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 5)
              .join(" | ")}`,
        );
      expect(serious, `${url} at ${width} width\n${serious.join("\n")}`).toEqual([]);
      await expectFitsScreen(page, `${url} at ${width} width`);
    }
  } finally {
    await page.setViewportSize(phone);
  }
}

// The pages are independent of each other: the two workers share them out.
test.describe.configure({ mode: "parallel" });

for (const [locale, prefix] of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical axe violation and fits a phone and a desktop`, async ({ page }) => {
        // Bruno, and its seller (the demo seller, whose page has listings, figures and reviews).
        let path = route;
        if (route.includes("{id}")) path = route.replace("{id}", (await demoPet(page.request, "Bruno")).id);
        if (route.includes("{seller}")) {
          const { pet } = await (await page.request.get(`/server/pets/${(await demoPet(page.request, "Bruno")).id}`)).json();
          path = route.replace("{seller}", pet.seller.id);
        }
        await expectNoSeriousViolations(page, `${prefix}${path === "/" && prefix ? "" : path}`, locale);
      });
    }

    test("signed-in pages have no serious or critical axe violation and fit a phone and a desktop", async ({
      page,
      playwright,
      baseURL,
    }) => {
      // The buyer has a cart, orders and messages to show; the seller has listings to edit.
      const buyer = await playwright.request.newContext({ baseURL });
      expect((await buyer.post("/server/auth/login", { data: { email: "buyer@pawbazaar.in", password: "PawBazaar@123" } })).ok()).toBe(
        true,
      );
      for (const email of ["buyer@pawbazaar.in", "seller@pawbazaar.in"]) {
        const login = await page.request.post("/server/auth/login", { data: { email, password: "PawBazaar@123" } });
        expect(login.ok()).toBe(true);
        // Bruno is the seller's; this sweep and the route-guard journey only read it. The order page is the
        // seller's side of an order of a listing of this sweep's own, its money held until handover.
        const isSeller = email === "seller@pawbazaar.in";
        const own = isSeller ? (await demoPet(page.request, "Bruno")).id : "";
        const order = isSeller ? (await heldOrder(page.request, buyer, `Sweep ${locale} ${Date.now().toString(36)}`)).orderId : "";
        for (const route of PROTECTED_ROUTES.filter((r) => r.includes("{id}") === isSeller)) {
          await expectNoSeriousViolations(page, `${prefix}${route.replace("{id}", route === "/orders/{id}" ? order : own)}`, locale);
          await expect(page).not.toHaveURL(/\/login/);
        }
      }
      await buyer.dispose();
    });

    test("the moderation console's pages have no serious or critical axe violation and fit a phone and a desktop", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const login = await page.request.post("/server/auth/login", { data: { email: "moderator@pawbazaar.in", password: "PawBazaar@123" } });
      expect(login.ok()).toBe(true);
      const requestId = async () =>
        ((await (await page.request.get("/server/admin/support?status=all")).json()).requests as { id: string }[])[0]?.id;
      if (!(await requestId())) {
        const sent = await page.request.post("/server/support", {
          data: {
            name: "Meera",
            email: "moderator@pawbazaar.in",
            subject: "Accessibility sweep",
            message: "A request for the console's detail page.",
          },
        });
        expect(sent.status()).toBe(201);
      }
      const id = await requestId();
      expect(id).toBeTruthy();
      // A dispute's page: the demo seller's listing of this sweep's own, bought, handed over and disputed by the demo buyer.
      const [seller, buyer] = await Promise.all([playwright.request.newContext({ baseURL }), playwright.request.newContext({ baseURL })]);
      for (const [ctx, email] of [
        [seller, "seller@pawbazaar.in"],
        [buyer, "buyer@pawbazaar.in"],
      ] as const)
        expect((await ctx.post("/server/auth/login", { data: { email, password: "PawBazaar@123" } })).ok()).toBe(true);
      const { disputeId } = await disputedOrder(seller, buyer, `Console sweep ${locale} ${Date.now().toString(36)}`);
      await Promise.all([seller.dispose(), buyer.dispose()]);
      for (const route of ADMIN_ROUTES) {
        const target = route === "/admin/disputes/{id}" ? disputeId : id!;
        await expectNoSeriousViolations(page, `${prefix}${route.replace("{id}", target)}`, locale);
        await expect(page.locator("h1").first()).not.toHaveText("Oops! Page not found");
      }
    });
  });
}
