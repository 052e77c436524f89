import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isGuestOnlyPath, isKnownPage, isProtectedPath, NOT_FOUND_PATH, safeNextPath } from "./routes";

describe("route table", () => {
  it.each(["/dashboard", "/add-listing", "/cart", "/wishlist", "/profile", "/payment", "/messages", "/dashboard/x", "/pets/abc/edit"])("%s is protected", (p) =>
    expect(isProtectedPath(p)).toBe(true));
  it.each(["/", "/pets", "/pets/abc", "/pets/abc/editor", "/login", "/cartoon", "/support"])("%s is public", (p) => expect(isProtectedPath(p)).toBe(false));
  it("lists every page that asks for a session (requireUser) as protected", () => {
    // Each page under app/[locale] that calls requireUser must be in PROTECTED_PAGES, so the proxy sends a
    // signed-out visitor to the login page before the page renders.
    const root = path.join(process.cwd(), "app/[locale]");
    const guarded: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === "page.tsx" && readFileSync(full, "utf8").includes("requireUser(")) {
          const route = path.relative(root, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"));
          guarded.push(`/${route.join("/")}`);
        }
      }
    };
    walk(root);
    expect(guarded.length).toBeGreaterThan(0);
    for (const page of guarded) expect([page, isProtectedPath(page.replace("{id}", "some-id"))]).toEqual([page, true]);
  });
  it("knows the guest-only pages", () => {
    expect(isGuestOnlyPath("/login")).toBe(true);
    expect(isGuestOnlyPath("/register")).toBe(true);
    expect(isGuestOnlyPath("/logins")).toBe(false);
  });
});

describe("known pages", () => {
  // Every page of app/[locale] as an address: route groups dropped, a [param] filled in.
  const appDir = path.join(__dirname, "../app/[locale]");
  const pages = (readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === "page.tsx" && !file.includes("[..."))
    .map((file) => `/${path.dirname(file).split(path.sep).filter((s) => s !== "." && !/^\(.*\)$/.test(s)).map((s) => (s.startsWith("[") ? "x1" : s)).join("/")}`);

  it("knows every page of the app, and only those", () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(isKnownPage(page)).toBe(true);
  });
  it.each(["/nope", "/pets/a/b", "/dashboard/x", "/About", "/about/more", "/cartoon", NOT_FOUND_PATH])("%s is the 404, a cached page", (p) => {
    expect(isKnownPage(p)).toBe(false);
  });
});

describe("safeNextPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/cart?x=1", "/cart?x=1"],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["https://evil.example", null],
    // Browsers drop tabs and newlines from URLs: "/\t/evil.example" is "//evil.example".
    ["/\t/evil.example/x", null],
    ["/\n/evil.example/x", null],
    ["/\r\n/evil.example", null],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/\\/evil.example", null],
    ["/x\u0000", null],
    ["/pets/a#photos", "/pets/a#photos"],
    ["/" + "a".repeat(600), null],
    ["", null],
    [null, null],
  ])("%j → %j", (input, expected) => expect(safeNextPath(input)).toBe(expected));
});
