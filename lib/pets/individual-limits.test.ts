import { countLitters, LITTER_SPREAD_DAYS } from "./individual-limits";

describe("countLitters", () => {
  const dog = (bornOn: string) => ({ species: "dog", bornOn });

  it("counts none for no listing, one for a listing", () => {
    expect(countLitters([])).toBe(0);
    expect(countLitters([dog("2026-09-01")])).toBe(1);
  });

  it("counts birth dates within the spread of a litter's first as that litter, in any order", () => {
    expect(countLitters([dog("2026-09-10"), dog("2026-09-01"), dog(`2026-09-${String(1 + LITTER_SPREAD_DAYS).padStart(2, "0")}`)])).toBe(1);
  });

  it("starts a new litter past the spread, counted from the litter's first date (a litter never spans more)", () => {
    // 1st, 10th and 20th: the 20th is 19 days after the 1st, though 10 after the 10th.
    expect(countLitters([dog("2026-09-01"), dog("2026-09-10"), dog("2026-09-20")])).toBe(2);
    expect(countLitters([dog("2026-01-05"), dog("2026-06-05"), dog("2026-11-05")])).toBe(3);
  });

  it("keeps species apart: a dog's and a cat's born the same day are two litters", () => {
    expect(countLitters([dog("2026-09-01"), { species: "cat", bornOn: "2026-09-01" }])).toBe(2);
  });
});
