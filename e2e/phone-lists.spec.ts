import { expect, test, type Page } from "@playwright/test";
import te from "../messages/te.json";
import { demoPet, expectFitsScreen } from "./support";

// The lists on a phone: two compact cards a row, the results bar that stays under the header, the
// filters in a bottom sheet that lands on the first result when applied; a Telugu card in Telugu; and
// on a computer's screen the filters in the page. The demo pet Bruno (the only Labrador Retriever, in
// Hyderabad, 11 weeks old) is only read here.

test.use({ viewport: { width: 390, height: 844 } });

const cards = (page: Page) => page.locator("main article");
const bar = (page: Page) => page.getByText(/^\d+ pets? shown$/);

test("a phone's list shows two cards a row under a results bar that stays in view", async ({ page }) => {
  await page.goto("/pets");
  await expect(cards(page)).toHaveCount(12);
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards(page).nth(i).boundingBox()));
  // Side by side: the same row, the second to the right of the first, both within the screen.
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
  expect(second!.x + second!.width).toBeLessThanOrEqual(390);
  expect(first!.width).toBeGreaterThan(150);
  // The third starts the next row.
  expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(Math.abs(third!.x - first!.x)).toBeLessThan(2);
  await expectFitsScreen(page, "/pets at 390 px");

  // Scrolled far down, the bar with the count, Sort and Filters is still there, under the header.
  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect(bar(page)).toBeInViewport();
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeInViewport();
  await expect(page.getByLabel("Sort by")).toBeInViewport();
  const header = (await page.locator("header").first().boundingBox())!;
  const barBox = (await bar(page).boundingBox())!;
  expect(barBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(barBox.y).toBeLessThan(header.y + header.height + 40);
});

test("the home page's pets, below its first screen, fetch no photo first; a list's first photo is fetched first", async ({ page }) => {
  // Under the search and the shortcuts the home's grid starts past a phone's first screen: a photo
  // fetched there at high priority only delays the page's own scripts (its blocking time and largest paint).
  await page.goto("/");
  const grid = page.getByRole("region", { name: "Available Pets" });
  await expect(grid.getByRole("article")).not.toHaveCount(0);
  expect((await grid.boundingBox())!.y).toBeGreaterThan(844);
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  await expect(grid.locator("li.below-fold")).toHaveCount(await grid.locator("li").count());

  // On a list page the first card is the first thing a phone shows: its photo, when it has one, is the one
  // fetched first (the newest Labrador may be another journey's, without a photo: then none is).
  await page.goto("/pets?breed=Labrador+Retriever");
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const hasPhoto = (await first.locator('img[src*="/server/images/"]').count()) > 0;
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(hasPhoto ? 1 : 0);
  await expect(first.locator('img[fetchpriority="high"]')).toHaveCount(hasPhoto ? 1 : 0);
});

test("Filters opens a bottom sheet; Escape closes it, and Apply lands on the first result", async ({ page }) => {
  await page.goto("/pets");
  // The filters are not in the page on a phone: the sheet holds them.
  await expect(page.getByLabel("Min price (₹)")).toBeHidden();
  const filters = page.getByRole("button", { name: /^Filters/ });
  await filters.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  // Along the screen's bottom edge, the page behind inert, the focus inside.
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(843);
  expect(box.width).toBeGreaterThanOrEqual(389);
  await expect.poll(() => sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();

  await filters.click();
  await expect(sheet).toBeVisible();
  await sheet.getByLabel("Species").selectOption({ label: "Dog" });
  await sheet.getByRole("button", { name: "Apply filters" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/pets\?species=dog$/);
  // The page is at the results, the focus on the first pet.
  const first = cards(page).first();
  await expect(first).toBeInViewport();
  await expect(first.getByRole("link")).toBeFocused();
  await expect(page.getByRole("button", { name: /^Filters\s*1$/ })).toBeVisible();

  // A change of sort applies at once, and lands there too.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect(page).toHaveURL(/\/pets\?species=dog&sort=price_asc$/);
  await expect(cards(page).first()).toBeInViewport();
});

test("the header's search lands on the results", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search pets" });
  await box.fill("labrador");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=labrador#results$/);
  await expect(page.getByRole("heading", { name: "Bruno", exact: true })).toBeInViewport();
});

test("a Telugu card names the breed and the town in Telugu and says the age in Telugu words", async ({ page }) => {
  const bruno = await demoPet(page.request, "Bruno");
  await page.goto(`/te/pets?breed=${encodeURIComponent("Labrador Retriever")}`);
  const card = cards(page).filter({ has: page.getByRole("link", { name: "Bruno", exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("హైదరాబాద్", { exact: true })).toBeVisible();
  // The age and, hidden on a phone, the gender share a line.
  await expect(card.getByText(/^11 వారాలు/)).toBeVisible();
  await expect(card.getByRole("img")).toHaveAttribute(
    "alt",
    te.PetCard.imageAlt.replace("{name}", "Bruno").replace("{breed}", "లాబ్రడార్ రిట్రీవర్"),
  );
  // The pet page says them the same way.
  await page.goto(`/te/pets/${bruno.id}`);
  await expect(page.getByText("లాబ్రడార్ రిట్రీవర్", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("11 వారాలు", { exact: true }).first()).toBeVisible();
  // The Telugu search box's placeholder fits it.
  const search = page.getByRole("searchbox", { name: te.Header.searchLabel });
  expect(
    await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(input.placeholder).width <= room;
    }),
  ).toBe(true);
});

test("Filters with the connection gone shows the filters in the page, as before the script ran", async ({ page }) => {
  await page.goto("/pets");
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeVisible();
  // The sheet's code is fetched at the first tap: with no connection it cannot come.
  await page.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page).toHaveURL(/#browse-filters$/);
  await expect(page.getByLabel("Min price (₹)")).toBeVisible();
  await expect(page.getByLabel("Min price (₹)")).toBeInViewport();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The page is still the browse page, not an error.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse pets");
});

test("on a computer's screen the filters are in the page, without the sheet", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/pets");
  await expect(page.getByLabel("Min price (₹)")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards(page).nth(i).boundingBox()));
  // Three fuller cards a row.
  expect(Math.abs(first!.y - third!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x);
  await page.getByLabel("Min price (₹)").fill("20000");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/minPrice=20000/);
  await expect(cards(page).first()).toBeInViewport();
});
