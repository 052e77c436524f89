// npm run bench:pets — GET /server/pets at 1,000, 100,000 and 1,000,000 listings, against `next start`.
// Runs inside `node scripts/with-db.mjs --test` (a throwaway database). Prints requests/s and p50/p99
// latency for the first page, a filtered search, a breed filter, searches the way people type them (an
// alias and a town, a misspelt breed that is corrected, Hindi words), the pairs people filter by (a breed
// in a town, a species in a town, a breed in a town within a price range, and a rare pair: a breed with
// no active listing in a big town), a deep page, and for /server/health (the ceiling: one SELECT 1
// through the same wrapper and pool). Each case is measured in alternating rounds with the health check
// beside it, and read as its share of it (the machine's speed drifts within a minute). At each size it
// also prints EXPLAIN ANALYZE of the searches' statements, times one render of three landing pages and of
// the sitemaps, and prints EXPLAIN ANALYZE of their reads (over 20 ms marked). BENCH_MAX_LISTINGS stops
// earlier (e.g. 100000 for a quick run). At 100,000 listings it also measures what search reads beyond
// breeds and towns (a budget, a gender and an age in words, a budget in Hindi, two preferences, a word in
// every description, ranked after the listings named so, a word no listing has), each against the same
// work without that reading (the same filters given as the page's own, or the breed searched for alone),
// and the ranking itself (the breed searched for against the page's breed filter), in alternating
// rounds: target at most 10% slower. At each size it also measures searches for words asked for the
// first time (no server memory of them: every request a word or a spelling not asked for in the last
// minute): a word no listing has, alone and beside a breed, words in every description but in no name,
// and a word in every name; their figures at a million are read against those at 100,000 (target: within
// 20%), with EXPLAIN ANALYZE of how the words are read, and a plain pair filter measured while ten
// visitors search new words (it must keep answering).
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { buildUnlessAsked, waitFor } from "./support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });

const BREEDS = [
  ["dog", "Labrador Retriever"],
  ["dog", "German Shepherd"],
  ["dog", "Beagle"],
  ["dog", "Indie"],
  ["cat", "Persian"],
  ["cat", "Siamese"],
  ["bird", "Budgerigar"],
  ["fish", "Goldfish"],
  ["rabbit", "Holland Lop"],
];
const CITIES = ["Hyderabad", "Bengaluru", "Chennai", "Mumbai", "Delhi", "Pune", "Kolkata", "Jaipur"];

