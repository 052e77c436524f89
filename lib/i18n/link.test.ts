import { isInAppClick } from "./link";

const ORIGIN = "http://127.0.0.1:3000";
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, attributes: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attributes.target ?? "",
  hasAttribute: (name: string) => name === "download" && attributes.download === true,
});

describe("isInAppClick", () => {
  it("follows a plain left click on a link of this site in the app, on whichever address it is served", () => {
    expect(isInAppClick(click, anchor(`${ORIGIN}/pets`), ORIGIN)).toBe(true);
    expect(isInAppClick(click, anchor(`${ORIGIN}/te/pets?species=dog#top`), ORIGIN)).toBe(true);
    expect(isInAppClick(click, anchor(`${ORIGIN}/pets`, { target: "_self" }), ORIGIN)).toBe(true);
    expect(isInAppClick(click, anchor("https://pawbazaar-git-branch.vercel.app/pets"), "https://pawbazaar-git-branch.vercel.app")).toBe(
      true,
    );
  });

  it("leaves a new tab or window, a download and another button to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(isInAppClick({ ...click, [key]: true }, anchor(`${ORIGIN}/pets`), ORIGIN)).toBe(false);
    }
    expect(isInAppClick({ ...click, button: 1 }, anchor(`${ORIGIN}/pets`), ORIGIN)).toBe(false);
    expect(isInAppClick(click, anchor(`${ORIGIN}/pets`, { target: "_blank" }), ORIGIN)).toBe(false);
    expect(isInAppClick(click, anchor(`${ORIGIN}/server/profile/export`, { download: true }), ORIGIN)).toBe(false);
  });

  it("leaves a click a handler already took, and a link off this site, to the browser", () => {
    expect(isInAppClick({ ...click, defaultPrevented: true }, anchor(`${ORIGIN}/pets`), ORIGIN)).toBe(false);
    expect(isInAppClick(click, anchor("https://wa.me/919999999999"), ORIGIN)).toBe(false);
    expect(isInAppClick(click, anchor("http://localhost:3000/pets"), ORIGIN)).toBe(false);
    expect(isInAppClick(click, anchor("mailto:help@example.com"), ORIGIN)).toBe(false);
    expect(isInAppClick(click, anchor("not a url"), ORIGIN)).toBe(false);
  });
});
