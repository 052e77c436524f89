import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { todayInIndia } from "@/lib/pets/constants";
import { PAGE_TYPES, type TPageType } from "@/lib/routes";
import { bucketOf, percentileOf, SCALES } from "./histogram";
import { METRICS, ratingOf, type TMetric } from "./metrics";
import type { TSpeedFigure, TSpeedReport } from "./responses";
import type { TDeviceFilter, TVitalsBeacon } from "./schemas";

// Real visitors' speed figures. A beacon adds one to a bucket of each metric's histogram for
// the day, kind of page, device class and connection type (lib/vitals/histogram.ts); the Speed page
// reads the 75th percentiles of the last 7 and 28 days from the summed histograms. Nothing of a visit is
// stored: no address, account, page address or browser, and no sample.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts a page view's figures: one statement, each metric's row created or its bucket counted up in place. */
export async function recordVitals({
  beacon,
  now = new Date(),
  db = getDb(),
}: {
  beacon: TVitalsBeacon;
  now?: Date;
  db?: TTx;
}): Promise<number> {
  const day = todayInIndia(now);
  const rows = METRICS.flatMap((metric) => {
    const value = beacon.metrics[metric];
    if (value === undefined) return [];
    const bucket = bucketOf(metric, value);
    // A new row's histogram: zeros with a 1 in the value's bucket (PostgreSQL arrays count from 1).
    const counts = Prisma.sql`array_fill(0, ARRAY[${bucket}::int]) || 1 || array_fill(0, ARRAY[${SCALES[metric].size - bucket - 1}::int])`;
    return [Prisma.sql`(${day}::date, ${beacon.pageType}, ${beacon.device}, ${beacon.connection}, ${metric}, 1, ${counts})`];
  });
  if (rows.length === 0) return 0;
  // An existing row: its bucket is the one the new row's histogram has its 1 in. The row is locked for
  // the update, so two beacons at once both count.
  return db.$executeRaw`
    INSERT INTO web_vitals AS w (day, "pageType", device, connection, metric, count, counts)
    VALUES ${Prisma.join(rows)}
    ON CONFLICT (day, "pageType", device, connection, metric) DO UPDATE SET
      count = w.count + 1,
      counts[array_position(EXCLUDED.counts, 1)] = w.counts[array_position(EXCLUDED.counts, 1)] + 1`;
}

const roundFigure = (metric: TMetric, value: number) => (metric === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value));

function figureOf(metric: TMetric, counts: readonly number[]): TSpeedFigure {
  const samples = counts.reduce((sum, n) => sum + n, 0);
  const p75 = percentileOf(metric, counts, 0.75);
  return p75 === null ? { samples, p75: null, rating: null } : { samples, p75: roundFigure(metric, p75), rating: ratingOf(metric, p75) };
}

/**
 * The 75th percentile of each metric per kind of page, for the last 7 and the last 28 days (India's
 * calendar, today included), of every device or of one class.
 */
export async function getSpeedReport({
  device = "all",
  now = new Date(),
  db = getDb(),
}: { device?: TDeviceFilter; now?: Date; db?: TTx } = {}): Promise<TSpeedReport> {
  const today = todayInIndia(now);
  const last7From = todayInIndia(new Date(now.getTime() - 6 * DAY_MS));
  const last28From = todayInIndia(new Date(now.getTime() - 27 * DAY_MS));
  const onDevice = device === "all" ? Prisma.empty : Prisma.sql`AND device = ${device}`;
  // The summed histograms, bucket by bucket (only buckets that counted something): at most a few
  // thousand rows whatever the traffic. Every combination on every one of the 28 days (15,120 rows)
  // takes 0.8 s on the 2-core development machine; unnest is twice as fast as reading counts[i].
  const rows = await db.$queryRaw<{ pageType: string; metric: string; isRecent: boolean; bucket: number; n: number }[]>`
    SELECT "pageType", metric, day >= ${last7From}::date AS "isRecent", b.i::int - 1 AS bucket, sum(b.n)::int AS n
    FROM web_vitals, unnest(counts) WITH ORDINALITY AS b(n, i)
    WHERE day >= ${last28From}::date ${onDevice} AND b.n > 0
    GROUP BY "pageType", metric, "isRecent", b.i`;

  const histograms = new Map<string, { last7: number[]; last28: number[] }>();
  for (const row of rows) {
    const metric = row.metric as TMetric;
    if (!METRICS.includes(metric) || row.bucket >= SCALES[metric].size) continue;
    const key = `${row.pageType}|${metric}`;
    let h = histograms.get(key);
    if (!h) {
      h = { last7: new Array<number>(SCALES[metric].size).fill(0), last28: new Array<number>(SCALES[metric].size).fill(0) };
      histograms.set(key, h);
    }
    h.last28[row.bucket] += row.n;
    if (row.isRecent) h.last7[row.bucket] += row.n;
  }

  const pages = PAGE_TYPES.filter((pageType: TPageType) => METRICS.some((metric) => histograms.has(`${pageType}|${metric}`))).map(
    (pageType) => ({
      pageType,
      metrics: METRICS.map((metric) => {
        const h = histograms.get(`${pageType}|${metric}`);
        const empty = new Array<number>(SCALES[metric].size).fill(0);
        return { metric, last7: figureOf(metric, h?.last7 ?? empty), last28: figureOf(metric, h?.last28 ?? empty) };
      }),
    }),
  );
  return { device, today, last7From, last28From, pages };
}
