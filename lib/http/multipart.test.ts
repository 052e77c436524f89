import * as z from "zod";
import { AppError } from "./errors";
import { parseFormFields } from "./multipart";

// The form's text fields, read from a zod object's shape and parsed like a JSON body; what withRoute hands
// a multipart handler as `body` (the listing form itself: tests/unit/listing-form-values.test.ts).

const ZFields = z.object({
  name: z.string("petNameRequired").trim().min(1, "petNameRequired"),
  note: z.string().optional(),
  features: z.array(z.string("featuresInvalid"), "featuresInvalid").default([]),
  withMother: z.array(z.number("withMotherInvalid"), "withMotherInvalid").default([]),
});
const JSON_FIELDS = {
  features: { invalid: "featuresInvalid", description: "" },
  withMother: { invalid: "withMotherInvalid", description: "" },
} as const;

const formOf = (entries: [string, string | Blob][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};
const parse = (entries: [string, string | Blob][]) => parseFormFields(formOf(entries), ZFields, JSON_FIELDS);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, status: e.status, fieldCodes: e.fieldCodes, fieldErrors: e.fieldErrors } : e;
  }
  return null;
};

describe("parseFormFields", () => {
  it("reads the schema's fields from the form, decodes the JSON ones and leaves other fields out", () => {
    expect(
      parse([
        ["name", " Bruno "],
        ["features", '["Vaccinated", "Friendly"]'],
        ["withMother", "[1, 0]"],
        ["isAdmin", "true"],
      ]),
    ).toEqual({ name: "Bruno", features: ["Vaccinated", "Friendly"], withMother: [1, 0] });
  });

  it("takes a field's first value, and leaves a missing or empty JSON field to the schema's default", () => {
    expect(
      parse([
        ["name", "Bruno"],
        ["name", "Moti"],
        ["features", "  "],
      ]),
    ).toEqual({ name: "Bruno", features: [], withMother: [] });
  });

  it("answers a field that is not JSON with its own code, every such field at once, before the schema runs", () => {
    expect(
      refusal(() =>
        parse([
          ["features", "[not json"],
          ["withMother", "{"],
        ]),
      ),
    ).toEqual({
      code: "VALIDATION",
      status: 422,
      fieldCodes: { features: ["featuresInvalid"], withMother: ["withMotherInvalid"] },
      fieldErrors: { features: ["Features must be a list of short texts"], withMother: [expect.any(String)] },
    });
  });

  it("answers the schema's failures as a JSON body's (VALIDATION with each field's code and text)", () => {
    expect(refusal(() => parse([["features", '{"a": 1}']]))).toMatchObject({
      code: "VALIDATION",
      fieldCodes: { name: ["petNameRequired"], features: ["featuresInvalid"] },
      fieldErrors: { name: ["Pet name is required"], features: ["Features must be a list of short texts"] },
    });
  });

  it("refuses a file where text or a JSON list belongs, on the field, with its own text", () => {
    const file = new Blob(["[]"], { type: "application/json" });
    expect(
      refusal(() =>
        parse([
          ["name", file],
          ["features", file],
        ]),
      ),
    ).toMatchObject({ code: "VALIDATION", fieldCodes: { name: ["petNameRequired"], features: ["featuresInvalid"] } });
  });

  it("cleans the decoded JSON as any input: an escaped control character is refused on its item", () => {
    expect(
      refusal(() =>
        parse([
          ["name", "Bruno"],
          ["features", '["ok", "bad\\u0000"]'],
        ]),
      ),
    ).toMatchObject({ code: "VALIDATION", fieldCodes: { "features.1": ["INPUT_UNSAFE"] } });
  });

  it("reads a field as text unless it is declared JSON", () => {
    expect(parseFormFields(formOf([["name", '["Bruno"]']]), ZFields)).toMatchObject({ name: '["Bruno"]' });
  });
});
