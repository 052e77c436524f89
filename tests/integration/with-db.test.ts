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
// npm test runs this job at a low priority (nice 10) beside the journeys, so starting a cluster and migrating it,
// a few seconds on an idle machine, can take minutes there: the SIGTERM test allows it four.
jest.setTimeout(300_000);

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

  it("says why when its PostgreSQL cannot start, in PostgreSQL's own words, and exits 1", () => {
    // Port 1 is privileged, and the cluster never runs as root: PostgreSQL cannot bind it. (A kernel that lets
    // anyone bind low ports would make this test wrong, so that is checked first.)
    expect(Number(readFileSync("/proc/sys/net/ipv4/ip_unprivileged_port_start", "utf8"))).toBeGreaterThan(1);
    const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_PG_PORT: "1" };
    delete env.DATABASE_URL;
    const r = spawnSync("node", [script, "--test", "--", "node", "-e", "console.log('RAN')"], { cwd: root, encoding: "utf8", env });
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain("RAN");
    expect(r.stderr).toContain("[with-db] the embedded PostgreSQL did not start on port 1");
    expect(r.stderr).toMatch(/could not bind IPv4 address "127\.0\.0\.1": Permission denied/);
    expect(readdirSync(path.join(root, ".data")).filter((f) => f === `pg-test-${r.pid}`)).toHaveLength(0);
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
    let exitCode: number | null | undefined;
    const exited = new Promise<number | null>((resolve) =>
      runner.on("exit", (code) => {
        exitCode = code;
        resolve(code);
      }),
    );
    try {
      const started = await waitFor(
        () => exitCode !== undefined || (existsSync(pidFile) && readFileSync(pidFile, "utf8").length > 0),
        240_000,
      );
      // with-db that ended, or never got as far as the command, fails here with what it printed.
      expect({ started, exitCode, output: started && exitCode === undefined ? "" : output }).toEqual({
        started: true,
        exitCode: undefined,
        output: "",
      });
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
