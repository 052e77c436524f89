import compile from "icu-minify/compile";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { errorPageTexts } from "@/lib/i18n/error-page-texts";
import { REFUSAL_TEXTS } from "@/lib/http/refusal-texts.mjs";
import { MAX_MESSAGE_LENGTH } from "@/lib/messages/schemas";
import { ACKNOWLEDGE_WITHIN_MS, RESOLVE_WITHIN_MS } from "@/lib/moderation/support-clocks";
import { SUPPORT_LIMITS } from "@/lib/support/schemas";

type TTree = { [k: string]: string | TTree };
const keys = (o: TTree, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : keys(v, `${prefix}${k}.`)));
const values = (o: TTree): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (n: TTree, p: string) =>
    Object.entries(n).forEach(([k, v]) => (typeof v === "string" ? (out[p + k] = v) : walk(v, `${p}${k}.`)));
  walk(o, "");
  return out;
};
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe.each([
  ["te", te],
  ["hi", hi],
] as const)("messages/%s.json", (_name, catalogue) => {
  it("has exactly the keys of en.json", () => {
    expect(keys(catalogue as TTree).sort()).toEqual(keys(en as TTree).sort());
  });

  it("uses the same placeholders as en.json in every message", () => {
    const enValues = values(en as TTree);
    const other = values(catalogue as TTree);
    for (const [k, v] of Object.entries(enValues)) expect([k, placeholders(other[k] ?? "")]).toEqual([k, placeholders(v)]);
  });

  it("is translated: no message is left as the English text, except names and codes", () => {
    const enValues = values(en as TTree);
    const other = values(catalogue as TTree);
    // A message may equal the English one only when it has no letters of a sentence (brand, numbers, symbols).
    const untranslated = Object.keys(enValues).filter((k) => other[k] === enValues[k] && /[a-z]{3,}\s+[a-z]{2,}/i.test(enValues[k]));
    expect(untranslated).toEqual([]);
  });
});

describe("lib/i18n/error-page-texts.ts", () => {
  // Compiled as the build compiles the catalogues (next.config.ts), since the browser's formatter reads only that form.
  const compiled = (tree: TTree): unknown =>
    Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === "string" ? compile(v) : compiled(v)]));

  it("matches each catalogue's Common and ErrorPage, compiled (run node scripts/gen-client-texts.mjs after editing them)", () => {
    expect(errorPageTexts).toEqual({
      en: compiled({ Common: en.Common, ErrorPage: en.ErrorPage }),
      te: compiled({ Common: te.Common, ErrorPage: te.ErrorPage }),
      hi: compiled({ Common: hi.Common, ErrorPage: hi.ErrorPage }),
    });
  });
});

describe("lib/http/refusal-texts.mjs", () => {
  it("holds each catalogue's texts of the codes answered before any page or handler runs (run node scripts/gen-client-texts.mjs after editing them)", () => {
    const pick = (c: typeof en) => ({
      BAD_REQUEST: c.Errors.BAD_REQUEST,
      CROSS_SITE: c.Errors.CROSS_SITE,
      METHOD_NOT_ALLOWED: c.Errors.METHOD_NOT_ALLOWED,
      PAYLOAD_TOO_LARGE: c.Errors.PAYLOAD_TOO_LARGE,
    });
    expect(REFUSAL_TEXTS).toEqual({ en: pick(en), te: pick(te), hi: pick(hi) });
  });
});

describe("the limits and times the texts state", () => {
  // Each of these texts names a number the code holds elsewhere; written out in three languages, it
  // drifts unless checked. A chat message (lib/messages/schemas.ts) and a message to our team (the
  // support and contact forms, an appeal: lib/support/schemas.ts) have different limits, and say which
  // message they mean. The Grievance Officer's clocks (lib/moderation/support-clocks.ts) are the ones the
  // terms and the privacy policy promise.
  const HOUR = 60 * 60 * 1000;
  const stated: [string, string[]][] = [
    ["Errors.MESSAGE_TOO_LONG", [String(MAX_MESSAGE_LENGTH)]],
    ["Validation.messageMax", [String(SUPPORT_LIMITS.message)]],
    ["Terms.sections.contact.p.p1", [String(ACKNOWLEDGE_WITHIN_MS / HOUR), String(RESOLVE_WITHIN_MS / (24 * HOUR))]],
    ["Privacy.sections.contact.p.p1", [String(ACKNOWLEDGE_WITHIN_MS / HOUR), String(RESOLVE_WITHIN_MS / (24 * HOUR))]],
  ];
  it.each([
    ["en", en],
    ["te", te],
    ["hi", hi],
  ] as const)("in messages/%s.json match the code", (_name, catalogue) => {
    const texts = values(catalogue as TTree);
    for (const [key, numbers] of stated)
      expect([key, numbers.filter((n) => !new RegExp(`(?<![\\d,])${n}(?![\\d,])`).test(texts[key]))]).toEqual([key, []]);
  });
});
