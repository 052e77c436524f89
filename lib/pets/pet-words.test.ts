import { PET_FORM as listing } from "@/tests/helpers/fuzz-cases";
import { MAX_WORD_LENGTH, ZPet } from "./schemas";

// The listing schema (the form's and POST/PUT /server/pets') refuses a name or breed with a word no
// card can show whole on a phone, and takes every real one.

const problems = (fields: Record<string, string>) => {
  const parsed = ZPet.safeParse({ ...listing, ...fields });
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
};

describe("the words of a pet's name and breed", () => {
  it.each([
    ["name", "Sona & Moti"],
    ["name", "Mr. Whiskers the Third of Banjara Hills"],
    ["name", "W".repeat(MAX_WORD_LENGTH)],
    ["name", `${"W".repeat(MAX_WORD_LENGTH)} ${"W".repeat(MAX_WORD_LENGTH)}`],
    ["name", "చిన్ని బంటీ"],
    ["breed", "American Staffordshire Terrier"],
    ["breed", "Peach-faced Lovebird"],
    ["breed", "Rajapalayam"],
    ["breed", "B".repeat(MAX_WORD_LENGTH)],
  ])("takes %s %j", (field, value) => {
    expect(problems({ [field]: value })).toEqual({});
  });

  it.each([
    ["name", "petNameWord", "W".repeat(MAX_WORD_LENGTH + 1)],
    ["name", "petNameWord", `Bruno ${"W".repeat(60)}`],
    ["name", "petNameWord", "https://www.example.com/pets/bruno-the-labrador"],
    ["name", "petNameWord", "<b>Bruno</b><script>alert(1)</script>"],
    ["name", "petNameWord", `${"a".repeat(20)}\u00A0${"b".repeat(20)}`],
    ["breed", "breedWord", "https://www.example.com/breeds/labrador"],
    ["breed", "breedWord", "R".repeat(MAX_WORD_LENGTH + 1)],
  ])("refuses %s with %s: %j", (field, key, value) => {
    expect(problems({ [field]: value })).toEqual({ [field]: [key] });
  });

  it("leaves towns and descriptions without the bound: a description may quote a link", () => {
    expect(problems({ location: "Visakhapatnam".repeat(3), description: `Papers at https://example.com/${"x".repeat(80)}` })).toEqual({});
  });
});
