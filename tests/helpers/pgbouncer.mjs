// PgBouncer in transaction mode in front of a PostgreSQL database, as the managed poolers of Vercel's
// databases run (Neon's -pooler host, Supabase's port 6543): a client holds a server connection only for
// one transaction, so nothing of a session (SET, session advisory locks, LISTEN, named prepared
// statements) reaches the client's next transaction. scripts/with-db.mjs --pooled uses it.
//
// startPgBouncer(directUrl) starts Debian's `pgbouncer` (apt-get install pgbouncer) on a free port of its
// own, waits until it answers, and resolves to { url, port, stop }: `url` is directUrl with the pooler's
// host and port (same database name, user and password). stop() ends it; it also ends when this process
// exits, or gets a SIGINT/SIGTERM/SIGHUP it does not otherwise handle. As root it runs as the `postgres`
// user (PgBouncer refuses to run as root).
import { spawn, spawnSync } from "node:child_process";
import { accessSync, chmodSync, chownSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const START_TIMEOUT_MS = 15_000;

/** The pgbouncer executable, on PATH or in the sbin directories a non-root PATH often lacks. */
export function findPgBouncer() {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, "pgbouncer");
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not there
    }
  }
  return null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The uid and gid to run as: the current user's, or the `postgres` user's (`nobody`'s without one) as root. */
function runAs() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error("pgbouncer refuses to run as root, and there is no `postgres` or `nobody` user to run it as");
}

const quote = (s) => `"${s.replaceAll('"', '""')}"`;

/** The ini value of a [databases] entry, `key=value` pairs; values in single quotes. */
const connstr = (pairs) =>
  Object.entries(pairs)
    .filter(([, v]) => v !== "" && v !== undefined)
    .map(([k, v]) => `${k}='${String(v).replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`)
    .join(" ");

function isUp(url) {
  return import("pg").then(async ({ default: pg }) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  });
}

async function startOnce(bin, direct, port, { poolSize, user }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pawbazaar-pgbouncer-"));
  const dbName = decodeURIComponent(direct.pathname.slice(1)) || "postgres";
  const userName = decodeURIComponent(direct.username) || os.userInfo().username;
  const password = decodeURIComponent(direct.password);
  const ini = path.join(dir, "pgbouncer.ini");
  const authFile = path.join(dir, "userlist.txt");
  writeFileSync(authFile, `${quote(userName)} ${quote(password)}\n`, { mode: 0o600 });
  writeFileSync(
    ini,
    [
      "[databases]",
      // The same name as the database behind it, so the URL still names the test database (PgBouncer 1.18
      // reads no quoted names: another name goes through the fallback entry, `*`, to the database of that name).
      `${/^\w+$/.test(dbName) ? dbName : "*"} = ${connstr({ host: direct.hostname.replace(/^\[|\]$/g, ""), port: direct.port || "5432", dbname: dbName })}`,
      "",
      "[pgbouncer]",
      "pool_mode = transaction",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      // Clients log in with the database's user and password; PgBouncer logs in to PostgreSQL with the same
      // ones (the plain password in the auth file answers any method the server asks for).
      `auth_type = ${password ? "scram-sha-256" : "trust"}`,
      `auth_file = ${authFile}`,
      ...(user ? [`user = ${user.name}`] : []),
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 1000",
      "server_lifetime = 3600",
      "log_connections = 0",
      "log_disconnections = 0",
      "log_pooler_errors = 1",
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(ini, user.uid, user.gid);
    chownSync(authFile, user.uid, user.gid);
  }
  chmodSync(dir, 0o700);

  // A process group of its own: a Ctrl-C in the terminal reaches the command, not the pooler under it,
  // which stops only once the command is done (see stop()).
  const child = spawn(bin, [ini], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  const output = [];
  const keep = (d) => {
    output.push(String(d));
    if (output.length > 200) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  let stopping = false;
  let up = false;
  const gone = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exited = true;
      if (up && !stopping)
        console.error(`[pgbouncer] exited (${signal ?? `exit ${code}`}) under the running command:\n${output.join("").trim()}`);
      resolve(signal ?? code);
    }),
  );
  child.once("error", (e) => {
    keep(`${e.message}\n`);
    exited = true;
  });

  const kill = (sig) => {
    if (!exited)
      try {
        process.kill(child.pid, sig);
      } catch {
        /* already gone */
      }
  };
  // Whichever way this process ends, the pooler ends with it (SIGTERM: PgBouncer's immediate shutdown).
  const onExit = () => {
    stopping = true;
    kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  // A signal that nothing else here handles would end this process at once: end the pooler first. When
  // something does (with-db's own handlers), it stops the command and then the pooler, in that order.
  const onSignal = (sig) => {
    if (process.listenerCount(sig) > 1) return;
    onExit();
    process.off(sig, onSignal);
    process.kill(process.pid, sig);
  };
  process.once("exit", onExit);
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, onSignal);
  let stopped = null;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      kill("SIGTERM");
      const timer = setTimeout(() => kill("SIGKILL"), 5_000);
      if (child.pid) await gone;
      clearTimeout(timer);
      process.off("exit", onExit);
      for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(sig, onSignal);
      rmSync(dir, { recursive: true, force: true });
    })());

  const url = new URL(direct);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    if (await isUp(url.toString())) {
      up = true;
      return { url: url.toString(), port, pid: child.pid, stop, log: () => output.join("") };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  const error = new Error(
    `pgbouncer ${exited ? "exited" : `did not answer within ${START_TIMEOUT_MS / 1000} s`} on port ${port}:\n${output.join("").trim()}`,
  );
  error.portTaken = /address already in use/i.test(output.join(""));
  throw error;
}

/**
 * Starts PgBouncer (pool_mode = transaction) in front of `directUrl`; see the top of this file.
 * `poolSize`: server connections per database and user (Supabase's and Neon's default pools are of
 * that order; every Prisma client of a test keeps up to DATABASE_POOL_SIZE clients on it).
 */
export async function startPgBouncer(directUrl, { poolSize = 20 } = {}) {
  const bin = findPgBouncer();
  if (!bin)
    throw new Error(
      "pgbouncer is not installed: the pooled tests need it (Debian/Ubuntu: `apt-get install pgbouncer`; macOS: `brew install pgbouncer`)",
    );
  const direct = new URL(directUrl);
  const user = runAs();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(bin, direct, await freePort(), { poolSize, user });
    } catch (e) {
      // Another process took the free port between our look and PgBouncer's bind: try another.
      if (!e.portTaken || attempt === 3) throw e;
    }
  }
}
