import { expect, test } from "@playwright/test";
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createListing, demoPet, logIn, otherBrowser } from "./support";
import sharp from "sharp";

const photo = async (r: number, g: number, b: number) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();

test("list a pet with two photos, find it, and mark it sold", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Sheru ${tag}`;
  const breed = `Kanni ${tag}`;
  await logIn(page, "seller@pawbazaar.in");

  await page.goto("/add-listing");
  await page.getByLabel("Pet name").fill(name);
  await page.getByLabel("Breed").fill(breed);
  await page.getByLabel("Age", { exact: true }).fill("1 year");
  await page.getByLabel("Gender").selectOption("male");
  await page.getByLabel("Price (₹)").fill("23456");
  await page.getByLabel("Location").fill("Warangal");
  await page.getByLabel("Description").fill("A loyal Kanni sighthound, gentle at home and fast in the field. Vaccinated and dewormed.");
  await page.getByRole("textbox", { name: "Features" }).fill("Friendly");
  await page.getByRole("textbox", { name: "Features" }).press("Enter");
  await page.getByRole("textbox", { name: "Features" }).fill("Leash-trained");
  await page.getByRole("button", { name: "Add feature" }).click();
  await page.locator('input[type="file"]').setInputFiles([
    { name: "first.jpg", mimeType: "image/jpeg", buffer: await photo(200, 40, 40) },
    { name: "second.jpg", mimeType: "image/jpeg", buffer: await photo(40, 40, 200) },
  ]);
  await expect(page.getByText("2 of 5 added.")).toBeVisible();
  await page.getByRole("button", { name: "Create listing" }).click();

  await expect(page.getByText("Your pet listing has been created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/pets\/[a-z0-9]+$/);
  const petUrl = new URL(page.url()).pathname;

  // Its page shows the photos and the details.
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("₹23,456").first()).toBeVisible();
  await expect(page.getByText("Warangal").first()).toBeVisible();
  await expect(page.getByText("Leash-trained")).toBeVisible();
  const main = page.locator(`img[src^="/server/images/"][alt*="${name}"]`).first();
  await expect(main).toBeVisible();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The second photo is beside the first, out of view until its thumbnail (or a swipe) brings it in.
  const second = page.getByRole("img", { name: `${name}, ${breed} – photo 2 of 2` });
  const thumbnail = page.getByRole("button", { name: "Show photo 2 of 2" });
  await expect(second).not.toBeInViewport();
  await expect(thumbnail).toHaveAttribute("aria-pressed", "false");
  await thumbnail.click();
  await expect(second).toBeInViewport();
  await expect(main).not.toBeInViewport();
  await expect(thumbnail).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Back by the keyboard: the row of photos takes the focus and the arrow keys move through it.
  await page.getByRole("region", { name: "Photos" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(main).toBeInViewport();
  await expect(page.getByRole("button", { name: "Show photo 1 of 2" })).toHaveAttribute("aria-pressed", "true");

  // It appears on the home page.
  await page.goto("/");
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();

  // The browse page finds it by breed and by price range.
  await page.goto(`/pets?breed=${encodeURIComponent(breed.toLowerCase())}`);
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
  await page.goto("/pets");
  // On phones the filters open in a bottom sheet from the results bar's Filters; large screens show them.
  const openFilters = async () => {
    if (await page.getByLabel("Min price (₹)").isVisible()) return;
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  };
  await openFilters();
  await page.getByLabel("Min price (₹)").fill("23000");
  await page.getByLabel("Max price (₹)").fill("23500");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/minPrice=23000/);
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
  await openFilters();
  await page.getByLabel("Min price (₹)").fill("23457");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No pets match your search")).toBeVisible();

  // The owner marks it sold from the dashboard, and it leaves the list.
  await page.goto("/dashboard");
  await page.getByLabel(`Status of ${name}`).selectOption("sold");
  await expect(page.getByText("Listing status updated.")).toBeVisible();
  await page.goto(`/pets?breed=${encodeURIComponent(breed)}`);
  await expect(page.getByText("No pets match your search")).toBeVisible();
  await page.goto(petUrl);
  await expect(page.getByText("Sold", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await page.goto(petUrl);
  await expect(page.getByText("This pet is no longer available.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();

  // Marked inactive, it leaves the public pages (its page is cached the same for everyone, so it is a
  // 404 for all) and stays in the seller's dashboard, where it can be edited or made active again.
  await logIn(page, "seller@pawbazaar.in");
  await page.goto("/dashboard");
  await page.getByLabel(`Status of ${name}`).selectOption("inactive");
  await expect(page.getByText("Listing status updated.")).toBeVisible();
  await expect.poll(async () => (await page.request.get(petUrl)).status()).toBe(404);
  await page.reload();
  await expect(page.getByLabel(`Status of ${name}`)).toHaveValue("inactive");
  expect((await page.request.get(`/server${petUrl}`)).status()).toBe(200); // the seller's own read
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect((await page.goto(petUrl))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name, level: 1 })).toHaveCount(0);
  expect((await page.request.get(`/server${petUrl}`)).status()).toBe(404);
});

test("the browse page shows twelve pets and 'Load more' appends the next ones", async ({ page, request }) => {
  const active = (await (await request.get("/server/pets?limit=100")).json()).pets.length;
  expect(active).toBeGreaterThan(12);
  await page.goto("/pets");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(12);
  await expect(page.getByText("12 pets shown")).toBeVisible();
  // A next page that cannot be read is said where the button is, and the button stays for another try.
  await page.route("**/server/pets?*", (route) => route.abort());
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not load more pets. Please try again." })).toBeVisible();
  await expect(cards).toHaveCount(12);
  await page.unroute("**/server/pets?*");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText("Could not load more pets. Please try again.")).toHaveCount(0);
  const next = Math.min(24, active);
  await expect(cards).toHaveCount(next);
  await expect(page.getByText(`${next} pets shown`)).toBeVisible();
  // Keyset paging: no pet twice.
  const links = await cards.locator("h2 a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(new Set(links).size).toBe(next);
});

test("an open home page shows a pet listed meanwhile at its next 30-second refresh", async ({ page, browser }, testInfo) => {
  const visitor = await otherBrowser(browser, testInfo);
  await visitor.page.clock.install();
  await visitor.page.goto("/");
  await expect(visitor.page.locator("main article").first()).toBeVisible();
  await logIn(page, "seller@pawbazaar.in");
  const name = `Tommy ${testInfo.project.name}${Date.now().toString(36)}`;
  const id = await createListing(page, name);
  const newCard = visitor.page.getByRole("link", { name: new RegExp(name) }).first();
  await expect(newCard).toHaveCount(0);
  await visitor.page.clock.fastForward(30_000);
  await expect(newCard).toBeVisible();
  expect(await newCard.getAttribute("href")).toBe(`/pets/${id}`);
  await visitor.context.close();
});

test("a search that matches nothing says so, drawn with the page, and clears its filters", async ({ page, request }) => {
  // In the server's HTML, not put there by the page's script.
  expect(await (await request.get("/search?q=unicorn&location=Nowhere")).text()).toContain("No pets match your search");
  await page.goto("/search?q=unicorn&location=Nowhere");
  await expect(page.getByRole("heading", { name: "No pets match your search", level: 2 })).toBeVisible();
  await expect(page.getByText("Try clearing some filters, another city or a different breed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText(/^\d+ pets? shown$/)).toBeVisible();
});

test("signed-out visitors' cart and wishlist open the login, which says they will come back to the pet", async ({ page }) => {
  await page.goto("/pets?q=bruno");
  await page.getByRole("link", { name: /Bruno/ }).first().click();
  await expect(page).toHaveURL(/\/pets\/[a-z0-9]+$/);
  const petPath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`${petPath}?intent=cart`)}`);
  await expect(page.getByRole("note")).toHaveText("You'll come back to this pet, and it will be added to your cart.");
  await page.goBack();
  await page.getByRole("link", { name: "Add to wishlist" }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`${petPath}?intent=wishlist`)}`);
  await expect(page.getByRole("note")).toHaveText("You'll come back to this pet, and it will be added to your wishlist.");
});

test("a pet page is complete for search engines", async ({ page, request }) => {
  const pet = await demoPet(request, "Mochi");
  await page.goto(`/te/pets/${pet.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page).toHaveTitle(new RegExp(pet.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/te/pets/${pet.id}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", new RegExp(`/hi/pets/${pet.id}$`));
  // The link preview, a JPEG made for the shared link (e2e/share.spec.ts checks it whole).
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    "content",
    new RegExp(`/server/og/pets/${pet.id}\\?v=[0-9a-z-]+$`),
  );
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ "@type": "Product", name: pet.name, offers: { priceCurrency: "INR", price: pet.price } });
});

