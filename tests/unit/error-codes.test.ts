import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { AppError, englishError, errorParams, ERRORS, placeholderParams, type TErrorCode } from "@/lib/http/errors";
import { fail } from "@/lib/http/json-response";
import { CLIENT_ERROR_CODES } from "@/lib/api-client/fetch";

// The error contract: every code in lib/http/errors.ts has a text in every language, and answers with
// it. That services and handlers raise codes, never texts, is a lint rule (errors/known-code,
// errors/no-plain-error in scripts/eslint/errors.mjs).
// A test, not a rule: it holds the ERRORS table and the catalogues to each other, and runs the answers.
const codes = Object.keys(ERRORS) as TErrorCode[];

describe("error codes", () => {
  it.each([
    ["en", en],
    ["te", te],
    ["hi", hi],
  ] as const)("each has a text in messages/%s.json", (_locale, catalogue) => {
    const texts = catalogue.Errors as Record<string, string>;
    expect(codes.filter((code) => !texts[code]?.trim())).toEqual([]);
  });

  it("the Errors namespace holds only codes (the server's and the browser's own)", () => {
    const known = new Set<string>([...codes, ...CLIENT_ERROR_CODES]);
    expect(Object.keys(en.Errors).filter((key) => !known.has(key))).toEqual([]);
  });

  it.each([
    ["en", en],
    ["te", te],
    ["hi", hi],
  ] as const)(
    "in messages/%s.json, each text's {placeholders} are the parameters its code declares (ERRORS[code].params)",
    (_locale, catalogue) => {
      const texts = catalogue.Errors as Record<string, string>;
      const mismatched = codes.filter((code) => {
        const used = [...texts[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        return JSON.stringify(used) !== JSON.stringify([...errorParams(code)].sort());
      });
      expect(mismatched).toEqual([]);
      // Simple placeholders only: a plural or select would need the catalogue's parameters to be numbers.
      expect(codes.filter((code) => /\{\w+,/.test(texts[code]))).toEqual([]);
    },
  );

  // What the API answers for each code: its own status, its code, and its English text with the
  // parameters in place. The same check runs against the production build (e2e/api.spec.ts), where the
  // catalogue is precompiled.
  it.each(codes.map((code) => [code] as const))("%s answers its status, its code and its English text", async (code) => {
    const params = Object.fromEntries(errorParams(code).map((name, i) => [name, `value ${i + 1} of ${name}`]));
    const res = fail(new AppError(code, { params }));
    expect(res.status).toBe(ERRORS[code].status);
    const body = await res.json();
    const expected = Object.entries(params).reduce((text, [name, value]) => text.replace(`{${name}}`, value), en.Errors[code]);
    expect(body).toMatchObject({ success: false, code, message: expected });
    expect(body.message).not.toMatch(/[{}]/);
  });

  it("a parameter not given keeps its placeholder; the API reference shows each text so", () => {
    expect(englishError("CART_PET_UNAVAILABLE", { pet: "Bruno" })).toBe(
      "Bruno is no longer available. Remove it from your cart to continue.",
    );
    expect(englishError("AMOUNT_MISMATCH")).toBe("The amount does not match your cart total of {total}.");
    expect(englishError("SAVED_SEARCHES_LIMIT", placeholderParams("SAVED_SEARCHES_LIMIT"))).toBe(en.Errors.SAVED_SEARCHES_LIMIT);
    expect(englishError("UNAVAILABLE")).toBe(en.Errors.UNAVAILABLE);
  });

  it("each status is an error status", () => {
    for (const code of codes) expect([code, ERRORS[code].status >= 400 && ERRORS[code].status < 600]).toEqual([code, true]);
  });

  it("field problems are error codes or Validation keys, answered in English and as codes", () => {
    const e = new AppError("VALIDATION", { fields: { email: ["EMAIL_TAKEN"], name: ["nameRequired"] } });
    expect(e.fieldErrors).toEqual({ email: [en.Errors.EMAIL_TAKEN], name: [en.Validation.nameRequired] });
    expect(e.fieldCodes).toEqual({ email: ["EMAIL_TAKEN"], name: ["nameRequired"] });
    expect(e.message).toBe(en.Errors.EMAIL_TAKEN);
  });
});
