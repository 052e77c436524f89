import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PROTECTED_PAGES } from "@/lib/routes";
import { heldOrder } from "./protection";
import { chooseLanguage, demoPet, outboxLink, registerThroughForm, uniqueEmail } from "./support";

test.describe("accounts", () => {
  test("register → verify through the outbox link → logout → login", async ({ page }) => {
    const email = uniqueEmail("journey");
    await registerThroughForm(page, { name: "Kavya Nair", email, password: "kavya-secret" });

    await expect(page.getByText("Registration successful. Please check your email to verify your account.")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Hello, Kavya Nair!" })).toBeVisible();
    await expect(page.getByText(`${email} is not verified yet.`, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();

    // The verification mail went to the development outbox; open its link as the user would.
    const link = new URL(await outboxLink(email, "verify_email"));
    await page.goto(link.pathname + link.search);
    await expect(page.getByText("Email verified successfully")).toBeVisible();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page.getByText(`${email} is verified.`)).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    // Signed out on the server too: the dashboard sends us to the login page.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("kavya-secret");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`${email} is verified.`)).toBeVisible();
  });

  test("the login form's working code loads on first use; what was typed meanwhile is kept and an early submit goes ahead", async ({
    page,
  }) => {
    await page.goto("/login?next=%2Fwishlist");
    await page.waitForLoadState("networkidle");
    // Every script the page has loaded so far.
    const atLoad = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.includes("/_next/static/chunks/"))
          .map((e) => e.name),
      ),
    );
    // From now on every script takes a second to arrive, as on a slow connection.
    const late: string[] = [];
    await page.route("**/_next/static/chunks/**", async (route) => {
      late.push(route.request().url());
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.getByLabel("Email").fill("buyer@pawbazaar.in");
    await page.getByLabel("Password", { exact: true }).fill("PawBazaar@123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page).toHaveURL(/\/wishlist$/);
    // The form library (react-hook-form: its option names survive minification) came with the late ones.
    const hasFormLibrary = async (urls: Iterable<string>) => {
      for (const url of urls) if ((await (await page.request.get(url)).text()).includes("shouldUnregister")) return true;
      return false;
    };
    expect(await hasFormLibrary(atLoad)).toBe(false);
    expect(await hasFormLibrary(late)).toBe(true);
  });

  test("wrong password shows 'Invalid credentials'; mismatched passwords are caught before sending", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("buyer@pawbazaar.in");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // Under the password field (e2e/return-after-sign-in.spec.ts checks its wiring), and as a notice.
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Invalid credentials");
    await expect(page.getByRole("region", { name: "Error notifications" }).getByText("Invalid credentials")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto("/register");
    await page.getByLabel("Full Name").fill("Someone");
    await page.getByLabel("Email").fill(uniqueEmail("mismatch"));
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm Password").fill("secret124");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("forgot password → reset link → the new password works and the old one does not", async ({ page }) => {
    const email = uniqueEmail("reset");
    const api = page.request;
    const reg = await api.post("/server/auth/register", { data: { name: "Ravi Kumar", email, password: "old-secret" } });
    expect(reg.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Password reset email sent successfully")).toBeVisible();

    const link = new URL(await outboxLink(email, "reset_password"));
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New Password", { exact: true }).fill("new-secret");
    await page.getByLabel("Confirm New Password").fill("new-secret");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password reset successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    expect((await api.post("/server/auth/login", { data: { email, password: "old-secret" } })).status()).toBe(401);
    expect((await api.post("/server/auth/login", { data: { email, password: "new-secret" } })).status()).toBe(200);
  });
});

test.describe("account forms before their script has loaded (a slow phone)", () => {
  test.use({ javaScriptEnabled: false });

  test("login posts its fields in the body, shows a wrong password, and signs in to the page asked for", async ({ page, context }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) posts.push(`${r.method()} ${r.url()}`);
    });
    await page.goto("/login?next=%2Fcart");
    await page.getByLabel("Email").fill("buyer@pawbazaar.in");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Invalid credentials");
    expect((await context.cookies()).some((c) => c.name.includes("session"))).toBe(false);
    // The server drew the answer: the email typed is still there, the password is not.
    await expect(page.getByLabel("Email")).toHaveValue("buyer@pawbazaar.in");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("Password", { exact: true }).fill("PawBazaar@123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // /cart is guarded: landing on it means the session cookie was set.
    await expect(page).toHaveURL(/\/cart$/);
    expect((await context.cookies()).some((c) => c.name.includes("session"))).toBe(true);
    for (const p of posts) expect(p).not.toMatch(/password|PawBazaar/i);
    expect(posts.filter((p) => p.startsWith("POST ")).length).toBe(2);
  });

  test("register creates the account and lands on the dashboard", async ({ page, context }) => {
    const email = uniqueEmail("nojs");
    await registerThroughForm(page, { name: "Meena Das", email, password: "meena-secret" });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain("meena-secret");
    expect((await context.cookies()).some((c) => c.name.includes("session"))).toBe(true);
  });
});

test.describe("route guards", () => {
  test("a protected route while signed out goes to /login, and back after signing in", async ({ page }) => {
    for (const route of PROTECTED_PAGES) {
      const path = route.replace("{id}", "some-listing");
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
    await page.goto("/dashboard");
    await page.getByLabel("Email").fill("seller@pawbazaar.in");
    await page.getByLabel("Password", { exact: true }).fill("PawBazaar@123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Hello, Lakshmi Reddy!" })).toBeVisible();
    // Signed in, the login page sends us home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  test("signed in, each protected page has its own title and is not indexed", async ({ page, playwright, baseURL }, testInfo) => {
    const login = await page.request.post("/server/auth/login", { data: { email: "seller@pawbazaar.in", password: "PawBazaar@123" } });
    expect(login.ok()).toBe(true);
    const own = await demoPet(page.request, "Bruno");
    // An order page needs an order of the seller's: the demo buyer buys a listing of this run's own.
    const buyer = await playwright.request.newContext({ baseURL });
    expect((await buyer.post("/server/auth/login", { data: { email: "buyer@pawbazaar.in", password: "PawBazaar@123" } })).ok()).toBe(true);
    const { orderId } = await heldOrder(page.request, buyer, `Titles ${testInfo.project.name} ${Date.now().toString(36)}`);
    await buyer.dispose();
    const titles: Record<(typeof PROTECTED_PAGES)[number], string> = {
      "/dashboard": "Dashboard",
      "/add-listing": "Add a listing",
      "/cart": "Your cart",
      "/wishlist": "My wishlist",
      "/profile": "My profile",
      "/payment": "Payment",
      "/messages": "Messages",
      "/pets/{id}/edit": "Edit listing",
      "/pets/{id}/apply": "Apply to adopt",
      "/pets/{id}/applications": "Applications",
      "/applications": "My applications",
      "/orders/{id}": "Your order",
      "/check-ins/{id}": "Check-in",
    };
    for (const route of PROTECTED_PAGES) {
      // A check-in page needs a rehoming handed over to the one signed in: e2e/check-ins.spec.ts checks its title.
      if (route === "/check-ins/{id}") continue;
      // The form to adopt is for someone else's rehoming listing (Bruno is the seller's own sale):
      // e2e/rehoming-applications.spec.ts checks its title.
      if (route === "/pets/{id}/apply") continue;
      await page.goto(route.replace("{id}", route === "/orders/{id}" ? orderId : own.id));
      await expect(page).toHaveTitle(`${titles[route]} · PawBazaar`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator("h1").first()).toBeVisible();
      expect(page.url(), route).not.toContain("/login");
    }
    await page.goto("/hi/wishlist");
    await expect(page).toHaveTitle("मेरी विशलिस्ट · PawBazaar");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("signed out, a protected page in Telugu or Hindi goes to that language's login page", async ({ page }) => {
    await page.goto("/te/cart");
    await expect(page).toHaveURL(/\/te\/login\?next=%2Fcart$/);
    await page.goto("/hi/messages?receiverId=abc");
    await expect(page).toHaveURL(/\/hi\/login\?next=%2Fmessages%3FreceiverId%3Dabc$/);
  });

  test("a logout in another tab sends the listing form to /login with its own message", async ({ page, context }) => {
    const login = await page.request.post("/server/auth/login", { data: { email: "seller@pawbazaar.in", password: "PawBazaar@123" } });
    expect(login.ok()).toBe(true);
    const { token } = await login.json();
    await page.goto("/add-listing");
    await expect(page.getByRole("heading", { name: "List a pet", level: 1 })).toBeVisible();
    await page.evaluate((t) => localStorage.setItem("authToken", t), token);

    // The other tab signs out: the session is revoked and its token leaves localStorage.
    const other = await context.newPage();
    await other.goto("/robots.txt");
    expect((await other.request.post("/server/auth/logout")).ok()).toBe(true);
    await other.evaluate(() => localStorage.removeItem("authToken"));

    await expect(page).toHaveURL(/\/login\?next=%2Fadd-listing$/);
    await expect(page.getByText("You must be logged in to create a listing.").first()).toBeVisible();
  });

  test("an unknown path shows the 404 page with the path and a way home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByText("/no-such-page")).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("languages", () => {
  test("the switch names the page's language, and every language once a person reaches for it", async ({ page, request }) => {
    // Laying out తెలుగు or हिंदी makes a browser look for a face for that script: not while the page loads.
    const option = (code: string) => `<option value="${code}" lang="${code}"`;
    for (const [path, own, others] of [
      ["/pets", "en", ["te", "hi"]],
      ["/te/pets", "te", ["en", "hi"]],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html.split(option(own)).length - 1, path).toBe(1);
      for (const other of others) expect(html, path).not.toContain(option(other));
    }

    await page.goto("/te/pets");
    const select = page.getByLabel("భాష");
    // Hydrated once React has claimed the element (its fiber is on it).
    const isHydrated = () => select.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));
    await expect(select.locator("option")).toHaveText(["తెలుగు"]);
    // Still only the page's own language once hydrated.
    await expect.poll(isHydrated).toBe(true);
    await expect(select.locator("option")).toHaveCount(1);
    const before = await select.boundingBox();

    // A touch or a click: each language by its own name, and the switch has not moved or grown.
    await select.click();
    await expect(select.locator("option")).toHaveText(["English", "తెలుగు", "हिंदी"]);
    await expect(select).toHaveValue("te");
    await page.keyboard.press("Escape");
    expect(await select.boundingBox()).toEqual(before);

    // The keyboard's way: the focus is enough.
    await page.reload();
    await expect(select.locator("option")).toHaveCount(1);
    await expect.poll(isHydrated).toBe(true);
    await select.focus();
    await expect(select.locator("option")).toHaveText(["English", "తెలుగు", "हिंदी"]);
  });

  test("the language switch survives a reload and a new visit", async ({ page, context }) => {
    await page.goto("/");
    await chooseLanguage(page, "Language", "te");
    await expect(page).toHaveURL(/\/te$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("te");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("te");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "te");

    // A new visit to an English address comes back in Telugu.
    const again = await context.newPage();
    await again.goto("/login");
    await expect(again).toHaveURL(/\/te\/login$/);
    await expect(again.getByRole("button", { name: "లాగిన్", exact: true })).toBeVisible();

    await again.goto("/te");
    await chooseLanguage(again, "భాష", "hi");
    await expect(again).toHaveURL(/\/hi$/);
    await expect(again.locator("html")).toHaveAttribute("lang", "hi");
    await again.reload();
    await expect(again.locator("html")).toHaveAttribute("lang", "hi");
    await expect(again.getByRole("link", { name: "लॉग इन" }).first()).toBeVisible();

    // Back to English, whose addresses have no prefix: the choice is kept all the same.
    await chooseLanguage(again, "भाषा", "en");
    await expect(again).toHaveURL(/:\d+\/$/);
    await expect(again.locator("html")).toHaveAttribute("lang", "en");
    await again.reload();
    await expect(again.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");
  });

  test("the choice kept in localStorage comes back when the cookie is gone", async ({ page, context }) => {
    // The device's choice is written from a same-origin file with no app script: an app page's own locale
    // check, if it ran late on a busy machine, would sync localStorage to its cookie and race this test.
    await page.goto("/robots.txt");
    await page.evaluate(() => localStorage.setItem("locale", "hi"));
    await context.clearCookies();
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});

test.describe("security headers", () => {
  test("pages carry a CSP (a nonce when rendered per request, their scripts' hashes when cached) and the other security headers; the API forbids framing", async ({
    page,
    request,
  }) => {
    const res = await page.goto("/login");
    const headers = res!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    // Every script the page runs carries this response's nonce.
    const nonce = headers["content-security-policy"].match(/'nonce-([^']+)'/)![1];
    const inline = await page.locator("script:not([src])").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
    expect(inline.length).toBeGreaterThan(0);
    for (const n of inline) expect(n).toBe(nonce);

    // A cached page: no nonce, no 'unsafe-inline', and each inline script it runs named by its hash.
    const home = await page.goto("/");
    const policy = home!.headers()["content-security-policy"];
    const scriptSrc = policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'nonce-/);
    expect(policy).toContain("frame-ancestors 'none'");
    const sources = await page
      .locator("script:not([src])")
      .evaluateAll((els) => els.filter((e) => !(e as HTMLScriptElement).type.includes("json")).map((e) => e.textContent ?? ""));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`);

    const api = await request.get("/server/health");
    expect(api.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(await api.json()).toEqual({ success: true, status: "ok", database: "ok" });
  });

  test("a malformed or hostile address answers 4xx with the security headers, never a bare 500", async ({ request }) => {
    for (const path of ["/%ff", "/pets/%ff", "/te/%ff", "/server/pets/%ff"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers()["content-security-policy"], path).toContain("default-src 'none'");
    }
    expect(await (await request.get("/server/pets/%ff")).json()).toEqual({
      success: false,
      code: "BAD_REQUEST",
      message: "The request is not valid.",
    });
    expect(await (await request.get("/te/%ff")).text()).toBe("ఈ అభ్యర్థన చెల్లదు.");

    const api = await request.get("/server/pets/%00");
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ success: false, code: "PET_NOT_FOUND", message: "Pet not found" });
    expect((await request.get("/server/pets?breed=%00")).status()).toBe(400);

    // An address outside every language that matches no file: the English 404, not an error.
    const file = await request.get("/no-such-file.png");
    expect(file.status()).toBe(404);
    expect(await file.text()).toContain("Oops! Page not found");

    const page = await request.get("/pets/%00");
    expect(page.status()).toBe(404);
    expect(page.headers()["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
    const browse = await request.get("/pets?breed=%00");
    expect(browse.status()).toBe(200);
    expect(await browse.text()).toContain("Some filters in this link were not valid, so we ignored them.");
  });
});