async function seedTo(total) {
  const { rows } = await db.query("SELECT count(*)::int AS n FROM pets");
  const have = rows[0].n;
  if (have >= total) return;
  const t0 = Date.now();
  // generate_series writes rows in bulk; breeds, cities and prices cycle so filters have realistic
  // selectivity. Two in three pets are months old (the others 1 to 9 years), one listing in twenty is a
  // shelter's, and neither follows the breed, so every breed has young ones and some up for adoption.
  await db.query(
    `
    INSERT INTO pets (id, "sellerId", name, breed, "breedKey", age, price, location, "locationKey", description, gender, features, status, views, species, "sellerType", "createdAt", "updatedAt")
    SELECT 'bench' || lpad(g::text, 8, '0'), 'bench-seller', 'Pet ' || g, b.breed, lower(b.breed),
           (CASE WHEN (g / 7) % 3 = 0 THEN (1 + g % 9) || ' years' ELSE (2 + g % 10) || ' months' END),
           500 + (g::bigint * 7919) % 80000, c.city, lower(c.city), 'A healthy and friendly ' || lower(b.breed) || ' looking for a loving home.',
           (CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END)::"Gender", ARRAY['Vaccinated','Friendly'],
           (CASE WHEN g % 10 = 0 THEN 'sold' ELSE 'active' END)::"PetStatus", g % 500, b.species::"Species",
           (CASE WHEN g % 20 = 7 THEN 'shelter' WHEN g % 4 = 0 THEN 'breeder' ELSE 'individual' END)::"SellerType",
           now() - (g || ' seconds')::interval, now()
    FROM generate_series($1::int + 1, $2::int) g
    CROSS JOIN LATERAL (SELECT (ARRAY[${BREEDS.map(([s]) => `'${s}'`).join(",")}])[1 + g % ${BREEDS.length}] AS species,
                               (ARRAY[${BREEDS.map(([, b]) => `'${b}'`).join(",")}])[1 + g % ${BREEDS.length}] AS breed) b
    CROSS JOIN LATERAL (SELECT (ARRAY[${CITIES.map((c) => `'${c}'`).join(",")}])[1 + (g / 3) % ${CITIES.length}] AS city) c`,
    [have, total],
  );
  // One listing in ten has no photo (searches show those with photos first, and read the others apart).
  await db.query(`INSERT INTO pet_images (id, "petId", position, key, width, height, "createdAt")
    SELECT 'img' || p.id, p.id, 0, 'pets/img' || p.id, 1200, 900, now() FROM pets p
    WHERE p."sellerId" = 'bench-seller' AND right(p.id, 1) <> '3' AND NOT EXISTS (SELECT 1 FROM pet_images i WHERE i."petId" = p.id)`);
  // The rare pair: every Beagle in Mumbai is sold, so a Beagle search in Mumbai finds none there.
  await db.query(
    `UPDATE pets SET status = 'sold' WHERE "sellerId" = 'bench-seller' AND "breedKey" = 'beagle' AND "locationKey" = 'mumbai' AND status = 'active'`,
  );
  // As autovacuum would after so many rows: statistics, and the GIN indexes' pending entries merged (a
  // search's words read from them otherwise scan every row added since, and the planner misjudges them).
  await db.query("VACUUM ANALYZE pets");
  await db.query("VACUUM ANALYZE pet_images");
  console.log(`  seeded ${total - have} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** A cursor in the middle of the newest-first order, as the service encodes it. */
async function deepCursor() {
  const { rows } = await db.query(
    `SELECT id, "createdAt" FROM pets WHERE status = 'active' ORDER BY "createdAt" DESC, id DESC OFFSET (SELECT count(*) / 2 FROM pets WHERE status = 'active') LIMIT 1`,
  );
  return Buffer.from(JSON.stringify({ s: "newest", v: rows[0].createdAt.toISOString(), id: rows[0].id })).toString("base64url");
}

// The pairs' statements as lib/pets/list-pets-sql.ts writes them (the list's columns aside), for EXPLAIN ANALYZE.
const PAIR_SQL = [
  ["breed in a town", `"breedKey" = 'labrador retriever' AND "locationKey" = 'hyderabad'`],
  ["species in a town", `species = 'cat' AND "locationKey" = 'chennai'`],
  ["breed in a town, price range", `"breedKey" = 'beagle' AND "locationKey" = 'pune' AND price >= 5000 AND price <= 30000`],
  ["rare pair: no active Beagle in Mumbai", `"breedKey" = 'beagle' AND "locationKey" = 'mumbai'`],
];
const PAIR_INDEXES = ["pets_status_breedKey_locationKey_createdAt_id_idx", "pets_status_species_locationKey_createdAt_id_idx"];

// The one statement each of these requests runs, once its search is read (and, misspelt, corrected: the
// correction is kept for a minute), as lib/pets/list-pets-sql.ts writes it with the columns of a list,
// for EXPLAIN ANALYZE at each size: what a request asks of the database should not grow with the listings.
const LIST_SQL = (where) =>
  `SELECT p.id, p.name, p.breed, p.age, p.price, p.location, p.description, p.gender, p.features, p.status, p.views, p.species, p."createdAt",
     (SELECT count(*)::int FROM wishlist_items w WHERE w."petId" = p.id) AS likes,
     ARRAY(SELECT i.id FROM pet_images i WHERE i."petId" = p.id ORDER BY i.position) AS "imageIds"
   FROM pets p WHERE p.status = 'active' ${where} ORDER BY p."createdAt" DESC, p.id DESC LIMIT 25`;
const SEARCH_SQL = [
  ["first page", ""],
  ["breed filter", `AND p."breedKey" = 'labrador retriever'`],
  [
    "search: alias and town",
    `AND (p."bornOn" >= current_date - 365) AND p."breedKey" IN ('labrador retriever') AND p."locationKey" IN ('hyderabad') AND p."hasPhotos"`,
  ],
  ["search: misspelt, corrected", `AND p."breedKey" IN ('labrador retriever') AND p."hasPhotos"`],
  ["search: Hindi words", `AND p."breedKey" IN ('persian') AND p."locationKey" IN ('hyderabad') AND p."hasPhotos"`],
];

/** The first scan of an EXPLAIN's plan (its node and index, without costs): "Index Scan using … on pets p". */
const scanOf = (lines) =>
  lines
    .find((l) => /Index|Seq Scan|Bitmap/.test(l))
    ?.trim()
    .replace(/\s+\(cost=.*$/, "")
    .replace(/^->\s*/, "") ?? "";

/** EXPLAIN ANALYZE of the statements of the first page, the breed filter and the three searches as people type them. */
async function explainSearches(total) {
  console.log(`  their statements at ${total.toLocaleString("en-IN")} listings (EXPLAIN ANALYZE, second run):`);
  for (const [label, where] of SEARCH_SQL) {
    const sql = `EXPLAIN (ANALYZE, BUFFERS) ${LIST_SQL(where)}`;
    await db.query(sql);
    const { rows } = await db.query(sql);
    const lines = rows.map((r) => r["QUERY PLAN"]);
    const scan = scanOf(lines);
    const time = (name) => lines.find((l) => l.startsWith(name))?.replace(/[^0-9.]/g, "");
    const buffers = lines.find((l) => l.includes("Buffers:"))?.trim() ?? "";
    console.log(
      `    ${label.padEnd(30)} planning ${time("Planning Time")} ms, execution ${time("Execution Time")} ms   ${scan}; ${buffers}`,
    );
  }
}

// How a search's words are read (lib/pets/list-pets-text.ts), as lib/pets/list-pets-sql.ts writes it, for
// EXPLAIN ANALYZE at each size: a word no listing has is found absent by one probe of the full-text index
// (before, its band walked the newest-first index and read every active listing's text); a word in every
// description but no name finds the bands of the name empty by a probe of the name's index, and its
// listings by walking the newest-first index; a word in every name walks it too.
const SEARCH_TEXT = `to_tsvector('simple', p."name" || ' ' || p."breed" || ' ' || p."description")`;
const TITLE_TEXT = `to_tsvector('simple', p."name" || ' ' || p."breed")`;
const word = (w) => `to_tsquery('simple', '(${w} | ${w}:*)')`;
const MAX_TEXT_CANDIDATES = 1000; // lib/pets/list-pets-text.ts
const probe = (vector, w) =>
  `SELECT p.id FROM pets p WHERE p.status = 'active' AND ${vector} @@ ${word(w)} LIMIT ${MAX_TEXT_CANDIDATES + 1}`;
const band = (where) => `SELECT p.id FROM pets p WHERE p.status = 'active' AND ${where} ORDER BY p."createdAt" DESC, p.id DESC LIMIT 25`;
const WORD_SQL = [
  ["no listing has it (caringq): the index probe", probe(SEARCH_TEXT, "caringq")],
  [
    "  the same before: its band walked newest first",
    band(`(${SEARCH_TEXT} @@ ${word("caringq")}) AND NOT (${TITLE_TEXT} @@ ${word("caringq")}) AND p."hasPhotos"`),
  ],
  ["every description, no name (loving): the name's probe", probe(TITLE_TEXT, "loving")],
  ["  its listings, walked newest first", band(`(${SEARCH_TEXT} @@ ${word("loving")}) AND p."hasPhotos"`)],
  [
    "  the name's band before, walked newest first",
    band(`(${SEARCH_TEXT} @@ ${word("loving")}) AND ${TITLE_TEXT} @@ ${word("loving")} AND p."hasPhotos"`),
  ],
  [
    "every name (pet): walked newest first",
    band(`(${SEARCH_TEXT} @@ ${word("pet")}) AND ${TITLE_TEXT} @@ ${word("pet")} AND p."hasPhotos"`),
  ],
];

/** EXPLAIN ANALYZE of how the words of the cold searches are read (before and now). */
async function explainWords(total) {
  console.log(`  how words are read at ${total.toLocaleString("en-IN")} listings (EXPLAIN ANALYZE, second run):`);
  for (const [label, sql] of WORD_SQL) {
    const explain = `EXPLAIN (ANALYZE, BUFFERS) ${sql}`;
    await db.query(explain);
    const lines = (await db.query(explain)).rows.map((r) => r["QUERY PLAN"]);
    const time = (name) => lines.find((l) => l.startsWith(name))?.replace(/[^0-9.]/g, "");
    const removed = lines.find((l) => l.includes("Rows Removed by Filter"))?.trim() ?? "";
    const buffers = lines.find((l) => l.includes("Buffers:"))?.trim() ?? "";
    console.log(
      `    ${label.padEnd(56)} ${time("Execution Time").padStart(10)} ms   ${scanOf(lines)}; ${[removed, buffers].filter(Boolean).join("; ")}`,
    );
  }
}

/**
 * A plain pair filter asked while ten visitors search words no listing has, each new (the cold case):
 * before, each of those searches read every active listing's text and held a connection of the pool for
 * seconds, and the filter behind them waited and answered 503. Its answers, and its latency against the
 * same alone just before.
 */
async function plainBesideColdWords(total) {
  const plain = "/server/pets?breed=Beagle&location=Chennai";
  const alone = await cannon(plain, { connections: 2, duration: DURATION / 2 });
  const [words, beside] = await Promise.all([
    cannon(COLD_CASES()[0], { connections: CONNECTIONS, duration: DURATION / 2 }),
    cannon(plain, { connections: 2, duration: DURATION / 2 }),
  ]);
  const answered = (r) => `${r.requests.total} answered, ${r.non2xx} not 2xx, ${r.errors} errors`;
  console.log(
    `  a pair filter (${plain}) while ten visitors search new words, at ${total.toLocaleString("en-IN")} listings: ${answered(beside)}, p50 ${beside.latency.p50} ms, p99 ${beside.latency.p99} ms (alone: p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms); the new words: ${Math.round(words.requests.average)} req/s, ${answered(words)}`,
  );
  if (beside.non2xx || beside.errors || words.non2xx || words.errors) throw new Error("a request failed beside the searches for new words");
}

/** Each pair's plan and time, with the pair indexes and (dropped inside a rolled-back transaction) without. */
async function explainPairs() {
  const explain = async (where) => {
    const { rows } = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT id FROM pets p WHERE status = 'active' AND ${where} ORDER BY "createdAt" DESC, id DESC LIMIT 13`,
    );
    const lines = rows.map((r) => r["QUERY PLAN"]);
    const scan = scanOf(lines);
    const buffers = lines.find((l) => l.includes("Buffers:"))?.trim() ?? "";
    return { time: lines.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", ""), scan, buffers };
  };
  console.log("\nEXPLAIN ANALYZE of the pairs (LIMIT 13, newest first), with the pair indexes / without them:");
  for (const [label, where] of PAIR_SQL) {
    const withIndex = await explain(where);
    await db.query("BEGIN");
    try {
      for (const index of PAIR_INDEXES) await db.query(`DROP INDEX "${index}"`);
      const without = await explain(where);
      console.log(
        `  ${label.padEnd(40)} ${withIndex.time.padStart(10)} (${withIndex.scan}; ${withIndex.buffers})\n  ${"".padEnd(40)} ${without.time.padStart(10)} (${without.scan}; ${without.buffers})`,
      );
    } finally {
      await db.query("ROLLBACK");
    }
  }
}

