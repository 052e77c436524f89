import { boundsOf, BUCKET_RATIO, bucketOf, percentileOf, SCALES } from "./histogram";
import { MAX_VALUES, METRICS, ratingOf, type TMetric } from "./metrics";

// The speed figures' arithmetic: values into 5% buckets, and the 75th percentile back out of the counts.

/** A histogram of these values, as the database would hold it. */
function histogramOf(metric: TMetric, values: number[]) {
  const counts = new Array<number>(SCALES[metric].size).fill(0);
  for (const v of values) counts[bucketOf(metric, v)] += 1;
  return counts;
}

/** The exact percentile by the same definition: the value under which p of the sorted values lie. */
function exactPercentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

/** Reproducible pseudo-random numbers (no flaky test). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("the scales", () => {
  it("cover 1 ms to a minute in 227 buckets, and CLS 0.001 to 10 in 190", () => {
    expect(SCALES.LCP).toEqual({ lowest: 1, size: 227 });
    expect(SCALES.INP).toEqual(SCALES.LCP);
    expect(SCALES.TTFB).toEqual(SCALES.LCP);
    expect(SCALES.CLS).toEqual({ lowest: 0.001, size: 190 });
  });

  it.each(METRICS.map((m) => [m]))("%s: every accepted value has a bucket whose bounds hold it", (metric) => {
    const rnd = random(7);
    const values = [
      0,
      SCALES[metric].lowest / 2,
      SCALES[metric].lowest,
      MAX_VALUES[metric],
      ...Array.from({ length: 500 }, () => rnd() ** 3 * MAX_VALUES[metric]),
    ];
    for (const v of values) {
      const bucket = bucketOf(metric, v);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(SCALES[metric].size);
      const [from, to] = boundsOf(metric, bucket);
      expect(from).toBeLessThanOrEqual(v * (1 + 1e-9));
      // The largest accepted value may sit on the last bucket's upper edge.
      expect(v).toBeLessThanOrEqual(to * (1 + 1e-9));
    }
  });

  it("grows each bucket by 5%: 1–1.05 ms, …, about 2.5 s where LCP stops being good", () => {
    expect(boundsOf("LCP", 0)).toEqual([0, 1]);
    expect(boundsOf("LCP", 1)).toEqual([1, BUCKET_RATIO]);
    const [from, to] = boundsOf("LCP", bucketOf("LCP", 2500));
    expect(from).toBeLessThanOrEqual(2500);
    expect(to).toBeGreaterThan(2500);
    expect(to / from).toBeCloseTo(1.05, 10);
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("CLS", 0.0009)).toBe(0);
    expect(bucketOf("CLS", 0.001)).toBe(1);
  });

  it("puts a value past the end in the last bucket rather than nowhere", () => {
    expect(bucketOf("LCP", 10 * MAX_VALUES.LCP)).toBe(SCALES.LCP.size - 1);
    expect(bucketOf("LCP", Number.NaN)).toBe(0);
  });
});

describe("percentileOf", () => {
  it("is null for an empty histogram", () => {
    expect(percentileOf("LCP", new Array(SCALES.LCP.size).fill(0), 0.75)).toBeNull();
  });

  it("interpolates within the bucket: one value of 1000 ms reads 75% of the way through its bucket", () => {
    const [from, to] = boundsOf("LCP", bucketOf("LCP", 1000));
    expect(percentileOf("LCP", histogramOf("LCP", [1000]), 0.75)).toBeCloseTo(from + 0.75 * (to - from), 6);
  });

  it("reads the 75th percentile of four values as the third", () => {
    const p75 = percentileOf("INP", histogramOf("INP", [40, 120, 480, 2000]), 0.75)!;
    const [from, to] = boundsOf("INP", bucketOf("INP", 480));
    expect(p75).toBeGreaterThanOrEqual(from);
    expect(p75).toBeLessThanOrEqual(to);
  });

  it.each(METRICS.map((m) => [m]))("%s: is within 5% of the exact percentile of the same values (or within the lowest bound)", (metric) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rnd = random(seed);
      // Skewed like real figures: most fast, a long slow tail.
      const values = Array.from({ length: 1000 + seed * 137 }, () =>
        Math.min(MAX_VALUES[metric], rnd() ** 2 * (metric === "CLS" ? 0.5 : 6000)),
      );
      for (const p of [0.5, 0.75, 0.95]) {
        const exact = exactPercentile(values, p);
        const estimate = percentileOf(metric, histogramOf(metric, values), p)!;
        const tolerance = Math.max(exact * 0.05, SCALES[metric].lowest);
        expect([metric, seed, p, Math.abs(estimate - exact) <= tolerance]).toEqual([metric, seed, p, true]);
      }
    }
  });

  it("sums: two days' histograms added bucket by bucket give the percentile of both days' values", () => {
    const day1 = [800, 900, 1000, 1100];
    const day2 = [3000, 3200, 5000, 6000];
    const merged = histogramOf("LCP", day1).map((n, i) => n + histogramOf("LCP", day2)[i]);
    expect(merged).toEqual(histogramOf("LCP", [...day1, ...day2]));
    const p75 = percentileOf("LCP", merged, 0.75)!;
    expect(Math.abs(p75 - exactPercentile([...day1, ...day2], 0.75)) / 3200).toBeLessThanOrEqual(0.05);
  });
});

describe("ratingOf", () => {
  it("uses the Core Web Vitals thresholds, the boundary counting as the better side", () => {
    expect([ratingOf("LCP", 2500), ratingOf("LCP", 2501), ratingOf("LCP", 4000), ratingOf("LCP", 4001)]).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([ratingOf("INP", 200), ratingOf("INP", 350), ratingOf("INP", 501)]).toEqual(["good", "needs-improvement", "poor"]);
    expect([ratingOf("CLS", 0), ratingOf("CLS", 0.1), ratingOf("CLS", 0.2), ratingOf("CLS", 0.26)]).toEqual([
      "good",
      "good",
      "needs-improvement",
      "poor",
    ]);
    expect([ratingOf("TTFB", 800), ratingOf("TTFB", 1800), ratingOf("TTFB", 1801)]).toEqual(["good", "needs-improvement", "poor"]);
  });
});
