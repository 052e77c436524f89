// npm run bench:pets — GET /server/pets at 1,000 and at 100,000 listings, against `next start`.
// Runs inside `node scripts/with-db.mjs --test` (a throwaway database). Prints requests/s and p50/p99
// latency for the first page, a filtered search, a breed filter, searches the way people type them (an
// alias and a town, a misspelt breed that is corrected, Hindi words) and a deep page, and for
// /server/health (the ceiling: one SELECT 1 through the same wrapper and pool).
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import { buildUnlessAsked, waitFor } from "./support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });

const BREEDS = [["dog", "Labrador Retriever"], ["dog", "German Shepherd"], ["dog", "Beagle"], ["dog", "Indie"], ["cat", "Persian"], ["cat", "Siamese"], ["bird", "Budgerigar"], ["fish", "Goldfish"], ["rabbit", "Holland Lop"]];
const CITIES = ["Hyderabad", "Bengaluru", "Chennai", "Mumbai", "Delhi", "Pune", "Kolkata", "Jaipur"];

async function seedTo(total) {
  const { rows } = await db.query("SELECT count(*)::int AS n FROM pets");
  const have = rows[0].n;
  if (have >= total) return;
  const t0 = Date.now();
  // generate_series writes rows in bulk; breeds, cities and prices cycle so filters have realistic selectivity.
  await db.query(`
    INSERT INTO pets (id, "sellerId", name, breed, "breedKey", age, price, location, "locationKey", description, gender, features, status, views, species, "createdAt", "updatedAt")
    SELECT 'bench' || lpad(g::text, 8, '0'), 'bench-seller', 'Pet ' || g, b.breed, lower(b.breed), (1 + g % 9) || ' years',
           500 + (g * 7919) % 80000, c.city, lower(c.city), 'A healthy and friendly ' || lower(b.breed) || ' looking for a loving home.',
           (CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END)::"Gender", ARRAY['Vaccinated','Friendly'],
           (CASE WHEN g % 10 = 0 THEN 'sold' ELSE 'active' END)::"PetStatus", g % 500, b.species::"Species",
           now() - (g || ' seconds')::interval, now()
    FROM generate_series($1::int + 1, $2::int) g
    CROSS JOIN LATERAL (SELECT (ARRAY[${BREEDS.map(([s]) => `'${s}'`).join(",")}])[1 + g % ${BREEDS.length}] AS species,
                               (ARRAY[${BREEDS.map(([, b]) => `'${b}'`).join(",")}])[1 + g % ${BREEDS.length}] AS breed) b
    CROSS JOIN LATERAL (SELECT (ARRAY[${CITIES.map((c) => `'${c}'`).join(",")}])[1 + (g / 3) % ${CITIES.length}] AS city) c`, [have, total]);
  await db.query(`INSERT INTO pet_images (id, "petId", position, key, width, height, "createdAt")
    SELECT 'img' || p.id, p.id, 0, 'pets/img' || p.id, 1200, 900, now() FROM pets p
    WHERE p."sellerId" = 'bench-seller' AND NOT EXISTS (SELECT 1 FROM pet_images i WHERE i."petId" = p.id)`);
  await db.query("ANALYZE pets; ANALYZE pet_images;");
  console.log(`  seeded ${total - have} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** A cursor in the middle of the newest-first order, as the service encodes it. */
async function deepCursor() {
  const { rows } = await db.query(`SELECT id, "createdAt" FROM pets WHERE status = 'active' ORDER BY "createdAt" DESC, id DESC OFFSET (SELECT count(*) / 2 FROM pets WHERE status = 'active') LIMIT 1`);
  return Buffer.from(JSON.stringify({ s: "newest", v: rows[0].createdAt.toISOString(), id: rows[0].id })).toString("base64url");
}

async function measure(path) {
  const res = await fetch(BASE + path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  // A search measured on an empty answer would time the wrong path (the correction runs only when nothing is found).
  if (path.includes("q=") && !body.pets?.length) throw new Error(`${path} found nothing`);
  await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { path, count: body.pets?.length ?? null, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

async function main() {
  buildUnlessAsked();
  await db.connect();
  await db.query(`INSERT INTO users (id, name, email, "passwordHash", "updatedAt") VALUES ('bench-seller', 'Bench Seller', 'bench@example.com', 'x', now()) ON CONFLICT DO NOTHING`);
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], { stdio: "ignore", env: { ...process.env, NODE_ENV: "production" }, detached: true });
  const results = [];
  try {
    await waitFor(`${BASE}/server/health`);
    for (const total of [1_000, 100_000]) {
      console.log(`\n${total.toLocaleString("en-IN")} listings`);
      await seedTo(total);
      const cursor = await deepCursor();
      const cases = [
        ["health check (/server/health: SELECT 1)", "/server/health"],
        ["first page", "/server/pets"],
        ["filtered search", "/server/pets?q=labrador&species=dog&minPrice=1000&maxPrice=50000&sort=price_asc"],
        ["breed filter (breed=)", "/server/pets?breed=Labrador%20Retriever"],
        ["search: alias and town", `/server/pets?q=${encodeURIComponent("lab puppies in hyderabad")}`],
        ["search: misspelt, corrected", `/server/pets?q=${encodeURIComponent("labrdor retriver")}`],
        ["search: Hindi words", `/server/pets?q=${encodeURIComponent("पर्शियन बिल्ली हैदराबाद")}`],
        ["deep page (middle of the list)", `/server/pets?cursor=${cursor}`],
      ];
      for (const [label, path] of cases) {
        const m = await measure(path);
        results.push({ listings: total, label, ...m });
        console.log(`  ${label.padEnd(40)} ${String(m.rps).padStart(6)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms${m.count !== null ? `   (${m.count} pets)` : ""}`);
      }
    }
  } finally {
    try { process.kill(-server.pid, "SIGTERM"); } catch { /* already gone */ }
    await db.end();
  }
  const at = (n, label) => results.find((r) => r.listings === n && r.label === label);
  const first1k = at(1_000, "first page"), first100k = at(100_000, "first page"), ceiling = at(100_000, "health check (/server/health: SELECT 1)");
  console.log(`\nfirst page at 100,000 vs 1,000 listings: ${((first100k.rps / first1k.rps) * 100).toFixed(0)}% of the requests/s (target ≥ 80%)`);
  console.log(`first page at 100,000 listings vs the health check: ${((first100k.rps / ceiling.rps) * 100).toFixed(0)}% (target ≥ 50%)`);
  const breed100k = at(100_000, "breed filter (breed=)");
  for (const label of ["search: alias and town", "search: misspelt, corrected", "search: Hindi words"]) {
    console.log(`${label} at 100,000 listings vs the breed filter: ${((at(100_000, label).rps / breed100k.rps) * 100).toFixed(0)}% of the requests/s (target ≥ 80%)`);
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/pets.json", JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION, results }, null, 2));
}

main().catch((e) => { console.error(e); process.exit(1); });
