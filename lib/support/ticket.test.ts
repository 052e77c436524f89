import { FIRST_TICKET, formatTicket, parseTicket } from "./ticket";

describe("formatTicket", () => {
  it("writes the number after PB-", () => {
    expect(formatTicket(100001)).toBe("PB-100001");
    expect(formatTicket(1234567)).toBe("PB-1234567");
  });
});

describe("parseTicket", () => {
  it.each([
    ["PB-100234", 100234],
    ["pb-100234", 100234],
    ["  PB-100234 ", 100234],
    ["PB 100234", 100234],
    ["PB100234", 100234],
    ["PB – 100234", 100234],
    ["#PB-100234", 100234],
    ["#100234", 100234],
    ["100234", 100234],
  ])("reads %j as %d", (input, n) => {
    expect(parseTicket(input)).toBe(n);
  });

  it.each(["", "PB-", "PB-12a", "XY-100234", "100234PB", "PB--100234", "1e6", "100234.5", "-100234", "PB-99999999999"])(
    "refuses %j",
    (input) => {
      expect(parseTicket(input)).toBeNull();
    },
  );

  it("refuses numbers the sequence never gives (below its start, beyond an integer column)", () => {
    expect(parseTicket(String(FIRST_TICKET - 1))).toBeNull();
    expect(parseTicket(String(FIRST_TICKET))).toBe(FIRST_TICKET);
    expect(parseTicket("2147483647")).toBe(2147483647);
    expect(parseTicket("2147483648")).toBeNull();
  });

  it("reads back what it formats", () => {
    for (const n of [FIRST_TICKET, 100999, 2000000]) expect(parseTicket(formatTicket(n))).toBe(n);
  });
});
