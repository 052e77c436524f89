// npm test: every check of the project; on the two-core development machine, about ten minutes
// (25 one after the other).
//
// The checks run side by side, as two lanes:
// - the browser lane, at normal priority: a production build, the Playwright journeys against it, and
//   then the one Jest test that runs `npm run demo` (it builds `.next` again, so it must wait for the
//   journeys to end; Turbopack's cache makes that second build a warm one).
// - the background lane, at a lower priority (nice 10), filling the time the browser lane leaves idle:
//   lint, the format check (Prettier), the type check, every other Jest test on a throwaway database of its own, and the integration
//   tests of orders, payments, moderation, alerts, cart, messages and reviews once more through PgBouncer in
//   transaction mode (as Neon's and Supabase's poolers run on Vercel), so code that needs a session
//   (SET, session advisory locks, LISTEN, named prepared statements) fails here rather than in production.
// Each job's output is printed in one piece when it ends, then a table of what took how long. A failed
// job's last lines (Playwright's and Jest's summaries of what failed), and those of a job whose journeys
// passed only when run again (Playwright's "flaky"), are printed once more at the very end, so a log kept
// only by its tail, as CI keeps it, still says what failed.
// Exit status 1 when any job failed. Ctrl-C stops every job.
//
// Options: --only=<job>[,<job>] runs those jobs alone (e.g. --only=jest); the jobs are named below.
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { prismaClientIsStale } from "./prisma-client.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const withDb = (...command) => ["node", "scripts/with-db.mjs", "--test", "--", ...command];
const DEMO_TEST = "tests/integration/demo.test.ts";
// Only the pooled job runs it: it checks that the job's database connections really go through PgBouncer.
const POOLED_TEST = "tests/integration/pooled.test.ts";
// The tests the pooled job runs (a Jest path pattern; every tests/integration/moderation-*.test.ts): the ones
// whose transactions, locks or SET LOCAL must hold through PgBouncer in transaction mode. It goes
// before `--selectProjects`, which would take it for a second project name.
const POOLED_TESTS =
  "tests/integration/(orders|payments|payments-razorpay|payments-razorpay-events|ledger|moderation-[^/]*|alerts|cart-wishlist|messages|message-mails|live-events|reviews|retention|account-deletion|pooled)\\.test\\.ts$";

/**
 * A throwaway database per job, as scripts/with-db.mjs makes it: without DATABASE_URL an embedded
 * cluster of the job's own (on its own port, so two never race for one); with DATABASE_URL, a database
 * of the job's own on that server (`<test database>_<job>`; the Jest job keeps the plain test database).
 */
function database(job, port) {
  if (!process.env.DATABASE_URL) return { EMBEDDED_PG_PORT: String(port) };
  if (job === "jest") return {};
  const url = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  const base = url.pathname.slice(1) || "postgres";
  url.pathname = `/${process.env.TEST_DATABASE_URL ? base : `${base}_test`}_${job}`;
  return { TEST_DATABASE_URL: url.toString() };
}

/** The jobs; `after` names the jobs a job waits for. */
const JOBS = [
  // The journeys' build skips its own type check: the typecheck job checks the same files (next.config.ts).
  {
    name: "e2e",
    lane: "browser",
    env: { ...database("e2e", 54359), NEXT_BUILD_TYPECHECK: "skip" },
    command: withDb(bin("playwright"), "test"),
  },
  {
    name: "demo",
    lane: "browser",
    after: ["e2e"],
    env: database("demo", 54379),
    command: withDb(bin("jest"), DEMO_TEST, "--selectProjects", "integration"),
  },
  { name: "lint", lane: "background", command: ["npm", "run", "--silent", "lint"] },
  { name: "format", lane: "background", command: ["npm", "run", "--silent", "format:check"] },
  { name: "typecheck", lane: "background", command: ["npm", "run", "--silent", "typecheck"] },
  {
    name: "jest",
    lane: "background",
    env: database("jest", 54339),
    command: withDb(bin("jest"), "--runInBand", `--testPathIgnorePatterns=${DEMO_TEST}`, `--testPathIgnorePatterns=${POOLED_TEST}`),
  },
  // `with-db.mjs --pooled`: DATABASE_URL goes through PgBouncer (pool_mode = transaction), migrations straight to PostgreSQL.
  {
    name: "pooled",
    lane: "background",
    env: database("pooled", 54399),
    command: [
      "node",
      "scripts/with-db.mjs",
      "--test",
      "--pooled",
      "--",
      bin("jest"),
      POOLED_TESTS,
      "--runInBand",
      "--selectProjects",
      "integration",
    ],
  },
];

