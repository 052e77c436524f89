import { expect, test, type Page } from "@playwright/test";
import { fullBrowserLaunchOptions } from "./browsers";
import { registerThroughForm, uniqueEmail } from "./support";

// Web Push in the browser: a push delivered to the real service worker (public/sw.js, which loads
// public/sw-push.js) through Chromium's DevTools protocol shows its notification, a repeat with the same
// tag replaces it, and the click handler's work opens the conversation. Then the offer on the messages
// page: never on a first visit, and "Not now" is remembered. Accounts are registered by the journey.

// Debian's Chromium headless shell (the other journeys' browser) refuses notification permission whatever
// the context grants, so showNotification fails there: these journeys run in the full browser, headless.
test.use({ permissions: ["notifications"], launchOptions: fullBrowserLaunchOptions });

/** A new account, signed in on `page`; its id. */
async function register(page: Page, name: string, tag: string) {
  await registerThroughForm(page, { name, email: uniqueEmail(tag), password: `${tag}-secret-pass` });
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await (await page.request.get("/server/auth/me")).json();
  expect(me.user?.id, "the new account's id").toBeTruthy();
  return me.user.id as string;
}

type TShown = { title: string; body: string; tag: string; url: string | undefined; icon: string };

/** The notifications the service worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n): TShown => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
      icon: n.icon,
    })),
  );

test("a push shows its notification from the service worker, a repeat replaces it, and its click opens the conversation", async ({
  page,
  context,
  baseURL,
}) => {
  const id = await register(page, "Asha Rao", "push-asha");
  // The worker is registered after the page has loaded (production builds), and takes the page over.
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
  const origin = new URL(baseURL!).origin;

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => registrations.push(...e.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect
    .poll(() => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId, {
      message: "the site's worker registration",
    })
    .toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!.registrationId;
  /**
   * Delivers a push and waits until `check` passes. DevTools answers deliverPushMessage at once and
   * discards the delivery's status (Chromium's ServiceWorkerHandler), so a delivery that fails, as the
   * third push of this journey once did on a loaded CI machine, fails without a word. A push whose
   * notification has not appeared within five seconds is delivered again, three times at most. Each payload here has a tag,
   * so a second delivery replaces the first notification rather than adding one: the checks stay exact.
   */
  const push = async (payload: object, check: (timeout: number) => Promise<void>) => {
    for (let attempt = 1; ; attempt++) {
      await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(payload) });
      try {
        return await check(5_000);
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
  };

  const url = `/messages?with=${id}`;
  await push(
    { title: "New message from Ravi Kumar", body: "About Bruno. Open PawBazaar to read and reply.", url, tag: `message:${id}` },
    (timeout) =>
      expect
        .poll(() => shown(page), { timeout })
        .toEqual([
          {
            title: "New message from Ravi Kumar",
            body: "About Bruno. Open PawBazaar to read and reply.",
            tag: `message:${id}`,
            url: `${origin}${url}`,
            icon: `${origin}/icons/icon-192.png`,
          },
        ]),
  );

  // The same conversation again: one notification, the newer one.
  await push({ title: "New message from Ravi Kumar", body: "Open PawBazaar to read and reply.", url, tag: `message:${id}` }, (timeout) =>
    expect.poll(async () => (await shown(page)).map((n) => n.body), { timeout }).toEqual(["Open PawBazaar to read and reply."]),
  );

  // A url of another site is never opened: the notification keeps the home page instead.
  await push({ title: "Odd", body: "", url: "https://attacker.example/x", tag: "odd" }, (timeout) =>
    expect.poll(async () => (await shown(page)).find((n) => n.tag === "odd")?.url, { timeout }).toBe(`${origin}/`),
  );

  // DevTools cannot click a notification: the worker's click handler does openPage(data.url), run here
  // on the open tab (on the dashboard), which the worker navigates to the conversation.
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`) ?? (await context.waitForEvent("serviceworker"));
  const notification = (await shown(page)).find((n) => n.tag === `message:${id}`)!;
  await worker.evaluate(
    (target) => (self as unknown as { __pawbazaarOpenPage: (url: string) => Promise<unknown> }).__pawbazaarOpenPage(target),
    notification.url!,
  );
  await expect(page).toHaveURL(new RegExp(`/messages\\?with=${id}$`));
  await expect(page.getByRole("heading", { name: "Messages" })).toBeAttached();
});

test("the offer to turn push on: not on a first visit to the messages page, then until Not now", async ({ page }) => {
  await register(page, "Kiran Das", "push-kiran");
  const card = page.getByRole("region", { name: "Get notified when a buyer messages you" });

  await page.goto("/messages");
  // The card decides when it mounts; the first visit is noted then (so the page is hydrated).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pawbazaar:push-prompt:firstVisitAt"))).toBeTruthy();
  await expect(card).toHaveCount(0);

  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Turn on" })).toBeEnabled();
  await card.getByRole("button", { name: "Not now" }).click();
  await expect(card).toHaveCount(0);

  await page.reload();
  await page.waitForFunction(() => document.readyState === "complete");
  await expect(page.getByRole("heading", { name: "Messages" })).toBeAttached();
  await expect(card).toHaveCount(0);
  expect(await page.evaluate(() => Number(localStorage.getItem("pawbazaar:push-prompt:dismissedAt")))).toBeGreaterThan(Date.now() - 60_000);
});