test("a pet page counts its view from the browser, once a day", async ({ page, request }) => {
  const pet = await demoPet(request, "Peanut");
  const beacon = (r: { url(): string; request(): { method(): string } }) =>
    r.request().method() === "POST" && new URL(r.url()).pathname === `/server/pets/${pet.id}/views`;
  const answered = page.waitForResponse(beacon);
  await page.goto(`/pets/${pet.id}`);
  const res = await answered;
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ success: true });
  // The same visitor again today: the page does not ask twice.
  const again: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/views")) again.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: pet.name })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(again).toEqual([]);
});

test("a signed-in buyer adds a pet to the cart and the wishlist from its page", async ({ page, request }) => {
  await logIn(page, "buyer@pawbazaar.in");
  const pet = await demoPet(request, "Bruno");
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const auth = { authorization: `Bearer ${token}` };
  // Bruno is one dog: a cart that holds him already (the other project's run) is refused another.
  await request.post("/server/cart/remove", { headers: auth, data: { pet_id: pet.id } });
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Pet added to cart")).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Only 1 available from this listing.")).toBeVisible();
  // The heart remembers: a pet saved by an earlier run shows as saved; un-save it first.
  const saved = page.getByRole("button", { name: "Remove from wishlist" });
  if (await saved.isVisible()) {
    await saved.click();
    await expect(page.getByRole("button", { name: "Add to wishlist" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByText("Added to wishlist")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
  const cart = await (await request.get("/server/cart", { headers: auth })).json();
  expect(cart.cart.filter((l: { pet_id: string }) => l.pet_id === pet.id).map((l: { quantity: number }) => l.quantity)).toEqual([1]);
});

/** A phone camera's photo: 4000×3000 with fine grain (≈5 MB as a high-quality JPEG), turned by EXIF and carrying GPS. */
const phonePhoto = (seed: number) =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: "gaussian", mean: 100 + seed * 10, sigma: 10 },
    },
  })
    .blur(0.6)
    .jpeg({ quality: 97 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "17/1 23/1 4000/100", GPSLongitudeRef: "E", GPSLongitude: "78/1 29/1 1000/100" },
    })
    .toBuffer();

