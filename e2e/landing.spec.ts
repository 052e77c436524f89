import { expect, test } from "@playwright/test";
import te from "../messages/te.json";
import { fullBrowserLaunchOptions } from "./browsers";
import { chooseLanguage, demoPet } from "./support";

// The landing pages, as someone arriving from a pet's page walks them: its breed's page, a city there,
// the breed in that city with the pet on it, the breadcrumb back, and the same page in Telugu. The demo
// pet Charlie (a Beagle in Bengaluru) is only read here. How a link moves: in the app, without a full
// load, or to a new tab with Ctrl or ⌘ (lib/i18n/link.tsx). Then what a crawler gets: an empty page is
// not indexed and offers the alert; the sitemap index and its parts are XML the browser can parse.

const PET = "Charlie";
// One journey opens a tab with a Ctrl or ⌘ click, which the headless shell cannot (e2e/browsers.ts).
test.use({ launchOptions: fullBrowserLaunchOptions });

test("a pet's page → its breed's page → a city → the breed in that city shows the pet; the breadcrumb and the language switch keep the place", async ({
  page,
}) => {
  const pet = await demoPet(page.request, PET);
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole("navigation", { name: "Similar pets" }).getByRole("link", { name: "All Beagle listings" }).click();

  await expect(page).toHaveURL(/\/dogs\/beagle$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beagle for sale in India");
  await expect(page.getByRole("link", { name: PET, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "About the Beagle" })).toBeVisible();
  // Indexed: it has listings.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.getByRole("region", { name: "Beagle by city" }).getByRole("link", { name: "Bengaluru", exact: true }).click();
  await expect(page).toHaveURL(/\/dogs\/beagle\/in\/bengaluru$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beagle for sale in Bengaluru");
  await expect(page.getByRole("link", { name: PET, exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ listings?$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pets in Bengaluru" })).toBeVisible();
  // The alert for this search is offered (signed out: a way to log in and come back).
  await expect(page.getByRole("link", { name: "Log in to get email alerts" })).toBeVisible();

  // The breadcrumb, and its schema.org twin for search engines.
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home›", "Dogs›", "Beagle›", "Bengaluru"]);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const trail = jsonLd.find((d) => d["@type"] === "BreadcrumbList");
  expect(trail.itemListElement.map((i: { name: string; item: string }) => [i.name, new URL(i.item).pathname])).toEqual([
    ["Home", "/"],
    ["Dogs", "/dogs"],
    ["Beagle", "/dogs/beagle"],
    ["Bengaluru", "/dogs/beagle/in/bengaluru"],
  ]);
  // One canonical address (during a client-side navigation the old page's link may briefly stay beside the new one).
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/dogs\/beagle\/in\/bengaluru$/);
  await expect(page.locator('link[rel="alternate"][hreflang="te"]')).toHaveAttribute("href", /\/te\/dogs\/beagle\/in\/bengaluru$/);

  await breadcrumb.getByRole("link", { name: "Dogs" }).click();
  await expect(page).toHaveURL(/\/dogs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dogs for sale in India");
  await page.goBack();
  await expect(page).toHaveURL(/\/dogs\/beagle\/in\/bengaluru$/);

  // The same page in Telugu.
  await chooseLanguage(page, "Language", "te");
  await expect(page).toHaveURL(/\/te\/dogs\/beagle\/in\/bengaluru$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    te.Landing.title.breedCity.replace("{city}", "బెంగళూరు").replace("{breed}", "బీగల్"),
  );
  await expect(page.getByRole("link", { name: PET, exact: true })).toBeVisible();
});

test("a link opens the next page in the app and in the page's language; back returns; a Ctrl or ⌘ click opens it in a new tab", async ({
  page,
  context,
}) => {
  const pet = await demoPet(page.request, PET);
  await page.goto("/te/dogs/beagle");
  // A mark on this document: a full load of the next page would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const isSameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  const card = page.getByRole("link", { name: PET, exact: true });

  const [tab] = await Promise.all([context.waitForEvent("page"), card.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(new RegExp(`/te/pets/${pet.id}$`));
  await tab.close();
  await expect(page).toHaveURL(/\/te\/dogs\/beagle$/);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/te/pets/${pet.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: PET })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  expect(await isSameDocument()).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/te\/dogs\/beagle$/);
  await expect(card).toBeVisible();
  expect(await isSameDocument()).toBe(true);
});

test("a landing page with nothing listed says so, offers the alert, and is kept out of search results", async ({ page }) => {
  const res = await page.goto("/rabbits/holland-lop/in/chennai");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Holland Lop for sale in Chennai");
  await expect(page.getByRole("heading", { name: "No active listings here right now" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Email alerts for this search" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // An unknown breed or city is the 404.
  expect((await page.goto("/rabbits/holland-lop/in/atlantis"))?.status()).toBe(404);
  expect((await page.goto("/dogs/persian"))?.status()).toBe(404);
});

test("the sitemap index and each of its parts are XML; the parts list the pet's page in every language and its landing pages", async ({
  page,
  baseURL,
}) => {
  const pet = await demoPet(page.request, PET);
  await page.goto("/about");
  const read = (url: string) =>
    page.evaluate(async (u) => {
      const res = await fetch(u);
      const doc = new DOMParser().parseFromString(await res.text(), "application/xml");
      return {
        status: res.status,
        type: res.headers.get("content-type"),
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map((l) => l.textContent ?? ""),
      };
    }, url);
  const index = await read("/sitemap.xml");
  expect(index).toMatchObject({ status: 200, error: false, root: "sitemapindex" });
  expect(index.locs.length).toBeGreaterThanOrEqual(4);
  const urls: string[] = [];
  for (const loc of index.locs) {
    const part = await read(new URL(loc).pathname);
    expect([loc, part.status, part.error, part.root]).toEqual([loc, 200, false, "urlset"]);
    urls.push(...part.locs);
  }
  for (const prefix of ["", "/te", "/hi"]) {
    expect(urls.filter((u) => u === `${baseURL}${prefix}/pets/${pet.id}`)).toHaveLength(1);
    expect(urls).toContain(`${baseURL}${prefix}/dogs/beagle/in/bengaluru`);
  }
  expect(urls.some((u) => u.endsWith("/rabbits/holland-lop/in/chennai"))).toBe(false);
});
