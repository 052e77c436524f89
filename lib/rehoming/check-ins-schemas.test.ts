import { CHECK_IN_NOTE_MAX_LENGTH } from "./constants";
import { answerParam, ZCheckInAnswer } from "./check-ins-schemas";

// The answer a mail's button carries (?answer= on the answer page) and the answer's body: only the three
// answers pass, and a note within its length, trimmed.

describe("answerParam", () => {
  it.each(["settling_well", "some_trouble", "needs_new_home"])("keeps %s", (a) => expect(answerParam(a)).toBe(a));
  it.each([undefined, "", "SETTLING_WELL", "maybe", "settling_well ", ["settling_well"]])("drops %p", (a) =>
    expect(answerParam(a as string | string[] | undefined)).toBeNull(),
  );
});

describe("ZCheckInAnswer", () => {
  it("takes an answer with a trimmed note, or none", () => {
    expect(ZCheckInAnswer.parse({ answer: "some_trouble", note: "  He hides.  " })).toEqual({ answer: "some_trouble", note: "He hides." });
    expect(ZCheckInAnswer.parse({ answer: "settling_well" })).toEqual({ answer: "settling_well" });
    expect(ZCheckInAnswer.parse({ answer: "settling_well", note: null })).toEqual({ answer: "settling_well", note: null });
  });
  it("refuses another answer, a note too long, a note that is not text", () => {
    const codes = (input: unknown) => ZCheckInAnswer.safeParse(input).error?.issues.map((i) => i.message);
    expect(codes({ answer: "maybe" })).toEqual(["CHECK_IN_ANSWER_INVALID"]);
    expect(codes({})).toEqual(["CHECK_IN_ANSWER_INVALID"]);
    expect(codes({ answer: "some_trouble", note: "x".repeat(CHECK_IN_NOTE_MAX_LENGTH + 1) })).toEqual(["CHECK_IN_NOTE_TOO_LONG"]);
    expect(ZCheckInAnswer.safeParse({ answer: "some_trouble", note: "x".repeat(CHECK_IN_NOTE_MAX_LENGTH) }).success).toBe(true);
    expect(codes({ answer: "some_trouble", note: 5 })).toEqual(["CHECK_IN_NOTE_TOO_LONG"]);
  });
});
