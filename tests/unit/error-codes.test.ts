import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { AppError, englishError, ERRORS, type TErrorCode } from "@/lib/http/errors";
import { CLIENT_ERROR_CODES } from "@/lib/api-client/fetch";

// The error contract: every code in lib/http/errors.ts has a text in every language, and services and
// handlers raise codes, never English texts.
const codes = Object.keys(ERRORS) as TErrorCode[];
const root = path.resolve(__dirname, "../..");
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === "generated" ? [] : sources(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });

describe("error codes", () => {
  it.each([["en", en], ["te", te], ["hi", hi]] as const)("each has a text in messages/%s.json", (_locale, catalogue) => {
    const texts = catalogue.Errors as Record<string, string>;
    expect(codes.filter((code) => !texts[code]?.trim())).toEqual([]);
  });

  it("the Errors namespace holds only codes (the server's and the browser's own)", () => {
    const known = new Set<string>([...codes, ...CLIENT_ERROR_CODES]);
    expect(Object.keys(en.Errors).filter((key) => !known.has(key))).toEqual([]);
  });

  it("English texts take simple {placeholders} only (the server fills them without a message formatter)", () => {
    for (const code of codes) expect([code, /\{\w+,/.test(en.Errors[code])]).toEqual([code, false]);
    expect(englishError("CART_PET_UNAVAILABLE", { pet: "Bruno" })).toBe("Bruno is no longer available. Remove it from your cart to continue.");
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

  it("no service or handler raises a text: AppError takes a code, and nothing throws a bare Error with a message to show", () => {
    const offenders: string[] = [];
    for (const file of [...sources("lib"), ...sources("app/server")]) {
      const text = readFileSync(path.join(root, file), "utf8");
      // A code is a string literal or a typed expression; a second argument that is a string is text.
      for (const m of text.matchAll(/new AppError\(([^()]*)\)/g)) if (/^\s*[^,]+,\s*["'`]/.test(m[1])) offenders.push(`${file}: ${m[0]}`);
      // Services and handlers answer failures with AppError; a plain Error there would become a 500.
      if (/(^|\/)(service|route)\.ts$/.test(file) && /throw new Error\(/.test(text)) offenders.push(`${file}: throw new Error`);
    }
    expect(offenders).toEqual([]);
  });
});
