import { expect, test, type Page } from "@playwright/test";
import { E2E_CRON_SECRET } from "./cron-secret";
import { logIn, otherBrowser, signUpVerified, sql, uniqueEmail } from "./support";

// A rehoming from the listing to the first week, on phones (docs/rehoming.md): an owner lists her dog
// for rehoming on the form, two people apply (one on the form, one through the API), the owner reads
// both and chooses one, the other is told kindly by mail; both sign the agreement on the order page, the
// adopter pays the adoption fee, shows the handover code and the owner enters it; a week later (the
// check-in's clock moved back) the adopter is asked how the dog is settling in and answers, and the owner
// reads it. Phones only (the desktop project ignores this file): the owner and the adopter each hold one.

test.setTimeout(180_000);

async function signAgreement(page: Page, orderId: string, name: string) {
  await page.goto(`/orders/${orderId}`);
  const panel = page.getByRole("region", { name: "Agreement" });
  await expect(panel.getByText("The owner and the adopter both sign this agreement before the adoption fee is paid.")).toBeVisible();
  await panel.getByText("Read the agreement").click();
  await expect(panel.getByTestId("agreement-text")).toContainText("first offer");
  await panel.getByLabel("Type your full name to sign").fill(name);
  await panel.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(panel.getByText("You have signed this agreement.").or(panel.getByText("Both of you have signed."))).toBeVisible();
}

