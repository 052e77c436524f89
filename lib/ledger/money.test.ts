import { basisPointsOf, feeOf, paiseOfRupees, paiseOfTypedRupees } from "./money";

describe("feeOf", () => {
  it("is nothing at 0% and everything at 100%", () => {
    expect(feeOf(123_400n, 0)).toBe(0n);
    expect(feeOf(123_400n, 100)).toBe(123_400n);
  });

  it("rounds to whole paise, half up", () => {
    // ₹1,234 at 2.5% = 3085 paise exactly; ₹1 at 2.5% = 2.5 paise → 3; ₹3 at 2.5% = 7.5 → 8; ₹1 at 1.49% = 1.49 → 1.
    expect(feeOf(paiseOfRupees(1234), 2.5)).toBe(3085n);
    expect(feeOf(paiseOfRupees(1), 2.5)).toBe(3n);
    expect(feeOf(paiseOfRupees(3), 2.5)).toBe(8n);
    expect(feeOf(paiseOfRupees(1), 1.49)).toBe(1n);
    expect(feeOf(paiseOfRupees(999), 33.33)).toBe(33_297n); // 33,296.67 paise
  });

  it("stays exact at the largest order (ten pets at ₹1 crore)", () => {
    expect(feeOf(paiseOfRupees(100_000_000), 99.99)).toBe(9_999_000_000n);
  });

  it("reads a percentage with two decimals as basis points without float drift", () => {
    expect([basisPointsOf(2.5), basisPointsOf(33.33), basisPointsOf(0.01), basisPointsOf(100)]).toEqual([250n, 3333n, 1n, 10_000n]);
  });
});

describe("paiseOfTypedRupees", () => {
  it.each([
    ["1250", 125_000],
    ["1250.5", 125_050],
    ["1,250.50", 125_050],
    ["₹1,23,456.05", 12_345_605],
    [975.38, 97_538],
    ["0.01", 1],
  ])("reads %j", (text, paise) => {
    expect(paiseOfTypedRupees(text)).toBe(paise);
  });

  it.each(["", "0", "0.00", "-5", "12.345", "1e3", "abc", "12,34", " . ", 0.1 + 0.2, "1000000000000"])("refuses %j", (text) => {
    expect(paiseOfTypedRupees(text)).toBeNull();
  });
});