// The landing pages' and the sitemaps' reads as lib/pets/landing.ts and lib/pets/sitemap.ts write them,
// for EXPLAIN ANALYZE at each size: a landing page's count (capped), typical price (its newest 500) and
// neighbour probes, and the sitemaps' counts, where the listings' parts start and their last part.
const PER_PART = 2_000; // lib/sitemaps.ts: PAGES_PER_PART
const BOUNDARIES_SQL = `SELECT "createdAt", id FROM (SELECT "createdAt", id, row_number() OVER (ORDER BY "createdAt" ASC, id ASC) AS n FROM pets WHERE status = 'active') s WHERE (n - 1) % ${PER_PART} = 0 ORDER BY "createdAt" ASC, id ASC`;
const landingSql = (where) => [
  [`count, capped at 10,001`, `SELECT count(*) FROM (SELECT 1 FROM pets p WHERE p.status = 'active' AND ${where} LIMIT 10001) s`],
  [
    `typical price, newest 500`,
    `SELECT percentile_disc(0.25) WITHIN GROUP (ORDER BY s.price), percentile_disc(0.75) WITHIN GROUP (ORDER BY s.price) FROM (SELECT p.price FROM pets p WHERE p.status = 'active' AND ${where} ORDER BY p."createdAt" DESC, p.id DESC LIMIT 500) s`,
  ],
];
const READ_SQL = async () => {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM pets WHERE status = 'active'`);
  const lastPart = Math.max(0, Math.ceil(rows[0].n / PER_PART) - 1);
  const last = (await db.query(BOUNDARIES_SQL)).rows.at(-1);
  return [
    ...landingSql(`p.species = 'dog'`).map(([l, q]) => [`landing /dogs: ${l}`, q]),
    ...landingSql(`p."breedKey" = 'labrador retriever' AND p."locationKey" = 'hyderabad'`).map(([l, q]) => [
      `landing breed in a town: ${l}`,
      q,
    ]),
    [
      `landing neighbours: 9 breeds in a town`,
      `SELECT c.b FROM unnest(ARRAY[${BREEDS.map(([, b]) => `'${b.toLowerCase()}'`).join(",")}]) AS c(b) WHERE EXISTS (SELECT 1 FROM pets p WHERE p.status = 'active' AND p."breedKey" = c.b AND p."locationKey" = 'mumbai' LIMIT 1)`,
    ],
    [`sitemap: count of active listings`, `SELECT count(*) FROM pets WHERE status = 'active'`],
    [`sitemap: where each listings' part starts (kept 10 min)`, BOUNDARIES_SQL],
    [
      `sitemap: listings' last part (${lastPart + 1} of ${lastPart + 1})`,
      last
        ? `SELECT id, "updatedAt" FROM pets WHERE status = 'active' AND ("createdAt", id) >= ('${last.createdAt.toISOString()}'::timestamp, '${last.id}') ORDER BY "createdAt" ASC, id ASC LIMIT ${PER_PART}`
        : `SELECT id, "updatedAt" FROM pets WHERE status = 'active' ORDER BY "createdAt" ASC, id ASC LIMIT ${PER_PART}`,
    ],
    [
      `  the same, OFFSET in the index (before)`,
      `SELECT p.id, p."updatedAt" FROM (SELECT id, "createdAt" FROM pets WHERE status = 'active' ORDER BY "createdAt" ASC, id ASC LIMIT ${PER_PART} OFFSET ${lastPart * PER_PART}) part JOIN pets p ON p.id = part.id ORDER BY part."createdAt" ASC, part.id ASC`,
    ],
    [
      `sitemap: count of sellers`,
      `SELECT count(*) FROM users u WHERE u."suspendedAt" IS NULL AND EXISTS (SELECT 1 FROM pets p WHERE p."sellerId" = u.id AND p.status = 'active')`,
    ],
    [
      `  the same, grouping the listings (before)`,
      `SELECT count(DISTINCT p."sellerId") FROM pets p JOIN users u ON u.id = p."sellerId" WHERE p.status = 'active' AND u."suspendedAt" IS NULL`,
    ],
  ];
};

