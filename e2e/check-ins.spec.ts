import { expect, test } from "@playwright/test";
import { E2E_CRON_SECRET } from "./cron-secret";
import { heldOrder } from "./protection";
import { logIn, otherBrowser, signUpVerified, sql, uniqueEmail } from "./support";

// A rehoming's check-in, from the mail to the owner's order page (docs/rehoming.md, "After the handover:
// check-ins"): an owner's pet goes to its adopter (the order made through the API, the listing then a
// rehoming in the database, as choosing an applicant leaves it), the adopter confirms the handover, the
// week passes (its check-in's clock moved back) and the scheduler's protection job asks; the adopter
// taps "Some trouble" in the mail (read from the development outbox), the page opens with it chosen,
// they add a note and send it with one press; the owner sees both on the order page. Each project makes
// its own two accounts and pet.

test("the adopter answers the week's check-in from its mail in one press, and the owner reads it on the order page", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const petName = `Bruno ${tag}`;
  const ownerEmail = uniqueEmail("owner");
  const adopterEmail = uniqueEmail("adopter");
  const ownerApi = await playwright.request.newContext({ baseURL });
  const adopterApi = await playwright.request.newContext({ baseURL });
  await signUpVerified(ownerApi, { name: "Lakshmi Reddy", email: ownerEmail, password: "lakshmi-secret" });
  await signUpVerified(adopterApi, { name: "Arjun Mehta", email: adopterEmail, password: "arjun-secret" });

  const { orderId, petId } = await heldOrder(ownerApi, adopterApi, petName, 1500);
  await sql(`UPDATE pets SET mode = 'rehoming' WHERE id = $1`, [petId]);
  expect((await adopterApi.post("/server/orders/confirm-handover", { data: { order_id: orderId } })).status()).toBe(200);
  await Promise.all([ownerApi.dispose(), adopterApi.dispose()]);

  // A week later: the job asks the adopter.
  await sql(`UPDATE check_ins SET "dueAt" = now() - interval '1 minute' WHERE "orderId" = $1 AND kind = 'week'`, [orderId]);
  const run = await page.request.get("/server/protection/run", { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  expect((await run.json()).run.checkInsSent).toBeGreaterThanOrEqual(1);
  const [mail] = await sql<{ subject: string; text: string }>(
    `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND kind = 'check_in_week' ORDER BY "createdAt" DESC LIMIT 1`,
    [adopterEmail],
  );
  expect(mail.subject).toBe(`How is ${petName} settling in?`);
  const tapped = mail.text.match(/^Some trouble: (\S+)$/m)?.[1];
  expect(tapped, mail.text).toMatch(/\/check-ins\/[^/?]+\?answer=some_trouble$/);

  // The tap: signed in, the page opens with the answer chosen; opening it has recorded nothing.
  await logIn(page, adopterEmail, "arjun-secret");
  const link = new URL(tapped!);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveTitle("Check-in · PawBazaar");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1, name: `How is ${petName} settling in?` })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Some trouble" })).toBeChecked();
  const [before] = await sql<{ answer: string | null }>(`SELECT answer FROM check_ins WHERE "orderId" = $1 AND kind = 'week'`, [orderId]);
  expect(before.answer).toBeNull();
  await page.getByLabel("A short note (optional)").fill("He hides under the bed when the pressure cooker whistles.");
  await page.getByRole("button", { name: "Send my answer" }).click();
  await expect(page.getByText(`Thank you for telling us about ${petName}.`)).toBeVisible();
  await expect(page.getByText("Your answer: Some trouble")).toBeVisible();

  // The owner's order page shows it.
  const ownerSide = await otherBrowser(browser, testInfo);
  await logIn(ownerSide.page, ownerEmail, "lakshmi-secret");
  await ownerSide.page.goto(`/orders/${orderId}`);
  const panel = ownerSide.page.getByRole("region", { name: "Check-ins" });
  await expect(panel.getByText("Some trouble", { exact: true })).toBeVisible();
  await expect(panel.getByText("Note: He hides under the bed when the pressure cooker whistles.")).toBeVisible();
  await expect(panel.getByText(/^We will ask on /)).toBeVisible();
  await ownerSide.context.close();
});
