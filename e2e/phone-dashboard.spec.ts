import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoPet, expectFitsScreen, otherBrowser, signUpVerified, uniqueEmail } from "./support";

// The phone-first person: a dashboard for who they are (a buyer sees their orders, wishlist and messages,
// a seller the orders waiting for their answer), the bottom bar's Chats with its unread badge, the
// header's labels on large screens, and the listing form on a phone (a file that is not a photo refused
// when picked, every field's error at once, the species first and its breeds suggested).

/** A new account with its email verified, signed in on `request` (a page's: its browser is signed in too); its id. */
async function newAccount(request: APIRequestContext, name: string, tag: string) {
  await signUpVerified(request, { name, email: uniqueEmail(tag), password: `${tag}-secret` });
  const me = await (await request.get("/server/auth/me")).json();
  return me.user.id as string;
}

/** A grown dog listed by the account signed in on `request` (an individual's young-dog limit does not apply); its id. */
async function listAdult(request: APIRequestContext, name: string) {
  const listed = await request.post("/server/pets", {
    multipart: {
      name,
      breed: "Indie",
      age: "3 years",
      gender: "female",
      price: "2800",
      location: "Nellore",
      description: "A gentle grown Indie dog, vaccinated and dewormed.",
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  return (await listed.json()).pet.id as string;
}

async function order(request: APIRequestContext, petId: string) {
  const placed = await request.post("/server/orders", { data: { pet_id: petId } });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).order.id as string;
}

const top = async (page: Page, locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.y;

test("a buyer with no listings sees their orders, wishlist and messages first, and nothing of a seller's", async ({ page }) => {
  await newAccount(page.request, "Divya Rao", "dash-buyer");
  // A demo pet no journey removes: the newest listing is often another journey's, whose deletion takes it
  // out of this wishlist too.
  const pet = await demoPet(page.request, "Bruno");
  expect((await page.request.post("/server/wishlist", { data: { pet_id: pet.id } })).status()).toBe(200);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Divya Rao!" })).toBeVisible();
  const shortcuts = page.getByRole("region", { name: "Quick actions" });
  await expect(shortcuts.getByRole("link", { name: "My orders" })).toBeVisible();
  await expect(shortcuts.getByRole("link", { name: "Wishlist 1 pet" })).toHaveAttribute("href", /\/wishlist$/);
  await expect(shortcuts.getByRole("link", { name: "Messages" })).toHaveAttribute("href", /\/messages$/);
  const placed = page.getByRole("region", { name: "Orders I placed" });
  await expect(placed.getByText("You have not placed any orders yet.")).toBeVisible();
  // Orders, wishlist and messages come first: above the order list, which is above the transactions.
  expect(await top(page, shortcuts)).toBeLessThan(await top(page, placed));
  expect(await top(page, placed)).toBeLessThan(await top(page, page.getByRole("heading", { name: "Transactions" })));

  // None of a seller's parts: no listings, no orders for my pets, no earnings of ₹0, no payouts.
  await expect(page.getByRole("heading", { name: "My Listings" })).toHaveCount(0);
  await expect(page.getByText("You have not listed any pets yet.")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Orders for my pets" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Your earnings" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Payouts" })).toHaveCount(0);
  await expect(page.getByText("₹0")).toHaveCount(0);
  // Instead, a short way to sell or rehome a pet.
  await page.getByRole("link", { name: "Sell or rehome a pet" }).click();
  await expect(page).toHaveURL(/\/add-listing$/);
  await expectFitsScreen(page, "the listing form");
});

test("a seller with orders waiting sees a banner on top that counts them and links to them, live", async ({ page, browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  await newAccount(page.request, `Ramesh ${tag}`, "dash-seller");
  const first = await listAdult(page.request, `Rani ${tag}`);
  const second = await listAdult(page.request, `Julie ${tag}`);

  const buyer = await otherBrowser(browser, testInfo);
  try {
    await newAccount(buyer.page.request, "Kiran Naidu", "dash-orderer");
    const firstOrder = await order(buyer.page.request, first);

    // Orders are never polled: the live stream brings a new one, once it is open.
    const live = page.waitForResponse((r) => new URL(r.url()).pathname === "/server/events" && r.status() === 200, { timeout: 30_000 });
    await page.goto("/dashboard");
    await live;
    const banner = page.getByRole("region", { name: "1 order is waiting for your answer" });
    await expect(banner).toBeVisible();
    // On top: above the stat cards and the listings.
    expect(await top(page, banner)).toBeLessThan(await top(page, page.getByRole("heading", { name: "My Listings" })));
    // The seller's parts are there, the earnings included.
    await expect(page.getByRole("region", { name: "Your earnings" })).toBeVisible();

    // A second order arrives while the dashboard is open: the banner counts it without a reload.
    await order(buyer.page.request, second);
    const both = page.getByRole("region", { name: "2 orders are waiting for your answer" });
    await expect(both).toBeVisible({ timeout: 20_000 });
    await both.getByRole("link", { name: "View the orders" }).click();
    await expect(page).toHaveURL(/\/dashboard#orders-as-seller$/);
    await expect(page.getByRole("heading", { name: /Orders for my pets/ })).toBeInViewport();

    // Rejecting one leaves one, and the banner then leads straight to that order.
    await page.getByRole("button", { name: `Reject order for Julie ${tag}` }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: `Reject order for Julie ${tag}` })
      .click();
    await expect(page.getByText("Order rejected successfully")).toBeVisible();
    const one = page.getByRole("region", { name: "1 order is waiting for your answer" });
    await one.getByRole("link", { name: "View the order" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${firstOrder}$`));
    await expect(page.getByRole("heading", { name: new RegExp(`Rani ${tag}`) }).first()).toBeVisible();
  } finally {
    await buyer.context.close();
  }
});

test("the bottom bar has Chats, with the unread badge once a message arrives", async ({ page, browser }, testInfo) => {
  const receiverId = await newAccount(page.request, "Anil Kumar", "dash-chats");
  await page.goto("/pets");
  const bar = page.getByRole("navigation", { name: "Quick navigation" });
  const chats = bar.getByRole("link", { name: /^Chats/ });
  await expect(chats).toHaveAccessibleName("Chats");
  // Five links, each label whole on one line.
  await expect(bar.getByRole("link")).toHaveCount(5);
  // The header keeps what the bar has not (the dashboard, the cart); its Messages is the bar's Chats.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Cart" })).toBeVisible();
  await expect(header.getByRole("link", { name: /^Messages/ })).toBeHidden();

  const sender = await otherBrowser(browser, testInfo);
  try {
    await newAccount(sender.page.request, "Sunita Patel", "dash-sender");
    const sent = await sender.page.request.post("/server/messages", {
      data: { receiver_id: receiverId, message: `Is your dog still looking for a home? (${testInfo.project.name})` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await sender.context.close();
  }
  // The live stream brings the count (or the 15 s poll while it is down).
  await expect(chats).toHaveAccessibleName("Chats 1 unread message", { timeout: 25_000 });
  await expect(chats.getByText("1", { exact: true })).toBeVisible();
  await chats.click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(chats).toHaveAttribute("aria-current", "page");
});

/** The bottom bar's and the header's account links' names, by language (messages/*.json: MobileNav.label, Header.accountNav). */
const NAV_NAMES = {
  "": { bar: "Quick navigation", account: "Account" },
  "/te": { bar: "త్వరిత నావిగేషన్", account: "ఖాతా" },
  "/hi": { bar: "त्वरित नेविगेशन", account: "खाता" },
} as const;

test("the bottom bar's five labels fit a 320 px phone in Telugu and Hindi, one line each", async ({ page }) => {
  await newAccount(page.request, "Lavanya Reddy", "dash-fit");
  // English first: a page without a language prefix opens in the language chosen last.
  for (const prefix of ["", "/te", "/hi"] as const) {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`${prefix}/pets`);
      const labels = page.getByRole("navigation", { name: NAV_NAMES[prefix].bar }).locator("li a > span.truncate");
      await expect(labels).toHaveCount(5);
      for (const label of await labels.all()) {
        const fits = await label.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height < 24);
        expect(fits, `"${await label.textContent()}" fits at ${width} px (${prefix || "/en"})`).toBe(true);
      }
      await expectFitsScreen(page, `the bottom bar at ${width} px (${prefix || "/en"})`);
    }
  }
});

test("on a large screen the header's links show their labels under the icons; on a phone, icons with names", async ({ page, browser }) => {
  await newAccount(page.request, "Harish Rao", "dash-header");
  /** Each account link's text and the width its label takes on the screen (1 px: there for screen readers only). */
  const labelWidths = async (p: Page, prefix: keyof typeof NAV_NAMES) => {
    const nav = p.getByRole("navigation", { name: NAV_NAMES[prefix].account });
    // The signed-in links load once the session is known.
    await expect(nav.getByRole("button")).toBeVisible();
    return nav
      .locator("li > a, li > button")
      .evaluateAll((links) =>
        links.map(
          (a) => [a.textContent?.trim(), a.querySelector(":scope > span:not([class*=absolute])")!.getBoundingClientRect().width] as const,
        ),
      );
  };

  // A phone: icons only, each named (the labels are there for screen readers).
  await page.goto("/pets");
  const phone = await labelWidths(page, "");
  expect(phone.filter(([, w]) => w > 0).length).toBeGreaterThan(0);
  for (const [, width] of phone) expect(width).toBeLessThanOrEqual(1);

  // A laptop: every link shows its text, in every language, and the row fits.
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: await page.context().storageState() });
  try {
    const big = await desktop.newPage();
    for (const [prefix, words] of [
      ["", ["Dashboard", "Messages", "Add Listing", "Cart", "Wishlist", "Profile", "Logout"]],
      ["/te", ["డాష్‌బోర్డ్", "సందేశాలు"]],
      ["/hi", ["डैशबोर्ड", "संदेश"]],
    ] as const) {
      for (const width of [1366, 1024]) {
        await big.setViewportSize({ width, height: 900 });
        await big.goto(`${prefix}/pets`);
        const shown = await labelWidths(big, prefix);
        expect(shown).toHaveLength(7);
        for (const [text, labelWidth] of shown) expect(labelWidth, `${text} at ${width} px`).toBeGreaterThan(12);
        for (const word of words) await expect(big.getByRole("banner").getByText(word, { exact: true })).toBeVisible();
        await expectFitsScreen(big, `the header at ${width} px (${prefix || "/en"})`);
      }
    }
  } finally {
    await desktop.close();
  }
});

test("the listing form on a phone: a file that is not a photo is refused when picked, every error shows at once, the species comes first with its breeds", async ({
  page,
}) => {
  await newAccount(page.request, "Gopal Krishna", "dash-form");
  await page.goto("/add-listing");
  const form = page.getByRole("main").locator("form");

  // Sell or rehome first; then the species, then the breed, which suggests that species' breeds.
  const fields = form.locator("input:not([type=file]):not([type=hidden]), select, textarea");
  await expect(fields.first()).toHaveAttribute("name", "mode");
  await expect(fields.nth(1)).toHaveAttribute("name", "mode");
  await expect(fields.nth(2)).toHaveAccessibleName("Species");
  await expect(fields.nth(3)).toHaveAccessibleName("Breed");
  const suggestions = async () => {
    const list = await page.getByLabel("Breed").getAttribute("list");
    return list ? page.locator(`datalist[id="${list}"] option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)) : [];
  };
  await page.getByLabel("Species").selectOption({ label: "Cat" });
  await expect.poll(suggestions).toContain("Persian");
  expect(await suggestions()).not.toContain("Labrador Retriever");
  await page.getByLabel("Species").selectOption({ label: "Dog" });
  await expect.poll(suggestions).toContain("Labrador Retriever");
  expect(await suggestions()).not.toContain("Persian");

  // A text file called x.jpg: refused the moment it is picked, with the server's words, and not added.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some notes, not a photo") });
  await expect(
    page.getByRole("alert").filter({ hasText: "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo." }),
  ).toBeVisible();
  await expect(page.getByText("0 of 5 added.")).toBeVisible();
  // A real photo is taken.
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "dog.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.getByText("1 of 5 added.")).toBeVisible();

  // Submitted empty (with a date of birth in the future): every field's error at once, nothing sent,
  // and the focus on the first wrong field.
  await page.getByLabel("Date of birth").fill("2099-01-01");
  let sent = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/server/pets") sent = true;
  });
  await page.getByRole("button", { name: "Create listing" }).click();
  for (const text of [
    "Breed is required",
    "Pet name is required",
    "Age is required",
    "Gender is required",
    "Price must be a valid number greater than 0",
    "Location is required",
    "Description is required",
    "Date of birth cannot be in the future",
  ])
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Breed")).toBeFocused();
  expect(sent).toBe(false);
});