/** EXPLAIN ANALYZE of the landing and sitemap reads: time, the top of the plan, buffers. */
async function explainReads(total) {
  console.log(`\n  landing and sitemap reads at ${total.toLocaleString("en-IN")} listings (EXPLAIN ANALYZE; over 20 ms marked):`);
  const timings = [];
  for (const [label, sql] of await READ_SQL()) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
    const lines = rows.map((r) => r["QUERY PLAN"]);
    const ms = Number(lines.find((l) => l.startsWith("Execution Time"))?.replace(/[^0-9.]/g, ""));
    const scan = scanOf(lines);
    const buffers = lines.find((l) => l.includes("Buffers:"))?.trim() ?? "";
    timings.push({ listings: total, label, ms, plan: lines });
    console.log(`    ${label.padEnd(52)} ${ms.toFixed(2).padStart(9)} ms${ms > 20 ? "  OVER 20 ms" : ""}   ${scan}; ${buffers}`);
  }
  return timings;
}

/** One render of landing pages not visited before (each is cached after it), and of the sitemaps (rendered on every request). */
async function timePages(city) {
  const paths = [
    `/dogs/in/${city}`,
    `/dogs/beagle/in/${city}`,
    `/cats/persian/in/${city}`,
    "/sitemap.xml",
    "/sitemaps/pets/sitemap/0.xml",
    "/sitemaps/landing/sitemap/0.xml",
    "/sitemaps/sellers/sitemap/0.xml",
  ];
  const times = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(BASE + path);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push({ path, ms: Math.round(performance.now() - t0), bytes });
  }
  console.log(`  first render: ${times.map((t) => `${t.path} ${t.ms} ms (${Math.round(t.bytes / 1024)} KB)`).join(", ")}`);
  return times;
}

