import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, logIn, otherBrowser, outboxLink, registerThroughForm, uniqueEmail } from "./support";

// The seller's money from both sides (docs/payments.md): a buyer pays for a new seller's pet, the seller
// accepts the order and sees the sale in "Your earnings", a moderator records a payout on the console's
// Payouts page, and the seller sees it with its reference. Each project makes its own seller, pet and
// buyer, so the amounts are its own (the e2e server runs with PLATFORM_FEE_PERCENT unset: no fee).

const PRICE = 4321;

test("a paid order, once accepted, is an earning the seller sees; a moderator records a payout, and the seller sees that too", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const sellerName = `Lalitha ${tag}`;
  const sellerEmail = uniqueEmail("earner");
  const petName = `Golu ${tag}`;
  const reference = `UTR${Date.now()}`.slice(0, 20);

  // The seller signs up, verifies the address and lists a pet.
  await registerThroughForm(page, { name: sellerName, email: sellerEmail, password: "lalitha-secret" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = new URL(await outboxLink(sellerEmail, "verify_email"));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Email verified successfully")).toBeVisible();
  const listed = await page.request.post("/server/pets", {
    multipart: {
      name: petName,
      breed: "Indian Spitz",
      age: "4 months",
      gender: "female",
      price: String(PRICE),
      location: "Warangal",
      description: "A cheerful puppy, vaccinated and dewormed.",
    },
  });
  expect(listed.status()).toBe(201);
  const petId = (await listed.json()).pet.id as string;

  // A buyer (through the API) orders it and pays.
  const buyerEmail = uniqueEmail("payer");
  const buyer = await playwright.request.newContext({ baseURL });
  expect(
    (await buyer.post("/server/auth/register", { data: { name: "Pavan Kumar", email: buyerEmail, password: "pavan-secret" } })).status(),
  ).toBe(201);
  const token = new URL(await outboxLink(buyerEmail, "verify_email")).searchParams.get("token")!;
  expect((await buyer.get(`/server/auth/verify?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  const ordered = await buyer.post("/server/orders", { data: { pet_id: petId } });
  expect(ordered.status()).toBe(201);
  const orderId = (await ordered.json()).order.id as string;
  const created = await buyer.post("/server/payments/create-order", { data: { amount: PRICE, order_ids: [orderId] } });
  expect(created.status()).toBe(200);
  const paid = await buyer.post("/server/payments/verify", {
    data: { order_id: (await created.json()).order_id, payment_status: "success" },
  });
  expect(paid.status()).toBe(200);
  await buyer.dispose();

  // Paid but not accepted: nothing earned yet.
  await page.goto("/dashboard");
  const earnings = page.getByRole("region", { name: "Your earnings" });
  await expect(earnings.getByText("No earnings yet.", { exact: false })).toBeVisible();

  // The seller accepts; the sale is earned: ₹4,321 pending, nothing paid out.
  await page
    .getByRole("button", { name: `Accept order for ${petName}` })
    .first()
    .click();
  const acceptDialog = page.getByRole("dialog", { name: `Accept the order for ${petName}?` });
  await acceptDialog.getByRole("button", { name: `Accept order for ${petName}` }).click();
  await expect(page.getByText("Order accepted successfully")).toBeVisible();
  const sale = earnings.getByRole("listitem").filter({ hasText: `Sale of ${petName}` });
  await expect(sale.getByText("Earned", { exact: true })).toBeVisible();
  await expect(sale.getByText("₹4,321").first()).toBeVisible();
  await expect(earnings.getByRole("definition").filter({ hasText: "₹4,321" }).first()).toBeVisible();

  // The moderator, in a browser of their own, finds the seller on the Payouts page and records a payout.
  const moderator = await otherBrowser(browser, testInfo);
  const mod = moderator.page;
  await logIn(mod, "moderator@pawbazaar.in", DEMO_PASSWORD);
  await mod.goto("/admin/payouts");
  await expect(mod.getByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
  const card = mod.getByRole("listitem").filter({ hasText: sellerEmail });
  await expect(card.getByText("₹4,321")).toBeVisible();
  await card.getByRole("button", { name: `Record payout to ${sellerName}` }).click();
  const dialog = mod.getByRole("dialog", { name: `Record a payout to ${sellerName}` });
  const amount = dialog.getByLabel("Amount in rupees");
  // It starts at the whole balance; more than that is refused before anything is sent.
  await expect(amount).toHaveValue("4321");
  await amount.fill("5000");
  await dialog.getByLabel("Bank reference").fill(reference);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("The amount is more than the seller's pending balance.", { exact: false })).toBeVisible();
  await amount.fill("1,000.50");
  await dialog.getByRole("button", { name: "Continue" }).click();
  // A last look before it is recorded for good.
  await expect(dialog.getByText(`Record a payout of ₹1,000.50 to ${sellerName} (${sellerEmail})?`)).toBeVisible();
  await expect(dialog.getByText(`Reference: ${reference}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, record payout" }).click();
  await expect(mod.getByText(`Payout of ₹1,000.50 to ${sellerName} recorded.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("₹3,320.50")).toBeVisible();
  await expect(card.getByText("₹1,000.50")).toBeVisible();

  // The audit log has it.
  await mod.goto("/admin/audit");
  const entry = mod.getByRole("listitem").filter({ hasText: "Recorded a payout to a seller" }).filter({ hasText: reference }).first();
  await expect(entry.getByText(`₹1,000.50 · ${reference}`)).toBeVisible();
  await moderator.context.close();

  // The seller sees the payout with its reference, and what is still pending.
  await page.reload();
  await expect(earnings.getByRole("definition").filter({ hasText: "₹3,320.50" }).first()).toBeVisible();
  await expect(earnings.getByRole("definition").filter({ hasText: "₹1,000.50" }).first()).toBeVisible();
  const payoutLine = earnings.getByRole("listitem").filter({ hasText: "Payout to your bank account" });
  await expect(payoutLine.getByText(`Reference: ${reference}`)).toBeVisible();
  await expect(payoutLine.getByText("Paid out", { exact: true })).toBeVisible();
});
