import { MAX_VALUES, type TMetric } from "./metrics";

// The speed figures are kept as histograms, not samples: a day's values of one metric (per kind of page,
// device class and connection type) are counts per bucket, so any stretch of days' 75th percentile comes from
// summed counts, and nothing of a visit is stored. Buckets grow by BUCKET_RATIO from the scale's lowest bound
// (1 ms; CLS 0.001; bucket 0 below it) to MAX_VALUES, interpolated linearly: within 5% of the exact percentile.
// The scales are part of the stored data: changing one means new rows (another metric name), never a new
// meaning for old counts. docs/performance.md, "Speed of real visits".

export const BUCKET_RATIO = 1.05;

type TScale = { lowest: number; size: number };

const scaleOf = (lowest: number, highest: number): TScale => ({
  lowest,
  size: 2 + Math.floor(Math.log(highest / lowest) / Math.log(BUCKET_RATIO)),
});

const TIMING = scaleOf(1, MAX_VALUES.LCP);
export const SCALES: Record<TMetric, TScale> = { LCP: TIMING, INP: TIMING, TTFB: TIMING, CLS: scaleOf(0.001, MAX_VALUES.CLS) };

/** The bucket (0-based) a value falls in. */
export function bucketOf(metric: TMetric, value: number): number {
  const { lowest, size } = SCALES[metric];
  if (!(value >= lowest)) return 0;
  return Math.min(size - 1, 1 + Math.floor(Math.log(value / lowest) / Math.log(BUCKET_RATIO)));
}

/** The values a bucket holds: [from, to). */
export function boundsOf(metric: TMetric, bucket: number): [number, number] {
  const { lowest } = SCALES[metric];
  if (bucket <= 0) return [0, lowest];
  return [lowest * BUCKET_RATIO ** (bucket - 1), lowest * BUCKET_RATIO ** bucket];
}

/**
 * The `p` percentile (0 < p ≤ 1) of the values a histogram counts: the value under which that share of
 * them lies, interpolated within its bucket. Null when it counts nothing.
 */
export function percentileOf(metric: TMetric, counts: readonly number[], p: number): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = p * total;
  let below = 0;
  for (let bucket = 0; bucket < counts.length; bucket++) {
    const n = counts[bucket];
    if (n > 0 && below + n >= rank) {
      const [from, to] = boundsOf(metric, bucket);
      return from + ((to - from) * (rank - below)) / n;
    }
    below += n;
  }
  return boundsOf(metric, counts.length - 1)[1];
}
