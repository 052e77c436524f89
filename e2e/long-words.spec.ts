import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { E2E_CRON_SECRET } from "./cron-secret";
import { DEMO_PASSWORD, outboxLink, sql, uniqueEmail } from "./support";

// One listing whose texts are single unbroken strings (a pasted URL, "WWWW…", markup typed as text)
// must not widen any page past a phone's screen: a card, a row or a chat bubble that grows with its
// longest word pushes the price off screen, makes the whole page scroll sideways and the phone zoom
// out. The server refuses such a name or breed now (MAX_WORD_LENGTH, lib/pets/schemas.ts), but rows
// from before that exist, and towns, descriptions, people's names and messages have no such bound, so
// the listing is written straight into the database. Then every page that shows it is measured at
// 390 px, the width of the most common phones here.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE, screen: PHONE });
// About thirty pages and the mails, each loaded and measured, on a machine that runs other journeys beside.
test.setTimeout(300_000);

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const PRICE = 7350;

/** A page laid out at most as wide as the screen: measured against the viewport (a phone widens its layout to what overflows, so innerWidth grows with the fault). */
async function expectFits(page: Page, what: string) {
  const screen = page.viewportSize()!.width;
  const m = await page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    inner: window.innerWidth,
  }));
  expect.soft(m.html, `${what}: the page is ${m.html}px wide on a ${screen}px screen`).toBeLessThanOrEqual(screen);
  expect.soft(m.body, `${what}: the body is ${m.body}px wide on a ${screen}px screen`).toBeLessThanOrEqual(screen);
  expect.soft(m.inner, `${what}: the browser zoomed out to a ${m.inner}px wide layout`).toBeLessThanOrEqual(screen);
}

/** `price`, scrolled to, lies within the screen's width. */
async function expectPriceOnScreen(page: Page, price: Locator, what: string) {
  await price.scrollIntoViewIfNeeded();
  await expect(price).toBeInViewport();
  const box = (await price.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect.soft(box.x, `${what}: the price starts off screen`).toBeGreaterThanOrEqual(0);
  expect
    .soft(box.x + box.width, `${what}: the price ends at ${Math.round(box.x + box.width)}px on a ${width}px screen`)
    .toBeLessThanOrEqual(width);
}

/** The card of the listing named by `tag` on a grid page, its price within the screen's width. */
async function expectCardFits(page: Page, tag: string, price: string, what: string) {
  const card = page.locator("article").filter({ has: page.getByRole("link", { name: new RegExp(tag) }) });
  await expect(card, `${what}: the long listing's card`).toHaveCount(1);
  await expectPriceOnScreen(page, card.getByText(price, { exact: true }), `${what}, the card`);
}

/** A screenshot kept in the journey's output folder, for a person to look at what was measured. */
async function shot(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

async function newPhone(browser: Browser, testInfo: TestInfo, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const { isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    screen: viewport,
    isMobile: viewport === PHONE ? isMobile : false,
    hasTouch: viewport === PHONE ? hasTouch : false,
    userAgent: viewport === PHONE ? userAgent : undefined,
    deviceScaleFactor: viewport === PHONE ? deviceScaleFactor : 1,
    baseURL: testInfo.project.use.baseURL,
  });
  return { context, page: await context.newPage() };
}

async function logIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/server/auth/login", { data: { email, password } });
  expect(res.status(), `login of ${email}`).toBe(200);
}

