import { isGuestOnlyPath, isProtectedPath, safeNextPath } from "./routes";

describe("route table", () => {
  it.each(["/dashboard", "/add-listing", "/cart", "/wishlist", "/profile", "/payment", "/messages", "/dashboard/x"])("%s is protected", (p) =>
    expect(isProtectedPath(p)).toBe(true));
  it.each(["/", "/pets", "/pets/abc", "/login", "/cartoon", "/support"])("%s is public", (p) => expect(isProtectedPath(p)).toBe(false));
  it("knows the guest-only pages", () => {
    expect(isGuestOnlyPath("/login")).toBe(true);
    expect(isGuestOnlyPath("/register")).toBe(true);
    expect(isGuestOnlyPath("/logins")).toBe(false);
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
