import { acknowledgeBy, decideBy } from "./clocks";

describe("a dispute's clocks", () => {
  it("acknowledges within 48 hours", () => {
    expect(acknowledgeBy(new Date("2026-12-02T10:00:00Z")).toISOString()).toBe("2026-12-04T10:00:00.000Z");
  });

  it.each([
    // Wednesday 15:30 IST → the next Wednesday (Sat and Sun do not count).
    ["2026-12-02T10:00:00Z", "2026-12-09T10:00:00.000Z"],
    // Friday → the next Friday.
    ["2026-12-04T10:00:00Z", "2026-12-11T10:00:00.000Z"],
    // Saturday → the next Friday (Mon..Fri are the five).
    ["2026-12-05T10:00:00Z", "2026-12-11T10:00:00.000Z"],
    // Sunday 23:00 IST (17:30 UTC) is still Sunday in India → Friday.
    ["2026-12-06T17:30:00Z", "2026-12-11T17:30:00.000Z"],
    // Monday 00:30 IST (Sunday 19:00 UTC) is Monday in India → the next Monday.
    ["2026-12-06T19:00:00Z", "2026-12-13T19:00:00.000Z"],
  ])("opened %s is decided by %s", (opened, by) => {
    expect(decideBy(new Date(opened)).toISOString()).toBe(by);
  });
});