/** A new verified account through the API, signed in in `api`; its id. */
async function newAccount(api: APIRequestContext, name: string, email: string, password: string) {
  expect((await api.post("/server/auth/register", { data: { name, email, password } })).status()).toBe(201);
  const token = new URL(await outboxLink(email, "verify_email")).searchParams.get("token")!;
  expect((await api.get(`/server/auth/verify?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  return (await (await api.get("/server/auth/me")).json()).user.id as string;
}

test("a listing of unbroken long words widens no page past a 390 px phone: lists, search, landing page, pet page, cart, wishlist, orders, chat, console, mails", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = `lw${letters(10)}`;
  const longName = `${"W".repeat(200)}<b>${tag}</b>`;
  const longUrl = `https://www.example.com/${"pawbazaar-listing-".repeat(12)}${tag}?utm_source=${"x".repeat(80)}`;
  const longBreed = "Ridgeback".repeat(14);
  const longTown = "Visakhapatnam".repeat(10);
  const description = `${tag} came home with us. See ${longUrl} and <script>alert(1)</script>${"Z".repeat(300)}`;
  const sellerName = "Lalitha".repeat(20);
  const buyerName = "Arjun".repeat(30);
  const sellerEmail = uniqueEmail("longseller");
  const buyerEmail = uniqueEmail("longbuyer");
  const password = "long-words-secret";

  // The seller and the buyer: new accounts (the buyer's cart and orders are its own), then renamed
  // with one long word each, as the database may hold.
  const sellerApi = await playwright.request.newContext({ baseURL });
  const buyerApi = await playwright.request.newContext({ baseURL });
  const sellerId = await newAccount(sellerApi, `Lalitha ${tag}`, sellerEmail, password);
  const buyerId = await newAccount(buyerApi, `Arjun ${tag}`, buyerEmail, password);
  await sql(`UPDATE users SET name = $1 WHERE id = $2`, [sellerName, sellerId]);
  await sql(`UPDATE users SET name = $1 WHERE id = $2`, [buyerName, buyerId]);

  const listed = await sellerApi.post("/server/pets", {
    multipart: {
      name: `Sheru ${tag}`,
      breed: "Indie",
      age: "2 years",
      gender: "male",
      price: String(PRICE),
      location: "Vijayawada",
      description: "A calm Indie dog.",
      species: "dog",
      features: JSON.stringify(["Vaccinated", "Good with children"]),
    },
  });
  expect(listed.status()).toBe(201);
  const petId = (await listed.json()).pet.id as string;
  await sql(
    `UPDATE pets SET name = $1, breed = $2, "breedKey" = lower($2), location = $3, "locationKey" = lower($3), description = $4 WHERE id = $5`,
    [longName, longBreed, longTown, description, petId],
  );

  // The bound on the way in: the form says why a 31-letter word is refused, and takes a 30-letter one.
  // That listing (a dog too) refreshes the cached lists, which then show the one written above.
  const sellerPhone = await newPhone(browser, testInfo);
  const seller = sellerPhone.page;
  await logIn(seller, sellerEmail, password);
  await seller.goto("/add-listing");
  const boundName = `Sheru${"w".repeat(25)}`;
  await seller.getByLabel("Pet name").fill(`${boundName}w`);
  await seller.getByLabel("Breed").fill("Indie");
  await seller.getByLabel("Age", { exact: true }).fill("1 year");
  await seller.getByLabel("Gender").selectOption("female");
  await seller.getByLabel("Price (₹)").fill("4100");
  await seller.getByLabel("Location").fill("Vijayawada");
  await seller.getByLabel("Description").fill(`A gentle Indie dog, ${tag}, vaccinated and dewormed.`);
  await seller.getByLabel("Species", { exact: true }).selectOption("dog");
  await seller.getByRole("button", { name: "Create listing" }).click();
  await expect(seller.getByText("Pet name cannot have a word longer than 30 characters")).toBeVisible();
  await expectFits(seller, "the listing form with its error");
  await seller.getByLabel("Pet name").fill(boundName);
  await seller.getByRole("button", { name: "Create listing" }).click();
  await expect(seller.getByText("Your pet listing has been created successfully!")).toBeVisible();
  await expect(seller.getByRole("heading", { level: 1, name: boundName })).toBeVisible();
  await expectFits(seller, "the pet page of a 30-letter name");

  const priceText = "₹7,350";
  const longLink = (p: Page) => p.getByRole("link", { name: new RegExp(tag) }).first();

  // The public pages, from the page cache as everyone gets them.
  for (const path of ["/", "/pets", `/pets?q=${tag}`, "/dogs"]) {
    await page.goto(path);
    await expect(page.locator("article").filter({ hasText: tag }).first(), `${path} shows the long listing`).toBeAttached();
    await expectCardFits(page, tag, priceText, path);
    await expectFits(page, path);
  }
  // What a person sees (kept with the run's results): the card, cut to its width, and below the pet page.
  await page.goto("/pets");
  await page.locator("article").filter({ hasText: tag }).first().scrollIntoViewIfNeeded();
  await shot(page, testInfo, "pets-390");

  await page.goto(`/pets/${petId}`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(tag) })).toBeVisible();
  await expectPriceOnScreen(page, page.getByText(priceText, { exact: true }).first(), "the pet page");
  await expectFits(page, "the pet page");
  await shot(page, testInfo, "pet-390", { fullPage: true });
  await page.goto(`/sellers/${sellerId}`);
  await expect(page.getByRole("heading", { level: 1, name: sellerName })).toBeVisible();
  await expectFits(page, "the seller's page");

  // In Telugu and Hindi, each from a browser of its own (a visit sets the language cookie).
  for (const path of ["/te/pets", "/hi/pets", "/te/pets/" + petId]) {
    const other = await newPhone(browser, testInfo);
    try {
      await other.page.goto(path);
      await expect(other.page.getByText(tag, { exact: false }).first()).toBeAttached();
      await expectFits(other.page, path);
    } finally {
      await other.context.close();
    }
  }

  // On a computer's screen too.
  const desktop = await newPhone(browser, testInfo, DESKTOP);
  try {
    for (const path of ["/pets", `/pets/${petId}`]) {
      await desktop.page.goto(path);
      await expect(desktop.page.getByText(tag, { exact: false }).first()).toBeAttached();
      await expectFits(desktop.page, `${path} at 1280 px`);
      if (path === "/pets") await desktop.page.locator("article").filter({ hasText: tag }).first().scrollIntoViewIfNeeded();
      await shot(desktop.page, testInfo, `${path === "/pets" ? "pets" : "pet"}-1280`, { fullPage: path !== "/pets" });
    }
  } finally {
    await desktop.context.close();
  }

  // The buyer's wishlist and cart.
  await logIn(page, buyerEmail, password);
  expect((await buyerApi.post("/server/wishlist", { data: { pet_id: petId } })).status()).toBe(200);
  expect((await buyerApi.post("/server/cart", { data: { pet_id: petId } })).status()).toBeLessThan(300);
  for (const path of ["/wishlist", "/cart"]) {
    await page.goto(path);
    await expect(longLink(page)).toBeVisible();
    await expectFits(page, path);
  }

  // A conversation about it, with a long link in a message, from both sides.
  const message = `Is this the one? ${longUrl} ${"Q".repeat(150)}`;
  expect((await buyerApi.post("/server/messages", { data: { receiver_id: sellerId, pet_id: petId, message } })).status()).toBe(201);
  await page.goto(`/messages?receiverId=${sellerId}&petId=${petId}`);
  await expect(page.getByRole("log").getByText(tag, { exact: false }).first()).toBeVisible();
  await expectFits(page, "the buyer's chat about the pet");
  await shot(page, testInfo, "chat-390");
  await page.goto("/messages");
  await expect(page.getByRole("navigation", { name: "Conversations" }).getByRole("link").first()).toBeVisible();
  await expectFits(page, "the buyer's conversations");
  await seller.goto(`/messages?with=${buyerId}`);
  await expect(seller.getByRole("log").getByText(tag, { exact: false }).first()).toBeVisible();
  await expectFits(seller, "the seller's chat");

  // Reports for the console: the listing and the conversation.
  expect((await buyerApi.post(`/server/pets/${petId}/report`, { data: { reason: "wrong_information", note: longUrl } })).status()).toBe(
    201,
  );
  expect((await buyerApi.post("/server/messages/report", { data: { userId: sellerId, petId, note: longUrl } })).status()).toBe(201);

  // The order, paid; the buyer's and the seller's views of it, and the seller's listings.
  const ordered = await buyerApi.post("/server/orders", { data: { pet_id: petId } });
  expect(ordered.status()).toBe(201);
  const orderId = (await ordered.json()).order.id as string;
  await page.goto(`/payment?orders=${orderId}`);
  await expect(page.getByText(tag, { exact: false }).first()).toBeVisible();
  await expectFits(page, "the payment screen");
  const created = await buyerApi.post("/server/payments/create-order", { data: { amount: PRICE, order_ids: [orderId] } });
  expect(created.status()).toBe(200);
  const paid = await buyerApi.post("/server/payments/verify", {
    data: { order_id: (await created.json()).order_id, payment_status: "success" },
  });
  expect(paid.status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(buyerName) })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(tag) }).first()).toBeVisible();
  await expectFits(page, "the buyer's dashboard (orders)");

  await seller.goto("/dashboard");
  await expect(seller.getByRole("button", { name: new RegExp(`^Accept order for .*${tag}`) }).first()).toBeVisible();
  await expectFits(seller, "the seller's dashboard (listings, orders)");
  await seller.goto(`/pets/${petId}/edit`);
  await expect(seller.getByLabel("Pet name")).toHaveValue(longName);
  await expectFits(seller, "the edit form of the long listing");

  // The moderation console.
  const moderator = await newPhone(browser, testInfo);
  try {
    await logIn(moderator.page, "moderator@pawbazaar.in", DEMO_PASSWORD);
    await moderator.page.goto("/admin");
    await expect(moderator.page.getByRole("heading", { name: new RegExp(tag) }).first()).toBeVisible();
    await expectFits(moderator.page, "the console's reports");
    await shot(moderator.page, testInfo, "console-390");
    await moderator.page.goto(`/admin/users?q=${encodeURIComponent(sellerEmail)}`);
    await expect(moderator.page.getByRole("heading", { name: sellerName })).toBeVisible();
    await expectFits(moderator.page, "the console's members");

    // The seller accepts (the money held: the order page with the code entry), the buyer confirms the
    // handover, the protection window ends (its clock moved, the scheduler's job run): an earning on the
    // dashboard, a pending balance on the console's Payouts page.
    expect((await sellerApi.post("/server/orders/accept", { data: { order_id: orderId } })).status()).toBe(200);
    await seller.goto(`/orders/${orderId}`);
    await expect(seller.getByRole("heading", { name: new RegExp(tag) }).first()).toBeVisible();
    await expectFits(seller, "the seller's order page, held");
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole("heading", { name: "Your handover code" })).toBeVisible();
    await expectFits(page, "the buyer's order page, with the handover code");
    expect((await buyerApi.post("/server/orders/confirm-handover", { data: { order_id: orderId } })).status()).toBe(200);
    await sql(`UPDATE orders SET "protectionDeadline" = now() - interval '1 minute' WHERE id = $1`, [orderId]);
    expect((await seller.request.get("/server/protection/run", { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } })).status()).toBe(
      200,
    );
    await seller.goto("/dashboard");
    const earnings = seller.getByRole("region", { name: "Your earnings" });
    await expect(earnings.getByText(tag, { exact: false }).first()).toBeVisible();
    await expectFits(seller, "the seller's earnings");
    await moderator.page.goto("/admin/payouts");
    await expect(moderator.page.getByRole("heading", { name: sellerName })).toBeVisible();
    await expectFits(moderator.page, "the console's payouts");
  } finally {
    await moderator.context.close();
  }

  // The seller is away from the chat now: a message still unread when its mail is due is mailed, by the
  // scheduler's call here (docs/live-and-push.md, "Mail about new messages"; the first one was read at once).
  expect((await buyerApi.post("/server/messages", { data: { receiver_id: sellerId, pet_id: petId, message } })).status()).toBe(201);
  await sql(`UPDATE messages SET "mailDueAt" = now() - interval '1 second' WHERE "receiverId" = $1 AND "mailDueAt" IS NOT NULL`, [
    sellerId,
  ]);
  expect(
    (await seller.request.get("/server/messages/mails/run", { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } })).status(),
  ).toBe(200);

  // The mails about it (a new message and a new order to the seller; the money held, the handover and its
  // release to both), as a phone's mail app shows them.
  const notifications = () =>
    sql<{ kind: string; html: string }>(
      `SELECT kind, html FROM mail_outbox WHERE "to" = ANY($1) AND (kind LIKE 'notify_%' OR kind LIKE 'protection_%')`,
      [[sellerEmail, buyerEmail]],
    );
  await expect
    .poll(async () => (await notifications()).map((r) => r.kind).sort(), { message: "the notification mails", timeout: 20_000 })
    // The handover's mails are there too unless the release overtook them (the clock moved at once):
    // a step the order has left sends nothing.
    .toEqual(
      expect.arrayContaining([
        "notify_new_message",
        "notify_new_order",
        "protection_held",
        "protection_held",
        "protection_released",
        "protection_released",
      ]),
    );
  const rows = await notifications();
  // The buyer's news of the accept is the receipt with the handover code, not a second "accepted" mail.
  expect(rows.map((r) => r.kind)).not.toContain("notify_order_decision");
  for (const row of rows) {
    await page.setContent(row.html);
    await expect(page.getByText(tag, { exact: false }).first()).toBeAttached();
    await expectFits(page, `the mail ${row.kind}`);
  }

  await sellerPhone.context.close();
  await sellerApi.dispose();
  await buyerApi.dispose();
});
