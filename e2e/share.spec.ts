import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoPet, expectFitsScreen, type TDemoPet } from "./support";

// Sharing a pet: the card WhatsApp and the other apps draw under the link (og:image, a JPEG made on the
// server), what robots.txt lets their crawlers fetch, and the Share button on the cached pet page: the
// phone's share sheet where there is one, else a menu with WhatsApp and Copy link. The demo pet Coco is
// only read here.

const PET = "Coco";

/** The content of a <meta> of the page's head, by property or name. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`))?.[0];
  return tag
    ?.match(/content="([^"]*)"/)?.[1]
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

const priceOf = (pet: TDemoPet) => `₹${pet.price.toLocaleString("en-IN")}`;

/** Records what the page hands the share sheet (a real sheet cannot be driven), before any script runs. */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "__shared", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: async (data: ShareData) => void shared.push(data) });
  });
}

/** A browser without a share sheet (most computers). */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (navigator as { share?: unknown }).share;
  });
}

test("a pet page names a 1200×630 JPEG preview, in the page's language, that crawlers may fetch", async ({ request, baseURL }) => {
  const pet = await demoPet(request, PET);
  const res = await request.get(`/te/pets/${pet.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();

  const image = meta(html, "og:image");
  expect(image).toMatch(new RegExp(`^${baseURL}/server/og/pets/${pet.id}\\?v=[0-9a-z-]+$`));
  expect(meta(html, "og:image:width")).toBe("1200");
  expect(meta(html, "og:image:height")).toBe("630");
  expect(meta(html, "og:image:type")).toBe("image/jpeg");
  expect(meta(html, "og:image:alt")).toBe(`${pet.name}, African Grey Parrot: Bengaluruలో ${priceOf(pet)}`);
  expect(meta(html, "og:title")).toContain(pet.name);
  expect(meta(html, "og:title")).toMatch(/[\u0c00-\u0c7f]/); // Telugu
  expect(meta(html, "og:description")).toContain(`PawBazaarలో ధర ${priceOf(pet)}.`);
  expect(meta(html, "og:url")).toBe(`${baseURL}/te/pets/${pet.id}`);
  expect(meta(html, "twitter:card")).toBe("summary_large_image");
  expect(meta(html, "twitter:image")).toBe(image);

  const preview = await request.get(image!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["content-type"]).toBe("image/jpeg");
  expect(preview.headers()["cache-control"]).toContain("max-age=31536000");
  expect(await sharp(await preview.body()).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });

  // The page's own photos stay WebP.
  expect(html).toMatch(/\/server\/images\/pets\/[a-z0-9]+\/lg\.webp/);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Allow: \/server\/images\/$/m);
  expect(robots).toMatch(/^Allow: \/server\/og\/$/m);
  expect(robots).toMatch(/^Disallow: \/server\/$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${baseURL}/sitemap\\.xml$`, "m"));
});

test("Share opens the phone's share sheet with the pet's name, price, town and address", async ({ page, baseURL }) => {
  await stubShareSheet(page);
  const pet = await demoPet(page.request, PET);

  await page.goto(`/pets/${pet.id}`);
  const share = page.getByRole("button", { name: "Share", exact: true });
  await share.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0])).toEqual({
    title: pet.name,
    text: `${pet.name} for ${priceOf(pet)} in Bengaluru on PawBazaar`,
    url: `${baseURL}/pets/${pet.id}`,
  });
  // The sheet is the device's: no menu of ours.
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(share).not.toHaveAttribute("aria-haspopup");

  // In Telugu, the Telugu page's address and text.
  await page.goto(`/te/pets/${pet.id}`);
  await page.getByRole("button", { name: "షేర్ చేయండి", exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0])).toEqual({
    title: pet.name,
    text: `${pet.name} – Bengaluruలో, ధర ${priceOf(pet)}. PawBazaarలో చూడండి`,
    url: `${baseURL}/te/pets/${pet.id}`,
  });
});

test("without a share sheet, a menu offers WhatsApp and Copy link, by touch and by keyboard", async ({ page, context, baseURL }) => {
  await withoutShareSheet(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const pet = await demoPet(page.request, PET);
  const url = `${baseURL}/pets/${pet.id}`;

  await page.goto(`/pets/${pet.id}`);
  const share = page.getByRole("button", { name: "Share", exact: true });
  await expect(share).toHaveAttribute("aria-haspopup", "menu");
  await expect(share).toHaveAttribute("aria-expanded", "false");
  await share.click();
  const menu = page.getByRole("menu", { name: "Share this pet" });
  await expect(menu).toBeVisible();
  await expect(share).toHaveAttribute("aria-expanded", "true");
  await expectFitsScreen(page, "the pet page with the share menu open");

  const whatsapp = menu.getByRole("menuitem", { name: "Share on WhatsApp" });
  await expect(whatsapp).toBeFocused();
  await expect(whatsapp).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${pet.name} for ${priceOf(pet)} in Bengaluru on PawBazaar ${url}`)}`,
  );
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  // Each item is a full-size target.
  for (const item of await menu.getByRole("menuitem").all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Arrows move between the items; Escape closes the menu and gives the focus back to the button.
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Copy link" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(whatsapp).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(share).toBeFocused();

  // A tap outside closes it too.
  await share.click();
  await expect(menu).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).toHaveCount(0);

  // Copy link: the address on the clipboard and a toast saying so.
  await share.click();
  await menu.getByRole("menuitem", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(share).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test("when the browser refuses to copy, the link is shown selected for the reader to copy", async ({ page, baseURL }) => {
  await withoutShareSheet(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) },
    });
    document.execCommand = () => false;
  });
  const pet = await demoPet(page.request, PET);

  await page.goto(`/hi/pets/${pet.id}`);
  await page.getByRole("button", { name: "शेयर करें", exact: true }).click();
  await page.getByRole("menuitem", { name: "लिंक कॉपी करें" }).click();
  await expect(page.getByText("लिंक कॉपी नहीं हो सका। नीचे से लिंक चुनकर कॉपी करें।")).toBeVisible();
  const link = page.getByRole("textbox", { name: "इस पालतू का लिंक" });
  await expect(link).toHaveValue(`${baseURL}/hi/pets/${pet.id}`);
  await expect(link).toBeFocused();
  expect(await link.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
    0,
    `${baseURL}/hi/pets/${pet.id}`.length,
  ]);
  await page.keyboard.press("Escape");
  await expect(link).toHaveCount(0);
  await expect(page.getByRole("button", { name: "शेयर करें", exact: true })).toBeFocused();
});