/**
 * The photo as a file, drawn once per run (13 CPU-seconds for five) and kept in Playwright's output
 * folder, which each run empties first: the browser reads files itself, instead of 25 MB passing
 * through Playwright's pipe.
 */
async function phonePhotoFile(seed: number, outputDir: string) {
  const file = path.join(outputDir, "..", "phone-photos", `IMG_00${seed}.jpg`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, await phonePhoto(seed));
    renameSync(partial, file);
  }
  return file;
}

test("five phone photos are made phone-sized in the browser: one request under 4 MB, with progress, upright, no GPS", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const files = await Promise.all([1, 2, 3, 4, 5].map((seed) => phonePhotoFile(seed, testInfo.outputDir)));
  const picked = files.reduce((sum, file) => sum + statSync(file).size, 0);
  expect(picked).toBeGreaterThan(15 * 1024 * 1024);
  const name = `Motu ${testInfo.project.name}${Date.now().toString(36)}`;
  await logIn(page, "seller@pawbazaar.in");
  await page.goto("/add-listing");
  await page.getByLabel("Pet name").fill(name);
  await page.getByLabel("Breed").fill("Indie");
  await page.getByLabel("Age", { exact: true }).fill("3 years");
  await page.getByLabel("Gender").selectOption("male");
  await page.getByLabel("Price (₹)").fill("5000");
  await page.getByLabel("Location").fill("Vijayawada");
  await page.getByLabel("Description").fill("A calm indie dog who loves long walks and children. Vaccinated.");
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(page.getByText("5 of 5 added.")).toBeVisible({ timeout: 60_000 });

  // A slow phone connection (about 4 Mbit/s up), so the progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: 1_250_000,
    uploadThroughput: 500_000,
  });
  const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/server/pets");
  const clicked = Date.now();
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
  const request = await sent;
  await expect(page.getByText("Your pet listing has been created successfully!")).toBeVisible({ timeout: 60_000 });
  const seconds = (Date.now() - clicked) / 1000;
  // The success notice shows as the browser moves to the new listing's page.
  await expect(page).toHaveURL(/\/pets\/[a-z0-9]+$/);
  // Playwright does not keep a multipart body sent by XHR; its declared length is the size.
  const bytes = Number((await request.allHeaders())["content-length"]);
  expect(bytes).toBeGreaterThan(100 * 1024);
  expect(bytes).toBeLessThan(4 * 1024 * 1024);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  testInfo.annotations.push({
    type: "upload",
    description: `5 photos: ${(picked / 1048576).toFixed(1)} MB picked, ${(bytes / 1048576).toFixed(2)} MB sent, created in ${seconds.toFixed(1)} s at 4 Mbit/s up`,
  });

  const id = new URL(page.url()).pathname.split("/").pop()!;
  const { pet } = await (await page.request.get(`/server/pets/${id}`)).json();
  expect(pet.imageList).toHaveLength(5);
  for (const image of pet.imageList) expect(image.height).toBeGreaterThan(image.width); // turned upright
  const stored = await sharp(await (await page.request.get(pet.imageList[0].url)).body()).metadata();
  expect(stored.exif).toBeUndefined();
  expect(stored.height).toBeGreaterThan(stored.width!);
});
