import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expectFitsScreen, logIn, outboxLink, sql, uniqueEmail } from "./support";

// Reports and the moderators' queue, end to end: three users with a verified email report a listing, it
// leaves browse and its page at once; the moderator finds it in the /admin queue and restores it, and it
// is back for everyone. The journey makes its own seller and listing (no demo pet is hidden).

const NOT_FOUND_HEADING = "Oops! Page not found";
// Far under the pages' 5-minute backstop (a pass proves the purge), with room for a busy machine's render.
const soon = { timeout: 15_000, intervals: [100, 250, 500, 1000] };
const SHOTS = "test-results/seller-disclosure";

async function newContext(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport: viewport ?? undefined, isMobile, hasTouch, userAgent, deviceScaleFactor });
  return { context, page: await context.newPage() };
}

/** Signs up through the API in `request`'s own cookie jar; with `verified`, follows the mailed link as the person would. */
async function signUp(request: APIRequestContext, { name, verified }: { name: string; verified: boolean }) {
  const email = uniqueEmail("reporter");
  const res = await request.post("/server/auth/register", { data: { name, email, password: "report-secret1" } });
  expect(res.status()).toBe(201);
  if (verified) {
    const link = new URL(await outboxLink(email, "verify_email"));
    const verify = await request.get(`/server/auth/verify${link.search}`);
    expect(verify.status()).toBe(200);
  }
  return email;
}