/**
 * What reading a search's words costs: each case against a reference of the same work without that
 * reading, in ROUNDS alternating rounds of half the usual length (this machine's speed drifts over a
 * minute, so two figures taken minutes apart would mostly measure the drift), and their medians.
 */
const READING_AT = 100_000;
const ROUNDS = 3;
const GSD = "/server/pets?q=" + encodeURIComponent("german shepherd");
const READINGS = [
  // A budget, a gender and an age read from the words, against the same filters given as the page's own
  // beside the breed in words (the same ranking on both sides: only the reading differs).
  [
    "breed, gender, budget in words",
    `/server/pets?q=${encodeURIComponent("female german shepherd under 40k")}`,
    "the rest as the page's filters",
    `${GSD}&gender=female&maxPrice=40000`,
  ],
  [
    "budget in Hindi",
    `/server/pets?q=${encodeURIComponent("जर्मन शेफर्ड 20 हज़ार तक")}`,
    "the rest as the page's filters",
    `${GSD}&maxPrice=20000`,
  ],
  [
    "budget, gender, age",
    `/server/pets?q=${encodeURIComponent("female gsd under 40k below 6 months")}`,
    "the rest as the page's filters",
    `${GSD}&gender=female&maxPrice=40000&maxAge=5`,
  ],
  // Preferences and unknown words, against the breed searched for alone.
  ["a preference (adoption)", `/server/pets?q=${encodeURIComponent("german shepherd for adoption")}`, "the breed searched for", GSD],
  ["a preference (puppies)", `/server/pets?q=${encodeURIComponent("german shepherd puppies")}`, "the breed searched for", GSD],
  ["a word in descriptions only", `/server/pets?q=${encodeURIComponent("german shepherd healthy")}`, "the breed searched for", GSD],
  ["a word no listing has", `/server/pets?q=${encodeURIComponent("german shepherd qwxyzzy")}`, "the breed searched for", GSD],
  // The ranking (photos first) and the reading of the breed, against the page's breed filter, unranked.
  ["the breed in words, photos first", GSD, "the page's breed filter", "/server/pets?breed=German%20Shepherd"],
];
async function compareReadings() {
  const out = [];
  for (const [label, path, reference, referencePath] of READINGS) {
    const mine = [],
      theirs = [];
    for (let round = 0; round < ROUNDS; round++) {
      theirs.push((await measure(referencePath, DURATION / 2)).rps);
      mine.push((await measure(path, DURATION / 2)).rps);
    }
    const rps = median(mine),
      referenceRps = median(theirs);
    out.push({ label, path, rps, reference, referencePath, referenceRps, share: Math.round((rps / referenceRps) * 100) });
    console.log(`  read: ${label.padEnd(38)} ${String(rps).padStart(6)} req/s   ${reference}: ${referenceRps} req/s`);
  }
  return out;
}

