import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { ADMIN_PAGES } from "@/lib/routes";
import { DEMO_PASSWORD, outboxLink, registerThroughForm, uniqueEmail } from "./support";

// The moderation console from both sides: a moderator suspends a seller (their session ends, they cannot
// log in, their listing disappears), and a member who is not a moderator finds no console at all.

const NOT_FOUND_HEADING = "Oops! Page not found";

async function newContext(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport: viewport ?? undefined, isMobile, hasTouch, userAgent, deviceScaleFactor });
  return { context, page: await context.newPage() };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Every method of every route file under app/server/admin, as [method, path template]: endpoints added later are covered too. */
function adminEndpoints(): [string, string][] {
  const root = path.resolve(__dirname, "..");
  const dir = path.join(root, "app/server/admin");
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "route.ts")
    .flatMap((f) => {
      const url = `/server/admin/${path.dirname(f).split(path.sep).join("/")}`.replace(/\/\.$/, "");
      const methods = [...readFileSync(path.join(dir, f), "utf8").matchAll(/^export const (GET|POST|PUT|PATCH|DELETE)\b/gm)].map(
        (m) => m[1],
      );
      return methods.map((m) => [m, url] as [string, string]);
    });
}

test("a moderator suspends a seller: their open session ends, they cannot log in, and their listing is gone", async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Suresh ${tag}`;
  const email = uniqueEmail("suspended");
  const password = "suresh-secret";
  const petName = `Kalu ${tag}`;
  const reason = "Asking buyers for advance payments outside PawBazaar";

  // The seller signs up, verifies the address through the mailed link, and lists a pet.
  await registerThroughForm(page, { name, email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = new URL(await outboxLink(email, "verify_email"));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Email verified successfully")).toBeVisible();
  const created = await page.request.post("/server/pets", {
    multipart: {
      name: petName,
      breed: "Indian Pariah",
      age: "1 year",
      gender: "male",
      price: "4500",
      location: "Guntur",
      description: "A friendly indie dog, vaccinated and dewormed.",
    },
  });
  expect(created.status()).toBe(201);
  const petId = (await created.json()).pet.id as string;
  await page.goto(`/pets/${petId}`);
  await expect(page.getByRole("heading", { name: petName, level: 1 })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Hello, ${name}!` })).toBeVisible();

  // The moderator, in a browser of their own, finds the seller and suspends them with a reason.
  const moderator = await newContext(browser, testInfo);
  const mod = moderator.page;
  await mod.goto("/login");
  await fillLogin(mod, "moderator@pawbazaar.in", DEMO_PASSWORD);
  await expect(mod).not.toHaveURL(/\/login/);
  await mod.goto("/admin/users");
  await expect(mod.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  const search = mod.getByRole("search", { name: "Find a member" });
  await search.getByLabel("Email or name").fill(email);
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(mod).toHaveURL(/\/admin\/users\?q=/);
  await expect(mod.getByText(`1 member matches “${email}”.`)).toBeVisible();
  const card = mod.getByRole("listitem").filter({ hasText: email });
  await expect(card.getByText("1 active of 1")).toBeVisible();
  await card.getByRole("button", { name: `Suspend ${name}` }).click();

  const dialog = mod.getByRole("dialog", { name: `Suspend ${name}?` });
  await expect(dialog).toBeVisible();
  // The reason is required, checked before anything is sent.
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Please give the reason for the suspension.")).toBeVisible();
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Continue" }).click();
  // Then a last look before it happens.
  await expect(dialog.getByText(`Suspend ${name} (${email}) now?`)).toBeVisible();
  await expect(dialog.getByText(`Reason: ${reason}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, suspend" }).click();
  await expect(mod.getByText(`${name} is suspended: 1 listing hidden, 0 pending orders rejected.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(reason)).toBeVisible();
  await expect(card.getByText("0 active of 1")).toBeVisible();
  await expect(card.getByRole("button", { name: `Unsuspend ${name}` })).toBeVisible();

  // The seller's open session is over: the next page they open asks them to log in again…
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  // …and logging in says why it cannot.
  await fillLogin(page, email, password);
  await expect(page.getByText("This account is suspended. If you think this is a mistake, please contact our support team.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The listing is gone for everyone else: not found by a search, and its page is the 404 page.
  const visitor = await newContext(browser, testInfo);
  await visitor.page.goto(`/pets?q=${encodeURIComponent(petName)}`);
  await expect(visitor.page.getByText("No pets match your search")).toBeVisible();
  await expect(visitor.page.getByRole("link", { name: new RegExp(petName) })).toHaveCount(0);
  const petPage = await visitor.page.goto(`/pets/${petId}`);
  expect(petPage?.status()).toBe(404);
  await expect(visitor.page.getByRole("heading", { name: NOT_FOUND_HEADING })).toBeVisible();

  await moderator.context.close();
  await visitor.context.close();
});

test("a member who is not a moderator finds no console: the 404 page on every /admin page, 404 from every /server/admin endpoint", async ({
  page,
  request,
}) => {
  // The pages, signed in as the demo buyer in the browser.
  const login = await page.request.post("/server/auth/login", { data: { email: "buyer@pawbazaar.in", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  for (const route of ADMIN_PAGES) {
    const address = route.replace("{id}", "cm0000000000000000000000a");
    const res = await page.goto(address);
    expect([address, res?.status()]).toEqual([address, 404]);
    await expect(page.getByRole("heading", { name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page.getByText("Moderation console")).toHaveCount(0);
  }

  // The API, with the buyer's session cookie (the request fixture keeps the cookies its login set).
  expect((await request.post("/server/auth/login", { data: { email: "buyer@pawbazaar.in", password: DEMO_PASSWORD } })).status()).toBe(200);
  const endpoints = adminEndpoints();
  expect(endpoints.length).toBeGreaterThanOrEqual(7);
  const someId = (await (await request.get("/server/auth/me")).json()).user.id as string;
  for (const [method, template] of endpoints) {
    const address = template.replace(/\[(?:\.\.\.)?\w+\]/g, someId);
    const res = await request.fetch(address, { method, data: method === "GET" ? undefined : { reason: "x", message: "x" } });
    const body = await res.json();
    expect([method, address, res.status(), body.code]).toEqual([method, address, 404, "NOT_FOUND"]);
  }
  // Signed out, the console's pages are the same 404 page.
  await page.context().clearCookies();
  const signedOut = await page.goto("/admin/users");
  expect(signedOut?.status()).toBe(404);
});
