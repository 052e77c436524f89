import { expect, test } from "@playwright/test";
import pg from "pg";
import { outboxLink, uniqueEmail } from "../support";

// HEAD on the production build: Next.js answers it with the route's GET, so the API answers it itself
// (lib/api/route.ts) and only the GETs that merely read run for it (tests/integration/head-requests.test.ts
// has every case; this checks the build and its server hand HEAD to the wrapper as Jest does).

test("a HEAD makes no data export, and the read-only GETs still answer it", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const email = uniqueEmail("head");
    const reg = await api.post("/server/auth/register", { data: { name: "Head Tester", email, password: "head-secret-123" } });
    expect(reg.status()).toBe(201);
    const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
    await outboxLink(email, "verify_email");
    const auth = { authorization: `Bearer ${token}` };

    for (let i = 0; i < 4; i++) {
      const res = await api.fetch("/server/profile/export", { method: "HEAD", headers: auth });
      expect([res.status(), res.headers()["allow"], res.headers()["content-disposition"]]).toEqual([405, "GET", undefined]);
    }
    const counted = await db.query(`SELECT count(*)::int AS n FROM rate_limits WHERE key = $1`, [`data-export-user:${user.id}`]);
    expect(counted.rows[0].n).toBe(0);
    const mailed = await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND kind = 'data_exported'`, [email]);
    expect(mailed.rows[0].n).toBe(0);
    // The day's three are all there: the GET downloads.
    const download = await api.get("/server/profile/export", { headers: auth });
    expect([download.status(), download.headers()["content-type"]]).toEqual([200, "application/zip"]);

    const health = await api.fetch("/server/health", { method: "HEAD" });
    expect([health.status(), health.headers()["content-type"]]).toEqual([200, expect.stringContaining("application/json")]);
  } finally {
    await db.end();
    await api.dispose();
  }
});
