import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectFitsScreen, logIn, sql, uniqueEmail } from "./support";

// Listings that look like scams (docs/trust.md): a seller copies the photo of a listing the moderators took
// down for fraud; the copy is held, the moderator finds it in the console's Flags and publishes it. And a
// price far under the breed's typical one in the town warns buyers on the pet page. The journey makes its
// own sellers and listings (no demo listing is flagged or hidden).

const SHOTS = "test-results/scam-signals";
const soon = { timeout: 15_000, intervals: [100, 250, 500, 1000] };
const photo = (name: string) => readFileSync(path.join(__dirname, "../prisma/demo/photos", `${name}.webp`));

async function seller(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  tag: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post("/server/auth/register", {
    data: { name: `Seller ${tag}`, email: uniqueEmail("scam"), password: "scam-secret1" },
  });
  expect(res.status()).toBe(201);
  return api;
}

async function list(api: APIRequestContext, fields: Record<string, string>, image?: Buffer) {
  const res = await api.post("/server/pets", {
    multipart: {
      age: "3 months",
      gender: "female",
      description: "A healthy puppy, vaccinated and dewormed.",
      ...fields,
      ...(image ? { images: { name: "photo.jpg", mimeType: "image/jpeg", buffer: image } } : {}),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).pet.id as string;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await expectFitsScreen(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("a copy of a fraud's photo is held until the moderator publishes it from Flags", async ({ page, playwright, baseURL }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const a = await seller(playwright, baseURL, `A ${tag}`);
  const b = await seller(playwright, baseURL, `B ${tag}`);
  // The demo photo mirrored (about 30 bits from it): a picture no demo listing has, so no demo listing is flagged.
  // Each project mirrors it its own way (about 30 bits apart too): the desktop run's copy must not also
  // match the phone run's fraud and copy, which are still in the database.
  const mirrored = testInfo.project.name === "phone" ? sharp(photo("rottweiler")).flop() : sharp(photo("rottweiler")).flip();
  const original = await mirrored.jpeg({ quality: 90 }).toBuffer();
  const fraud = await list(a, { name: `Rex ${tag}`, breed: "Rottweiler", price: "38000", location: "Tirupati" }, original);
  // Taken down for fraud, as the console does it: a scam report that a moderator acted on by hiding it.
  await sql(
    `INSERT INTO listing_reports (id, "petId", "reporterId", reason, status) SELECT 'r' || $1, $1, id, 'scam', 'actioned' FROM users WHERE email = 'buyer@pawbazaar.in'`,
    [fraud],
  );
  await sql(
    `UPDATE pets SET status = 'hidden', "hiddenCause" = 'moderator', "hiddenReason" = 'Advance-fee fraud', "hiddenAt" = now() WHERE id = $1`,
    [fraud],
  );

  const copyName = `Bruno ${tag}`;
  const copy = await list(
    b,
    { name: copyName, breed: "Rottweiler", price: "36000", location: "Tirupati" },
    await sharp(original).resize({ width: 700 }).jpeg({ quality: 55 }).toBuffer(),
  );
  const [held] = await sql<{ status: string; hiddenCause: string }>(
    `SELECT status::text, "hiddenCause"::text AS "hiddenCause" FROM pets WHERE id = $1`,
    [copy],
  );
  expect(held).toEqual({ status: "hidden", hiddenCause: "review" });
  expect((await page.goto(`/pets/${copy}`))?.status()).toBe(404);

  await logIn(page, "moderator@pawbazaar.in");
  await page.goto("/admin/flags");
  await expect(page.getByRole("heading", { name: "Flags", level: 1 })).toBeVisible();
  const cards = page.getByRole("listitem").filter({ hasText: copyName }).filter({ hasText: "Photo used by another listing" });
  // One pair, with the fraud's listing (the card's own listings are items without its title).
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByText("Held until a moderator looks")).toBeVisible();
  await expect(card.getByText("Taken down for fraud")).toBeVisible();
  await expect(card.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
  await shoot(page, "console-flags");

  await card.getByRole("button", { name: `Publish: ${copyName}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Publish “${copyName}”?` })).toBeVisible();
  await dialog.getByLabel("Note (optional)").fill("The seller sent the original photo");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Listing published")).toBeVisible();
  await expect.poll(async () => (await page.goto(`/pets/${copy}`))?.status(), soon).toBe(200);
  await expect(page.getByRole("heading", { name: copyName, level: 1 })).toBeVisible();
});

test("a price far below what the breed costs in the town warns buyers on the pet page", async ({ page, playwright, baseURL }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const fair = await seller(playwright, baseURL, `Fair ${tag}`);
  const town = testInfo.project.name === "phone" ? "Warangal" : "Coimbatore";
  for (const price of ["28000", "30000", "32000"])
    await list(fair, { name: `Shepherd ${price} ${tag}`, breed: "German Shepherd", price, location: town });
  const cheapSeller = await seller(playwright, baseURL, `Cheap ${tag}`);
  const cheapName = `Tiger ${tag}`;
  const cheap = await list(cheapSeller, { name: cheapName, breed: "German Shepherd", price: "6000", location: town });

  await page.goto(`/pets/${cheap}`);
  await expect(page.getByRole("heading", { name: cheapName, level: 1 })).toBeVisible();
  const warning = page.getByRole("note", { name: "Check before you pay" });
  await expect(warning).toContainText(`far below what a German Shepherd usually costs in ${town} (about ₹30,000)`);
  await expect(warning).toContainText("Never pay before you meet the pet and the seller.");
  await shoot(page, "price-warning");
  await page.goto(`/te/pets/${cheap}`);
  await expect(page.getByRole("note")).toContainText("₹30,000");
  await shoot(page, "price-warning-te");

  // A fair price has none.
  await page.goto(`/pets/${(await sql<{ id: string }>(`SELECT id FROM pets WHERE name = $1`, [`Shepherd 30000 ${tag}`]))[0].id}`);
  await expect(page.getByRole("heading", { name: `Shepherd 30000 ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("note", { name: "Check before you pay" })).toHaveCount(0);
});
