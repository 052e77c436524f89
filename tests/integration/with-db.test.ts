import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isAlive } from "../helpers/processes";

// scripts/with-db.mjs is how every command gets its database (npm run dev/start/demo, npm test): it must
// hand the command its arguments as given, and stop the command's whole process tree before PostgreSQL.
const root = path.resolve(__dirname, "../..");
const script = path.join(root, "scripts/with-db.mjs");
jest.setTimeout(180_000);

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

async function waitFor(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe("scripts/with-db.mjs", () => {
  it("runs the command with its arguments intact (no shell re-joins them)", () => {
    const r = spawnSync(
      "node",
      [script, "--test", "--", "node", "-e", "console.log('ARGS' + JSON.stringify(process.argv.slice(1)))", "a b", "c && d", "$HOME"],
      {
        cwd: root,
        encoding: "utf8",
        env: process.env,
      },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('ARGS["a b","c && d","$HOME"]');
  });

  it("passes the command's exit code on", () => {
    const r = spawnSync("node", [script, "--test", "--", "node", "-e", "process.exit(7)"], {
      cwd: root,
      encoding: "utf8",
      env: process.env,
    });
    expect(r.status).toBe(7);
  });

  it("on SIGTERM stops the command's whole tree, then its embedded PostgreSQL, and leaves nothing behind", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "with-db-"));
    const pidFile = path.join(dir, "grandchild.pid");
    // The command starts a grandchild that would run forever, as `sh -c "next build && next start"` does.
    const inner = `node -e "require('fs').writeFileSync('${pidFile}', String(process.pid)); setInterval(() => {}, 1000)" & wait`;
    const env = { ...process.env };
    delete env.DATABASE_URL; // so with-db starts (and must stop) its own embedded PostgreSQL
    const runner = spawn("node", [script, "--test", "--", "sh", "-c", inner], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    runner.stdout.on("data", (d) => (output += d));
    runner.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => runner.on("exit", (code) => resolve(code)));
    try {
      expect(await waitFor(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").length > 0, 120_000)).toBe(true);
      const grandchild = Number(readFileSync(pidFile, "utf8"));
      const port = Number(/embedded PostgreSQL up on port (\d+)/.exec(output)?.[1]);
      expect(port).toBeGreaterThan(0);
      expect(await isListening(port)).toBe(true);
      const clusters = () => readdirSync(path.join(root, ".data")).filter((f) => f === `pg-test-${runner.pid}`);
      expect(isAlive(grandchild)).toBe(true);
      expect(clusters()).toHaveLength(1);

      runner.kill("SIGTERM");
      await exited;
      expect(await waitFor(() => !isAlive(grandchild), 10_000)).toBe(true);
      expect(clusters()).toHaveLength(0);
      expect(await isListening(port)).toBe(false);
    } finally {
      runner.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
