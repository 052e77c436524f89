import { Client } from "pg";
import { GET as listPets } from "@/app/server/pets/route";
import { GET as health } from "@/app/server/health/route";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// A serverless instance keeps a small pool (DATABASE_POOL_SIZE) in front of the database's pooler: a
// burst bigger than the pool must wait its turn for a connection, not fail. Read once, on first use.
process.env.DATABASE_POOL_SIZE = "5";
jest.setTimeout(120_000);

let sampler: Client;

beforeAll(async () => {
  await resetDb();
  const seller = await createUser({ name: "Pool Seller", verified: true });
  for (let i = 0; i < 30; i++) await createPet(seller.id, { name: `Pet ${i}`, price: 1000 + i });
  sampler = new Client({ connectionString: process.env.DATABASE_URL });
  await sampler.connect();
});
afterAll(async () => {
  await sampler.end();
  await closeDb();
});

/** Connections open to this database, other than the sampler's own. */
const openConnections = async () =>
  Number(
    (await sampler.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"))
      .rows[0].n,
  );

it("200 concurrent requests on a pool of 5 connections all succeed, never using more than 5", async () => {
  await getDb().$queryRaw`SELECT 1`;
  let most = 0;
  let sampling = true;
  const watch = (async () => {
    while (sampling) {
      most = Math.max(most, await openConnections());
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      i % 4 === 3
        ? call(health, "GET", "/server/health")
        : call(listPets, "GET", "/server/pets", { query: { limit: "24", sort: i % 2 ? "price_asc" : "newest" } }),
    ),
  );
  const elapsed = Date.now() - started;
  sampling = false;
  await watch;
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(results.filter((_, i) => i % 4 !== 3).every((r) => r.json.pets.length === 24)).toBe(true);
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(5);
  console.log(`pool: 200 concurrent requests on 5 connections in ${elapsed} ms, at most ${most} connections open`);
});
