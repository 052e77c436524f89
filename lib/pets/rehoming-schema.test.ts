import { REHOMING_FEE_MAX, REHOMING_FEE_MIN, REHOMING_MAX_QUESTIONS, REHOMING_QUESTION_MAX_LENGTH } from "@/lib/rehoming/constants";
import { makePetSchema } from "./schemas";

// A rehoming listing's own bounds (docs/rehoming.md, "The rehoming listing"): the adoption fee within
// REHOMING_FEE_MIN..MAX, one pet, at most REHOMING_MAX_QUESTIONS questions of bounded length; a request
// without a mode is a sale, as before.

const NOW = new Date("2026-12-02T06:00:00Z");
const FILLED = {
  name: "Bruno",
  breed: "Indie",
  age: "2 years",
  gender: "male",
  price: "2000",
  location: "Guntur",
  description: "A calm dog.",
};
const parse = (values: Record<string, unknown>) => makePetSchema(undefined, NOW).safeParse({ ...FILLED, ...values });
const errorsOf = (values: Record<string, unknown>) => {
  const result = parse(values);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("the rehoming listing's schema", () => {
  it("reads a listing without a mode as a sale, at any price", () => {
    const result = parse({ price: "45000" });
    expect(result.success && result.data.mode).toBe("sale");
  });

  it("keeps the adoption fee within its bounds, the bounds themselves included", () => {
    expect(errorsOf({ mode: "rehoming", price: String(REHOMING_FEE_MIN) })).toEqual({});
    expect(errorsOf({ mode: "rehoming", price: String(REHOMING_FEE_MAX) })).toEqual({});
    expect(errorsOf({ mode: "rehoming", price: String(REHOMING_FEE_MIN - 1) }).price).toEqual(["adoptionFeeRange"]);
    expect(errorsOf({ mode: "rehoming", price: String(REHOMING_FEE_MAX + 1) }).price).toEqual(["adoptionFeeRange"]);
    // A sale is not bound by it.
    expect(errorsOf({ mode: "sale", price: String(REHOMING_FEE_MAX + 1) })).toEqual({});
  });

  it("says once what is wrong with an empty fee", () => {
    expect(errorsOf({ mode: "rehoming", price: "" }).price).toEqual(["priceInvalid"]);
  });

  it("rehomes one pet, not a litter", () => {
    expect(errorsOf({ mode: "rehoming", available: "3" }).available).toEqual(["rehomingOneAnimal"]);
    expect(errorsOf({ mode: "sale", available: "3" })).toEqual({});
  });

  it("takes up to the most questions, drops blank and repeated ones, and bounds each", () => {
    const five = Array.from({ length: REHOMING_MAX_QUESTIONS }, (_, i) => `Question ${i + 1}?`);
    const ok = parse({ mode: "rehoming", rehoming_questions: [...five, " ", five[0]] });
    expect(ok.success && ok.data.rehoming_questions).toEqual(five);
    expect(errorsOf({ mode: "rehoming", rehoming_questions: [...five, "One more?"] }).rehoming_questions).toEqual(["rehomingQuestionsMax"]);
    expect(errorsOf({ mode: "rehoming", rehoming_questions: ["x".repeat(REHOMING_QUESTION_MAX_LENGTH + 1)] })).toHaveProperty(
      "rehoming_questions",
    );
    expect(errorsOf({ mode: "rehoming", rehoming_questions: ["x".repeat(REHOMING_QUESTION_MAX_LENGTH)] })).toEqual({});
  });

  it("bounds the wishes and refuses an unknown mode", () => {
    expect(errorsOf({ mode: "rehoming", rehoming_wishes: "x".repeat(1001) }).rehoming_wishes).toEqual(["rehomingWishesMax"]);
    expect(errorsOf({ mode: "gift" }).mode).toEqual(["modeInvalid"]);
  });
});
