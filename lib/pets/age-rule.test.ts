import { ageRuleProblem, isAgeRuled } from "./age-rule";

const today = "2026-12-02";
const daysBefore = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);

describe("the 8-week rule", () => {
  it("judges dogs and cats only", () => {
    expect(["dog", "cat", "bird", "fish", "rabbit", "other", null, undefined].map(isAgeRuled)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    for (const species of ["bird", "fish", "rabbit", "other", null])
      expect(ageRuleProblem({ species, dateOfBirth: daysBefore(3), ageDays: 3, today })).toBeNull();
    expect(ageRuleProblem({ species: null, dateOfBirth: null, ageDays: null, today })).toBeNull();
  });

  it("reads the date of birth first: 56 days is old enough, 55 is not, whatever the age text says", () => {
    expect(ageRuleProblem({ species: "dog", dateOfBirth: daysBefore(56), ageDays: 21, today })).toBeNull();
    expect(ageRuleProblem({ species: "cat", dateOfBirth: daysBefore(55), ageDays: 400, today })).toEqual({
      field: "dateOfBirth",
      problem: "tooYoung",
    });
    // An age text that does not read does not matter beside a date.
    expect(ageRuleProblem({ species: "dog", dateOfBirth: daysBefore(400), ageDays: null, today })).toBeNull();
  });

  it("without a date, reads the age text's days: under 56 is too young, none at all asks for the date", () => {
    expect(ageRuleProblem({ species: "dog", dateOfBirth: null, ageDays: 56, today })).toBeNull();
    expect(ageRuleProblem({ species: "dog", dateOfBirth: undefined, ageDays: 55, today })).toEqual({ field: "age", problem: "tooYoung" });
    expect(ageRuleProblem({ species: "cat", dateOfBirth: null, ageDays: 0, today })).toEqual({ field: "age", problem: "tooYoung" });
    expect(ageRuleProblem({ species: "cat", dateOfBirth: null, ageDays: null, today })).toEqual({ field: "age", problem: "ageUnreadable" });
  });

  it("in the browser, where the text is not read, judges the date only", () => {
    expect(ageRuleProblem({ species: "dog", dateOfBirth: null, today })).toBeNull();
    expect(ageRuleProblem({ species: "dog", dateOfBirth: daysBefore(10), today })).toEqual({ field: "dateOfBirth", problem: "tooYoung" });
  });
});
