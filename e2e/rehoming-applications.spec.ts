import { expect, test } from "@playwright/test";
import { logIn, otherBrowser, signUpVerified, sql, uniqueEmail } from "./support";

// Applying to adopt and the owner's choice (docs/rehoming.md, "Applying to adopt, and the owner's
// choice"), on two browsers shaped like the project's: an owner's listing (made through the API, then a
// rehoming with two questions in the database, as the listing form leaves it), an applicant fills in the
// form (a rented flat: the landlord's consent is asked) and sees it under My applications; the owner reads
// it with its answers, chooses the home after the confirmation, and the applicant's list then offers the
// reserved order to pay. Each project makes its own two accounts and pet.

test("an applicant applies on the form, and the owner reads the application and chooses that home", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const petName = `Bruno ${tag}`;
  const ownerEmail = uniqueEmail("owner");
  const applicantEmail = uniqueEmail("applicant");
  const api = await playwright.request.newContext({ baseURL });
  await signUpVerified(api, { name: "Lakshmi Reddy", email: ownerEmail, password: "lakshmi-secret" });
  const listed = await api.post("/server/pets", {
    multipart: {
      name: petName,
      breed: "Indie",
      age: "3 years",
      gender: "male",
      price: "1500",
      location: "Hyderabad",
      description: "A calm, house-trained dog who loves walks.",
    },
  });
  expect(listed.status()).toBe(201);
  const petId = ((await listed.json()) as { pet: { id: string } }).pet.id;
  await sql(`UPDATE pets SET mode = 'rehoming', "rehomingQuestions" = $2, "rehomingWishes" = $3 WHERE id = $1`, [
    petId,
    ["Who walks him in the morning?", "Where will he sleep?"],
    "A home with someone in most of the day; no cats.",
  ]);
  await api.dispose();
  const applicantApi = await playwright.request.newContext({ baseURL });
  await signUpVerified(applicantApi, { name: "Arjun Mehta", email: applicantEmail, password: "arjun-secret" });
  await applicantApi.dispose();

  // The applicant's form: the owner's wishes above it, the landlord's consent asked of a rented home.
  await logIn(page, applicantEmail, "arjun-secret");
  await page.goto(`/pets/${petId}/apply`);
  await expect(page).toHaveTitle("Apply to adopt · PawBazaar");
  await expect(page.getByRole("heading", { level: 1, name: `Apply to adopt ${petName}` })).toBeVisible();
  await expect(page.getByText("A home with someone in most of the day; no cats.")).toBeVisible();
  await page.getByRole("group", { name: "Your home" }).getByRole("radio", { name: "Flat or apartment" }).check();
  await page.getByRole("group", { name: "Is your home rented?" }).getByRole("radio", { name: "Yes" }).check();
  await expect(page.getByText("A landlord's refusal is the commonest reason adopted pets come back.", { exact: false })).toBeVisible();
  await page.getByRole("group", { name: "Do you have a garden or a safe outdoor space?" }).getByRole("radio", { name: "No" }).check();
  await page.getByLabel("Other pets at home").fill("None");
  await page.getByLabel("Your experience with pets").fill("We had an Indie for twelve years.");
  await page.getByLabel("Who is at home").fill("Two adults; my mother is home all day.");
  await page.getByLabel(`Why you want to adopt ${petName}`).fill("We want a calm friend for long evening walks.");
  await page.getByLabel("Who walks him in the morning?").fill("I do, at six, before work.");
  await page.getByLabel("Where will he sleep?").fill("In his bed by the balcony door.");
  // Without the landlord's consent the form says why, and sends nothing.
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("A rented home needs the landlord's consent to a pet", { exact: false })).toBeVisible();
  await page.getByRole("group", { name: "My landlord agrees to a pet" }).getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page).toHaveTitle("My applications · PawBazaar");
  const mine = page.getByTestId("my-application").filter({ hasText: petName });
  await expect(mine.getByText("New", { exact: true })).toBeVisible();

  // The owner reads it and chooses this home.
  const owner = await otherBrowser(browser, testInfo);
  await logIn(owner.page, ownerEmail, "lakshmi-secret");
  await owner.page.goto(`/pets/${petId}/applications`);
  await expect(owner.page).toHaveTitle("Applications · PawBazaar");
  const card = owner.page.getByTestId("application").filter({ hasText: "Arjun Mehta" });
  await expect(card.getByText("Email verified")).toBeVisible();
  await expect(card.getByText("Flat · Rented, the landlord agrees · No garden")).toBeVisible();
  await expect(card.getByText("I do, at six, before work.")).toBeVisible();
  await expect(card.getByRole("link", { name: "Message" })).toHaveAttribute("href", new RegExp(`petId=${petId}`));
  await card.getByRole("button", { name: "Choose this home" }).click();
  const dialog = owner.page.getByRole("dialog", { name: `Choose Arjun Mehta for ${petName}?` });
  await dialog.getByRole("button", { name: "Choose", exact: true }).click();
  await expect(owner.page.getByText("You chose Arjun Mehta. They have 48 hours to pay.")).toBeVisible();
  await expect(card.getByText("Chosen", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "View the order" })).toBeVisible();
  await owner.context.close();

  // The applicant's list now offers the reserved order.
  await page.reload();
  await expect(mine.getByText("Chosen", { exact: true })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Pay and sign within 48 hours" })).toHaveAttribute("href", /\/orders\/[^/]+$/);
});
