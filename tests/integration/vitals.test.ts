import { GET as speedFigures } from "@/app/server/admin/vitals/route";
import { POST as beacon } from "@/app/server/vitals/route";
import { getDb } from "@/lib/db";
import { todayInIndia } from "@/lib/pets/constants";
import { boundsOf, bucketOf, SCALES } from "@/lib/vitals/histogram";
import { VITALS_LIMITS } from "@/lib/vitals/limits";
import type { TVitalsBeacon } from "@/lib/vitals/schemas";
import { recordVitals } from "@/lib/vitals/service";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";

// Real visitors' speed: the pages' beacon (POST /server/vitals) counts each value in its day's
// histogram and keeps nothing of the visit; whatever is not a sound beacon is refused and stores
// nothing; and the moderators read the 75th percentiles back (GET /server/admin/vitals).

const db = getDb();
const DAY = 24 * 60 * 60 * 1000;
const PATH = "/server/vitals";
const SOUND: TVitalsBeacon = { pageType: "pet", device: "phone", connection: "4g", metrics: { LCP: 1800, INP: 120, CLS: 0.05, TTFB: 420 } };

const send = (body: unknown, opts: { ip?: string; headers?: Record<string, string>; token?: string } = {}) =>
  call(beacon, "POST", PATH, { body, ...opts });
const rows = () => db.webVitalHistogram.findMany({ orderBy: [{ metric: "asc" }] });
const rowCount = () => db.webVitalHistogram.count();

async function createModerator() {
  const user = await createUser({ verified: true, name: "Moderator Mohan" });
  await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  return user;
}

beforeEach(resetDb);
afterAll(closeDb);

