import { getPathname, splitLocale } from "./paths";

describe("getPathname", () => {
  it("leaves English addresses without a prefix and gives Telugu and Hindi theirs", () => {
    expect(getPathname({ href: "/pets", locale: "en" })).toBe("/pets");
    expect(getPathname({ href: "/pets?species=dog", locale: "te" })).toBe("/te/pets?species=dog");
    expect(getPathname({ href: "/", locale: "hi" })).toBe("/hi");
    expect(getPathname({ href: "/?q=lab", locale: "te" })).toBe("/te?q=lab");
    expect(getPathname({ href: "/#main", locale: "te" })).toBe("/te#main");
  });

  it("writes English's prefix out for a change of language, so the proxy remembers it", () => {
    expect(getPathname({ href: "/", locale: "en", forcePrefix: true })).toBe("/en");
    expect(getPathname({ href: "/pets", locale: "en", forcePrefix: true })).toBe("/en/pets");
  });

  it("takes a path with its query as an object, leaving out what is undefined", () => {
    expect(getPathname({ href: { pathname: "/profile", query: { tab: "alerts", page: undefined } }, locale: "te" })).toBe(
      "/te/profile?tab=alerts",
    );
    expect(getPathname({ href: { pathname: "/messages", query: { with: "a b&c" } }, locale: "en" })).toBe("/messages?with=a+b%26c");
  });

  it("returns addresses that leave the site, and in-page ones, as they are", () => {
    expect(getPathname({ href: "https://wa.me/911234567890", locale: "te" })).toBe("https://wa.me/911234567890");
    expect(getPathname({ href: "mailto:help@example.com", locale: "hi" })).toBe("mailto:help@example.com");
    expect(getPathname({ href: "//elsewhere.example/x", locale: "te" })).toBe("//elsewhere.example/x");
    expect(getPathname({ href: "#reviews", locale: "te" })).toBe("#reviews");
  });
});

describe("splitLocale", () => {
  it("splits an address into its language and the app's path", () => {
    expect(splitLocale("/te/pets/abc")).toEqual({ locale: "te", pathname: "/pets/abc" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", pathname: "/" });
    expect(splitLocale("/en/cart")).toEqual({ locale: "en", pathname: "/cart" });
  });

  it("finds no language in an English address or a path that only starts like one", () => {
    expect(splitLocale("/pets")).toEqual({ locale: null, pathname: "/pets" });
    expect(splitLocale("/")).toEqual({ locale: null, pathname: "/" });
    expect(splitLocale("/tea-cup-poodles")).toEqual({ locale: null, pathname: "/tea-cup-poodles" });
  });
});
