import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { createListing, demoPet, outboxLink, registerThroughForm, uniqueEmail } from "./support";

// Live updates (the EventSource on /server/events), read receipts and the offline worker. Every account
// here is registered by the journey; the offline journey only reads the demo pet Snowball (no other
// journey uses it).
const SHOTS = "/tmp/live-shots";

async function newContext(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport: viewport ?? undefined, isMobile, hasTouch, userAgent, deviceScaleFactor });
  return { context, page: await context.newPage() };
}

/** A new account, signed in on `page`; its id. */
async function register(page: Page, name: string, tag: string) {
  const email = uniqueEmail(tag);
  await registerThroughForm(page, { name, email, password: `${tag}-secret-pass` });
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await (await page.request.get("/server/auth/me")).json();
  expect(me.user?.id, "the new account's id").toBeTruthy();
  return { id: me.user.id as string, email };
}

/** Resolves when the page's live stream has answered (the EventSource is open). */
const streamOpened = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === "/server/events" && r.status() === 200, { timeout: 30_000 });

/** Counts the page's GET /server/messages/* requests from now on. */
function countMessageReads(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname.startsWith("/server/messages")) seen.push(r.url());
  });
  return {
    since: (mark: number) => seen.slice(mark),
    get count() {
      return seen.length;
    },
  };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

