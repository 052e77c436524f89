import { makePetSchema } from "./schemas";

// The listing form shows every field's error at once: the checks across fields (the dates against
// today and the date of birth, the 8-week rule) run beside the required fields' errors, not only on the
// submit after those are fixed.

const NOW = new Date("2026-12-02T06:00:00Z");
const EMPTY = {
  name: "",
  breed: "",
  age: "",
  gender: "",
  price: "",
  location: "",
  description: "",
  features: [],
  species: "",
  dateOfBirth: "",
  vaccinated: "",
  dewormed: "",
  sterilised: "",
  microchipNumber: "",
  sellerType: "",
  registrationNumber: "",
  available: "1",
  vaccinations: [],
  dewormedOn: "",
  speciesRegistrationNumber: "",
};
const FILLED = {
  name: "Bruno",
  breed: "Indie",
  age: "2 years",
  gender: "male",
  price: "4500",
  location: "Guntur",
  description: "A calm dog.",
};

const errorsOf = (values: Record<string, unknown>) => {
  const parsed = makePetSchema(undefined, NOW).safeParse({ ...EMPTY, ...values });
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
};

describe("the listing schema reports every field at once", () => {
  it("an empty form: each required field", () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(["age", "breed", "description", "gender", "location", "name", "price"]);
  });

  it("dates in the future beside the empty required fields, in the same round", () => {
    const errors = errorsOf({
      dateOfBirth: "2027-01-05",
      dewormedOn: "2027-01-05",
      vaccinations: [{ vaccine: "Anti-rabies", date: "2027-01-05" }],
    });
    expect(errors).toMatchObject({
      name: ["petNameRequired"],
      price: ["priceInvalid"],
      dateOfBirth: ["dateOfBirthFuture"],
      dewormedOn: ["dewormedOnFuture"],
    });
    const parsed = makePetSchema(undefined, NOW).safeParse({ ...EMPTY, vaccinations: [{ vaccine: "Anti-rabies", date: "2027-01-05" }] });
    expect(parsed.error?.issues.some((i) => i.path.join(".") === "vaccinations.0.date" && i.message === "vaccinationDateFuture")).toBe(
      true,
    );
  });

  it("the 8-week rule on a puppy's date of birth, beside a missing name", () => {
    expect(errorsOf({ ...FILLED, name: "", species: "dog", dateOfBirth: "2026-11-20" })).toEqual({
      name: ["petNameRequired"],
      dateOfBirth: ["tooYoung"],
    });
  });

  it("a check across fields waits for the fields it reads: an unreadable date is its own error only", () => {
    expect(errorsOf({ ...FILLED, species: "dog", dateOfBirth: "not a date" })).toEqual({ dateOfBirth: ["dateOfBirthInvalid"] });
    expect(errorsOf({ ...FILLED, species: "dragon", dateOfBirth: "2026-11-20" })).toEqual({ species: ["speciesInvalid"] });
  });

  it("a valid listing passes", () => {
    expect(errorsOf({ ...FILLED, species: "dog", dateOfBirth: "2025-01-01", dewormedOn: "2026-11-01" })).toEqual({});
  });
});