const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const jobs = only ? JOBS.filter((j) => only.includes(j.name)).map((j) => ({ ...j, after: [] })) : JOBS;
if (only && jobs.length !== only.length) {
  console.error(`[test] unknown job in --only; the jobs are: ${JOBS.map((j) => j.name).join(", ")}`);
  process.exit(2);
}

// Written once here when it must be, rather than by two jobs' with-db at the same moment.
if (prismaClientIsStale(root)) {
  const r = spawnSync(bin("prisma"), ["generate"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(1);
}

const t0 = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (m) => console.log(`[test ${seconds(Date.now() - t0).padStart(7)}] ${m}`);
const running = new Set();
/** How many of a failed job's last lines the end of the run repeats. */
const TAIL_LINES = 150;
const lastLines = (text, n) => text.trimEnd().split("\n").slice(-n).join("\n");
const results = new Map();

function run(job) {
  return new Promise((resolve) => {
    const [cmd, ...args] = job.lane === "background" && os.platform() !== "win32" ? ["nice", "-n", "10", ...job.command] : job.command;
    const started = Date.now();
    log(`${job.name} started`);
    // Its own process group, so Ctrl-C or a failure elsewhere can stop the whole tree (npx, servers, browsers).
    const child = spawn(cmd, args, {
      cwd: root,
      shell: os.platform() === "win32",
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0", ...job.env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    const output = [];
    child.stdout.on("data", (d) => output.push(d));
    child.stderr.on("data", (d) => output.push(d));
    child.on("close", (code, signal) => {
      running.delete(child);
      const ms = Date.now() - started;
      const ok = code === 0;
      console.log(`\n──── ${job.name}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)} ────`);
      process.stdout.write(Buffer.concat(output));
      console.log(`──── end of ${job.name} ────\n`);
      const text = Buffer.concat(output).toString();
      const isFlaky = /^\s+\d+ flaky$/m.test(text);
      results.set(job.name, { ok, ms, started: started - t0, isFlaky, tail: ok && !isFlaky ? "" : lastLines(text, TAIL_LINES) });
      resolve(ok);
    });
  });
}

const done = new Map();
function schedule(job) {
  if (!done.has(job.name)) {
    done.set(
      job.name,
      (async () => {
        const before = await Promise.all((job.after ?? []).map((name) => schedule(jobs.find((j) => j.name === name))));
        if (!before.every(Boolean)) {
          log(`${job.name} skipped: ${job.after.join(", ")} failed`);
          results.set(job.name, { ok: false, skipped: true, ms: 0, started: Date.now() - t0 });
          return false;
        }
        return run(job);
      })(),
    );
  }
  return done.get(job.name);
}

for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* already gone */
      }
    }
    process.exit(130);
  });
}

const oks = await Promise.all(jobs.map(schedule));
for (const job of jobs) {
  const r = results.get(job.name);
  if (!r.tail) continue;
  console.log(`\n──── ${job.name} ${r.ok ? "passed, with flaky journeys" : "FAILED"}: its last ${TAIL_LINES} lines again ────`);
  console.log(r.tail);
  console.log(`──── end of ${job.name}'s last lines ────\n`);
}
console.log("job        result   started   took");
for (const job of jobs) {
  const r = results.get(job.name);
  console.log(
    `${job.name.padEnd(10)} ${(r.skipped ? "skipped" : r.ok ? "passed" : "FAILED").padEnd(8)} ${seconds(r.started).padStart(8)} ${seconds(r.ms).padStart(8)}`,
  );
}
log(oks.every(Boolean) ? "every check passed" : "some checks failed");
process.exit(oks.every(Boolean) ? 0 : 1);
