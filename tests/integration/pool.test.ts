import { Client } from "pg";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { POST as sendMessage } from "@/app/server/messages/route";
import { GET as listPets } from "@/app/server/pets/route";
import { createDbClient } from "@/lib/db";
import { handleError } from "@/lib/http/json-response";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// A serverless instance keeps a small pool (DATABASE_POOL_SIZE) in front of the database's pooler. Two
// promises: a burst bigger than the pool waits its turn for a connection rather than failing, and a
// request that waits longer than the limit (lib/db.ts, 5 s) answers 503 with Retry-After rather than
// hanging. Each test states its own pool size and wait limit: the app's getDb() answers with a client
// the test built with the app's factory (createDbClient), so what is checked is the pool's behaviour,
// not whether this machine empties a queue within the app's 5 s. Outside a test (seeding), the app's own.
let mockDb: PrismaClient | undefined;
jest.mock("@/lib/db", () => {
  const actual = jest.requireActual<typeof import("@/lib/db")>("@/lib/db");
  return { ...actual, getDb: () => mockDb ?? actual.getDb() };
});

const BURST_TIMEOUT_MS = 120_000;
jest.setTimeout(BURST_TIMEOUT_MS + 30_000);

let sampler: Client;

beforeAll(async () => {
  await resetDb();
  const seller = await createUser({ name: "Pool Seller", verified: true });
  for (let i = 0; i < 30; i++) await createPet(seller.id, { name: `Pet ${i}`, price: 1000 + i });
  sampler = new Client({ connectionString: process.env.DATABASE_URL });
  await sampler.connect();
});
afterEach(async () => {
  await mockDb?.$disconnect();
  mockDb = undefined;
});
afterAll(async () => {
  await sampler.end();
  await closeDb();
});

/** The app's client on a pool of its own, named so that PostgreSQL can count that pool's connections. */
function useClient(name: string, limits: { poolSize: number; waitMs: number }) {
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set("application_name", name);
  mockDb = createDbClient({ connectionString: url.toString(), ...limits });
  return mockDb;
}

/** Connections the pool named `name` has open now. */
const openConnections = async (name: string) =>
  Number((await sampler.query("SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1", [name])).rows[0].n);

/**
 * Takes every connection of `db`'s pool of `size`: one transaction per connection, each parked until
 * `release()`. A transaction holds its connection to the end, so once all have run a statement no
 * connection is left, whatever the machine's speed. Opening a connection counts against the pool's wait
 * limit too: a holder whose connection took longer than that (a very busy machine) tries again.
 */
async function holdEveryConnection(db: PrismaClient, size: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holders: Promise<unknown>[] = [];
  const holdOne = async (): Promise<void> => {
    for (;;) {
      let transaction: Promise<unknown> | undefined;
      const holding = new Promise<void>((resolve, reject) => {
        transaction = db.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            resolve();
            await released;
          },
          { maxWait: BURST_TIMEOUT_MS, timeout: BURST_TIMEOUT_MS },
        );
        transaction.catch(reject);
      });
      try {
        await holding;
        holders.push(transaction!);
        return;
      } catch (e) {
        if (!/connection timeout|timeout exceeded when trying to connect/i.test(String(e))) throw e;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: size }, holdOne));
  } catch (e) {
    release();
    throw e;
  }
  return async () => {
    release();
    await Promise.all(holders);
  };
}

const browse = (i = 0) => call(listPets, "GET", "/server/pets", { query: { limit: "24", sort: i % 2 ? "price_asc" : "newest" } });

it("a burst larger than the pool waits its turn: 50 requests at once on 2 connections all succeed, never more than 2 open", async () => {
  // A wait longer than the test may run: however slow the machine, no request can give up waiting
  // before the test itself would fail by its timeout. 50 requests on 2 connections must queue.
  useClient("pool-burst", { poolSize: 2, waitMs: BURST_TIMEOUT_MS });
  let most = 0;
  let isSampling = true;
  const watch = (async () => {
    while (isSampling) {
      most = Math.max(most, await openConnections("pool-burst"));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const results = await Promise.all(Array.from({ length: 50 }, (_, i) => browse(i)));
  // The pool keeps what it opened (idle) for 10 s: a third connection, had it been opened, is still here.
  most = Math.max(most, await openConnections("pool-burst"));
  isSampling = false;
  await watch;
  expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  expect(results.every((r) => r.json.pets.length === 24)).toBe(true);
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(2);
});

it("a request that waits longer than the limit for a connection answers 503 with Retry-After; once one is free, the next succeeds", async () => {
  const db = useClient("pool-wait", { poolSize: 2, waitMs: 300 });
  const release = await holdEveryConnection(db, 2);
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const busy = await browse();
    expect(busy.status).toBe(503);
    expect(busy.json).toEqual({
      success: false,
      code: "UNAVAILABLE",
      message: "We can't reach our servers right now. Please try again in a moment.",
    });
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    // Logged as the database out of reach (a warning), not as a bug; pg's pool says this only when a
    // request's wait for a connection ran out (not a failed connection, not a failed query).
    expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({ level: "warn", event: "database_unreachable", error: "timeout exceeded when trying to connect" }),
    ]);
  } finally {
    logged.mockRestore();
    await release();
  }
  const freed = await browse();
  expect(freed.status).toBe(200);
  expect(freed.json.pets).toHaveLength(24);
});

describe("writes in a transaction wait like reads", () => {
  // Sending a message, placing an order or paying runs in an interactive transaction, which Prisma gives
  // up starting after its own 2 s unless told otherwise; the pool's wait limit is the one that counts.
  let pairs: { from: { token: string }; to: { id: string } }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 25; i++) {
      pairs.push({
        from: await createUser({ verified: true, name: `Writer ${i}` }),
        to: await createUser({ verified: true, name: `Reader ${i}` }),
      });
    }
    pairs = [...pairs, ...pairs];
  });

  it("a burst of 50 messages on 2 connections: every one is sent", async () => {
    useClient("pool-write-burst", { poolSize: 2, waitMs: BURST_TIMEOUT_MS });
    const sent = await Promise.all(
      pairs.map(({ from, to }, i) =>
        call(sendMessage, "POST", "/server/messages", { token: from.token, body: { receiver_id: to.id, message: `Hello ${i}` } }),
      ),
    );
    expect(sent.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await mockDb!.message.count({ where: { body: { startsWith: "Hello " } } })).toBe(50);
  });

  it("a transaction waits for a connection as long as a query does: with both held for 3 s, it starts once one is free", async () => {
    const db = useClient("pool-write-held", { poolSize: 2, waitMs: BURST_TIMEOUT_MS });
    const release = await holdEveryConnection(db, 2);
    const write = db.$transaction(async (tx) => tx.$queryRaw<{ n: number }[]>`SELECT 1 AS n`);
    const query = db.$queryRaw<{ n: number }[]>`SELECT 2 AS n`;
    await new Promise((r) => setTimeout(r, 3_000));
    await release();
    expect(await write).toEqual([{ n: 1 }]);
    expect(await query).toEqual([{ n: 2 }]);
  });

  it("a transaction that cannot start within the limit is the database out of reach (503 with Retry-After), not a bug", async () => {
    const db = useClient("pool-write-wait", { poolSize: 2, waitMs: 300 });
    const release = await holdEveryConnection(db, 2);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const error = await db
        .$transaction(async (tx) => tx.$queryRaw`SELECT 1`)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeDefined();
      const answer = handleError(error, "req-pool-write-wait");
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
        expect.objectContaining({ level: "warn", event: "database_unreachable" }),
      ]);
    } finally {
      logged.mockRestore();
      await release();
    }
  });
});