test("an owner lists for rehoming, two apply, she chooses one and the other is told, both sign, the adopter pays, the handover, the first week's check-in", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const petName = `Moti ${tag}`;
  const ownerEmail = uniqueEmail("owner");
  const adopterEmail = uniqueEmail("adopter");
  const otherEmail = uniqueEmail("other");
  const api = await playwright.request.newContext({ baseURL });
  await signUpVerified(api, { name: "Lakshmi Reddy", email: ownerEmail, password: "lakshmi-secret" });
  await api.dispose();
  const adopterApi = await playwright.request.newContext({ baseURL });
  await signUpVerified(adopterApi, { name: "Arjun Mehta", email: adopterEmail, password: "arjun-secret" });
  await adopterApi.dispose();
  const otherApi = await playwright.request.newContext({ baseURL });
  await signUpVerified(otherApi, { name: "Priya Nair", email: otherEmail, password: "priya-secret" });

  // The owner lists Moti for rehoming on her phone: the fee, one question of her own, what she wants.
  await logIn(page, ownerEmail, "lakshmi-secret");
  await page.goto("/add-listing");
  await page.getByRole("radio", { name: /^Rehome/ }).check();
  await page.getByLabel("Pet name").fill(petName);
  await page.getByLabel("Breed").fill("Indie");
  await page.getByLabel("Age", { exact: true }).fill("4 years");
  await page.getByLabel("Gender").selectOption("male");
  await page.getByLabel("Adoption fee (₹)").fill("1500");
  await page.getByLabel("Location").fill("Hyderabad");
  await page.getByLabel("Description").fill("A gentle four-year-old Indie, vaccinated and sterilised. We are moving abroad.");
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByRole("textbox", { name: "Question 1", exact: true }).fill("Who will walk him in the morning?");
  await page.getByLabel(/What you want for your pet's new home/).fill("Someone at home most of the day; no cats.");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/pets\/[a-z0-9]+$/);
  const petId = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByText("Rehoming", { exact: true }).first()).toBeVisible();

  // Priya applies through the API; Arjun on his phone's form.
  const applied = await otherApi.post(`/server/pets/${petId}/applications`, {
    data: {
      home_type: "house",
      is_rented: false,
      has_garden: true,
      other_pets: "A cat",
      experience: "First dog",
      household: "Two adults who work in an office",
      reason: "Our children want a dog",
      answers: ["A dog walker"],
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await otherApi.dispose();

  const adopter = await otherBrowser(browser, testInfo);
  await logIn(adopter.page, adopterEmail, "arjun-secret");
  await adopter.page.goto(`/pets/${petId}`);
  await expect(adopter.page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await adopter.page.getByRole("link", { name: "Apply to adopt" }).click();
  await expect(adopter.page).toHaveURL(new RegExp(`/pets/${petId}/apply$`));
  await expect(adopter.page.getByText("Someone at home most of the day; no cats.")).toBeVisible();
  await adopter.page.getByRole("group", { name: "Your home" }).getByRole("radio", { name: "Flat or apartment" }).check();
  await adopter.page.getByRole("group", { name: "Is your home rented?" }).getByRole("radio", { name: "No" }).check();
  await adopter.page
    .getByRole("group", { name: "Do you have a garden or a safe outdoor space?" })
    .getByRole("radio", { name: "No" })
    .check();
  await adopter.page.getByLabel("Other pets at home").fill("None");
  await adopter.page.getByLabel("Your experience with pets").fill("We had an Indie for twelve years.");
  await adopter.page.getByLabel("Who is at home").fill("Two adults; my mother is home all day.");
  await adopter.page.getByLabel(`Why you want to adopt ${petName}`).fill("A calm friend for long evening walks.");
  await adopter.page.getByLabel("Who will walk him in the morning?").fill("I do, at six, before work.");
  await adopter.page.getByRole("button", { name: "Send application" }).click();
  await expect(adopter.page).toHaveURL(/\/applications$/);

  // The owner reads both, and chooses Arjun's home.
  await page.getByRole("link", { name: "Applications" }).click();
  await expect(page).toHaveURL(new RegExp(`/pets/${petId}/applications$`));
  await expect(page.getByTestId("application")).toHaveCount(2);
  const arjun = page.getByTestId("application").filter({ hasText: "Arjun Mehta" });
  await expect(arjun.getByText("I do, at six, before work.")).toBeVisible();
  await arjun.getByRole("button", { name: "Choose this home" }).click();
  await page
    .getByRole("dialog", { name: `Choose Arjun Mehta for ${petName}?` })
    .getByRole("button", { name: "Choose", exact: true })
    .click();
  await expect(page.getByText("You chose Arjun Mehta. They have 48 hours to pay.")).toBeVisible();
  await expect(page.getByTestId("application").filter({ hasText: "Priya Nair" }).getByText("Another home chosen")).toBeVisible();

  // Priya is told, kindly, in a mail of her own.
  const [declined] = await sql<{ subject: string; text: string }>(
    `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND kind = 'application_declined' ORDER BY "createdAt" DESC LIMIT 1`,
    [otherEmail],
  );
  expect(declined.text).toContain(`${petName}'s owner has chosen another home. Thank you for offering yours.`);

  // Off the market while reserved: a stranger is offered nothing to buy or apply for.
  const [{ status }] = await sql<{ status: string }>(`SELECT status::text FROM pets WHERE id = $1`, [petId]);
  expect(status).toBe("sold");

  // Both sign the agreement; the fee cannot be paid before.
  const [{ orderId }] = await sql<{ orderId: string }>(
    `SELECT "orderId" FROM rehoming_applications WHERE "petId" = $1 AND status = 'chosen'`,
    [petId],
  );
  const early = await adopter.page.request.post("/server/payments/create-order", {
    data: { amount: 1500, order_ids: [orderId] },
    headers: { origin: new URL(adopter.page.url()).origin },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).code).toBe("AGREEMENT_NOT_SIGNED");
  await signAgreement(adopter.page, orderId, "Arjun Mehta");
  await signAgreement(page, orderId, "Lakshmi Reddy");
  await expect(page.getByRole("region", { name: "Agreement" }).getByText("Both of you have signed.")).toBeVisible();
  const pdf = await page.request.get(`/server/orders/${orderId}/agreement.pdf?lang=en`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The adopter pays the adoption fee from the order page.
  await adopter.page.goto(`/orders/${orderId}`);
  await adopter.page.getByRole("link", { name: "Pay ₹1,500 now" }).click();
  await expect(adopter.page).toHaveURL(new RegExp(`/payment\\?orders=${orderId}$`));
  await adopter.page.getByLabel("Payment status").selectOption({ label: "Success" });
  await adopter.page.getByRole("button", { name: "Pay now" }).click();
  await expect(adopter.page.getByText("Payment success!")).toBeVisible();

  // At the meeting: the adopter's code, entered by the owner.
  await adopter.page.goto(`/orders/${orderId}`);
  await expect(adopter.page.getByRole("heading", { name: "Your handover code" })).toBeVisible();
  const [{ handoverCode }] = await sql<{ handoverCode: string }>(`SELECT "handoverCode" FROM orders WHERE id = $1`, [orderId]);
  await page.goto(`/orders/${orderId}`);
  await page.getByLabel("Handover code", { exact: true }).fill(handoverCode);
  await page.getByRole("button", { name: "Confirm handover" }).click();
  await expect(page.getByText("Handover recorded. The buyer's protection window has started.")).toBeVisible();

  // A week later the scheduler's job asks the adopter; he answers from the mail's link.
  await sql(`UPDATE check_ins SET "dueAt" = now() - interval '1 minute' WHERE "orderId" = $1 AND kind = 'week'`, [orderId]);
  const run = await page.request.get("/server/protection/run", { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  const [mail] = await sql<{ subject: string; text: string }>(
    `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND kind = 'check_in_week' ORDER BY "createdAt" DESC LIMIT 1`,
    [adopterEmail],
  );
  expect(mail.subject).toBe(`How is ${petName} settling in?`);
  const tapped = new URL(mail.text.match(/^Settling in well: (\S+)$/m)![1]);
  await adopter.page.goto(tapped.pathname + tapped.search);
  await expect(adopter.page.getByRole("radio", { name: "Settling in well" })).toBeChecked();
  await adopter.page.getByRole("button", { name: "Send my answer" }).click();
  await expect(adopter.page.getByText(`Thank you for telling us about ${petName}.`)).toBeVisible();
  await adopter.context.close();

  // The owner reads it on the order page.
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("region", { name: "Check-ins" }).getByText("Settling in well", { exact: true })).toBeVisible();
});
