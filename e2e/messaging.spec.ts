import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";

const PASSWORD = "PawBazaar@123";
const SELLER = { email: "seller@pawbazaar.in", name: "Lakshmi Reddy" };
const BUYER = { email: "buyer@pawbazaar.in", name: "Arjun Mehta" };
// Each project talks about its own demo pet, and its texts carry the project's name: the phone and
// desktop runs share one database, so neither depends on the other's messages.
const PET: Record<string, string> = {
  phone: "Laddoo",
  desktop: "Luna",
  "lan-127.0.0.1": "Mithu & Pari",
  "lan-127.0.0.2": "Chinni & Bunty",
};

const isPhone = (testInfo: TestInfo) => !!testInfo.project.use.isMobile;

async function fillLogin(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

async function newContext(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport: viewport ?? undefined, isMobile, hasTouch, userAgent, deviceScaleFactor });
  return { context, page: await context.newPage() };
}

/**
 * Where the unread count shows, in the link's name: the header's Messages on large screens, the bottom
 * bar's Chats on phones (whose header leaves it to the bar).
 */
const messagesLink = (page: Page, testInfo: TestInfo) =>
  isPhone(testInfo)
    ? page.getByRole("navigation", { name: "Quick navigation" }).getByRole("link", { name: /^Chats/ })
    : page.getByRole("banner").getByRole("link", { name: /^Messages/ });
const readName = (testInfo: TestInfo) => (isPhone(testInfo) ? "Chats" : "Messages");

test("a buyer contacts the seller about a pet, the seller sees the unread badge and replies, the reply arrives by itself", async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const question = `Is ${PET[project]} still available? (${project})`;
  const reply = `Yes, come and meet ${PET[project]} on Sunday (${project})`;

  const { pets } = await (await page.request.get("/server/pets?limit=100")).json();
  const pet = pets.find((p: { name: string }) => p.name === PET[project]);
  expect(pet).toBeTruthy();

  // Signed out, Contact seller goes through login and back to the conversation about this pet.
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole("link", { name: "Contact seller" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLogin(page, BUYER.email);
  await expect(page).toHaveURL(new RegExp(`/messages\\?receiverId=[^&]+&petId=${pet.id}`));

  // The chat with the seller, the pet above it, and the safety notice.
  const chat = page.getByRole("region", { name: `Messages with ${SELLER.name}` });
  await expect(chat.getByRole("heading", { name: SELLER.name })).toBeVisible();
  await expect(chat.getByRole("link", { name: `View ${PET[project]}` })).toBeVisible();
  await expect(chat.getByText("Never pay outside PawBazaar", { exact: false })).toBeVisible();

  const field = page.getByLabel(`Message to ${SELLER.name}`);
  const send = page.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await field.fill("   ");
  await expect(send).toBeDisabled();
  await field.fill(question);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText("Message sent successfully")).toBeVisible();
  await expect(field).toHaveValue("");
  const log = page.getByRole("log");
  await expect(log.getByText(question)).toBeVisible();

  // The seller, in another browser, sees the unread badge (the header's, the bottom bar's on a phone).
  const seller = await newContext(browser, testInfo);
  try {
    await seller.page.goto("/login");
    await fillLogin(seller.page, SELLER.email);
    await expect(seller.page).not.toHaveURL(/\/login/);
    await expect(messagesLink(seller.page, testInfo)).toHaveAccessibleName(/unread message/);
    await messagesLink(seller.page, testInfo).click();
    await expect(seller.page).toHaveURL(/\/messages$/);

    // Phones: the list first, then the chat (and back); desktops: side by side.
    const conversation = seller.page.getByRole("navigation", { name: "Conversations" }).getByRole("link", { name: new RegExp(BUYER.name) });
    await expect(conversation).toContainText(question);
    await conversation.click();
    await expect(seller.page).toHaveURL(/\/messages\?with=/);
    const sellerLog = seller.page.getByRole("log");
    await expect(sellerLog.getByText(question)).toBeVisible();
    // Opening the conversation read it: the badge goes away.
    await expect(messagesLink(seller.page, testInfo)).toHaveAccessibleName(readName(testInfo));

    if (isPhone(testInfo)) {
      await seller.page.getByRole("link", { name: "Back to conversations" }).click();
      await expect(conversation).toBeVisible();
      await expect(sellerLog).toBeHidden();
      await conversation.click();
      await expect(sellerLog.getByText(question)).toBeVisible();
    }

    // Shift+Enter is a new line; Enter sends.
    const sellerField = seller.page.getByLabel(`Message to ${BUYER.name}`);
    await sellerField.fill(reply);
    await sellerField.press("Shift+Enter");
    await expect(sellerField).toHaveValue(`${reply}\n`);
    await sellerField.press("Enter");
    await expect(seller.page.getByText("Message sent successfully")).toBeVisible();
    await expect(sellerField).toHaveValue("");
    await expect(sellerLog.getByText(reply)).toBeVisible();
  } finally {
    await seller.context.close();
  }

  // The reply reaches the buyer's open chat without a reload.
  await expect(log.getByText(reply)).toBeVisible({ timeout: 20_000 });
});

test("signed out, /messages goes to login", async ({ page }) => {
  await page.goto("/messages");
  await expect(page).toHaveURL(/\/login\?next=%2Fmessages/);
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
});
