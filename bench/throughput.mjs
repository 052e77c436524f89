// npm run bench:pages-throughput — how many public pages a second the server answers, beside a static
// file (the ceiling: no render at all) and a trivial route handler (one SELECT 1). Runs inside `node scripts/with-db.mjs --test --seed` (a
// throwaway database with the demo data), builds (skip with `-- --no-build`), starts the production
// server (scripts/serve.mjs) and measures each page with autocannon, without a session cookie and, for
// a pet page, with the demo buyer's; and filtered browse and search pages, which come from a cached page
// of their filters (lib/pets/browse-key.ts). Prints requests/s, p50 and p99, whether the page cache in front of
// the app answered (x-cache), and each page's share of the static file's requests/s; writes
// bench-results/throughput.json. `PAGE_CACHE_MB=0 npm run bench:pages-throughput` measures Next.js's own
// cache alone.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import { buildUnlessAsked, waitFor } from "./support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The goal for a public page without a session: this share of the static file's requests/s; for a
// filtered browse or search (a cached page of its filters, lib/pets/browse-key.ts), half of it.
const TARGET_SHARE = 0.7;
const FILTERED_TARGET_SHARE = 0.5;

async function measure(path, headers = {}) {
  const res = await fetch(BASE + path, { headers, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  await res.arrayBuffer();
  await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  // Whether the page cache in front of the app (scripts/serve.mjs) answered: HIT, MISS, or none.
  const after = await fetch(BASE + path, { headers, redirect: "manual" });
  await after.arrayBuffer();
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cacheControl: res.headers.get("cache-control"),
    pageCache: after.headers.get("x-cache") ?? "-",
  };
}

/** The demo buyer's session cookie, from a real login. */
async function sessionCookie() {
  const res = await fetch(`${BASE}/server/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email: "buyer@pawbazaar.in", password: "PawBazaar@123" }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => /session/i.test(c.split("=")[0]));
  if (!cookie) throw new Error("login set no session cookie");
  return cookie.split(";")[0];
}

async function main() {
  buildUnlessAsked();
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query(`SELECT id FROM pets WHERE status = 'active' ORDER BY "createdAt" DESC LIMIT 1`);
  await db.end();
  if (!rows.length) throw new Error("no active listing: run with --seed");
  const pet = `/pets/${rows[0].id}`;

  const server = spawn("node", ["scripts/serve.mjs"], {
    stdio: "ignore",
    detached: true,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), APP_URL: BASE },
  });
  const results = [];
  try {
    await waitFor(`${BASE}/server/health`);
    const cookie = await sessionCookie();
    const cases = [
      ["static file (/icons/icon-192.png)", "/icons/icon-192.png", {}],
      ["trivial handler (/server/health)", "/server/health", {}],
      ["home /", "/", {}],
      ["browse /pets", "/pets", {}],
      ["a pet page", pet, {}],
      ["/about", "/about", {}],
      ["Telugu browse /te/pets", "/te/pets", {}],
      // One tap on a filter, a typed search, and the same filters in another order with a tracking parameter.
      ["filtered /pets?species=dog&location=…", "/pets?species=dog&location=Hyderabad", {}, FILTERED_TARGET_SHARE],
      ["search /search?q=labrador", "/search?q=labrador", {}, FILTERED_TARGET_SHARE],
      ["same filters, other order + utm", "/pets?utm_source=whatsapp&location=Hyderabad&species=dog", {}, FILTERED_TARGET_SHARE],
      ["Telugu filtered /te/pets?species=cat", "/te/pets?species=cat", {}, FILTERED_TARGET_SHARE],
      // The reference: a query too long to keep (lib/pets/browse-key.ts), rendered per request as every
      // filtered page was before they were cached. No target.
      [
        "rendered per request (too long to keep)",
        `/pets?q=labrador&breed=${encodeURIComponent("ఆ".repeat(80))}&location=${encodeURIComponent("ఆ".repeat(100))}`,
        {},
        null,
      ],
      ["a pet page, signed in", pet, { cookie }],
    ];
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s a page after a 2 s warm-up; page cache ${process.env.PAGE_CACHE_MB === "0" ? "off" : "on"}\n`,
    );
    for (const [label, path, headers, target = TARGET_SHARE] of cases) {
      const m = await measure(path, headers);
      results.push({ label, path, signedIn: Boolean(headers.cookie), target, ...m });
      console.log(
        `  ${label.padEnd(40)} ${String(m.rps).padStart(6)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   page cache: ${m.pageCache.padEnd(4)}  Cache-Control: ${m.cacheControl}`,
      );
    }
  } finally {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  const ceiling = results[0].rps;
  console.log("");
  let misses = 0;
  for (const r of results.slice(2)) {
    const share = r.rps / ceiling;
    const judged = !r.signedIn && r.target !== null;
    const target = !judged ? "" : share >= r.target ? `  meets the target (${r.target})` : `  below the target (${r.target})`;
    if (judged && share < r.target) misses += 1;
    console.log(`  ${r.label.padEnd(40)} ${share.toFixed(2)} × the static file${target}`);
  }
  console.log(misses ? `\n${misses} public page(s) below their target share of the static file.` : "\nEvery public page meets its target.");
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/throughput.json",
    JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION, results }, null, 2),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
