import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectFitsScreen, logIn, otherBrowser, signUpVerified, sql, uniqueEmail, verifyPhoneInProfile } from "./support";

// A registered breeder, as a person does it on a phone (docs/trust.md, "Registered sellers"): with a
// verified phone, they send their registration with a photo of the certificate from the profile, list a
// dog (held until checked: My listings says so), a moderator approves it in the console's Seller
// verifications, and the listing is public with "Registered breeder (Telangana) · checked by PawBazaar".
// The phone is verified in the profile with the code sent by SMS (the development outbox), as
// e2e/phone.spec.ts does in detail.

// Outside test-results, which the next journey's run empties.
const SHOTS = "/tmp/seller-registration-shots";
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
/** A 15-digit microchip number (ISO 11784) of this run's own: a breeder's dog carries one (lib/law). */
const uniqueChip = () => `9851${String(Date.now()).slice(-11)}`;

async function shoot(page: Page, name: string, project: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectFitsScreen(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/${project}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A photo of a certificate, as a phone would take it: a page with its heading and number. */
const certificatePhoto = (number: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640"><rect width="900" height="640" fill="#fdf8ec"/>` +
        `<rect x="30" y="30" width="840" height="580" fill="none" stroke="#7c5a1e" stroke-width="6"/>` +
        `<text x="450" y="140" font-size="40" text-anchor="middle" font-family="sans-serif" fill="#3b2a0c">Telangana State Animal Welfare Board</text>` +
        `<text x="450" y="220" font-size="32" text-anchor="middle" font-family="sans-serif" fill="#3b2a0c">Certificate of Registration: Dog Breeder</text>` +
        `<text x="450" y="330" font-size="30" text-anchor="middle" font-family="monospace" fill="#111">No. ${number}</text>` +
        `<text x="450" y="420" font-size="26" text-anchor="middle" font-family="sans-serif" fill="#3b2a0c">Valid until ${inAYear()}</text></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

test("a breeder with a verified phone registers, lists a dog held until a moderator approves, then it carries the mark", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${project}${Date.now().toString(36)}`;
  const name = `Kavya Kennels ${tag}`;
  const petName = `Sheru ${tag}`;
  const number = `TSAWB/BR/${tag.slice(-6).toUpperCase()}`;
  const email = uniqueEmail("breeder");

  // The breeder's account: email verified, phone verified.
  const api = await playwright.request.newContext({ baseURL });
  await signUpVerified(api, { name, email, password: "kavya-secret-1" });
  await api.dispose();
  await logIn(page, email, "kavya-secret-1");
  await verifyPhoneInProfile(page);

  // Profile → Seller registration: what the law asks, and the form.
  await page.goto("/profile?tab=seller");
  await expect(page.getByRole("heading", { name: "Seller registration", exact: true })).toBeVisible();
  await page.getByText("What the law asks of sellers").click();
  await expect(page.getByText("rule 2(k) counts selling pets online as running a pet shop", { exact: false })).toBeVisible();
  await page.getByLabel("You are a").selectOption({ label: "Registered breeder" });
  await page.getByLabel("State").selectOption({ label: "Telangana" });
  await page.getByLabel("Registration number").fill(number);
  await page.getByLabel("Valid until").fill(inAYear());
  await page
    .getByLabel("Certificate")
    .setInputFiles({ name: "certificate.jpg", mimeType: "image/jpeg", buffer: await certificatePhoto(number) });
  await shoot(page, "profile-form", project);
  await page.getByRole("button", { name: "Send for checking" }).click();
  await expect(page.getByText("Sent. A moderator will check it, and we will email you the decision.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Waiting for a moderator/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "See your certificate" })).toBeVisible();
  await shoot(page, "profile-pending", project);

  // A dog listed as a breeder's: the form says it will be held, and My listings says why.
  await page.goto("/add-listing");
  await page.getByLabel("Pet name").fill(petName);
  await page.getByLabel("Breed").fill("Labrador Retriever");
  await page.getByLabel("Age", { exact: true }).fill("3 months");
  await page.getByLabel("Gender").selectOption("male");
  await page.getByLabel("Price (₹)").fill("24000");
  await page.getByLabel("Location").fill("Hyderabad");
  await page.getByLabel("Description").fill("A healthy Labrador puppy from registered parents, vaccinated and dewormed.");
  await page.getByLabel("Species").selectOption({ label: "Dog" });
  await page.getByLabel("Microchip number").fill(uniqueChip());
  await page.getByLabel("Seller type").selectOption({ label: "Registered breeder" });
  await expect(
    page.getByText("Your registration is waiting for a moderator: this listing will be held until it is approved."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Create listing" }).click();
  // Held, it has no public page yet: the form goes to My listings instead, and says so.
  await expect(
    page.getByText("Saved. Buyers will see it once PawBazaar has checked your registration: meanwhile it is in My listings."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Held until PawBazaar checks your registration")).toBeVisible();
  const [held] = await sql<{ id: string; status: string; hiddenCause: string }>(
    `SELECT id, status::text AS status, "hiddenCause"::text AS "hiddenCause" FROM pets WHERE name = $1`,
    [petName],
  );
  expect([held.status, held.hiddenCause]).toEqual(["hidden", "unverified"]);

  // Nobody else sees it yet.
  const visitor = await otherBrowser(browser, testInfo);
  expect((await visitor.page.goto(`/pets/${held.id}`))?.status()).toBe(404);

  // The moderator checks the certificate in the console and approves.
  const moderator = await otherBrowser(browser, testInfo);
  const mod = moderator.page;
  await logIn(mod, "moderator@pawbazaar.in");
  await mod.goto("/admin/seller-verifications");
  await expect(mod.getByRole("link", { name: "Seller verifications" })).toHaveAttribute("aria-current", "page");
  const card = mod.locator("li").filter({ has: mod.getByRole("heading", { name, exact: true }) });
  await expect(card.getByText("Waiting", { exact: true })).toBeVisible();
  await expect(card.getByText(number)).toBeVisible();
  await expect(card.getByText("1 listing held for this registration")).toBeVisible();
  const photo = card.getByRole("img", { name: `The certificate ${name} sent` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await shoot(mod, "console-queue", project);
  await card.getByRole("button", { name: `Approve the registration of ${name}` }).click();
  const dialog = mod.getByRole("dialog", { name: `Approve the registration of ${name}?` });
  await dialog.getByRole("button", { name: "Yes, approve" }).click();
  await expect(mod.getByText("Approved. 1 held listing published.")).toBeVisible();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();

  // The listing is public, with the mark on its card and on its page; the registered filter finds it.
  const badge = "Registered breeder (Telangana) · checked by PawBazaar";
  await expect(async () => {
    expect((await visitor.page.goto(`/pets/${held.id}`))?.status()).toBe(200);
  }).toPass({ timeout: 15_000 });
  await expect(visitor.page.getByText(badge).first()).toBeVisible();
  await visitor.page.goto(`/pets?registered=1&q=${encodeURIComponent(petName)}`);
  const petCard = visitor.page.locator("article").filter({ has: visitor.page.getByRole("heading", { name: petName }) });
  await expect(petCard).toBeVisible();
  // A phone's compact card leaves the mark to the pet page; from 640 px the fuller card carries it.
  const { width, height } = visitor.page.viewportSize()!;
  await expect(petCard.getByText(badge)).toBeVisible({ visible: width >= 640 });
  await visitor.page.setViewportSize({ width: 1024, height });
  await expect(petCard.getByText(badge)).toBeVisible();
  await visitor.page.setViewportSize({ width, height });
  await shoot(visitor.page, "card-badge", project);

  // The breeder's profile says approved, until the date.
  await page.goto("/profile?tab=seller");
  await expect(page.getByRole("heading", { name: /^Approved: valid until/ })).toBeVisible();
  await expect(page.getByText(badge).first()).toBeVisible();
  await shoot(page, "profile-approved", project);

  await visitor.context.close();
  await moderator.context.close();
});
