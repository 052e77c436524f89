import { readdirSync } from "node:fs";
import path from "node:path";
import {
  ADMIN_PAGES,
  isCachedPage,
  isGuestOnlyPath,
  isKnownPage,
  isProtectedPath,
  NOT_FOUND_PATH,
  pageTypeOf,
  PROTECTED_PAGES,
  safeNextPath,
  RETURN_INTENTS,
  petReturnPath,
  returnIntentOf,
  loginPathFor,
  registerPathFor,
} from "./routes";

describe("route table", () => {
  it.each(["/dashboard", "/add-listing", "/cart", "/wishlist", "/profile", "/payment", "/messages", "/dashboard/x", "/pets/abc/edit"])(
    "%s is protected",
    (p) => expect(isProtectedPath(p)).toBe(true),
  );
  it.each(["/", "/pets", "/pets/abc", "/pets/abc/editor", "/login", "/cartoon", "/support"])("%s is public", (p) =>
    expect(isProtectedPath(p)).toBe(false),
  );
  describe("the (account) group holds the signed-in pages", () => {
    // A page needs a session by being in app/[locale]/(site)/(account): its layout wraps it in the client
    // guard and marks it noindex. The proxy needs it in PROTECTED_PAGES (to send a signed-out visitor to
    // /login before the page renders), and the page calls requireUser itself with its return path (a lint
    // rule: pages/group-guard in scripts/eslint/pages.mjs).
    // A test, not a rule: it holds the group's files and the PROTECTED_PAGES list to each other.
    const root = path.join(process.cwd(), "app/[locale]");
    const group = path.join(root, "(site)/(account)");
    const pages = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => path.basename(file) === "page.tsx")
      .map((file) => path.join(root, file));
    // The address of a page file: route groups dropped, a [param] as {param} (as in PROTECTED_PAGES).
    const route = (file: string) =>
      `/${path
        .relative(root, path.dirname(file))
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s))
        .map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"))
        .join("/")}`;
    const inGroup = pages.filter((file) => file.startsWith(`${group}${path.sep}`));

    it("PROTECTED_PAGES lists exactly the group's pages", () => {
      expect(inGroup.length).toBeGreaterThan(0);
      expect(inGroup.map(route).sort()).toEqual([...PROTECTED_PAGES].sort());
      for (const page of PROTECTED_PAGES) expect([page, isProtectedPath(page.replace("{id}", "some-id"))]).toEqual([page, true]);
    });
  });
  describe("the (admin) group holds the moderation console", () => {
    // Moderators only: each page calls requireModerator (a 404 for everyone else, so the console is not
    // in PROTECTED_PAGES; the call is a lint rule, pages/group-guard). ADMIN_PAGES is what the
    // accessibility sweep visits as the demo moderator and the route-guard journey as everyone else, so it
    // names every page of the group.
    // A test, not a rule: it holds the group's files and the ADMIN_PAGES list to each other.
    const root = path.join(process.cwd(), "app/[locale]");
    const group = path.join(root, "(site)/(admin)");
    const pages = (readdirSync(group, { recursive: true }) as string[])
      .filter((file) => path.basename(file) === "page.tsx")
      .map((file) => path.join(group, file));
    const route = (file: string) =>
      `/${path
        .relative(root, path.dirname(file))
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s))
        .map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"))
        .join("/")}`;
    const routes = pages.map(route);

    it("ADMIN_PAGES lists exactly the group's pages", () => {
      expect(routes).toContain("/admin");
      expect(routes.sort()).toEqual([...ADMIN_PAGES].sort());
    });
    it("no page of the group is protected or guest-only, and each is a known page", () => {
      for (const page of ADMIN_PAGES.map((p) => p.replace("{id}", "some-id")))
        expect([page, isProtectedPath(page), isGuestOnlyPath(page), isKnownPage(page)]).toEqual([page, false, false, true]);
    });
  });
  it("knows the guest-only pages", () => {
    expect(isGuestOnlyPath("/login")).toBe(true);
    expect(isGuestOnlyPath("/register")).toBe(true);
    expect(isGuestOnlyPath("/logins")).toBe(false);
  });
});