describe("POST /server/vitals", () => {
  it("counts each value in its bucket of today's row for the page type, device and connection, and answers 204 with no body", async () => {
    const res = await send(SOUND);
    expect(res.status).toBe(204);
    expect(res.json).toEqual({});

    const stored = await rows();
    expect(stored.map((r) => r.metric)).toEqual(["CLS", "INP", "LCP", "TTFB"]);
    for (const row of stored) {
      const metric = row.metric as keyof typeof SOUND.metrics;
      expect(row.day.toISOString().slice(0, 10)).toBe(todayInIndia());
      expect([row.pageType, row.device, row.connection, row.count]).toEqual(["pet", "phone", "4g", 1]);
      expect(row.counts).toHaveLength(SCALES[metric].size);
      const bucket = bucketOf(metric, SOUND.metrics[metric]!);
      expect(row.counts[bucket]).toBe(1);
      expect(row.counts.reduce((a, b) => a + b, 0)).toBe(1);
      const [from, to] = boundsOf(metric, bucket);
      expect(SOUND.metrics[metric]!).toBeGreaterThanOrEqual(from);
      expect(SOUND.metrics[metric]!).toBeLessThan(to);
    }
  });

  it("adds to the same row: the same bucket counts up, another value counts in its own bucket", async () => {
    await send({ ...SOUND, metrics: { LCP: 1800 } });
    await send({ ...SOUND, metrics: { LCP: 1810 } });
    await send({ ...SOUND, metrics: { LCP: 5200 } });
    const [lcp] = await rows();
    expect(await rowCount()).toBe(1);
    expect(lcp.count).toBe(3);
    expect(lcp.counts[bucketOf("LCP", 1800)]).toBe(2);
    expect(lcp.counts[bucketOf("LCP", 5200)]).toBe(1);
  });

  it("counts every beacon of a burst at once (one statement each, the row updated in place)", async () => {
    await Promise.all(Array.from({ length: 25 }, () => send({ ...SOUND, metrics: { TTFB: 300, CLS: 0 } })));
    const stored = await rows();
    expect(stored.map((r) => [r.metric, r.count, r.counts.reduce((a, b) => a + b, 0)])).toEqual([
      ["CLS", 25, 25],
      ["TTFB", 25, 25],
    ]);
    expect(stored[0].counts[0]).toBe(25);
  });

  it("keeps one row per page type, device class and connection type", async () => {
    await send({ ...SOUND, metrics: { LCP: 900 } });
    await send({ ...SOUND, pageType: "home", metrics: { LCP: 900 } });
    await send({ ...SOUND, device: "desktop", metrics: { LCP: 900 } });
    await send({ ...SOUND, connection: "unknown", metrics: { LCP: 900 } });
    expect((await rows()).map((r) => `${r.pageType} ${r.device} ${r.connection}`).sort()).toEqual([
      "home phone 4g",
      "pet desktop 4g",
      "pet phone 4g",
      "pet phone unknown",
    ]);
  });

  it("keeps nothing of the visitor: a signed-in visitor's beacon is the same counts, and the table has no place for more", async () => {
    const member = await createUser({ verified: true });
    expect((await send(SOUND, { token: member.token })).status).toBe(204);
    const columns = await db.$queryRaw<
      { column_name: string }[]
    >`SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals' ORDER BY column_name`;
    expect(columns.map((c) => c.column_name)).toEqual(["connection", "count", "counts", "day", "device", "metric", "pageType"]);
    expect(JSON.stringify(await rows())).not.toContain(member.id);
  });

  describe("refuses what is not a sound beacon, and stores nothing", () => {
    const refusals: [string, { body?: unknown; rawBody?: string; headers?: Record<string, string> }, number, string][] = [
      ["malformed JSON", { rawBody: '{"pageType": "pet", ', headers: { "content-type": "application/json" } }, 400, "INVALID_JSON"],
      [
        "a text/plain body (what a cross-site form can send)",
        { rawBody: JSON.stringify(SOUND), headers: { "content-type": "text/plain" } },
        415,
        "JSON_REQUIRED",
      ],
      [
        "a body over 2 KB",
        { rawBody: JSON.stringify({ ...SOUND, pad: "x".repeat(3000) }), headers: { "content-type": "application/json" } },
        413,
        "PAYLOAD_TOO_LARGE",
      ],
      [
        "a number too large for JSON (Infinity)",
        {
          rawBody: '{"pageType":"pet","device":"phone","connection":"4g","metrics":{"LCP":1e309}}',
          headers: { "content-type": "application/json" },
        },
        422,
        "VALIDATION",
      ],
      ["a value of the wrong type", { body: { ...SOUND, metrics: { LCP: "fast" } } }, 422, "VALIDATION"],
      ["a huge LCP", { body: { ...SOUND, metrics: { LCP: 60_001 } } }, 422, "VALIDATION"],
      ["a huge CLS", { body: { ...SOUND, metrics: { CLS: 11 } } }, 422, "VALIDATION"],
      ["a negative INP", { body: { ...SOUND, metrics: { INP: -5 } } }, 422, "VALIDATION"],
      ["an unknown page type", { body: { ...SOUND, pageType: "checkout" } }, 422, "VALIDATION"],
      ["an unknown device", { body: { ...SOUND, device: "watch" } }, 422, "VALIDATION"],
      ["an unknown connection", { body: { ...SOUND, connection: "5g" } }, 422, "VALIDATION"],
      ["an extra field (an address)", { body: { ...SOUND, url: "/pets/abc" } }, 422, "VALIDATION"],
      ["an unknown metric", { body: { ...SOUND, metrics: { FID: 10 } } }, 422, "VALIDATION"],
      ["no metric at all", { body: { ...SOUND, metrics: {} } }, 422, "VALIDATION"],
      ["a missing field", { body: { pageType: "pet", metrics: { LCP: 1000 } } }, 422, "VALIDATION"],
      ["an array", { body: [SOUND] }, 422, "VALIDATION"],
      ["an empty body", { rawBody: "", headers: { "content-type": "application/json" } }, 422, "VALIDATION"],
    ];

    it.each(refusals.map(([what, request, status, code]) => ({ what, request, status, code })))(
      "$what: $status $code",
      async ({ request, status, code }) => {
        const res = await call(beacon, "POST", PATH, request);
        expect([res.status, res.json.code]).toEqual([status, code]);
        expect(await rowCount()).toBe(0);
      },
    );

    it("names the field at fault", async () => {
      const res = await send({ ...SOUND, url: "/pets/abc", metrics: { LCP: 60_001 } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.fieldErrors).sort()).toEqual(["_", "metrics.LCP"]);
      expect(res.json.fieldErrors._).toEqual(["Unknown field: url"]);
    });
  });

  it("refuses a post from another site, however it is dressed, and stores nothing", async () => {
    const attacks: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://cdn.pawbazaar.in" },
      { origin: "null" },
      { origin: "https://evil.example" },
    ];
    for (const headers of attacks) {
      const res = await send(SOUND, { headers: { "content-type": "application/json", ...headers } });
      expect([headers, res.status, res.json.code]).toEqual([headers, 403, "CROSS_SITE"]);
    }
    expect(await rowCount()).toBe(0);
    // Our own page's beacon (what a browser says of a same-origin sendBeacon) goes through.
    expect(
      (
        await send(SOUND, {
          headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
        })
      ).status,
    ).toBe(204);
  });

  it("is rate-limited per address: over the limit it answers 429 with Retry-After and counts nothing", async () => {
    const ip = freshIp();
    const { name, limit, windowSeconds } = VITALS_LIMITS.beaconsPerIp;
    // The address has sent all but one beacon of its hour.
    await db.rateLimit.create({
      data: { key: `${name}:${ip}`, count: limit - 1, windowStart: new Date(), expiresAt: new Date(Date.now() + windowSeconds * 1000) },
    });
    expect((await send({ ...SOUND, metrics: { LCP: 1000 } }, { ip })).status).toBe(204);
    const limited = await send({ ...SOUND, metrics: { LCP: 1000 } }, { ip });
    expect([limited.status, limited.json.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await rows())[0].count).toBe(1);
    // Another address is not held back.
    expect((await send({ ...SOUND, metrics: { LCP: 1000 } })).status).toBe(204);
  });
});

