// npm run bench:live — the live stream (GET /server/events) against what the browser did before it
// (polling). Runs inside `node scripts/with-db.mjs --test --seed`, builds (skip with `-- --no-build`),
// starts the production server (scripts/serve.mjs) and signs up LIVE_USERS people (default 200).
//
// 1. Live: every person holds one SSE connection (raw HTTP); the first 50 write to the next 50 (50
//    conversations), MESSAGES each at random 1–3 s intervals. Latency = from the start of the POST to the
//    receiver's `message.new` frame. Then, with everyone still connected and nobody writing, the
//    database's transactions a second over IDLE_SECONDS (pg_stat_database: xact_commit + xact_rollback).
// 2. Polling, as the browser did before: every person has an open chat polled every 4 s
//    (GET /server/messages/{id}) and the unread badge every 15 s. The same idle transactions a second,
//    then the same messages, their latency being until the receiver's next poll shows them.
// 3. The reference: a trivial handler's throughput (GET /server/health) in the same run.
// Writes bench-results/live.json.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { buildUnlessAsked, waitFor } from "./support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = Number(process.env.LIVE_USERS ?? 200);
const CONVERSATIONS = Math.min(50, Math.floor(USERS / 2));
const MESSAGES = Number(process.env.LIVE_MESSAGES ?? 8);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One JSON request with a bearer token (bearer requests are no cross-site risk: no Origin needed). */
function request(method, path, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const data = body ? Buffer.from(JSON.stringify(body)) : null;
    const req = http.request(
      `${BASE}${path}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { "content-type": "application/json", "content-length": data.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve({ status: res.statusCode, json: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode, json: { raw: text } });
          }
        });
      },
    );
    req.on("error", reject);
    if (data) req.write(data);
    req.end();
  });
}

async function pool(items, size, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

/** One SSE connection: calls onEvent(kind, data, at) for each event frame. Resolves once `ready` came. */
function connect(token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${BASE}/server/events`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === "ready") resolve({ close: () => req.destroy() });
            else if (event && data) onEvent(event, JSON.parse(data), at);
          }
        });
      },
    );
    req.on("error", (e) => {
      if (e.code !== "ECONNRESET") reject(e);
    });
  });
}

const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (ms) => ({
  n: ms.length,
  p50: Math.round(percentile(ms, 50)),
  p95: Math.round(percentile(ms, 95)),
  p99: Math.round(percentile(ms, 99)),
});

/** The app database's transactions a second over `seconds` (the bench's own two reads taken off). */
async function transactionsPerSecond(db, seconds) {
  const read = async () => {
    await db.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await db.query("SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()");
    return Number(rows[0].n);
  };
  // Backends report their counts at most once a second, and idle ones within 10 s: settle first.
  await sleep(11_000);
  const before = await read();
  const t0 = performance.now();
  await sleep(seconds * 1000);
  await sleep(11_000);
  const after = await read();
  // The window is seconds long; the settle before the second read belongs to it only by its late reports,
  // and both settles cost the same in a steady state, so the rate is the delta over the whole time.
  const elapsed = (performance.now() - t0) / 1000;
  return (after - before - 2) / elapsed;
}

/** The 50 conversations write; resolves with each message's latency as measured by `receivedAt`. */
async function converse(people, sentAt) {
  await Promise.all(
    Array.from({ length: CONVERSATIONS }, async (_, i) => {
      const from = people[i];
      const to = people[CONVERSATIONS + i];
      for (let m = 0; m < MESSAGES; m++) {
        await sleep(1000 + Math.random() * 2000);
        const t0 = performance.now();
        const res = await request("POST", "/server/messages", {
          token: from.token,
          body: { receiver_id: to.id, message: `bench ${i}.${m}` },
        });
        if (res.status !== 201) throw new Error(`send answered ${res.status}: ${JSON.stringify(res.json).slice(0, 200)}`);
        sentAt.set(res.json.data.id, t0);
      }
    }),
  );
}

