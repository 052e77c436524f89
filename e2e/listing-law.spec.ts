import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { logIn } from "./support";

// What a listing must carry, as a seller meets it on a phone: a protected bird refused on its breed, naming
// the Wild Life (Protection) Act; then a litter of rabbits listed with its vaccinations, its deworming
// day and a photo marked "with the mother", all shown on its page; and the page of selling rules.

// Outside test-results: another run of the journeys empties that folder when it starts.
const SHOTS = "/tmp/listing-law-shots";
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
/** A day some days ago, as a date field takes it (India's calendar). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(`${iso}T12:00:00+05:30`),
  );

test("a protected bird is refused; a litter is listed with its vaccinations and a photo with the mother, shown on its page", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
  const name = `Gulab ${testInfo.project.name}${Date.now().toString(36)}`;
  await logIn(page, "seller@pawbazaar.in");

  await page.goto("/add-listing");
  await page.getByLabel("Pet name").fill(name);
  await page.getByLabel("Breed").fill("Hill myna");
  await page.getByLabel("Age", { exact: true }).fill("10 weeks");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Price (₹)").fill("3200");
  await page.getByLabel("Location").fill("Guntur");
  await page.getByLabel("Description").fill("A litter of four, hand raised at home, eating pellets and greens.");
  await page.locator('input[type="file"]').setInputFiles([
    { name: "litter.jpg", mimeType: "image/jpeg", buffer: await photo(220, 200, 180) },
    { name: "mother.jpg", mimeType: "image/jpeg", buffer: await photo(120, 90, 60) },
  ]);
  await expect(page.getByText("2 of 5 added.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Photo 2 shows the mother" }).check();
  await page.getByLabel("Last dewormed on").fill(daysAgo(6));
  await page.getByRole("button", { name: "Add a vaccination" }).click();
  await page.getByLabel("Vaccine").fill("RHDV2");
  await page.getByLabel("Date given").fill(daysAgo(12));
  await shot("form");

  // A hill myna is India's own bird: refused on the breed, the Act named, nothing listed.
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByText("Hill mynas are protected under the Wild Life (Protection) Act, 1972 and cannot be listed.")).toBeVisible();
  await expect(page.getByText("A protected species under the Wild Life (Protection) Act, 1972: it cannot be listed")).toBeVisible();
  await expect(page).toHaveURL(/\/add-listing$/);
  await shot("refused");

  // A rabbit is fine: the same form, with its photos, marks and records, goes through.
  await page.getByLabel("Breed").fill("Holland Lop");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByText("Your pet listing has been created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/pets\/[a-z0-9]+$/);
  const petUrl = new URL(page.url()).pathname;

  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("The seller marked a photo of the litter with its mother.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Photos" }).getByText("Photo with the mother")).toHaveCount(1);
  await expect(page.getByText(`RHDV2, ${longDate(daysAgo(12))}`)).toBeVisible();
  await expect(page.getByText("Last dewormed")).toBeVisible();
  await expect(page.getByText(longDate(daysAgo(6)))).toBeVisible();
  await shot("pet-page");

  // The rules, from the form's link: what may never be listed and why, in the reader's language.
  await page.goto("/selling-rules");
  await expect(page.getByRole("heading", { name: "What can be listed", level: 1 })).toBeVisible();
  await expect(page.getByText("Indian star tortoise", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Wild Life (Protection) Act, 1972, as amended in 2022" })).toBeVisible();
  await shot("selling-rules-en");
  // And on a computer's screen.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(petUrl);
  await expect(page.getByText("The seller marked a photo of the litter with its mother.")).toBeVisible();
  await shot("pet-page-1366");
  await page.goto("/selling-rules");
  await shot("selling-rules-1366");
  // The other languages (the page remembers the last one chosen), at a phone's width again.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/te/selling-rules");
  await expect(page.getByText("భారతీయ నక్షత్ర తాబేలు", { exact: true })).toBeVisible();
  await shot("selling-rules-te");
  await page.goto("/hi/selling-rules");
  await expect(page.getByText("भारतीय तारा कछुआ", { exact: true })).toBeVisible();
  await shot("selling-rules-hi");
});
