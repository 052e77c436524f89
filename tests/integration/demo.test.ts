// `npm run demo` is the README's way to see the product as it runs in production: it must build,
// seed and serve with `next start` (through scripts/serve.mjs), and Ctrl-C must stop all of it.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { isAlive, processTree } from "../helpers/processes";

const root = path.resolve(__dirname, "../..");
jest.setTimeout(600_000);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

it("npm run demo builds, seeds and serves production, and Ctrl-C leaves no process behind", async () => {
  // Its own database on the tests' server, so the demo data does not meet the other tests' rows.
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = "/pawbazaar_demo_test";
  const port = await freePort();
  // Without the tests' own settings (NODE_ENV=test, their APP_URL and direct database URL).
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !["NODE_ENV", "APP_URL", "DIRECT_URL"].includes(k))),
    DATABASE_URL: url.toString(),
    PORT: String(port),
  } as unknown as NodeJS.ProcessEnv;
  // Its own process group, as a terminal gives it, so Ctrl-C (SIGINT to the group) can be sent.
  const demo = spawn("npm", ["run", "demo"], { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  demo.stdout!.on("data", (d) => (output += d));
  demo.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => demo.on("exit", (code) => resolve(code)));
  let tree: number[] = [];
  try {
    const home = await until(
      "the demo to serve its home page",
      async () => {
        if (demo.exitCode !== null) throw new Error(`npm run demo exited (${demo.exitCode}):\n${output.slice(-3000)}`);
        const res = await fetch(`http://127.0.0.1:${port}/pets`).catch(() => undefined);
        return res?.ok ? { res, html: await res.text() } : undefined;
      },
      540_000,
    );
    expect(output).toMatch(/Creating an optimized production build/);
    expect(output).not.toMatch(/next dev|Could not find a production build/);
    // What only a production server answers: hashed static assets cached for a year.
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home.html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`http://127.0.0.1:${port}${script}`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The demo data was seeded: its listings are on the browse page.
    expect(["Bruno", "Rani", "Honey"].filter((name) => !home.html.includes(name))).toEqual([]);

    tree = processTree(demo.pid!);
    expect(tree.length).toBeGreaterThan(3);
    process.kill(-demo.pid!, "SIGINT");
    await exited;
    await until("every process of the demo to stop", () => (tree.every((pid) => !isAlive(pid)) ? true : undefined), 30_000);
    expect(
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => "answered",
        () => "refused",
      ),
    ).toBe("refused");
  } finally {
    for (const pid of processTree(demo.pid!)) if (isAlive(pid)) process.kill(pid, "SIGKILL");
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS pawbazaar_demo_test WITH (FORCE)");
    await admin.end();
  }
});