/** What a visitor without a session finds: the listing in a search of its name, and its page. */
async function expectListed(visitor: Page, petId: string, petName: string, isListed: boolean) {
  await expect
    .poll(async () => {
      await visitor.goto(`/pets?q=${encodeURIComponent(petName)}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      return visitor.getByRole("link", { name: petName }).count();
    }, soon)
    .toBe(isListed ? 1 : 0);
  // The page comes from the cache, which the change has emptied at once.
  await expect.poll(async () => (await visitor.goto(`/pets/${petId}`))?.status(), soon).toBe(isListed ? 200 : 404);
  if (isListed) await expect(visitor.getByRole("heading", { name: petName, level: 1 })).toBeVisible();
  else await expect(visitor.getByRole("heading", { name: NOT_FOUND_HEADING })).toBeVisible();
}

test("three verified reporters hide a listing at once; the moderator restores it from the /admin queue", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const petName = `Tommy ${tag}`;

  // A seller of its own, with one listing; their phone is verified (written here, before the listing's
  // page is first rendered), their email not.
  const sellerApi = await playwright.request.newContext({ baseURL });
  const sellerEmail = await signUp(sellerApi, { name: `Seller ${tag}`, verified: false });
  const sellerPhone = `+919${String(Date.now()).slice(-9)}`;
  await sql(`UPDATE users SET phone = $2, "phoneVerifiedAt" = now() WHERE email = $1`, [sellerEmail, sellerPhone]);
  const created = await sellerApi.post("/server/pets", {
    multipart: {
      name: petName,
      breed: "Beagle",
      age: "4 months",
      gender: "male",
      price: "18000",
      location: "Warangal",
      description: "A playful beagle puppy, first vaccination done.",
    },
  });
  expect(created.status()).toBe(201);
  const petId = (await created.json()).pet.id as string;

  const visitor = await newContext(browser, testInfo);
  await expectListed(visitor.page, petId, petName, true);

  // Two users with a verified email report it through the API; one who has not verified does not count.
  const reporters: APIRequestContext[] = [];
  for (const [name, verified] of [
    ["Unverified reporter", false],
    ["First reporter", true],
    ["Second reporter", true],
  ] as const) {
    const api = await playwright.request.newContext({ baseURL });
    reporters.push(api);
    await signUp(api, { name: `${name} ${tag}`, verified });
    const res = await api.post(`/server/pets/${petId}/report`, { data: { reason: "scam", note: `${name}: asked for an advance` } });
    expect(res.status()).toBe(201);
  }
  await expectListed(visitor.page, petId, petName, true);

  // The third, in the browser (signing up signs the page in), through the listing's Report dialog.
  const thirdEmail = await signUp(page.request, { name: `Third reporter ${tag}`, verified: true });
  await page.goto(`/pets/${petId}`);

  // Before buying, the seller as the Consumer Protection (E-Commerce) Rules 2020 ask: what is verified
  // either way, never the phone number or the email.
  await page.setViewportSize({ width: 390, height: 844 });
  const about = page.getByRole("region", { name: "About the seller" });
  await expect(about.getByText("Shown as the Consumer Protection (E-Commerce) Rules 2020 ask.")).toBeVisible();
  await expect(about.getByRole("link", { name: `Seller ${tag}`, exact: true })).toHaveAttribute("href", /\/sellers\/c/);
  await expect(about.getByText("Individual rehoming")).toBeVisible();
  await expect(about.getByText("None: sells as an individual")).toBeVisible();
  await expect(about.getByText("Warangal")).toBeVisible();
  await expect(about.getByText("Phone verified", { exact: true })).toBeVisible();
  await expect(about.getByText("Email not verified", { exact: true })).toBeVisible();
  const aboutText = (await about.textContent()) ?? "";
  for (const secret of [sellerEmail, sellerPhone, sellerPhone.slice(3)]) expect(aboutText).not.toContain(secret);
  await expectFitsScreen(page, "the pet page at 390 px");
  await about.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await about.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole("button", { name: "Report listing" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await dialog.getByLabel("Wrong information").check();
  await dialog.getByLabel("Details (optional)").fill("The photos are of another dog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks — we review reports within 24 hours")).toBeVisible();
  // With the report's ticket number (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b)), the one stored.
  const [report] = await sql<{ ticket: number }>(
    `SELECT r.ticket FROM listing_reports r JOIN users u ON u.id = r."reporterId" WHERE r."petId" = $1 AND u.email = $2`,
    [petId, thirdEmail],
  );
  await expect(page.getByText(`Your report's ticket number: PB-${report.ticket}`, { exact: true })).toBeVisible();

  // Gone for everyone at once: not found by a search, and its page is the 404 page.
  await expectListed(visitor.page, petId, petName, false);

  // The moderator finds it in the queue, hidden, with its three verified reporters, and restores it.
  const moderator = await newContext(browser, testInfo);
  const mod = moderator.page;
  await logIn(mod, "moderator@pawbazaar.in", DEMO_PASSWORD);
  await mod.goto("/admin");
  await expect(mod.getByRole("heading", { name: "Reports queue", level: 1 })).toBeVisible();
  const card = mod.getByRole("listitem").filter({ has: mod.getByRole("heading", { name: petName, level: 3 }) });
  await expect(card.getByText("Hidden automatically after reports from verified users.")).toBeVisible();
  await expect(card.getByText("4 reports · 3 from verified users", { exact: false })).toBeVisible();
  await expect(card.getByText("The photos are of another dog")).toBeVisible();
  await card.getByRole("button", { name: `Restore: ${petName}` }).click();
  const confirm = mod.getByRole("dialog", { name: `Restore “${petName}”?` });
  await confirm.getByLabel("Reason (optional)").fill("Checked the photos with the seller");
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(mod.getByText("Listing restored")).toBeVisible();
  await expect(mod.getByRole("heading", { name: petName, level: 3 })).toHaveCount(0);

  // Back in browse, and its page opens.
  await expectListed(visitor.page, petId, petName, true);

  // The audit log tells what happened, newest first.
  await mod.goto("/admin/audit");
  await expect(mod.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const entries = mod.getByRole("listitem").filter({ hasText: `Listing: ${petName}` });
  await expect(entries.first().getByRole("heading", { name: "Restored a listing" })).toBeVisible();
  await expect(entries.first().getByText("Checked the photos with the seller")).toBeVisible();
  await expect(entries.nth(1).getByRole("heading", { name: "Listing hidden automatically after reports" })).toBeVisible();
  await expect(entries.nth(1).getByText("System (automatic)")).toBeVisible();

  for (const api of [sellerApi, ...reporters]) await api.dispose();
  await visitor.context.close();
  await moderator.context.close();
});
