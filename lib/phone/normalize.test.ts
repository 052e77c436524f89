import { formatPhone, looksLikeIndianMobile } from "./format";
import { normalizePhone } from "./normalize";

// Reading a mobile number as people type it: only Indian mobiles, as E.164.

describe("normalizePhone", () => {
  it.each([
    ["+91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["9876543210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["(987) 654.3210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["  70123 45678  ", "+917012345678"],
    ["63001 23456", "+916300123456"],
  ])("reads %s as %s", (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each([
    ["a Hyderabad landline", "040 2345 6789"],
    ["a Bengaluru landline with +91", "+91 80 2345 6789"],
    ["a number starting with 5", "5876543210"],
    ["a Patna landline without its 0, which looks like a mobile", "6123456789"],
    ["a British mobile", "+44 7700 900123"],
    ["an American number", "+1 202 555 0143"],
    ["too few digits", "98765"],
    ["too many digits", "98765432101"],
    ["letters", "98765abcde"],
    ["an extension", "9876543210 ext 5"],
    ["words", "call me"],
    ["nothing", ""],
    ["a huge input", "9".repeat(1000)],
  ])("refuses %s", (_what, typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe("the browser's shape check and the shown form", () => {
  it("takes what the server may read, and refuses what is plainly not a mobile", () => {
    expect(["98765 43210", "+91 98765 43210", "098765 43210", "91-98765-43210", "0091 98765 43210"].every(looksLikeIndianMobile)).toBe(
      true,
    );
    expect(["12345", "5876543210", "98765abcde", "+44 7700 900123"].some(looksLikeIndianMobile)).toBe(false);
  });

  it("shows +91 and the ten digits in two groups", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhone("not a number")).toBe("not a number");
  });
});
