import { expect, test } from "@playwright/test";
import { logIn, otherBrowser, signUpVerified, sql, uniqueEmail } from "./support";

// A dispute from both sides (docs/payments.md, "Disputes"): a buyer who has the pet raises a dispute on
// the order page within the protection window, the seller's money stays held, and a moderator decides it
// in the console (a full refund, with a reason); the buyer reads the decision on the order page. The
// seller and the money's first steps go through the API, as the other journeys cover them on screen.

const PRICE = 3456;

test("a buyer raises a dispute after the handover, and the moderator's refund reaches them", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const petName = `Chintu ${tag}`;

  // The seller lists a pet (through the API, signed in on its own).
  const seller = await playwright.request.newContext({ baseURL });
  await signUpVerified(seller, { name: `Suresh ${tag}`, email: uniqueEmail("disputed-seller"), password: "suresh-secret" });
  const listed = await seller.post("/server/pets", {
    multipart: {
      name: petName,
      breed: "Beagle",
      age: "5 months",
      gender: "male",
      price: String(PRICE),
      location: "Vijayawada",
      description: "A playful beagle puppy, vaccinated.",
    },
  });
  expect(listed.status()).toBe(201);
  const petId = (await listed.json()).pet.id as string;

  // The buyer orders and pays; the seller accepts: the money is held.
  const buyerEmail = uniqueEmail("disputer");
  const api = await playwright.request.newContext({ baseURL });
  await signUpVerified(api, { name: "Divya Rao", email: buyerEmail, password: "divya-secret" });
  await api.dispose();
  await logIn(page, buyerEmail, "divya-secret");
  const orderId = (await (await page.request.post("/server/orders", { data: { pet_id: petId } })).json()).order.id as string;
  const created = await page.request.post("/server/payments/create-order", { data: { amount: PRICE, order_ids: [orderId] } });
  expect(
    (
      await page.request.post("/server/payments/verify", { data: { order_id: (await created.json()).order_id, payment_status: "success" } })
    ).status(),
  ).toBe(200);
  expect((await seller.post("/server/orders/accept", { data: { order_id: orderId } })).status()).toBe(200);

  // At the meeting the buyer confirms the handover themselves.
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: "Your handover code" })).toBeVisible();
  await page.getByRole("button", { name: "I have the pet" }).click();
  const confirm = page.getByRole("dialog", { name: `Do you have ${petName} with you?` });
  await confirm.getByRole("button", { name: "Yes, I have the pet" }).click();
  await expect(page.getByText("Handover recorded. Enjoy your new companion!")).toBeVisible();

  // The pet is not the one shown: the buyer raises a dispute within the window.
  const form = page
    .getByRole("form", { name: "Something wrong? Raise a dispute" })
    .or(page.locator("form").filter({ hasText: "What is wrong?" }));
  await form.getByLabel("What is wrong?").selectOption({ label: "The pet is not as the listing showed" });
  await form.getByLabel("Tell us what happened").fill("This is not the puppy in the photos: the markings and the ears are different.");
  await form.getByRole("button", { name: "Raise dispute" }).click();
  await expect(page.getByText("Dispute raised. Our team will be in touch within 48 hours.")).toBeVisible();
  await expect(page.getByText("Open: our team is looking at it")).toBeVisible();
  const [dispute] = await sql<{ id: string }>(`SELECT id FROM disputes WHERE "orderId" = $1`, [orderId]);
  // Nothing released meanwhile, whatever the clock says.
  const [held] = await sql<{ protection: string }>(`SELECT protection::text FROM orders WHERE id = $1`, [orderId]);
  expect(held.protection).toBe("disputed");

  // The moderator finds it in the console's queue and decides: a full refund, with a reason.
  const moderator = await otherBrowser(browser, testInfo);
  const mod = moderator.page;
  await logIn(mod, "moderator@pawbazaar.in");
  await mod.goto("/admin/disputes");
  await expect(mod.getByRole("heading", { name: "Disputes", level: 1 })).toBeVisible();
  await expect(mod.getByText(`${petName} · ₹3,456`)).toBeVisible();
  await mod.goto(`/admin/disputes/${dispute.id}`);
  await expect(mod.getByText("This is not the puppy in the photos", { exact: false })).toBeVisible();
  await mod.getByLabel("Refund the buyer in full (₹3,456)").check();
  await mod.getByLabel("Reason", { exact: true }).fill("The photos in the listing show a different puppy.");
  await mod.getByRole("button", { name: "Continue" }).click();
  await expect(mod.getByText("Divya Rao gets ₹3,456 back. This cannot be undone.")).toBeVisible();
  await mod.getByRole("button", { name: "Record the decision" }).click();
  await expect(mod.getByText("Decision recorded. Both people were told.")).toBeVisible();
  await moderator.context.close();

  // The buyer reads the decision and the refund on the order page.
  await page.reload();
  await expect(page.getByText("Decision: a full refund to the buyer.")).toBeVisible();
  await expect(page.getByText("Why: The photos in the listing show a different puppy.")).toBeVisible();
  await expect(page.getByText("₹3,456 refunded")).toBeVisible();
  await seller.dispose();
});
