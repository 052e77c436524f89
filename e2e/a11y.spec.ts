import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PROTECTED_PAGES } from "@/lib/routes";
import { expectFitsScreen } from "./support";

// Every route of the app (plus the browse page and /process that the footer links), in all
// three languages: axe must find no serious or critical WCAG 2.1 A/AA violation, and the page must fit
// the screen's width (WCAG 1.4.10, reflow), which axe does not check.
const LOCALES = [
  ["en", ""],
  ["te", "/te"],
  ["hi", "/hi"],
] as const;

const PUBLIC_ROUTES = ["/", "/pets", "/search?q=dog", "/pets/{id}", "/login", "/register", "/verify-email?token=not-a-real-token", "/reset-password?token=not-a-real-token", "/support", "/contact", "/about", "/privacy-policy", "/terms-and-conditions", "/process", "/developers/api", "/no-such-page"];
// Every page that needs a session (lib/routes.ts); a listing's edit page is the signed-in user's own listing.
const PROTECTED_ROUTES = PROTECTED_PAGES;

async function firstPetId(page: Page) {
  const { pets } = await (await page.request.get("/server/pets?limit=1")).json();
  expect(pets.length).toBeGreaterThan(0);
  return pets[0].id as string;
}

async function expectNoSeriousViolations(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  // The page is drawn (protected pages show a spinner until the session is known) and its data loaded.
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("main .animate-spin")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
  expect(serious, `${url}\n${serious.join("\n")}`).toEqual([]);
  await expectFitsScreen(page, url);
}

for (const [locale, prefix] of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical axe violation and fits the screen`, async ({ page }) => {
        const path = route.includes("{id}") ? route.replace("{id}", await firstPetId(page)) : route;
        await expectNoSeriousViolations(page, `${prefix}${path === "/" && prefix ? "" : path}`);
      });
    }

    test("signed-in pages have no serious or critical axe violation and fit the screen", async ({ page }) => {
      // The buyer has a cart, orders and messages to show; the seller has listings to edit.
      for (const email of ["buyer@pawbazaar.in", "seller@pawbazaar.in"]) {
        const login = await page.request.post("/server/auth/login", { data: { email, password: "PawBazaar@123" } });
        expect(login.ok()).toBe(true);
        const { pets } = await (await page.request.get("/server/pets/user")).json();
        for (const route of PROTECTED_ROUTES.filter((r) => r.includes("{id}") === (email === "seller@pawbazaar.in"))) {
          await expectNoSeriousViolations(page, `${prefix}${route.replace("{id}", pets[0]?.id)}`);
          await expect(page).not.toHaveURL(/\/login/);
        }
      }
    });
  });
}
