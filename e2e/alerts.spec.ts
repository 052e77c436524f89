import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { expectNoSeriousViolations } from "./axe";
import sharp from "sharp";
import { E2E_CRON_SECRET } from "./cron-secret";
import { expectFitsScreen, signUpVerified, sql, uniqueEmail } from "./support";

// Saved searches and the daily alert mail, end to end: a buyer who found nothing saves the search from
// its landing page (signed out first: the button leads to the login and back), another member lists a matching
// Labrador in Hyderabad, the scheduler runs the digest, and the buyer's mail links to the pet, whose page
// opens; the mail's unsubscribe link stops the alerts. Everyone here is registered by the journey.

// The landing page of Labradors in Hyderabad (cached, the same for everyone; the button finds the session itself).
const SEARCH_PAGE = "/dogs/labrador-retriever/in/hyderabad";
const SHOTS = "test-results/alerts-shots";

/** Signs up through the API in `request`'s own cookie jar and verifies the address through the mailed link. */

test("a buyer saves a search, a matching Labrador is listed, the digest mails its link, and the mail's unsubscribe link works", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
  // The screenshots are at a common phone width (390 px); the desktop project keeps its own.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;

  // The buyer has an account, but comes to the search signed out.
  const buyer = { name: `Priya ${tag}`, email: uniqueEmail("alerts-buyer"), password: "priya-secret1" };
  const buyerApi = await playwright.request.newContext({ baseURL });
  await signUpVerified(buyerApi, buyer);
  await buyerApi.dispose();

  await page.goto(SEARCH_PAGE);
  const alerts = page.getByRole("region", { name: "Email alerts for this search" });
  await expect(alerts).toBeVisible();
  await alerts.getByRole("link", { name: "Log in to get email alerts" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password", { exact: true }).fill(buyer.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // Back on the search, signed in.
  await expect(page).toHaveURL((url) => url.pathname === SEARCH_PAGE);
  await alerts.getByRole("button", { name: "Email me new matches" }).click();
  await expect(alerts.getByRole("status")).toContainText("Saved. New matches come to your email once a day.");
  await expect(alerts.getByRole("button", { name: "Alert saved" })).toBeDisabled();
  await expectFitsScreen(page, "the saved search");
  await expectNoSeriousViolations(page, "the saved search");
  await alerts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-save-button.png` });

  // The browse results offer it too; the same search (the town in other letters) is the one already kept.
  await page.goto("/pets?breed=Labrador+Retriever&location=hyderabad");
  await alerts.getByRole("button", { name: "Email me new matches" }).click();
  await expect(alerts.getByRole("status")).toContainText("You already get email alerts for this search.");

  // The profile lists it, once, in words.
  await alerts.getByRole("link", { name: "Manage alerts" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=alerts$/);
  await expect(page.getByRole("tab", { name: "Alerts" })).toHaveAttribute("aria-selected", "true");
  const saved = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "Labrador Retriever · in Hyderabad" });
  await expect(saved).toHaveCount(1);
  await expectFitsScreen(page, "the profile's alerts");
  await expectNoSeriousViolations(page, "the profile's alerts");
  await shot("profile-alerts");

  // Another member signs up, verifies the address and lists a matching Labrador.
  const seller = { name: `Suresh ${tag}`, email: uniqueEmail("alerts-seller"), password: "suresh-secret1" };
  const sellerApi = await playwright.request.newContext({ baseURL });
  await signUpVerified(sellerApi, seller);
  const petName = `Rocky ${tag}`;
  // A price of each project's own: the desktop buyer's digest also lists the Labrador the phone journey
  // listed a few minutes before, and the line below must name this one.
  const [price, shownPrice] = testInfo.project.name === "phone" ? ["24500", "₹24,500"] : ["24700", "₹24,700"];
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 214, g: 170, b: 90 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const created = await sellerApi.post("/server/pets", {
    multipart: {
      name: petName,
      breed: "Labrador Retriever",
      age: "3 months",
      gender: "male",
      price,
      location: "Hyderabad",
      description: "A golden Labrador puppy, vaccinated, dewormed and very playful.",
      images: { name: "rocky.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  const petId = (await created.json()).pet.id as string;
  await sellerApi.dispose();

  // The digest leaves listings younger than two minutes to the next run (one being saved may not be
  // visible yet): rather than wait, the journey lists the pet and saves the search a little earlier.
  await sql(`UPDATE pets SET "createdAt" = now() - interval '5 minutes' WHERE id = $1`, [petId]);
  await sql(
    `UPDATE saved_searches SET "checkedAt" = now() - interval '10 minutes', "createdAt" = now() - interval '10 minutes' WHERE "userId" = (SELECT id FROM users WHERE email = $1)`,
    [buyer.email],
  );

  // The scheduler's call: refused without the secret, then the run.
  expect((await page.request.get("/server/alerts/run")).status()).toBe(401);
  const run = await page.request.get("/server/alerts/run", { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  expect((await run.json()).run.mailsSent).toBeGreaterThanOrEqual(1);

  const [mail] = await sql<{ subject: string; html: string }>(
    `SELECT subject, html FROM mail_outbox WHERE "to" = $1 AND kind = 'alert_digest'`,
    [buyer.email],
  );
  expect(mail.subject).toBe("New on PawBazaar: Labrador Retriever · in Hyderabad");
  const petLink = `${baseURL}/pets/${petId}`;
  expect(mail.html).toContain(`href="${petLink}"`);

  // The mail, as a mail program shows it.
  await page.setContent(mail.html);
  // The name, and the photo (its alt text is the name), both link to the pet.
  await expect(page.getByRole("link", { name: petName })).toHaveCount(2);
  const thumbnail = page.getByRole("img", { name: petName });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(`Labrador Retriever · ${shownPrice} · Hyderabad`)).toBeVisible();
  await shot("digest-mail");
  const unsubscribeLink = await page.getByRole("link", { name: "Unsubscribe from alert emails" }).getAttribute("href");

  // The pet's link opens its page.
  await page.goto(petLink);
  await expect(page.getByRole("heading", { name: petName, level: 1 })).toBeVisible();
  await expect(page.getByText(shownPrice).first()).toBeVisible();

  // The unsubscribe link: a confirmation page, then one tap.
  await page.goto(unsubscribeLink!);
  await expect(page.getByRole("heading", { name: "Stop alert emails?" })).toBeVisible();
  await expect(page.getByText(`We will stop emailing ${buyer.email} about new pets and remove 1 saved search.`)).toBeVisible();
  await expectNoSeriousViolations(page, "the unsubscribe page");
  await shot("unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page).toHaveURL(/\/unsubscribe\?done=1$/);
  await page.goto("/profile?tab=alerts");
  await expect(page.getByText("No saved searches yet")).toBeVisible();
});
