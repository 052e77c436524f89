import { ageOn, breedWords, cardWords, townWords } from "./card-words";

describe("a pet's age in words (ageOn)", () => {
  const today = "2026-12-02";

  it("counts days in the first week", () => {
    expect(ageOn("2026-12-02", today)).toEqual({ unit: "day", count: 0 });
    expect(ageOn("2026-11-26", today)).toEqual({ unit: "day", count: 6 });
  });

  it("counts whole weeks from 7 days to under 12 weeks", () => {
    expect(ageOn("2026-11-25", today)).toEqual({ unit: "week", count: 1 });
    expect(ageOn("2026-11-24", today)).toEqual({ unit: "week", count: 1 });
    // The demo's Bruno: listed at 11 weeks.
    expect(ageOn("2026-09-15", today)).toEqual({ unit: "week", count: 11 });
    expect(ageOn("2026-09-10", today)).toEqual({ unit: "week", count: 11 }); // 83 days
  });

  it("counts whole calendar months from 12 weeks to under 2 years", () => {
    expect(ageOn("2026-09-09", today)).toEqual({ unit: "month", count: 2 }); // 84 days
    expect(ageOn("2026-08-02", today)).toEqual({ unit: "month", count: 4 });
    expect(ageOn("2026-08-03", today)).toEqual({ unit: "month", count: 3 }); // a day short of 4
    expect(ageOn("2025-06-02", today)).toEqual({ unit: "month", count: 18 });
    expect(ageOn("2024-12-03", today)).toEqual({ unit: "month", count: 23 });
  });

  it("counts a month on the last day of a shorter month", () => {
    expect(ageOn("2026-01-31", "2026-04-30")).toEqual({ unit: "month", count: 3 });
    expect(ageOn("2026-01-31", "2026-04-29")).toEqual({ unit: "month", count: 2 });
  });

  it("counts whole years from 2 years", () => {
    expect(ageOn("2024-12-02", today)).toEqual({ unit: "year", count: 2 });
    expect(ageOn("2023-12-03", today)).toEqual({ unit: "year", count: 2 });
    expect(ageOn("2016-01-01", today)).toEqual({ unit: "year", count: 10 });
  });

  it("says nothing without a birth day, for a day that is no date, or one after today", () => {
    expect(ageOn(null, today)).toBeNull();
    expect(ageOn(undefined, today)).toBeNull();
    expect(ageOn("", today)).toBeNull();
    expect(ageOn("2026-02-31", today)).toBeNull();
    expect(ageOn("2 years", today)).toBeNull();
    expect(ageOn("2026-12-03", today)).toBeNull();
  });
});

describe("breeds and towns in the reader's language", () => {
  it("names a catalogue breed and town in Telugu and Hindi, whatever the seller's case and spaces", () => {
    expect(breedWords("Labrador Retriever", "te")).toBe("లాబ్రడార్ రిట్రీవర్");
    expect(breedWords("  labrador retriever ", "hi")).toBe("लैब्राडोर रिट्रीवर");
    expect(townWords("Hyderabad", "te")).toBe("హైదరాబాద్");
    expect(townWords("hyderabad", "hi")).toBe("हैदराबाद");
  });

  it("keeps the seller's text in English, and for breeds and towns the catalogue does not know", () => {
    expect(breedWords("labrador retriever", "en")).toBe("labrador retriever");
    expect(breedWords("Labradoodle mix", "te")).toBe("Labradoodle mix");
    expect(townWords("Kukatpally, Hyderabad", "te")).toBe("Kukatpally, Hyderabad");
    expect(townWords("Hyderabad", "en")).toBe("Hyderabad");
  });
});

describe("a card's words (cardWords)", () => {
  it("puts the breed, the town and the age together, keeping the seller's age text for when there is no birth day", () => {
    const pet = { breed: "Labrador Retriever", location: "Hyderabad", age: "11 weeks", bornOn: "2026-09-15" };
    expect(cardWords(pet, "te", "2026-12-02")).toEqual({
      breed: "లాబ్రడార్ రిట్రీవర్",
      town: "హైదరాబాద్",
      age: { unit: "week", count: 11 },
      ageText: "11 weeks",
    });
    expect(cardWords({ ...pet, bornOn: null }, "en", "2026-12-02")).toEqual({
      breed: "Labrador Retriever",
      town: "Hyderabad",
      age: null,
      ageText: "11 weeks",
    });
  });
});