describe("known pages", () => {
  // Every page of app/[locale] as an address: route groups dropped, a [param] filled in (a landing
  // page's species with one that has landing pages).
  const appDir = path.join(__dirname, "../app/[locale]");
  const pages = (readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === "page.tsx" && !file.includes("[..."))
    .map(
      (file) =>
        `/${path
          .dirname(file)
          .split(path.sep)
          .filter((s) => s !== "." && !/^\(.*\)$/.test(s))
          .map((s) => (s === "[species]" ? "dogs" : s.startsWith("[") ? "x1" : s))
          .join("/")}`,
    );

  it("knows every page of the app, and only those", () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(isKnownPage(page)).toBe(true);
  });
  it.each(["/nope", "/pets/a/b", "/dashboard/x", "/About", "/about/more", "/cartoon", NOT_FOUND_PATH])(
    "%s is the 404, a cached page",
    (p) => {
      expect(isKnownPage(p)).toBe(false);
    },
  );
  it.each(["/dogs", "/cats/persian", "/birds/in/hyderabad", "/fish/betta/in/chennai", "/rabbits/holland-lop", "/dogs/in-the-house"])(
    "%s is a landing page, cached",
    (p) => {
      expect([isKnownPage(p), isCachedPage(p, ""), isProtectedPath(p)]).toEqual([true, true, false]);
    },
  );
  it.each([
    "/other",
    "/others/x",
    "/dog",
    "/dogs/",
    "/dogs/in",
    "/dogs/a/b",
    "/dogs/labrador/in",
    "/dogs/in/hyderabad/x",
    "/dogs/a/in/b/c",
  ])("%s is not a landing page", (p) => {
    expect(isKnownPage(p)).toBe(false);
  });
});

describe("pageTypeOf (the speed figures' kinds of page)", () => {
  it.each([
    ["/", "home"],
    ["/te", "home"],
    ["/hi/", "home"],
    ["/pets", "browse"],
    ["/te/pets", "browse"],
    ["/browse-results/pets", "browse"],
    ["/search", "search"],
    ["/hi/search", "search"],
    ["/browse-results/search", "search"],
    ["/pets/cm0abc123", "pet"],
    ["/te/pets/cm0abc123", "pet"],
    ["/dogs", "landing"],
    ["/cats/persian", "landing"],
    ["/hi/dogs/labrador-retriever/in/hyderabad", "landing"],
    ["/birds/in/chennai", "landing"],
    ["/about", "info"],
    ["/te/privacy-policy", "info"],
    ["/terms-and-conditions", "info"],
    ["/support", "info"],
    ["/contact", "info"],
    ["/process", "info"],
    ["/developers/api", "info"],
    ["/grievance-officer", "info"],
    ["/login", "account"],
    ["/te/register", "account"],
    ["/reset-password", "account"],
    ["/verify-email", "account"],
    ["/dashboard", "account"],
    ["/cart", "account"],
    ["/messages", "account"],
    ["/pets/cm0abc123/edit", "account"],
    ["/hi/profile", "account"],
    ["/admin", "admin"],
    ["/admin/speed", "admin"],
    ["/te/admin/support/cm0abc123", "admin"],
    ["/sellers/cm0abc123", "other"],
    ["/offline", "other"],
    ["/unsubscribe", "other"],
    ["/nope", "other"],
    ["/tea", "other"],
    ["/dog", "other"],
    ["/pets/a/b", "other"],
  ])("%s is %s", (pathname, type) => expect(pageTypeOf(pathname)).toBe(type));

  it("gives every page of the app a kind; only sellers, offline and unsubscribe are other", () => {
    // /browse-results/{base} is only ever pets or search (the proxy's rewrites); a browser never shows it.
    const appDir = path.join(__dirname, "../app/[locale]");
    const pages = (readdirSync(appDir, { recursive: true }) as string[])
      .filter((file) => path.basename(file) === "page.tsx" && !file.includes("[..."))
      .map(
        (file) =>
          `/${path
            .dirname(file)
            .split(path.sep)
            .filter((s) => s !== "." && !/^\(.*\)$/.test(s))
            .map((s) => (s === "[species]" ? "dogs" : s === "[base]" ? "pets" : s.startsWith("[") ? "x1" : s))
            .join("/")}`,
      );
    expect(pages.filter((p) => pageTypeOf(p) === "other").sort()).toEqual(["/offline", "/sellers/x1", "/unsubscribe"]);
  });
});

