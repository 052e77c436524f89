import { Client } from "pg";
import { getDb } from "@/lib/db";
import { closeDb } from "../helpers/db";

// Run only by the `pooled` job of scripts/test.mjs (`with-db.mjs --pooled`), which puts PgBouncer in
// transaction mode between the tests and PostgreSQL, as on Vercel with Neon or Supabase. This checks that
// the other tests of that job really went through it: a client's statements are not pinned to one server
// session, so what a session keeps (SET, session advisory locks, LISTEN, named prepared statements) is
// not there in its next transaction. Straight to PostgreSQL, every one of these expectations fails.

const pooled = process.env.DATABASE_URL!;
const clients: Client[] = [];

async function connect() {
  const client = new Client({ connectionString: pooled });
  await client.connect();
  clients.push(client);
  return client;
}

const backendPid = async (client: Client) => Number((await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid);
const probe = async (client: Client) =>
  (await client.query("SELECT current_setting('pawbazaar.probe', true) AS value")).rows[0].value as string | null;

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
});
afterAll(closeDb);

it("DATABASE_URL is the pooler, not the direct DIRECT_URL the migrations use", () => {
  expect(process.env.DIRECT_URL).toBeTruthy();
  const [app, direct] = [new URL(pooled), new URL(process.env.DIRECT_URL!)];
  expect(`${app.hostname}:${app.port}`).not.toBe(`${direct.hostname}:${direct.port}`);
  expect(app.pathname).toBe(direct.pathname); // the same (test) database behind it
});

/**
 * Opens transactions on new clients until one runs on the server session `pid` (while its client is
 * idle, PgBouncer gives a session to the next transaction that needs one, the most recently used first;
 * a few tries cover another choice). Straight to PostgreSQL, no other client ever gets it: undefined.
 */
async function takeOver(pid: number) {
  for (let i = 0; i < 5; i++) {
    const client = await connect();
    await client.query("BEGIN");
    if ((await backendPid(client)) === pid) return client;
  }
  return undefined;
}

it("gives a client's server session to another client between its transactions, SET and all", async () => {
  const a = await connect();
  const first = await backendPid(a);
  await a.query("SET pawbazaar.probe = 'left by a'"); // session-level: stays with the server session

  const other = await takeOver(first);
  expect(other).toBeDefined();
  expect(await probe(other!)).toBe("left by a"); // a's SET shows in someone else's transaction
  await other!.query("RESET pawbazaar.probe");

  // a's next statement runs on another server session, where its SET never happened.
  expect(await backendPid(a)).not.toBe(first);
  expect(await probe(a)).not.toBe("left by a");
});

it("a session advisory lock stays with the server session, not with the client that took it", async () => {
  const a = await connect();
  const ownLock = "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242 AND pid = pg_backend_pid()";
  const { pid } = (await a.query("SELECT pg_advisory_lock(4242), pg_backend_pid() AS pid")).rows[0];

  const other = await takeOver(Number(pid));
  expect(other).toBeDefined();
  expect((await other!.query(ownLock)).rows[0].n).toBe(1); // another client's transaction holds a's lock
  expect((await a.query(ownLock)).rows[0].n).toBe(0); // and a does not
  await other!.query("SELECT pg_advisory_unlock_all()");
});

// Not a sign of the pooler, but what the app relies on instead of sessions: each interactive transaction
// keeps one server session from BEGIN to COMMIT, and its transaction-level advisory locks with it.
it("the app's Prisma client works through it: interactive transactions with transaction-level advisory locks", async () => {
  const db = getDb();
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`pooled:${i % 3}`}, 0))`;
        const [{ pid }] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
        const [{ again }] = await tx.$queryRaw<{ again: number }[]>`SELECT pg_backend_pid() AS again`;
        return pid === again; // one transaction, one server session
      }),
    ),
  );
  expect(results.every(Boolean)).toBe(true);
});