test("two people chat live: each message arrives without a reload, the sender sees Seen, and nothing polls while the stream is live", async ({
  page,
  browser,
}, testInfo) => {
  await register(page, "Asha Rao", "live-asha");
  const other = await newContext(browser, testInfo);
  try {
    // Ravi sells a pup; Asha may write to him about it.
    const ravi = await register(other.page, "Ravi Kumar", "live-ravi");
    const petId = await createListing(other.page, `Pappu ${testInfo.project.name}${Date.now().toString(36)}`);

    // Each tab opens its stream: Asha on the chat with Ravi, Ravi on his (empty) conversation list.
    const ashaReads = countMessageReads(page);
    const ashaLive = streamOpened(page);
    await page.goto(`/messages?receiverId=${ravi.id}&petId=${petId}`);
    await ashaLive;
    const raviLive = streamOpened(other.page);
    await other.page.goto("/messages");
    await raviLive;
    await expect(other.page.getByText("No conversations yet")).toBeVisible();
    const ashaLog = page.getByRole("log");

    // Asha writes; Ravi's list shows it by itself, and opening it reads it.
    const hello = `Namaste Ravi, is the puppy still with you? (${testInfo.project.name})`;
    await page.getByLabel("Message to Ravi Kumar").fill(hello);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(ashaLog.getByText(hello)).toBeVisible();
    await expect(ashaLog.getByText("Seen", { exact: true })).toHaveCount(0);
    const conversation = other.page.getByRole("navigation", { name: "Conversations" }).getByRole("link", { name: /Asha Rao/ });
    await expect(conversation).toContainText(hello, { timeout: 10_000 });
    await conversation.click();
    const raviLog = other.page.getByRole("log");
    await expect(raviLog.getByText(hello)).toBeVisible();

    // Asha sees "Seen" under her message, as text in the log, without a reload.
    await expect(ashaLog.getByText("Seen", { exact: true })).toBeVisible({ timeout: 10_000 });
    const lastItem = ashaLog.getByRole("listitem").last();
    await expect(lastItem).toContainText(hello);
    await expect(lastItem).toContainText("Seen");

    // While the stream is live nothing polls: a quiet stretch longer than two of the old 4 s polls
    // (and under the 10 s after which polling would take over) reads no message at all. It starts here
    // because by now every read that anything caused has been sent, however slow the machine: the last,
    // the thread's on Ravi's read, is what shows "Seen". After Ravi's reply Asha's chat goes on reading
    // for a while (the thread, then the list and the unread count), which no fixed pause bounds on a
    // busy machine.
    const mark = ashaReads.count;
    await page.waitForTimeout(9_000);
    expect(ashaReads.since(mark), "GET /server/messages/* while the stream was live").toEqual([]);

    // Ravi answers; Asha's chat shows it without a reload, and "Seen" is not under his message.
    const reply = `Yes, he is here. Come on Sunday (${testInfo.project.name})`;
    await other.page.getByLabel("Message to Asha Rao").fill(reply);
    await other.page.getByRole("button", { name: "Send" }).click();
    await expect(ashaLog.getByText(reply)).toBeVisible({ timeout: 10_000 });
    await expect(raviLog.getByText("Seen", { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(raviLog.getByRole("listitem").last()).toContainText(reply);
    // "Seen" stays under the last message Asha sent, never under one she received.
    await expect(ashaLog.getByText("Seen", { exact: true })).toHaveCount(1);
    await expect(ashaLog.getByRole("listitem").filter({ hasText: reply })).not.toContainText("Seen");
    await expect(ashaLog.getByRole("listitem").filter({ hasText: hello })).toContainText("Seen");

    await shoot(other.page, "chat-seen");
  } finally {
    await other.context.close();
  }
});

test("a seller's dashboard shows a new order without a reload", async ({ page, browser }, testInfo) => {
  await register(page, "Meena Devi", "live-seller");
  const origin = new URL(page.url()).origin;
  const name = `Tommy ${testInfo.project.name}${Date.now().toString(36)}`;
  const petId = await createListing(page, name);

  const live = streamOpened(page);
  await page.goto("/dashboard");
  await live;
  await expect(page.getByText("No one has ordered your pets yet.")).toBeVisible();
  // A mark that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));

  // A verified buyer orders the pet, in another browser.
  const buyer = await newContext(browser, testInfo);
  try {
    const { email } = await register(buyer.page, "Kiran Naidu", "live-buyer");
    const link = new URL(await outboxLink(email, "verify_email"));
    await buyer.page.goto(link.pathname + link.search);
    await expect(buyer.page.getByText("Email verified successfully")).toBeVisible();
    const order = await buyer.page.request.post("/server/orders", { headers: { origin }, data: { pet_id: petId } });
    expect(order.status()).toBe(201);
  } finally {
    await buyer.context.close();
  }

  // Orders are never polled: only the live stream can bring it.
  await expect(page.getByRole("button", { name: `Accept order for ${name}` }).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("No one has ordered your pets yet.")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
});

test("offline: a pet page seen before opens from the phone, an unseen page is the offline page in its language", async ({
  page,
  context,
}) => {
  const pet = await demoPet(page.request, "Snowball");
  await page.goto("/");
  // The worker registers after the page has loaded and takes the page over when it is ready.
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
  // Signed in, through the worker: the private pages go past it, never into its cache (checked below).
  await register(page, "Farah Khan", "live-offline");
  await page.goto("/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeAttached();
  await page.goto(`/pets/${pet.id}`);
  await expect(page.getByRole("heading", { level: 1, name: pet.name })).toBeVisible();
  // The worker keeps its copy just after answering.
  await expect
    .poll(() =>
      page.evaluate(async (path) => !!(await caches.match(new URL(path, location.href).href, { ignoreVary: true })), `/pets/${pet.id}`),
    )
    .toBe(true);
  // A Hindi page too, as a Hindi reader does: a device without a Devanagari face fetches ours then.
  await page.goto("/hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  await context.setOffline(true);
  try {
    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByRole("heading", { level: 1, name: pet.name })).toBeVisible();

    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByText("What still works")).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    // Plain HTML: no app starts for the wrong page.
    await expect(page.locator("script")).toHaveCount(0);
    await shoot(page, "offline-en");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

    await page.goto("/te/contact");
    await expect(page.getByRole("heading", { level: 1, name: "మీరు ఆఫ్‌లైన్‌లో ఉన్నారు" })).toBeVisible();
    await page.goto("/hi/process");
    await expect(page.getByRole("heading", { level: 1, name: "आप ऑफ़लाइन हैं" })).toBeVisible();
    await shoot(page, "offline-hi");
  } finally {
    await context.setOffline(false);
  }

  // Signed-in pages are never kept: the worker's page cache holds only public pages.
  const kept = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith("pb-pages-"));
    const urls: string[] = [];
    for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(kept).toContain(`/pets/${pet.id}`);
  expect(kept.filter((p) => /\/(dashboard|messages|cart|profile|payment|wishlist)/.test(p))).toEqual([]);
});