/**
 * The answer to one request of `path`, checked: 200, and a search that finds something (or, `isEmpty`,
 * one that must find nothing: a word no listing has).
 */
async function check(path, isEmpty = false) {
  const res = await fetch(BASE + path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  // A search measured on an empty answer would time the wrong path (the correction runs only when nothing is found).
  if (path.includes("q=") && !body.pets?.length !== isEmpty) throw new Error(`${path} found ${body.pets?.length ?? 0} listings`);
  return body;
}

/** A target of autocannon: one path, or a case whose every request asks its next path (a `cold` case). */
const pathOf = (target) => (typeof target === "string" ? target : target.path());
const cannon = (target, options) =>
  autocannon(
    typeof target === "string"
      ? { url: BASE + target, ...options }
      : { url: BASE, requests: [{ setupRequest: (req) => ({ ...req, path: target.path() }) }], ...options },
  );

async function load(target, seconds, connections = CONNECTIONS) {
  const r = await cannon(target, { connections, duration: seconds });
  if (r.non2xx || r.errors) throw new Error(`${pathOf(target)}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total };
}

// Searches for words asked for the first time. The server remembers for a minute, 500 searches at most,
// what a search found (its bands of the name empty, its correction): asked again it skips that work. So
// each request asks what was not asked in the last 500: a word no listing has, new each time ("caring"
// and letters after it), or a common word in another of its spellings (upper and lower case letters, the
// same statements) and page size (21 to 28), more than 500 of them asked in turn.
const letters = (n) => {
  let out = "";
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
};
let coldCount = 0;
/** Every spelling of `word` in upper and lower case letters, each at page sizes 21 to 28: at least 512 searches for words of six letters. */
function spellings(word) {
  const out = [];
  for (let mask = 0; mask < 2 ** word.length; mask++) {
    const spelt = [...word].map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c)).join("");
    for (let limit = 21; limit <= 28; limit++) out.push({ spelt, limit });
  }
  return out;
}
function cold(label, make, { isEmpty = false } = {}) {
  return { label, isEmpty, path: () => make(coldCount++) };
}
function coldSpellings(label, word, extra = "") {
  const all = spellings(word);
  return cold(label, (n) => {
    const { spelt, limit } = all[n % all.length];
    return `/server/pets?q=${encodeURIComponent(extra + spelt)}&limit=${limit}`;
  });
}
const COLD_CASES = () => [
  cold("cold: a word no listing has (caring…)", (n) => `/server/pets?q=caring${letters(n)}`, { isEmpty: true }),
  cold("cold: a breed and a word none has", (n) => `/server/pets?q=${encodeURIComponent(`beagle caring${letters(n)}`)}`),
  coldSpellings("cold: in every description (loving)", "loving"),
  coldSpellings("cold: in every description (healthy)", "healthy"),
  coldSpellings("cold: in every name (pet)", "pet"),
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(path, seconds = DURATION) {
  const body = await check(path);
  await cannon(path, { connections: CONNECTIONS, duration: 2 }); // warm-up
  const before = canCount() ? cpuNow() : null;
  const m = await load(path, seconds);
  const spent = before && cpuSpent(before, cpuNow());
  const cpuMs = spent && m.requests ? { server: spent.server / m.requests, database: spent.database / m.requests } : undefined;
  return { path, count: body.pets?.length ?? null, ...m, ...(cpuMs ? { cpuMs } : {}) };
}

/** "CPU 1.92 + 0.71 ms a request" (the server's and the database's), or nothing where it cannot be counted. */
const cpuText = (m) => (m.cpuMs ? `   CPU ${m.cpuMs.server.toFixed(2)} + ${m.cpuMs.database.toFixed(2)} ms a request` : "");
const cpuTotal = (m) => m.cpuMs && m.cpuMs.server + m.cpuMs.database;

const HEALTH = "/server/health";
const HEALTH_LABEL = "health check (/server/health: SELECT 1)";
const pct = (x) => `${Math.round(x * 100)}%`;

/**
 * The CPU time the server under test spends (ms), where /proc can tell (Linux, a database on this
 * machine): the Next.js server's process group and the database's backends for its connections. Unlike
 * requests/s it hardly moves with what else the machine runs, so it says whether a request does more
 * work at a million listings even on a busy day. Clock ticks of 10 ms (Linux's USER_HZ).
 */
const TICK_MS = 10;
function procStats() {
  const out = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
      out.push({ pid: Number(entry), group: Number(f[2]), cpu: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS });
    } catch {
      /* gone meanwhile, or not ours to read */
    }
  }
  return out;
}
const cpu = { serverGroup: 0, dbName: "", ownBackend: 0 };
/** The CPU time so far of each process of the server under test, by pid, and which are the server's. */
function cpuNow() {
  const processes = new Map();
  for (const p of procStats()) {
    if (p.group === cpu.serverGroup) {
      processes.set(p.pid, { cpu: p.cpu, isServer: true });
      continue;
    }
    if (p.pid === cpu.ownBackend) continue;
    let command = "";
    try {
      command = readFileSync(`/proc/${p.pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    // A backend names itself "postgres: <user> <database> <client address> <state>".
    if (command.startsWith("postgres: ") && command.split(" ")[2] === cpu.dbName) processes.set(p.pid, { cpu: p.cpu, isServer: false });
  }
  return processes;
}
/** The CPU time spent between two readings, the server's and the database's: a backend the pool closed meanwhile is left out (it was idle). */
function cpuSpent(before, after) {
  const spent = { server: 0, database: 0 };
  for (const [pid, now] of after) spent[now.isServer ? "server" : "database"] += now.cpu - (before.get(pid)?.cpu ?? 0);
  return spent;
}
const canCount = () => process.platform === "linux" && cpu.serverGroup > 0;

/**
 * A case and the health check beside it, in ROUNDS alternating rounds of half the usual length, and
 * their medians: the case's requests/s, the health check's, and the case's share of it (the median of
 * each round's share). This machine's speed drifts by 10–30% within a minute (it is shared), so a case
 * read against a health check taken a minute or two before it, at the start of its size, mostly
 * measured the drift.
 */
async function measureBeside(target) {
  const path = pathOf(target);
  const body = await check(path, target.isEmpty);
  await cannon(target, { connections: CONNECTIONS, duration: 2 }); // warm-up
  const rounds = [];
  const spent = { server: 0, database: 0, requests: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const health = await load(HEALTH, DURATION / 2);
    const before = canCount() ? cpuNow() : null;
    const own = await load(target, DURATION / 2);
    if (before) {
      const round = cpuSpent(before, cpuNow());
      spent.server += round.server;
      spent.database += round.database;
      spent.requests += own.requests;
    }
    rounds.push({ health, own, share: own.rps / health.rps });
  }
  const of = (pick) => median(rounds.map(pick));
  return {
    path,
    count: body.pets?.length ?? null,
    rps: of((r) => r.own.rps),
    p50: of((r) => r.own.p50),
    p99: of((r) => r.own.p99),
    health: of((r) => r.health.rps),
    share: of((r) => r.share),
    ...(spent.requests ? { cpuMs: { server: spent.server / spent.requests, database: spent.database / spent.requests } } : {}),
  };
}

async function main() {
  buildUnlessAsked();
  await db.connect();
  await db.query(
    `INSERT INTO users (id, name, email, "passwordHash", "updatedAt") VALUES ('bench-seller', 'Bench Seller', 'bench@example.com', 'x', now()) ON CONFLICT DO NOTHING`,
  );
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production" },
    detached: true,
  });
  cpu.serverGroup = server.pid;
  cpu.dbName = (await db.query("SELECT current_database() AS name")).rows[0].name;
  cpu.ownBackend = (await db.query("SELECT pg_backend_pid() AS pid")).rows[0].pid;
  const results = [];
  const readings = [];
  const reads = [];
  const renders = [];
  const steps = [1_000, 100_000, 1_000_000].filter((n) => n <= Number(process.env.BENCH_MAX_LISTINGS ?? 1_000_000));
  // Each size renders the landing pages of a town of its own: a page visited before would come from the cache.
  const townOfStep = ["chennai", "pune", "hyderabad"];
  try {
    await waitFor(`${BASE}/server/health`);
    for (const total of steps) {
      console.log(`\n${total.toLocaleString("en-IN")} listings`);
      await seedTo(total);
      const cursor = await deepCursor();
      const health = await measure(HEALTH);
      results.push({ listings: total, label: HEALTH_LABEL, ...health });
      console.log(
        `  ${HEALTH_LABEL.padEnd(40)} ${String(health.rps).padStart(6)} req/s   p50 ${String(health.p50).padStart(4)} ms   p99 ${String(health.p99).padStart(4)} ms${cpuText(health)}`,
      );
      const cases = [
        ["first page", "/server/pets"],
        ["filtered search", "/server/pets?q=labrador&species=dog&minPrice=1000&maxPrice=50000&sort=price_asc"],
        ["breed filter (breed=)", "/server/pets?breed=Labrador%20Retriever"],
        ["search: alias and town", `/server/pets?q=${encodeURIComponent("lab puppies in hyderabad")}`],
        ["search: misspelt, corrected", `/server/pets?q=${encodeURIComponent("labrdor retriver")}`],
        ["search: Hindi words", `/server/pets?q=${encodeURIComponent("पर्शियन बिल्ली हैदराबाद")}`],
        ["pair: breed in a town", "/server/pets?breed=Labrador%20Retriever&location=Hyderabad"],
        ["pair: species in a town", "/server/pets?species=cat&location=Chennai"],
        ["pair: breed in a town, price range", "/server/pets?breed=Beagle&location=Pune&minPrice=5000&maxPrice=30000"],
        ["rare pair: no active Beagle in Mumbai", "/server/pets?breed=Beagle&location=Mumbai"],
        ["deep page (middle of the list)", `/server/pets?cursor=${cursor}`],
        ...COLD_CASES().map((c) => [c.label, c]),
      ];
      for (const [label, path] of cases) {
        const m = await measureBeside(path);
        results.push({ listings: total, label, ...m });
        console.log(
          `  ${label.padEnd(40)} ${String(m.rps).padStart(6)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   health check beside it ${String(m.health).padStart(5)} req/s: ${pct(m.share).padStart(4)}${m.count !== null ? `   (${m.count} pets)` : ""}${cpuText(m)}`,
        );
      }
      await plainBesideColdWords(total);
      await explainSearches(total);
      await explainWords(total);
      if (total === READING_AT) readings.push(...(await compareReadings()));
      renders.push(...(await timePages(townOfStep[steps.indexOf(total)])).map((t) => ({ listings: total, ...t })));
      reads.push(...(await explainReads(total)));
    }
    await explainPairs();
  } finally {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await db.end();
  }
  const at = (n, label) => results.find((r) => r.listings === n && r.label === label);
  const top = steps.at(-1);
  // The machine's speed moves during a run, so the target is read on each case's share of the health
  // check measured beside it (alternating rounds, measureBeside), at each size: the share at the top size
  // against the share at 1,000 and at 100,000 listings (where the searches and pairs answer a full page,
  // as at a million; at 1,000 some answer fewer pets).
  const against = steps.filter((n) => n < top);
  if (against.length)
    console.log(
      `\nAt ${top.toLocaleString("en-IN")} listings, each case's share of the health check beside it against the same at ${against.map((n) => n.toLocaleString("en-IN")).join(" and at ")} (target ≥ 80%: within 20%):`,
    );
  for (const { label } of against.length ? results.filter((r) => r.listings === top && r.label !== HEALTH_LABEL) : []) {
    const big = at(top, label);
    const cells = against.map((n) => {
      const small = at(n, label);
      const relative = big.share / small.share;
      return `${pct(relative).padStart(5)} of ${n.toLocaleString("en-IN")}${relative >= 0.8 ? "" : " (below 80%)"}`;
    });
    console.log(
      `  ${label.padEnd(40)} ${cells.join("   ")}   (${pct(big.share)} of the health check; raw ${against.map((n) => pct(big.rps / at(n, label).rps)).join(", ")})`,
    );
  }
  // The same question asked of the work: CPU time a request at the top size against at each smaller one
  // (the smaller's over the top's, so that 80% means 25% more work at the top size).
  if (against.length && cpuTotal(at(top, HEALTH_LABEL)) !== undefined) {
    console.log(
      `\nCPU time a request (the server's and the database's) at ${top.toLocaleString("en-IN")} listings against the same at smaller sizes:`,
    );
    for (const { label } of results.filter((r) => r.listings === top)) {
      const big = cpuTotal(at(top, label));
      const cells = against.map(
        (n) => `${pct(cpuTotal(at(n, label)) / big).padStart(5)} of ${n.toLocaleString("en-IN")} (${cpuTotal(at(n, label)).toFixed(2)} ms)`,
      );
      console.log(`  ${label.padEnd(40)} ${big.toFixed(2)} ms   ${cells.join("   ")}`);
    }
  }
  if (readings.length) {
    console.log(
      `\nWhat search reads beyond breeds and towns, at ${READING_AT.toLocaleString("en-IN")} listings, each against its reference in alternating rounds (medians; target ≥ 90%):`,
    );
    for (const r of readings)
      console.log(
        `  ${r.label.padEnd(44)} ${String(r.rps).padStart(5)} req/s against ${String(r.referenceRps).padStart(5)} (${r.reference}): ${String(r.share).padStart(4)}%${r.share >= 90 ? "" : "  below 90%"}`,
      );
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/pets.json",
    JSON.stringify(
      { date: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION, results, readings, renders, reads },
      null,
      2,
    ),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