describe("GET /server/admin/vitals", () => {
  /** Beacons sent `daysAgo` days before now, as the service counts them. */
  async function sent(daysAgo: number, beacons: TVitalsBeacon[]) {
    const now = new Date(Date.now() - daysAgo * DAY);
    for (const b of beacons) await recordVitals({ beacon: b, now });
  }
  const lcp = (value: number, extra: Partial<TVitalsBeacon> = {}): TVitalsBeacon => ({ ...SOUND, ...extra, metrics: { LCP: value } });

  it("gives a moderator the 75th percentile per page type for the last 7 and 28 days, with samples and ratings", async () => {
    const moderator = await createModerator();
    await sent(0, [lcp(1000), lcp(1000), lcp(1000)]);
    await sent(6, [lcp(3000)]);
    // In the last 28 days, not the last 7.
    await sent(10, [lcp(5000), lcp(5000), lcp(5000), lcp(5000)]);
    // Before the last 28 days: not counted.
    await sent(30, [lcp(50_000)]);
    await sent(0, [{ ...SOUND, pageType: "home", metrics: { CLS: 0.3, TTFB: 100 } }]);

    const res = await call(speedFigures, "GET", "/server/admin/vitals", { token: moderator.token });
    expect(res.status).toBe(200);
    const { report } = res.json;
    expect(report.device).toBe("all");
    expect(report.today).toBe(todayInIndia());
    expect(report.last7From).toBe(todayInIndia(new Date(Date.now() - 6 * DAY)));
    expect(report.last28From).toBe(todayInIndia(new Date(Date.now() - 27 * DAY)));
    // A fixed order of page types, only those with samples; each with the four metrics.
    expect(report.pages.map((p: { pageType: string }) => p.pageType)).toEqual(["home", "pet"]);
    const pet = report.pages[1];
    expect(pet.metrics.map((m: { metric: string }) => m.metric)).toEqual(["LCP", "INP", "CLS", "TTFB"]);

    const petLcp = pet.metrics[0];
    // Last 7 days: 1000, 1000, 1000, 3000 → the third value, within 5%.
    expect(petLcp.last7.samples).toBe(4);
    expect(Math.abs(petLcp.last7.p75 - 1000) / 1000).toBeLessThanOrEqual(0.05);
    expect(petLcp.last7.rating).toBe("good");
    // Last 28 days: the four 5000s make the upper quarter and more → poor.
    expect(petLcp.last28.samples).toBe(8);
    expect(Math.abs(petLcp.last28.p75 - 5000) / 5000).toBeLessThanOrEqual(0.05);
    expect(petLcp.last28.rating).toBe("poor");
    // A metric without samples says so.
    expect(pet.metrics[1]).toEqual({
      metric: "INP",
      last7: { samples: 0, p75: null, rating: null },
      last28: { samples: 0, p75: null, rating: null },
    });

    const home = report.pages[0];
    expect(home.metrics[2].last7).toMatchObject({ samples: 1, rating: "poor" });
    expect(Math.abs(home.metrics[2].last7.p75 - 0.3) / 0.3).toBeLessThanOrEqual(0.05);
    expect(home.metrics[3].last28).toMatchObject({ samples: 1, rating: "good" });
  });

  it("narrows the figures to one device class", async () => {
    const moderator = await createModerator();
    await sent(0, [lcp(1000, { device: "phone" }), lcp(4500, { device: "desktop" })]);
    const of = async (device: string) =>
      (await call(speedFigures, "GET", "/server/admin/vitals", { token: moderator.token, query: { device } })).json.report;
    expect((await of("phone")).pages[0].metrics[0].last7).toMatchObject({ samples: 1, rating: "good" });
    expect((await of("desktop")).pages[0].metrics[0].last7).toMatchObject({ samples: 1, rating: "poor" });
    expect((await of("tablet")).pages).toEqual([]);
    expect((await of("all")).pages[0].metrics[0].last7.samples).toBe(2);
    const bad = await call(speedFigures, "GET", "/server/admin/vitals", { token: moderator.token, query: { device: "watch" } });
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_QUERY"]);
  });

  it("has nothing to show before the first beacon", async () => {
    const moderator = await createModerator();
    const res = await call(speedFigures, "GET", "/server/admin/vitals", { token: moderator.token });
    expect([res.status, res.json.report.pages]).toEqual([200, []]);
  });

  it("is not there for anyone but a moderator: 404 NOT_FOUND signed out and to a member", async () => {
    await sent(0, [lcp(1000)]);
    const member = await createUser({ verified: true });
    for (const token of [undefined, member.token]) {
      const res = await call(speedFigures, "GET", "/server/admin/vitals", { token });
      expect([res.status, res.json.code]).toEqual([404, "NOT_FOUND"]);
    }
  });
});
