import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import pg from "pg";

/** One statement on the journeys' database (what no page or endpoint sets: an old row, a clock moved back). */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The newest mail of a kind sent to an address, read from the development outbox table. */
export async function outboxLink(to: string, kind: "verify_email" | "reset_password"): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const r = await client.query<{ link: string }>(
        `SELECT link FROM mail_outbox WHERE "to" = $1 AND kind = $2 ORDER BY "createdAt" DESC LIMIT 1`,
        [to, kind],
      );
      if (r.rows[0]?.link) return r.rows[0].link;
      await new Promise((res) => setTimeout(res, 200));
    }
    throw new Error(`no ${kind} mail to ${to} in the outbox`);
  } finally {
    await client.end();
  }
}

/** A new account with its email verified (through the API and the outbox's link), signed in on `request`. */
export async function signUpVerified(
  request: APIRequestContext,
  { name, email, password }: { name: string; email: string; password: string },
) {
  expect((await request.post("/server/auth/register", { data: { name, email, password } })).status()).toBe(201);
  const link = new URL(await outboxLink(email, "verify_email"));
  expect((await request.get(`/server/auth/verify${link.search}`)).status()).toBe(200);
}

export type TDemoPet = { id: string; name: string; price: number };

/**
 * A pet of the demo data (prisma/demo/pets.json), by name. Journeys run side by side and some create,
 * sell and delete pets, so a journey never takes "the newest pet": it names the demo pets it uses, and
 * no two journeys change the same one. Taken now: Bruno (only read: accessibility sweep, route guards, speed figures;
 * the buyer puts it in the cart), Mochi (search-engine tags), Peanut (views), Biscuit (the buyer's
 * wishlist), Neela (CSP), Laddoo and Luna (messages), Honey, Veera, Malai, Rani, Gulabo and Pumpkin
 * (bought and sold), Leo and Zara (bought, sold and reviewed: e2e/reviews.spec.ts, one per project),
 * Coco (only read: its Share button and link preview, e2e/share.spec.ts), Charlie (only read: its
 * breed's and town's landing pages, e2e/landing.spec.ts); e2e/search.spec.ts only reads Bruno and Neela,
 * e2e/return-after-sign-in.spec.ts only reads Bruno and Coco (its accounts are its own).
 * The journeys at other addresses (the lan-* projects) buy Bhoori, Kaju and Sunny, then Raja, Sona & Moti
 * and Pepper, and ask about Mithu & Pari, then Chinni & Bunty.
 */
export async function demoPet(request: APIRequestContext, name: string): Promise<TDemoPet> {
  const { pets } = await (await request.get(`/server/pets?q=${encodeURIComponent(name)}&limit=50`)).json();
  const pet = (pets as TDemoPet[]).find((p) => p.name === name);
  expect(pet, `the demo pet ${name}`).toBeDefined();
  return pet!;
}

/** A listing of the signed-in seller on `page` (no photos), through the API, at `price` rupees; its id. */
export async function createListing(page: Page, name: string, price = 4500) {
  const created = await page.request.post("/server/pets", {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      name,
      breed: "Indie",
      age: "1 year",
      gender: "male",
      price: String(price),
      location: "Vijayawada",
      description: "A calm Indie dog, vaccinated and dewormed, good with children.",
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).pet.id as string;
}

let n = 0;
/** Unique across the workers running side by side too (each is a process with its own counter). */
/** The demo accounts' password (prisma/seed.ts). */
export const DEMO_PASSWORD = "PawBazaar@123";

/** Signs in through the login form and waits to leave it. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}w${process.env.TEST_PARALLEL_INDEX ?? 0}n${++n}@example.com`;

/**
 * A mobile number (10 digits, no +91) of this run's own, unique across the workers too: the phone and
 * desktop journeys share the database, and a verified number is on one account.
 */
export const uniqueMobile = () =>
  `9${String(Date.now() % 1_000_000).padStart(6, "0")}${Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10}${String(++n % 100).padStart(2, "0")}`;

/** The code of the newest SMS to the number (E.164), read from the development outbox (the sms_outbox table). */
export async function smsCode(phone: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [row] = await sql<{ body: string }>(`SELECT body FROM sms_outbox WHERE "to" = $1 ORDER BY "createdAt" DESC LIMIT 1`, [phone]);
    const code = row?.body.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS to ${phone} in the outbox`);
}

/** The signed-in person verifies a new mobile number in the profile, with the code sent by SMS; returns its 10 digits. */
export async function verifyPhoneInProfile(page: Page) {
  const digits = uniqueMobile();
  await page.goto("/profile");
  const part = page.getByRole("region", { name: "Mobile number" });
  await part.getByLabel("Mobile number").fill(digits);
  await part.getByRole("button", { name: "Send code" }).click();
  await part.getByLabel("6-digit code").fill(await smsCode(`+91${digits}`));
  await part.getByRole("button", { name: "Verify" }).click();
  await expect(part.getByText("Phone verified")).toBeVisible();
  return digits;
}

/** Opens /register and sends the form as a person does: name, email, the password twice. */
export async function registerThroughForm(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto("/register");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Register", exact: true }).click();
}

/**
 * Nothing reaches past the right edge of the screen. Measured against the screen, not window.innerWidth:
 * a phone widens its layout to content that overflows (and zooms the whole page out), so innerWidth
 * grows with the fault.
 */
export async function expectFitsScreen(page: Page, what: string) {
  const screenWidth = page.viewportSize()!.width;
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${what} is ${pageWidth}px wide on a ${screenWidth}px screen`).toBeLessThanOrEqual(screenWidth);
}

/** A second person's browser, shaped like the project's (phone or desktop), on the same server. */
export async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: viewport ?? undefined,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL: testInfo.project.use.baseURL,
  });
  return { context, page: await context.newPage() };
}

/**
 * Chooses a language with the header's switch as a keyboard does: the focus first (the switch offers
 * the other languages only once a person reaches for it), then the choice.
 */
export async function chooseLanguage(page: Page, label: string, code: "en" | "te" | "hi") {
  const select = page.getByLabel(label);
  await select.focus();
  await select.selectOption(code);
}