describe("safeNextPath", () => {
  // What it lets through: our pages as relative paths, with their query and fragment, without the language prefix.
  it.each([
    ["/dashboard", "/dashboard"],
    ["/cart?x=1", "/cart?x=1"],
    ["/pets/abc", "/pets/abc"],
    ["/pets/abc?intent=cart", "/pets/abc?intent=cart"],
    ["/te/pets/abc?x=1", "/pets/abc?x=1"],
    ["/hi/messages?receiverId=u1&petId=p1", "/messages?receiverId=u1&petId=p1"],
    ["/en/wishlist", "/wishlist"],
    ["/te", "/"],
    ["/", "/"],
    ["/pets/a#photos", "/pets/a#photos"],
    ["/dogs/labrador/in/hyderabad", "/dogs/labrador/in/hyderabad"],
    ["/pets/%E0%B0%95", "/pets/%E0%B0%95"],
    ["/" + "pets?q=" + "a".repeat(480), "/" + "pets?q=" + "a".repeat(480)],
  ])("lets %j through as %j", (input, expected) => expect(safeNextPath(input)).toBe(expected));

  // What it refuses: other sites however written, encoded tricks, what is not a page of ours, too long.
  it.each([
    "https://evil.com",
    "http://evil.com/pets/abc",
    "//evil.com",
    "//evil.com/pets/abc",
    "/\\evil.com",
    "\\evil.com",
    "/\\/evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "%2F%2Fevil.com",
    "/%2F%2Fevil.com",
    "/%2f/evil.com",
    "/%5Cevil.com",
    "/%5C%5Cevil.com",
    "/pets/%zz",
    // Browsers drop tabs and newlines from URLs: "/\t/evil.example" is "//evil.example".
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/x\u0000",
    "/pets/a%00",
    "/" + "a".repeat(600),
    "/pets?q=" + "a".repeat(500),
    "/server/auth/logout",
    "/_next/static/x.js",
    "/pets/a/b/c",
    "/login",
    "/te/register?next=/cart",
    "pets/abc",
    "",
    null,
    undefined,
  ])("refuses %j", (input) => expect(safeNextPath(input)).toBeNull());
});

describe("return intents", () => {
  it("reads only the fixed list", () => {
    expect(returnIntentOf("?intent=cart")).toBe("cart");
    expect(returnIntentOf("intent=wishlist&x=1")).toBe("wishlist");
    expect(returnIntentOf(new URLSearchParams({ intent: "contact" }))).toBe("contact");
    expect(returnIntentOf("?intent=delete")).toBeNull();
    expect(returnIntentOf("?intent=Cart")).toBeNull();
    expect(returnIntentOf("")).toBeNull();
  });

  it("makes a pet page's return path that the validator keeps", () => {
    for (const intent of RETURN_INTENTS) expect(safeNextPath(petReturnPath("cm1abc", intent))).toBe(`/pets/cm1abc?intent=${intent}`);
    expect(petReturnPath("a/b", "cart")).toBe("/pets/a%2Fb?intent=cart");
  });

  it("builds the sign-in and sign-up addresses that come back", () => {
    expect(loginPathFor("/pets/a?intent=cart")).toBe("/login?next=%2Fpets%2Fa%3Fintent%3Dcart");
    expect(loginPathFor(null)).toBe("/login");
    expect(loginPathFor("/cart", { forgot: "1" })).toBe("/login?next=%2Fcart&forgot=1");
    expect(registerPathFor("/pets/a?intent=contact")).toBe("/register?next=%2Fpets%2Fa%3Fintent%3Dcontact");
    expect(registerPathFor(null)).toBe("/register");
  });
});
