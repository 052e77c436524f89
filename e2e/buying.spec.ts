import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectFitsScreen, logIn, outboxLink, registerThroughForm, uniqueEmail } from "./support";

// Each project buys its own demo pets (an accepted order sells the pet), and none the other journeys use.
const PETS: Record<string, [string, string, string]> = {
  phone: ["Honey", "Veera", "Malai"],
  desktop: ["Rani", "Gulabo", "Pumpkin"],
  "lan-127.0.0.1": ["Bhoori", "Kaju", "Sunny"],
  "lan-127.0.0.2": ["Raja", "Sona & Moti", "Pepper"],
};

/** Active demo pets of the seller, by name, from the public API. */
async function sellerPets(page: Page, project: string) {
  const { pets } = await (await page.request.get("/server/pets?limit=100")).json();
  const [a, b, c] = PETS[project].map((name) => pets.find((p: { name: string }) => p.name === name));
  return { first: a, second: b, third: c };
}

async function addToCart(page: Page, petId: string) {
  await page.goto(`/pets/${petId}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Pet added to cart")).toBeVisible();
}

async function sellerContext(
  browser: Browser,
  project: { use: { viewport?: { width: number; height: number } | null; isMobile?: boolean } },
) {
  const context = await browser.newContext({ viewport: project.use.viewport ?? undefined, isMobile: project.use.isMobile });
  const page = await context.newPage();
  return { context, page };
}

test("a buyer checks out once verified, pays, and the seller accepts", async ({ page, browser }, testInfo) => {
  // A new buyer: registered, not verified yet.
  const email = uniqueEmail("buyer");
  await registerThroughForm(page, { name: "Neha Gupta", email, password: "neha-secret" });
  await expect(page).toHaveURL(/\/dashboard$/);

  const { first, second, third } = await sellerPets(page, testInfo.project.name);
  await addToCart(page, first.id);
  await addToCart(page, second.id);
  await page.goto(`/pets/${third.id}`);
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByText("Added to wishlist")).toBeVisible();

  // The cart: two lines, the total is the sum, and checkout is refused until the email is verified.
  await page.goto("/cart");
  await expect(page.getByText(first.name).first()).toBeVisible();
  await expect(page.getByText(second.name).first()).toBeVisible();
  const total = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    first.price + second.price,
  );
  await expect(page.getByText(total).first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Decrease quantity of ${first.name}` })).toBeDisabled();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page.getByText("Please verify your email address before proceeding to checkout.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?reason=verify$/);

  const link = new URL(await outboxLink(email, "verify_email"));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Email verified successfully")).toBeVisible();

  await page.goto("/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  // The payment screen is for exactly the orders checkout made.
  await expect(page).toHaveURL(/\/payment\?orders=[a-z0-9]+,[a-z0-9]+$/);
  const paymentUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByText(total).first()).toBeVisible();

  // A failed payment leaves the cart as it was.
  await page.getByLabel("Payment status").selectOption({ label: "Failed" });
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Payment failed!")).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText(second.name).first()).toBeVisible();

  // Then it succeeds.
  await page.goto(paymentUrl);
  await page.getByLabel("Payment status").selectOption({ label: "Success" });
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Payment success!")).toBeVisible();
  // Two orders paid at once: the dashboard's order list, showing just those two.
  const paidIds = new URLSearchParams(paymentUrl.split("?")[1]).get("orders")!.split(",");
  await expect(page).toHaveURL(/\/dashboard\?paid=[a-z0-9]+%2C[a-z0-9]+$/);
  expect(new URL(page.url()).searchParams.get("paid")!.split(",").sort()).toEqual(paidIds.sort());
  await expect(page.getByText("Showing only what you just paid: 2 orders.")).toBeVisible();
  const justPaid = page.getByRole("region", { name: "Orders I placed" });
  await expect(justPaid).toContainText(first.name);
  await expect(justPaid).toContainText(second.name);
  await expect(justPaid.getByRole("listitem")).toHaveCount(2);

  // Coming back to the same payment (history, a second tab) cannot pay twice.
  await page.goto(paymentUrl);
  await expect(page.getByText("These orders are already paid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  const replay = await page.request.post("/server/payments/create-order", {
    data: { amount: first.price + second.price, order_ids: new URLSearchParams(paymentUrl.split("?")[1]).get("orders")!.split(",") },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(replay.status()).toBe(409);
  expect((await replay.json()).code).toBe("ALREADY_PAID");

  // The seller, in another browser, sees the order and accepts it.
  const seller = await sellerContext(browser, testInfo.project);
  await logIn(seller.page, "seller@pawbazaar.in");
  await seller.page.goto("/dashboard");
  // Each decision is final, so it is confirmed first: going back from 'Reject' changes nothing.
  await seller.page
    .getByRole("button", { name: `Reject order for ${first.name}` })
    .first()
    .click();
  const rejectDialog = seller.page.getByRole("dialog", { name: `Reject the order for ${first.name}?` });
  await expect(rejectDialog).toContainText("their money will be refunded");
  await rejectDialog.getByRole("button", { name: "Go back" }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(seller.page.getByRole("button", { name: `Accept order for ${first.name}` }).first()).toBeVisible();
  await seller.page
    .getByRole("button", { name: `Accept order for ${first.name}` })
    .first()
    .click();
  const acceptDialog = seller.page.getByRole("dialog", { name: `Accept the order for ${first.name}?` });
  await expect(acceptDialog).toContainText("will be marked as sold");
  await acceptDialog.getByRole("button", { name: `Accept order for ${first.name}` }).click();
  await expect(seller.page.getByText("Order accepted successfully")).toBeVisible();
  await seller.context.close();

  // The buyer's dashboard shows it accepted and paid.
  await page.goto("/dashboard");
  const row = page.getByRole("listitem").filter({ hasText: first.name }).first();
  await expect(row.getByText("Accepted").first()).toBeVisible();
  await expect(row.getByText("Paid").first()).toBeVisible();

  // Paid and accepted, the money is held until handover: the order's page shows the buyer their code,
  // and fits the phone, at whatever address the site was opened.
  await row.getByRole("link", { name: `View order for ${first.name}` }).click();
  await expect(page).toHaveURL(/\/orders\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { name: `Order for ${first.name}` })).toBeVisible();
  await expect(page.getByText("Held until handover").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your handover code" })).toBeVisible();
  await expect(page.getByRole("button", { name: "I have the pet" })).toBeVisible();
  await expectFitsScreen(page, "the order page");
});
