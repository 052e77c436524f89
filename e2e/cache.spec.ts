import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { SITEMAP_CACHE_CONTROL } from "@/lib/sitemap-cache";
import en from "../messages/en.json";
import hi from "../messages/hi.json";
import te from "../messages/te.json";
import { demoPet, otherBrowser } from "./support";

// Public pages come from the cache (a production build, as these journeys run): the same HTML for
// everyone, refreshed when a listing changes, personal parts filled in by the browser, and a CSP that
// allows only the page's own inline scripts.

/** A bearer token, from a login in a context of its own: the visitor's requests stay without cookies
 * (a login also sets the language cookie to the account's, Telugu for the demo seller). */
async function tokenOf(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  email: string,
) {
  const own = await playwright.request.newContext({ baseURL });
  const res = await own.post("/server/auth/login", { data: { email, password: "PawBazaar@123" } });
  expect(res.status()).toBe(200);
  const token = (await res.json()).token as string;
  await own.dispose();
  return token;
}

const listing = (fields: Record<string, string>) => ({
  name: "Chintu",
  breed: "Beagle",
  age: "2 years",
  gender: "male",
  price: "21000",
  location: "Nellore",
  description: "A cheerful beagle, first vaccination done.",
  ...fields,
});

/**
 * The page until the server answers it from its page cache, without entering Next.js (scripts/serve.mjs,
 * x-cache: HIT): the first visit sets the language cookie, a later one is kept under it (not within the
 * three seconds after a change to the page, lib/http/page-cache.mjs) and the next is answered from it.
 * Journeys in the other workers create and change listings, and each change purges /pets with all its
 * filtered views: a browse page can take a few of those windows to be kept, hence the long wait (on a
 * full `npm test`, 25 s once ran out while other journeys were listing pets).
 */
