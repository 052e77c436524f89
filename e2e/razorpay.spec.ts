import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { razorpayPorts } from "./razorpay";
import { createListing, outboxLink, registerThroughForm, uniqueEmail } from "./support";

// Paying with PAYMENT_PROVIDER=razorpay, on the server that playwright.config.ts starts for it, through
// stand-ins of Razorpay's API and Checkout (e2e/razorpay-stand-in.ts): the real Checkout script cannot be
// fetched here. The stand-in's window is a frame of its own origin, as Checkout's is, so the page CSP
// must let its script and its frame in. Every account and pet here is the journey's own.
const SHOTS = "/tmp/razorpay-shots";
const CHECKOUT_ORIGIN = `http://127.0.0.1:${razorpayPorts(Number(process.env.E2E_PORT ?? 3100)).checkout}`;
const PRICE = 4500;
const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(PRICE);

/** A new, verified account signed in on `page`. */
async function registerVerified(page: Page, name: string, tag: string) {
  const email = uniqueEmail(tag);
  await registerThroughForm(page, { name, email, password: `${tag}-secret-pass` });
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = new URL(await outboxLink(email, "verify_email"));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Email verified successfully")).toBeVisible();
  return email;
}

/** A pet of a new seller's, listed in another browser; its name and id. */
async function listedPet(browser: Browser, testInfo: TestInfo, tag: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await registerThroughForm(page, { name: "Meena Devi", email: uniqueEmail(`rzp-seller-${tag}`), password: "meena-secret-pass" });
    await expect(page).toHaveURL(/\/dashboard$/);
    const name = `Tommy ${tag} ${testInfo.project.name} ${Date.now().toString(36)}`;
    return { name, id: await createListing(page, name, PRICE) };
  } finally {
    await context.close();
  }
}

/** The buyer on `page` puts the pet in the cart and checks out: the payment screen for that order. */
async function checkOut(page: Page, petId: string) {
  await page.goto(`/pets/${petId}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Pet added to cart")).toBeVisible();
  await page.goto("/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/payment\?orders=[a-z0-9]+$/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** What the page's CSP refused, from the console. */
function cspRefusals(page: Page) {
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

const checkoutFrame = (page: Page) => page.frameLocator('iframe[title="Razorpay Checkout"]');

test("a buyer pays through Razorpay's Checkout: closes it, opens it again and pays, and lands on the dashboard with the order paid", async ({
  page,
  browser,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const pet = await listedPet(browser, testInfo, "paid");
  const refused = cspRefusals(page);
  const email = await registerVerified(page, "Kavya Rao", "rzp-buyer");
  const paymentUrl = await checkOut(page, pet.id);

  // Razorpay's screen: the summary and Pay now; no amount to type and no outcome to choose. The page
  // policy lets in the Checkout script's origin (the stand-in's), and it is not loaded before Pay now.
  const res = await page.reload();
  expect(res!.headers()["content-security-policy"]).toContain(`script-src 'self' 'nonce-`);
  expect(res!.headers()["content-security-policy"]).toMatch(new RegExp(`script-src [^;]*${CHECKOUT_ORIGIN}`));
  expect(res!.headers()["content-security-policy"]).toMatch(new RegExp(`frame-src [^;]*${CHECKOUT_ORIGIN}`));
  await expect(page.getByText(`You will pay ${RUPEES} in Razorpay's secure window`)).toBeVisible();
  await expect(page.getByText("Payments are handled by Razorpay.")).toBeVisible();
  await expect(page.getByLabel("Payment status")).toHaveCount(0);
  await expect(page.getByLabel("Amount (₹)")).toHaveCount(0);
  await expect(page.locator('script[src*="/v1/checkout.js"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/payment-${testInfo.project.name}.png` });

  // Pay now opens Checkout on Razorpay's order: the amount in paise, in English, with the buyer's name and email.
  await page.getByRole("button", { name: "Pay now" }).click();
  const dialog = checkoutFrame(page).getByRole("dialog", { name: "Razorpay Checkout (stand-in)" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("PawBazaar · Payment for your PawBazaar order");
  await expect(dialog.locator("#amount")).toHaveText(`INR ${PRICE}.00`);
  await expect(dialog.locator("#order")).toHaveText(/^order_/);
  await expect(dialog.locator("#language")).toHaveText("en");
  await expect(dialog.locator("#prefill-name")).toHaveText("Kavya Rao");
  await expect(dialog.locator("#prefill-email")).toHaveText(email);
  await page.screenshot({ path: `${SHOTS}/checkout-open-${testInfo.project.name}.png` });

  // Closed without paying: nothing is paid, and Pay now opens it again, on the same order, without a second script.
  const order = await dialog.locator("#order").textContent();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("You closed the payment window. Press Pay now to try again.")).toBeVisible();
  await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(dialog.locator("#order")).toHaveText(order!);
  await expect(page.locator('script[src*="/v1/checkout.js"]')).toHaveCount(1);

  // Paid: verified by the server with Razorpay's signature and its word, then the usual completion.
  await dialog.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment success!")).toBeVisible();
  // One order paid: its own page, where the money now waits for the seller's answer.
  await expect(page).toHaveURL(/\/orders\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { name: `Order for ${pet.name}`, level: 1 })).toBeVisible();
  await expect(page.getByText("Payment: Paid")).toBeVisible();
  await expect(page.getByText("Payment protection: Awaiting the seller")).toBeVisible();
  await page.goto("/dashboard");
  const placed = page.getByRole("region", { name: "Orders I placed" });
  await expect(placed).toContainText(pet.name);
  await expect(placed).toContainText("Payment: Paid");

  // Coming back to the payment cannot pay twice.
  await page.goto(paymentUrl);
  await expect(page.getByText("These orders are already paid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test("a payment the bank is still confirming shows so, without Pay now, and the order stays unpaid meanwhile", async ({
  page,
  browser,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const pet = await listedPet(browser, testInfo, "pending");
  await registerVerified(page, "Arjun Reddy", "rzp-buyer");
  await checkOut(page, pet.id);

  await page.getByRole("button", { name: "Pay now" }).click();
  await checkoutFrame(page).getByRole("button", { name: "Pay, bank confirms later" }).click();
  const pending = page.getByRole("status").filter({ hasText: "Your bank is confirming the payment" });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText("there is no need to pay again");
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/pending-${testInfo.project.name}.png` });

  await pending.getByRole("link", { name: "View your orders" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const placed = page.getByRole("region", { name: "Orders I placed" });
  await expect(placed).toContainText(pet.name);
  await expect(placed).toContainText("Payment: Unpaid");
});
