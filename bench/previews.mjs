// node scripts/with-db.mjs --test --seed -- node bench/previews.mjs [--no-build] — what a link preview
// (GET /server/og/pets/{id}, lib/pets/preview.ts) costs on the production server: builds (skip with
// --no-build), starts scripts/serve.mjs on a throwaway database with the demo data, reads each active
// demo listing's og:image from its page and fetches it: the server's very first preview (fonts loaded,
// then drawn), each listing's first (drawn), the same again (kept in memory), a crawler's revalidation
// (304), and autocannon on one kept preview. Prints the figures; docs/performance.md keeps them (Link previews).
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import pg from "pg";
import { buildUnlessAsked, waitFor } from "./support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;

async function timed(url, headers = {}) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    ms: performance.now() - start,
    status: res.status,
    type: res.headers.get("content-type"),
    etag: res.headers.get("etag"),
    bytes: body.length,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(0)} ms`;

async function main() {
  buildUnlessAsked();
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query(`SELECT id FROM pets WHERE status = 'active' ORDER BY "createdAt"`);
  await db.end();
  if (!rows.length) throw new Error("no active listing: run with --seed");

  const server = spawn("node", ["scripts/serve.mjs"], {
    stdio: "ignore",
    detached: true,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), APP_URL: BASE },
  });
  try {
    await waitFor(`${BASE}/server/health`);
    // Each listing's og:image, as a crawler reads it from the page.
    const previews = [];
    for (const { id } of rows) {
      const html = await (await fetch(`${BASE}/pets/${id}`)).text();
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1].replace(/&amp;/g, "&");
      if (!url) throw new Error(`/pets/${id} names no og:image`);
      previews.push(url);
    }
    const drawn = [];
    const kept = [];
    const revalidated = [];
    const sizes = [];
    for (const url of previews) {
      const first = await timed(url);
      if (first.status !== 200 || first.type !== "image/jpeg") throw new Error(`${url} answered ${first.status} ${first.type}`);
      drawn.push(first.ms);
      sizes.push(first.bytes);
      kept.push((await timed(url)).ms);
      const again = await timed(url, { "if-none-match": first.etag });
      if (again.status !== 304) throw new Error(`${url} answered ${again.status} to If-None-Match`);
      revalidated.push(again.ms);
    }
    const load = await autocannon({ url: previews[0], connections: 10, duration: 5 });
    console.log(`${previews.length} listings, one request at a time (the server's first preview loads the fonts):\n`);
    console.log(`  the server's first preview            ${fmt(drawn[0])}`);
    console.log(
      `  each listing's first (drawn)          median ${fmt(median(drawn.slice(1)))}, slowest ${fmt(Math.max(...drawn.slice(1)))}`,
    );
    console.log(`  the same again (kept in memory)       median ${fmt(median(kept))}, slowest ${fmt(Math.max(...kept))}`);
    console.log(`  a crawler's revalidation (304)        median ${fmt(median(revalidated))}`);
    console.log(
      `  JPEG size                             median ${Math.round(median(sizes) / 1024)} KB, largest ${Math.round(Math.max(...sizes) / 1024)} KB`,
    );
    console.log(
      `  one kept preview, 10 connections, 5 s ${Math.round(load.requests.average)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms`,
    );
  } finally {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
