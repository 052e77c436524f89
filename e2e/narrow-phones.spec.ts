import { expect, test } from "@playwright/test";
import en from "../messages/en.json";
import hi from "../messages/hi.json";
import te from "../messages/te.json";
import { demoPet, expectFitsScreen } from "./support";

// What must not jump on the narrowest phones (320 px, and 360 px, the most common Android width), in
// every language: the header, whose account links arrive with the session (signed out: Login and
// Register), stays two rows, the links beside the logo; the pet page's breadcrumb stays one line, however
// long the trail is in the reader's language. A row or a line more that comes a moment after the page is
// drawn (the session known, a downloaded face swapped in) moves everything under it. Only reads the demo
// pet Bruno (Home › Dogs › Labrador Retriever › Hyderabad › Bruno).

const LOCALES = [
  ["en", en],
  ["te", te],
  ["hi", hi],
] as const;
const prefix = (locale: string) => (locale === "en" ? "" : `/${locale}`);

for (const width of [320, 360]) {
  test(`at ${width} px the header keeps Login and Register beside the logo in every language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const [locale, texts] of LOCALES) {
      await page.goto(`${prefix(locale)}/pets`);
      const header = page.locator("header").first();
      const register = header.getByRole("link", { name: texts.Header.register, exact: true });
      await expect(register).toBeVisible();
      const [logo, login, registerBox, search] = await Promise.all([
        header.getByRole("link", { name: "PawBazaar" }).boundingBox(),
        header.getByRole("link", { name: texts.Header.login, exact: true }).boundingBox(),
        register.boundingBox(),
        header.getByRole("search").boundingBox(),
      ]);
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      // The links on the logo's row, above the search, within the screen.
      expect(Math.abs(middle(login!) - middle(logo!)), `${locale}: Login beside the logo`).toBeLessThan(8);
      expect(Math.abs(middle(registerBox!) - middle(logo!)), `${locale}: Register beside the logo`).toBeLessThan(8);
      expect(registerBox!.y + registerBox!.height, `${locale}: Register above the search`).toBeLessThanOrEqual(search!.y);
      expect(login!.x, `${locale}: Login right of the logo`).toBeGreaterThanOrEqual(logo!.x + logo!.width);
      expect(registerBox!.x + registerBox!.width).toBeLessThanOrEqual(width);
      await expectFitsScreen(page, `${prefix(locale)}/pets at ${width} px`);
    }
  });
}

test("at 320 px the pet page's breadcrumb is one line in every language, scrolling sideways when it is longer", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const bruno = await demoPet(page.request, "Bruno");
  for (const [locale, texts] of LOCALES) {
    await page.goto(`${prefix(locale)}/pets/${bruno.id}`);
    const breadcrumb = page.getByRole("navigation", { name: texts.Landing.breadcrumb });
    const home = breadcrumb.getByRole("link", { name: texts.Landing.home, exact: true });
    const box = (await breadcrumb.boundingBox())!;
    const homeBox = (await home.boundingBox())!;
    // One line: no taller than one of its links (44 px) and the padding of its scrolling box.
    expect(box.height, `${locale}: one line`).toBeLessThan(homeBox.height * 1.5);
    await expect(breadcrumb.getByRole("listitem").last()).toHaveText("Bruno");
    await expectFitsScreen(page, `${prefix(locale)}/pets/${bruno.id} at 320 px`);
  }
  // In Telugu the trail is longer than the screen: it scrolls within itself, and its links still work.
  await page.goto(`/te/pets/${bruno.id}`);
  const list = page.getByRole("navigation", { name: te.Landing.breadcrumb }).getByRole("list");
  expect(await list.evaluate((ol) => ol.scrollWidth > ol.clientWidth)).toBe(true);
  await page.getByRole("navigation", { name: te.Landing.breadcrumb }).getByRole("link", { name: te.Landing.home, exact: true }).click();
  await expect(page).toHaveURL(/\/te$/);
});