async function main() {
  buildUnlessAsked();
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const server = spawn("node", ["scripts/serve.mjs"], {
    stdio: "ignore",
    detached: true,
    // Sign-ups and sends of a bench are no abuse.
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), APP_URL: BASE, RATE_LIMIT_MULTIPLIER: "100000" },
  });
  const result = {
    date: new Date().toISOString(),
    users: USERS,
    conversations: CONVERSATIONS,
    messagesPerConversation: MESSAGES,
    idleSeconds: IDLE_SECONDS,
  };
  try {
    await waitFor(`${BASE}/server/health`);
    console.log(`signing up ${USERS} people…`);
    const stamp = Date.now().toString(36);
    const people = await pool(
      Array.from({ length: USERS }, (_, i) => i),
      4,
      async (i) => {
        const res = await request("POST", "/server/auth/register", {
          body: { name: `Bench Person ${i}`, email: `live-${stamp}-${i}@example.com`, password: "benchpass123" },
        });
        if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.json).slice(0, 200)}`);
        return { id: res.json.user.id, token: res.json.token };
      },
    );
    const partnerOf = (i) => (i < CONVERSATIONS ? CONVERSATIONS + i : i < 2 * CONVERSATIONS ? i - CONVERSATIONS : (i + 1) % USERS);

    // 1. Live
    console.log(`live: ${USERS} SSE connections…`);
    const liveSent = new Map();
    const liveGot = new Map();
    const streams = await pool(people, 20, (p, i) =>
      connect(p.token, (kind, e, at) => {
        if (kind === "message.new" && i >= CONVERSATIONS && i < 2 * CONVERSATIONS && !liveGot.has(e.data.messageId))
          liveGot.set(e.data.messageId, at);
      }),
    );
    await converse(people, liveSent);
    await sleep(2000);
    const liveLatency = [...liveSent].filter(([id]) => liveGot.has(id)).map(([id, t0]) => liveGot.get(id) - t0);
    result.live = { ...summary(liveLatency), lost: liveSent.size - liveLatency.length };
    console.log(`live: ${liveLatency.length}/${liveSent.size} messages arrived; measuring ${IDLE_SECONDS} s idle…`);
    result.live.idleTransactionsPerSecond = Number((await transactionsPerSecond(db, IDLE_SECONDS)).toFixed(2));
    for (const s of streams) s.close();
    await sleep(2000);

    // 2. Polling, as before
    console.log(`polling: ${USERS} open chats (4 s) and badges (15 s)…`);
    const pollSent = new Map();
    const pollGot = new Map();
    let isPolling = true;
    let pollErrors = 0;
    const pollers = people.map(async (p, i) => {
      const other = people[partnerOf(i)];
      await sleep(Math.random() * 4000);
      let nextBadge = performance.now() + Math.random() * 15000;
      while (isPolling) {
        const t = performance.now();
        const res = await request("GET", `/server/messages/${other.id}`, { token: p.token }).catch(() => null);
        if (res?.status !== 200) pollErrors++;
        else
          for (const m of res.json.messages ?? res.json.data ?? [])
            if (m.receiver_id === p.id && !pollGot.has(m.id)) pollGot.set(m.id, performance.now());
        if (performance.now() >= nextBadge) {
          await request("GET", "/server/messages/unread", { token: p.token }).catch(() => pollErrors++);
          nextBadge += 15000;
        }
        await sleep(Math.max(0, 4000 - (performance.now() - t)));
      }
    });
    console.log(`polling: measuring ${IDLE_SECONDS} s idle…`);
    const pollingIdle = await transactionsPerSecond(db, IDLE_SECONDS);
    await converse(people, pollSent);
    await sleep(5000);
    isPolling = false;
    await Promise.all(pollers);
    const pollLatency = [...pollSent].filter(([id]) => pollGot.has(id)).map(([id, t0]) => pollGot.get(id) - t0);
    result.polling = {
      ...summary(pollLatency),
      lost: pollSent.size - pollLatency.length,
      errors: pollErrors,
      idleTransactionsPerSecond: Number(pollingIdle.toFixed(2)),
    };

    // 3. The reference
    await autocannon({ url: `${BASE}/server/health`, connections: 10, duration: 2 });
    const ref = await autocannon({ url: `${BASE}/server/health`, connections: 10, duration: 10 });
    result.reference = {
      label: "GET /server/health, 10 connections, 10 s",
      rps: Math.round(ref.requests.average),
      p50: ref.latency.p50,
      p99: ref.latency.p99,
    };
  } finally {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await db.end();
    agent.destroy();
  }

  const row = (label, r) =>
    `  ${label.padEnd(34)} p50 ${String(r.p50).padStart(5)} ms  p95 ${String(r.p95).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  (${r.n} messages, ${r.lost} not seen)   idle: ${r.idleTransactionsPerSecond} transactions/s`;
  console.log(
    `\n${USERS} people signed in, ${CONVERSATIONS} conversations × ${MESSAGES} messages; send → receipt, and database transactions a second with everyone idle (${IDLE_SECONDS} s):`,
  );
  console.log(row("live stream (SSE)", result.live));
  console.log(row("polling (4 s chat, 15 s badge)", result.polling));
  console.log(
    `  reference: ${result.reference.label}: ${result.reference.rps} req/s, p50 ${result.reference.p50} ms, p99 ${result.reference.p99} ms`,
  );
  console.log(
    `  targets: live p95 < 500 ms ${result.live.p95 < 500 ? "met" : "NOT met"}; idle ≤ 2 transactions/s ${result.live.idleTransactionsPerSecond <= 2 ? "met" : "NOT met"}`,
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/live.json", JSON.stringify(result, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
