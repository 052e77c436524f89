import { expect, test } from "@playwright/test";
import { E2E_CRON_SECRET } from "./cron-secret";
import { DEMO_PASSWORD, logIn, otherBrowser, outboxLink, registerThroughForm, signUpVerified, sql, uniqueEmail } from "./support";

// The seller's money from both sides, with the buyer's protection between (docs/payments.md): a buyer
// pays for a new seller's pet, the seller accepts and sees it held until handover, the buyer's order page
// shows the handover code, the seller enters it on the same page, the protection window ends (its clock
// moved, then the scheduler's job run), and the seller sees the sale released and earned. A moderator
// then records a payout on the console's Payouts page, and the seller sees that too. Each project makes
// its own seller, pet and buyer, so the amounts are its own (the e2e server runs with no platform fee).

const PRICE = 4321;

test("paid, held until the buyer's code is entered, released when the window ends: an earning the seller sees; then a payout", async ({
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

  // A buyer, in a browser of their own, signs up, orders it and pays (through the API, as the cart would).
  const buyerEmail = uniqueEmail("payer");
  const buyerSide = await otherBrowser(browser, testInfo);
  const buyer = buyerSide.page;
  const api = await playwright.request.newContext({ baseURL });
  await signUpVerified(api, { name: "Pavan Kumar", email: buyerEmail, password: "pavan-secret" });
  await api.dispose();
  await logIn(buyer, buyerEmail, "pavan-secret");
  const ordered = await buyer.request.post("/server/orders", { data: { pet_id: petId } });
  expect(ordered.status()).toBe(201);
  const orderId = (await ordered.json()).order.id as string;
  const created = await buyer.request.post("/server/payments/create-order", { data: { amount: PRICE, order_ids: [orderId] } });
  expect(created.status()).toBe(200);
  const paid = await buyer.request.post("/server/payments/verify", {
    data: { order_id: (await created.json()).order_id, payment_status: "success" },
  });
  expect(paid.status()).toBe(200);

  // Paid but not accepted: nothing earned, nothing held yet.
  await page.goto("/dashboard");
  const earnings = page.getByRole("region", { name: "Your earnings" });
  await expect(earnings.getByText("No earnings yet.", { exact: false })).toBeVisible();

  // The seller accepts: the money is held until handover, not theirs yet.
  await page
    .getByRole("button", { name: `Accept order for ${petName}` })
    .first()
    .click();
  const acceptDialog = page.getByRole("dialog", { name: `Accept the order for ${petName}?` });
  await acceptDialog.getByRole("button", { name: `Accept order for ${petName}` }).click();
  await expect(page.getByText("Order accepted successfully")).toBeVisible();
  await page.reload();
  await expect(earnings.getByText("Held until handover")).toBeVisible();
  await expect(earnings.getByRole("definition").filter({ hasText: "₹4,321" }).first()).toBeVisible();
  await expect(earnings.getByText("No earnings yet.", { exact: false })).toBeVisible();

  // The buyer's order page shows the code, for the buyer alone.
  await buyer.goto(`/orders/${orderId}`);
  await expect(buyer.getByRole("heading", { name: `Order for ${petName}` })).toBeVisible();
  await expect(buyer.getByRole("heading", { name: "Your handover code" })).toBeVisible();
  const [row] = await sql<{ handoverCode: string }>(`SELECT "handoverCode" FROM orders WHERE id = $1`, [orderId]);
  expect(row.handoverCode).toMatch(/^[0-9]{6}$/);
  // Read out digit by digit to a screen reader; shown as two groups of three.
  await expect(buyer.getByText(`Handover code: ${row.handoverCode.split("").join(" ")}`)).toBeAttached();
  await expect(buyer.getByText(`${row.handoverCode.slice(0, 3)}${row.handoverCode.slice(3)}`)).toBeVisible();

  // At the meeting the seller enters it on the order page (a wrong code first: it counts).
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(`₹4,321 held until handover`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your handover code" })).toHaveCount(0);
  const wrong = row.handoverCode === "000000" ? "111111" : "000000";
  await page.getByLabel("Handover code", { exact: true }).fill(wrong);
  await page.getByRole("button", { name: "Confirm handover" }).click();
  await expect(page.getByText("That handover code is not right. Tries left: 4.")).toBeVisible();
  await page.getByLabel("Handover code", { exact: true }).fill(row.handoverCode);
  await page.getByRole("button", { name: "Confirm handover" }).click();
  await expect(page.getByText("Handover recorded. The buyer's protection window has started.")).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole("heading", { name: "Your handover code" })).toHaveCount(0);
  await expect(buyer.getByRole("heading", { name: "Something wrong? Raise a dispute" })).toBeVisible();
  await buyerSide.context.close();

  // The window ends (its clock moved back), and the scheduler's job releases the money.
  await sql(`UPDATE orders SET "protectionDeadline" = now() - interval '1 minute' WHERE id = $1`, [orderId]);
  const run = await page.request.get("/server/protection/run", { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  expect((await run.json()).run.released).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(page.getByText("The order is complete: the money was released to you on", { exact: false })).toBeVisible();

  // In the earnings: the sale earned, ₹4,321 pending, nothing held.
  await page.goto("/dashboard");
  const sale = earnings.getByRole("listitem").filter({ hasText: `Sale of ${petName}` });
  await expect(sale.getByText("Earned", { exact: true })).toBeVisible();
  await expect(sale.getByText("₹4,321").first()).toBeVisible();
  await expect(earnings.getByText("Held until handover")).toHaveCount(0);
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
