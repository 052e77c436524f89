import * as z from "zod";
import { AppError } from "./errors";
import { cleanForm, cleanInput, cleanParam, cleanString, isId, MAX_STRING_LENGTH } from "./input";

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, fieldCodes: e.fieldCodes } : e;
  }
  return null;
};

describe("cleanString", () => {
  it.each(["\u0000", "a\u0000b", "\u0001", "\u001b[2J", "\u007f", "\u0085", "\ud800", "x\udfffy"])("refuses %j", (value) => {
    expect(refusal(() => cleanString(value, { field: "name" }))).toEqual({ code: "VALIDATION", fieldCodes: { name: ["INPUT_UNSAFE"] } });
  });

  it("allows line breaks and tabs in long texts only, as \\n", () => {
    expect(cleanString("one\r\ntwo\rthree\tfour", { field: "description" })).toBe("one\ntwo\nthree\tfour");
    expect(cleanString("one\ntwo", { field: "message" })).toBe("one\ntwo");
    for (const field of ["name", "email", "pet_id", ""])
      expect(refusal(() => cleanString("one\ntwo", { field }))).toMatchObject({ code: "VALIDATION" });
    // Around a single-line value (a paste), it is left for the schema to trim.
    expect(cleanString(" a@b.in\n", { field: "email" })).toBe(" a@b.in\n");
    expect(cleanString("\t\n", { field: "name" })).toBe("\t\n");
  });

  it("NFC-normalises, except passwords", () => {
    expect(cleanString("Rene\u0301e", { field: "name" })).toBe("Ren\u00e9e");
    expect(cleanString("pa\u0301ss", { field: "newPassword" })).toBe("pa\u0301ss");
    expect(cleanString("తెలుగు 😀 हिन्दी")).toBe("తెలుగు 😀 हिन्दी");
  });

  it("caps every string", () => {
    expect(cleanString("x".repeat(MAX_STRING_LENGTH))).toHaveLength(MAX_STRING_LENGTH);
    expect(refusal(() => cleanString("x".repeat(MAX_STRING_LENGTH + 1), { field: "bio" }))).toEqual({
      code: "VALIDATION",
      fieldCodes: { bio: ["INPUT_TOO_LONG"] },
    });
  });
});

describe("cleanInput", () => {
  it("cleans every string in a body and names the field that fails, by its path", () => {
    expect(cleanInput({ name: "Rene\u0301e", tags: ["a", "b"], n: 1, ok: true, none: null })).toEqual({
      name: "Ren\u00e9e",
      tags: ["a", "b"],
      n: 1,
      ok: true,
      none: null,
    });
    expect(refusal(() => cleanInput({ items: [{ name: "ok" }, { name: "b\u0000d" }] }))).toEqual({
      code: "VALIDATION",
      fieldCodes: { "items.1.name": ["INPUT_UNSAFE"] },
    });
  });

  it("bounds nesting, lists and field names", () => {
    expect(refusal(() => cleanInput({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }))).toMatchObject({ code: "VALIDATION" });
    expect(refusal(() => cleanInput({ list: Array(201).fill(1) }))).toMatchObject({ code: "VALIDATION" });
    expect(refusal(() => cleanInput({ ["k\u0000"]: 1 }))).toMatchObject({ code: "VALIDATION" });
  });

  it("drops a __proto__ key at every depth, so the body cannot choose the copy's prototype", () => {
    // Only JSON.parse makes "__proto__" an own key (an object literal would set the prototype instead).
    const clean = cleanInput(JSON.parse('{"__proto__": {"isAdmin": true}, "name": "x"}')) as Record<string, unknown>;
    expect(clean).toEqual({ name: "x" });
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.keys(clean)).toEqual(["name"]);
    expect(clean.isAdmin).toBeUndefined();
    expect(Object.hasOwn(clean, "__proto__")).toBe(false);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    // What it would buy: a schema reads a field the body left out from the prototype.
    const ZBody = z.object({ name: z.string(), isAdmin: z.boolean().optional() });
    expect(ZBody.parse(cleanInput(JSON.parse('{"__proto__": {"isAdmin": true}, "name": "x"}')))).toEqual({ name: "x" });

    const nested = cleanInput(
      JSON.parse(
        '{"filters": {"__proto__": {"role": "admin"}, "q": "lab"}, "items": [{"__proto__": {"price": 1}, "id": "a"}, [{"__proto__": null}]]}',
      ),
    ) as { filters: Record<string, unknown>; items: [Record<string, unknown>, Record<string, unknown>[]] };
    expect(nested).toEqual({ filters: { q: "lab" }, items: [{ id: "a" }, [{}]] });
    expect(nested.filters.role).toBeUndefined();
    expect(nested.items[0].price).toBeUndefined();
    for (const o of [nested, nested.filters, nested.items[0], nested.items[1][0]]) expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    // A top-level list of objects too.
    const list = cleanInput(JSON.parse('[{"__proto__": {"isAdmin": true}}]')) as Record<string, unknown>[];
    expect(list[0].isAdmin).toBeUndefined();
    expect(Object.getPrototypeOf(list[0])).toBe(Object.prototype);
  });

  it("keeps every other key, constructor and prototype included, as plain own properties", () => {
    const clean = cleanInput(
      JSON.parse('{"constructor": {"prototype": {"isAdmin": true}}, "prototype": "p", "proto": "x", "__proto": 1}'),
    ) as Record<string, unknown>;
    expect(clean).toEqual({ constructor: { prototype: { isAdmin: true } }, prototype: "p", proto: "x", __proto: 1 });
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(clean.isAdmin).toBeUndefined();
    // Nothing leaked into the shared prototype either.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("cleans multipart text and leaves files alone", () => {
    const form = new FormData();
    form.append("name", "Rene\u0301e");
    form.append("images", new Blob([new Uint8Array([0, 1, 2])]), "a.png");
    const clean = cleanForm(form);
    expect(clean.get("name")).toBe("Ren\u00e9e");
    expect(clean.get("images")).toBeInstanceOf(Blob);
    form.append("breed", "x\u0000");
    expect(refusal(() => cleanForm(form))).toMatchObject({ code: "VALIDATION", fieldCodes: { breed: ["INPUT_UNSAFE"] } });
  });
});

describe("ids and page parameters", () => {
  it("accepts only what can be one of our ids", () => {
    expect(isId("cmabc123def456ghi789jkl0")).toBe(true);
    for (const bad of ["", "a\u0000", "../x", "x".repeat(41), "a b", 42, null]) expect(isId(bad)).toBe(false);
  });

  it("reads a page parameter as clean text or nothing", () => {
    expect(cleanParam(["Beagle", "Pug"])).toBe("Beagle");
    expect(cleanParam("a\u0000b")).toBeUndefined();
    expect(cleanParam("x".repeat(501))).toBeUndefined();
    expect(cleanParam(undefined)).toBeUndefined();
  });
});
