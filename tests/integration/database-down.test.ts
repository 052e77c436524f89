import { execFileSync, fork, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { call } from "../helpers/http";

// The database goes away under a running app and comes back: the health check says so (503), API calls
// answer 503 with Retry-After and a 'try again' text (never 500), and both recover by themselves.
// The app here talks to a PostgreSQL cluster of this file's own (tests/helpers/pg-cluster.mjs), which
// the test really stops and starts; the other test files' database is not touched.
jest.setTimeout(120_000);

let cluster: ChildProcess;
let url = "";
const root = path.resolve(__dirname, "../..");

function send(cmd: "start" | "stop" | "quit"): Promise<void> {
  return new Promise((resolve, reject) => {
    cluster.once("message", (m: { ok: boolean; error?: string }) => (m.ok ? resolve() : reject(new Error(m.error))));
    cluster.send({ cmd });
  });
}

type TRoutes = {
  health: typeof import("@/app/server/health/route");
  pets: typeof import("@/app/server/pets/route");
  login: typeof import("@/app/server/auth/login/route");
  db: typeof import("@/lib/db");
};
let routes: TRoutes;

beforeAll(async () => {
  cluster = fork(path.join(root, "tests/helpers/pg-cluster.mjs"), { stdio: "inherit" });
  url = await new Promise<string>((resolve, reject) => {
    cluster.once("message", (m: { ok: boolean; url?: string; error?: string }) => (m.ok ? resolve(m.url!) : reject(new Error(m.error))));
    cluster.once("exit", (code) => reject(new Error(`pg-cluster exited with ${code}`)));
  });
  await send("start");
  execFileSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DIRECT_URL: url },
    stdio: "ignore",
  });
  // The app modules read DATABASE_URL on first use: load them only now, pointed at this cluster.
  process.env.DATABASE_URL = url;
  routes = {
    health: await import("@/app/server/health/route"),
    pets: await import("@/app/server/pets/route"),
    login: await import("@/app/server/auth/login/route"),
    db: await import("@/lib/db"),
  };
  // The first query sets up the client and its first connection. Made here, with no time limit, so the
  // health check's 2-second limit below times a query, not that setup on a machine busy with other jobs.
  await routes.db.getDb().$queryRaw`SELECT 1`;
});

afterAll(async () => {
  await routes?.db
    .getDb()
    .$disconnect()
    .catch(() => undefined);
  if (cluster?.connected) await send("quit").catch(() => undefined);
});

const health = () => call(routes.health.GET, "GET", "/server/health");
const browse = () => call(routes.pets.GET, "GET", "/server/pets");
const login = () =>
  call(routes.login.POST, "POST", "/server/auth/login", { body: { email: "someone@example.com", password: "secret123" } });

/** Calls `fn` until `ok` holds (the pool reconnects on its own; give it a few seconds). */
async function eventually<T>(fn: () => Promise<T>, ok: (r: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await fn();
    if (ok(r) || Date.now() > end) return r;
    await new Promise((res) => setTimeout(res, 250));
  }
}

it("answers 200 while the database is up", async () => {
  const res = await health();
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ success: true, status: "ok", database: "ok" });
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect((await browse()).status).toBe(200);
});

it("answers 503 with Retry-After when the database is stopped, then recovers when it returns", async () => {
  await send("stop");

  const down = await health();
  expect(down.status).toBe(503);
  expect(down.json).toMatchObject({ success: false, code: "UNAVAILABLE", status: "unavailable", database: "unreachable" });
  expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);

  for (const res of [await browse(), await login()]) {
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({
      success: false,
      code: "UNAVAILABLE",
      message: "We can't reach our servers right now. Please try again in a moment.",
    });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }

  await send("start");
  // Each call may open a new connection while PostgreSQL starts: the first ones may still answer 503.
  expect((await eventually(health, (r) => r.status === 200)).status).toBe(200);
  expect((await eventually(browse, (r) => r.status === 200)).status).toBe(200);
  const loggedIn = await eventually(login, (r) => r.status !== 503);
  expect(loggedIn.status).toBe(401);
  expect(loggedIn.json).toMatchObject({ success: false, code: "INVALID_CREDENTIALS" });
});

it("gives up on a database that accepts connections but never answers, by the health check's own timeout", async () => {
  // A socket that accepts and stays silent: the case a plain 'connection refused' does not cover.
  const sockets: net.Socket[] = [];
  const silent = net.createServer((s) => sockets.push(s));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as net.AddressInfo;
  // A client whose connection attempts never time out (the app's give up after 5 s): here, only the
  // health check's own timeout can end the check. Without it the check would hang, and the race below
  // would answer "hung" after 30 s.
  const connectionString = `postgresql://postgres:postgres@127.0.0.1:${port}/pawbazaar_test`;
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString, connectionTimeoutMillis: 0 }) });
  try {
    const hung = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 30_000).unref());
    expect(await Promise.race([routes.db.pingDatabase({ db, timeoutMs: 1_000 }), hung])).toBe(false);
  } finally {
    for (const s of sockets) s.destroy();
    silent.close();
    await db.$disconnect().catch(() => undefined);
  }
});
