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
    ["", null],
    [null, null],
  ])("%s → %s", (input, expected) => expect(safeNextPath(input)).toBe(expected));
});