async function expectCached(request: APIRequestContext, path: string) {
  let res: APIResponse | undefined;
  const fromCache = async () => {
    res = await request.get(path);
    return res.headers()["x-cache"];
  };
  await expect.poll(fromCache, { message: `${path} from the page cache`, timeout: 45_000, intervals: [0, 250, 500] }).toBe("HIT");
  expect(res!.status()).toBe(200);
  expect(res!.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  return res!;
}

test("a listing's changes reach the cached pages within seconds: created, repriced, sold, hidden, deleted", async ({
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const token = await tokenOf(playwright, baseURL!, "seller@pawbazaar.in");
  const auth = { authorization: `Bearer ${token}` };
  // The Telugu pages from a context of their own: visiting one sets the language cookie for the next.
  const telugu = await playwright.request.newContext({ baseURL });
  const name = `Chintu ${testInfo.project.name}${Date.now().toString(36)}`;
  await expectCached(request, "/");
  await expectCached(telugu, "/te/pets");

  const created = await request.post("/server/pets", { headers: auth, multipart: listing({ name }) });
  expect(created.status()).toBe(201);
  const id = (await created.json()).pet.id as string;
  // Far under the pages' 5-minute backstop, so a pass proves the purge; not so tight that a busy machine's render fails it.
  const soon = { timeout: 15_000, intervals: [100, 250, 500, 1000] };
  await expect.poll(async () => (await (await request.get("/")).text()).includes(name), soon).toBe(true);
  await expect.poll(async () => (await (await telugu.get("/te/pets")).text()).includes(name), soon).toBe(true);
  await telugu.dispose();
  const page = await expectCached(request, `/pets/${id}`);
  expect(await page.text()).toContain("₹21,000");

  const repriced = await request.put(`/server/pets/${id}`, {
    headers: auth,
    multipart: listing({ name, price: "17500", keepImageIds: "[]" }),
  });
  expect(repriced.status()).toBe(200);
  await expect.poll(async () => (await (await request.get(`/pets/${id}`)).text()).includes("₹17,500"), soon).toBe(true);

  const sold = await request.patch(`/server/pets/${id}/status`, { headers: auth, data: { status: "sold" } });
  expect(sold.status()).toBe(200);
  await expect.poll(async () => (await (await request.get(`/pets/${id}`)).text()).includes(">Sold<"), soon).toBe(true);

  const hidden = await request.patch(`/server/pets/${id}/status`, { headers: auth, data: { status: "inactive" } });
  expect(hidden.status()).toBe(200);
  await expect.poll(async () => (await request.get(`/pets/${id}`)).status(), soon).toBe(404);
  await expect.poll(async () => (await (await request.get("/")).text()).includes(name), soon).toBe(false);

  await request.patch(`/server/pets/${id}/status`, { headers: auth, data: { status: "active" } });
  await expect.poll(async () => (await request.get(`/pets/${id}`)).status(), soon).toBe(200);
  expect((await request.delete(`/server/pets/${id}`, { headers: auth })).status()).toBe(200);
  await expect.poll(async () => (await request.get(`/pets/${id}`)).status(), soon).toBe(404);
});

/** The pet page in each language, and what it says when there is no such page. */
const LANGUAGES = [
  { prefix: "", notFound: en.NotFound.title },
  { prefix: "/te", notFound: te.NotFound.title },
  { prefix: "/hi", notFound: hi.NotFound.title },
];

test("a change made while a pet page is being rendered reaches every language within seconds: renamed and set aside by its seller, hidden by a moderator", async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const seller = { authorization: `Bearer ${await tokenOf(playwright, baseURL!, "seller@pawbazaar.in")}` };
  const moderator = { authorization: `Bearer ${await tokenOf(playwright, baseURL!, "moderator@pawbazaar.in")}` };
  // The seller's and the moderator's requests (each with their own token): no cookies, no language.
  const staff = await playwright.request.newContext({ baseURL });
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Chintu ${tag}`;
  const created = await staff.post("/server/pets", { headers: seller, multipart: listing({ name }) });
  expect(created.status()).toBe(201);
  const id = (await created.json()).pet.id as string;
  const edit = (fields: Record<string, string>) =>
    staff.put(`/server/pets/${id}`, { headers: seller, multipart: listing({ name, keepImageIds: "[]", ...fields }) });
  const setStatus = (status: string) => staff.patch(`/server/pets/${id}/status`, { headers: seller, data: { status } });

  // A visitor per language: a browser that has had the page, and requests of the same language that
  // open it while a change is made (on a busy listing, someone always is). The page comes from the cache.
  const visitors = await Promise.all(
    LANGUAGES.map(async (language) => {
      const { context, page } = await otherBrowser(browser, testInfo);
      const api = await playwright.request.newContext({ baseURL });
      const path = `${language.prefix}/pets/${id}`;
      await page.goto(path);
      await expectCached(api, path);
      return { ...language, context, page, api, path };
    }),
  );

  /**
   * `change`, made while every language's page is being rendered again: `prepare` (another change)
   * leaves the pages to be rendered on their next visit, the visitors open them, and `change` lands
   * while those renders run (they read the listing before it). Each visitor then opens the page in the
   * browser and must find `expected` within seconds, not the page as it was for the 5 minutes of its
   * `revalidate`.
   */
  async function changeWhileRendering(
    prepare: { run: () => Promise<APIResponse>; shows: string },
    change: () => Promise<APIResponse>,
    expected: (v: (typeof visitors)[number]) => { status: number; heading: string },
  ) {
    expect((await prepare.run()).status()).toBe(200);
    const opening = visitors.map((v) => v.api.get(v.path));
    await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await change()).status()).toBe(200);
    // The pages being rendered show the first change: it reached them at once.
    for (const res of await Promise.all(opening)) expect(await res.text()).toContain(prepare.shows);
    for (const v of visitors) {
      const { status, heading } = expected(v);
      const seen = async () => {
        const answer = await v.page.goto(v.path);
        const text = (await v.page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
        return `${answer?.status()} ${text.includes(heading) ? heading : text}`;
      };
      await expect
        .poll(seen, { message: `${v.path} after the change`, timeout: 15_000, intervals: [250, 500, 1000] })
        .toBe(`${status} ${heading}`);
    }
  }

  // Renamed by its seller while the page is rebuilt for a new price.
  const renamed = `Chintu II ${tag}`;
  await changeWhileRendering(
    { run: () => edit({ price: "19000" }), shows: "₹19,000" },
    () => edit({ name: renamed, price: "19000" }),
    () => ({ status: 200, heading: renamed }),
  );
  // The renamed page comes from the page cache again, in every language.
  for (const v of visitors) expect(await (await expectCached(v.api, v.path)).text()).toContain(renamed);

  // Set aside by its seller: the page is the 404 of its language.
  await changeWhileRendering(
    { run: () => edit({ name: renamed, price: "18500" }), shows: "₹18,500" },
    () => setStatus("inactive"),
    (v) => ({ status: 404, heading: v.notFound }),
  );

  // Back on sale, then hidden by a moderator (the console's call) while the page is rebuilt again.
  expect((await setStatus("active")).status()).toBe(200);
  await changeWhileRendering(
    { run: () => edit({ name: renamed, price: "18000" }), shows: "₹18,000" },
    () => staff.post(`/server/admin/pets/${id}/hide`, { headers: moderator, data: { reason: "Selling a puppy that is not theirs" } }),
    (v) => ({ status: 404, heading: v.notFound }),
  );
  // Its 404 comes from the page cache too.
  for (const v of visitors) {
    const fromCache = async () => {
      const res = await v.api.get(v.path);
      return `${res.status()} ${res.headers()["x-cache"]}`;
    };
    await expect.poll(fromCache, { message: `${v.path} from the page cache`, timeout: 25_000, intervals: [0, 250, 500] }).toBe("404 HIT");
  }

  for (const v of visitors) {
    await v.context.close();
    await v.api.dispose();
  }
  await staff.dispose();
});

test("a filtered browse comes from the cache: one page for its filters however written, refreshed when a listing changes", async ({
  request,
  playwright,
  baseURL,
}, testInfo) => {
  // Three pages waited for in the cache (expectCached), each up to its 45 s on a busy run.
  test.setTimeout(180_000);
  const token = await tokenOf(playwright, baseURL!, "seller@pawbazaar.in");
  const auth = { authorization: `Bearer ${token}` };
  const name = `Chintu ${testInfo.project.name}${Date.now().toString(36)}`;
  const filtered = "/pets?breed=Beagle&location=Coimbatore";
  const first = await expectCached(request, filtered);
  const html = await first.text();
  // Its filters are a landing page's: search engines are pointed there, and the filtered view is kept out of their index.
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/dogs\/beagle\/in\/coimbatore"/);
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(first.headers()["content-security-policy"]).not.toContain("'nonce-");
  // The same filters in another order, with a tracking parameter: the same page, from Next.js's cache, not a render.
  const other = await request.get("/pets?utm_source=whatsapp&location=Coimbatore&breed=Beagle&sort=newest");
  expect(other.status()).toBe(200);
  expect(other.headers()["x-nextjs-cache"] ?? other.headers()["x-cache"]).toMatch(/HIT/);
  const search = "/search?breed=Beagle&location=Coimbatore&sort=price_desc";
  await expectCached(request, search);

  const created = await request.post("/server/pets", { headers: auth, multipart: listing({ name, location: "Coimbatore" }) });
  expect(created.status()).toBe(201);
  const id = (await created.json()).pet.id as string;
  // Far under the pages' 5-minute backstop, so a pass proves the purge; not so tight that a busy machine's render fails it.
  const soon = { timeout: 15_000, intervals: [100, 250, 500, 1000] };
  await expect.poll(async () => (await (await request.get(filtered)).text()).includes(name), soon).toBe(true);
  await expect.poll(async () => (await (await request.get(search)).text()).includes(name), soon).toBe(true);
  expect((await request.delete(`/server/pets/${id}`, { headers: auth })).status()).toBe(200);
  await expect.poll(async () => (await (await request.get(filtered)).text()).includes(name), soon).toBe(false);

  // A value the page drops: the notice, from the cache too; a key of one's own making is the 404.
  const bad = await expectCached(request, "/pets?species=dragon&location=Coimbatore");
  expect(await bad.text()).toContain("Some filters in this link were not valid, so we ignored them.");
  const forged = Buffer.from(JSON.stringify({ location: "Coimbatore", species: "dog" })).toString("base64url");
  expect((await request.get(`/browse-results/pets/${forged}`)).status()).toBe(404);
});

test("one cached pet page, two visitors: each sees their own header and heart, never the other's", async ({ browser, request }) => {
  const pet = await demoPet(request, "Biscuit");
  const buyer = await browser.newContext();
  const guest = await browser.newContext();
  try {
    const buyerPage = await buyer.newPage();
    const login = await buyerPage.request.post("/server/auth/login", { data: { email: "buyer@pawbazaar.in", password: "PawBazaar@123" } });
    expect(login.status()).toBe(200);
    expect((await buyerPage.request.post("/server/wishlist", { data: { pet_id: pet.id } })).status()).toBe(200);
    await buyerPage.goto(`/pets/${pet.id}`);
    const guestPage = await guest.newPage();
    const answer = await guestPage.goto(`/pets/${pet.id}`);
    // From the page cache in front of the app, or from Next.js's own (the guest's request may differ from
    // every kept one, in its cookies for instance): either way, no render.
    const headers = answer!.headers();
    expect(headers["x-cache"] === "HIT" || headers["x-nextjs-cache"] === "HIT").toBe(true);

    const buyerNav = buyerPage.getByRole("navigation", { name: "Account" });
    await expect(buyerNav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(buyerNav.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(buyerPage.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");

    const guestNav = guestPage.getByRole("navigation", { name: "Account" });
    await expect(guestNav.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(guestNav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(guestPage.getByText("Arjun Mehta")).toHaveCount(0);
    await expect(guestPage.getByRole("link", { name: "Add to wishlist" })).toBeVisible();
    await expect(guestPage.getByRole("button", { name: "Remove from wishlist" })).toHaveCount(0);
  } finally {
    await buyer.close();
    await guest.close();
  }
});

test("a cached page's CSP runs its own inline scripts and refuses one injected into a description", async ({ page, request }) => {
  const path = `/pets/${(await demoPet(request, "Neela")).id}`;
  const res = await expectCached(request, path);
  const scriptSrc = res
    .headers()
    ["content-security-policy"].split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'nonce-");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);

  // As if a description had slipped past escaping: the HTML gains an inline script the policy does not name.
  await page.route(`**${path}`, async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace("</h1>", "</h1><script>window.__injected = true</script>");
    const headers = { ...original.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ status: original.status(), headers, body: html });
  });
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
  expect(violations.length).toBe(1);
  expect(violations[0]).toMatch(/inline script/i);
});

test("every unknown address gets the one cached 404 page of its language, naming the address asked for", async ({ page, request }) => {
  await request.get("/te/no-such-page");
  const other = await request.get("/te/another/missing/page");
  expect(other.status()).toBe(404);
  // Rendered once for Telugu: a second, different address comes from Next.js's cache, not a render
  // (STALE when the page's revalidation time passed during a long run: still the cached page).
  expect(["HIT", "STALE"]).toContain(other.headers()["x-nextjs-cache"]);
  expect(other.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  const scriptSrc = other
    .headers()
    ["content-security-policy"].split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))!;
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'nonce-/);

  const res = await page.goto("/te/another/missing/page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page).toHaveTitle(/పేజీ కనబడలేదు/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("/te/another/missing/page")).toBeVisible();
});

test("the sitemaps may be kept by a CDN for an hour, and by no browser", async ({ request }) => {
  for (const path of ["/sitemap.xml", "/sitemaps/pets/sitemap/0.xml", "/sitemaps/landing/sitemap/0.xml"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toBe(SITEMAP_CACHE_CONTROL);
  }
  // Pages keep their own rule.
  expect((await request.get("/about")).headers()["cache-control"]).not.toContain("s-maxage=3600");
});
