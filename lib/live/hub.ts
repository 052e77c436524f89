import "server-only";
import { Client } from "pg";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { LIVE_CHANNEL } from "./events";

// The per-instance fan-out of live events (GET /server/events). However many streams an instance holds,
// it keeps ONE connection that LISTENs on `live_events` (DIRECT_URL: a transaction pooler cannot keep a
// LISTEN), and the trigger on live_events notifies it with "<id> <userId>" at each commit. A notification
// only wakes the streams of that person; each stream then reads its own events after the last id it sent
// (eventsAfter), so the database stays the one source of what was said, in id order, none lost or
// doubled. Where LISTEN cannot work (no connection, a pooler that swallows it: the self-test's NOTIFY
// never comes back), the instance polls instead: ONE query per second for the whole instance, never one
// per stream. A LISTEN connection that drops is replaced with backoff; meanwhile the poll covers.

export type THubMode = "idle" | "listen" | "poll";
/** "auto": LISTEN, polling while it cannot; "poll": never LISTEN (tests, and places known to lack it). */
export type THubOptions = {
  mode?: "auto" | "poll";
  connectionString?: string;
  pollIntervalMs?: number;
  idleStopMs?: number;
  selfTestMs?: number;
};
export type THubCounters = { notifications: number; polls: number; wakes: number; listenConnects: number; listenFailures: number };

type TWake = (ids: bigint[]) => void;
type TSubscriber = { userId: string; wake: TWake };

const IDLE_STOP_MS = 30_000;
const POLL_INTERVAL_MS = 1_000;
const SELF_TEST_MS = 2_000;
const POLL_BATCH = 1_000;
/** A gap in the ids may be a transaction that has not committed yet: the poll looks for it this long. */
const GAP_WATCH_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

export class LiveHub {
  readonly counters: THubCounters = { notifications: 0, polls: 0, wakes: 0, listenConnects: 0, listenFailures: 0 };
  private readonly subscribers = new Map<string, Set<TSubscriber>>();
  private readonly options: Required<Omit<THubOptions, "connectionString">> & { connectionString?: string };
  private modeNow: THubMode = "idle";
  private isRunning = false;
  private client: Client | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private backoffMs = 1_000;
  /** The newest id the hub has seen (by notification or poll); the poll continues from it. */
  private lastId: bigint | null = null;
  /** Ids skipped by the poll (an uncommitted transaction, or a rolled-back one), until when to look. */
  private gaps = new Map<bigint, number>();
  private selfTest: { nonce: string; resolve: () => void } | null = null;
  private generation = 0;

  constructor(options: THubOptions = {}) {
    this.options = {
      mode: options.mode ?? "auto",
      pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
      idleStopMs: options.idleStopMs ?? IDLE_STOP_MS,
      selfTestMs: options.selfTestMs ?? SELF_TEST_MS,
      connectionString: options.connectionString,
    };
  }

  get mode(): THubMode {
    return this.modeNow;
  }

  /** How many streams are subscribed. */
  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /**
   * Calls `wake` with the new event ids (possibly none: "look again") whenever this person may have new
   * events. Returns the unsubscribe function. The first subscriber starts the hub; 30 s without any
   * stops it.
   */
  subscribe(userId: string, wake: TWake): () => void {
    const sub: TSubscriber = { userId, wake };
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(sub);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (!this.isRunning) this.start();
    return () => {
      const s = this.subscribers.get(userId);
      if (!s?.delete(sub)) return;
      if (!s.size) this.subscribers.delete(userId);
      if (!this.subscribers.size && this.isRunning && !this.idleTimer) {
        this.idleTimer = setTimeout(() => this.stop(), this.options.idleStopMs);
        this.idleTimer.unref?.();
      }
    };
  }

  /** Resolves once the hub has chosen LISTEN or the poll (tests). */
  async ready(timeoutMs = 10_000): Promise<THubMode> {
    const until = Date.now() + timeoutMs;
    while (this.isRunning && this.modeNow === "idle" && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    return this.modeNow;
  }

  private start() {
    this.isRunning = true;
    this.generation++;
    if (this.options.mode === "poll") void this.startPolling();
    else void this.connect(this.generation);
  }

  /** Stops everything (the subscribers stay; a new subscriber starts it again). */
  stop() {
    this.isRunning = false;
    this.generation++;
    this.modeNow = "idle";
    for (const t of [this.idleTimer, this.pollTimer, this.reconnectTimer]) if (t) clearTimeout(t);
    this.idleTimer = this.pollTimer = this.reconnectTimer = null;
    this.closeClient();
    this.lastId = null;
    this.gaps.clear();
  }

  private closeClient() {
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners("notification");
      client.on("error", () => undefined);
      void client.end().catch(() => undefined);
    }
  }

  private async connect(generation: number) {
    const client = new Client({
      connectionString: this.options.connectionString ?? env().DIRECT_URL ?? env().DATABASE_URL,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    client.on("error", () => this.onListenLost(client, generation));
    client.on("end", () => this.onListenLost(client, generation));
    client.on("notification", (msg) => this.onNotification(msg.payload ?? ""));
    try {
      await client.connect();
      if (generation !== this.generation) throw new Error("stopped");
      this.client = client;
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      // A transaction pooler accepts LISTEN and then forgets it: hear our own NOTIFY, or give up on it.
      const nonce = `ping:${Math.random().toString(36).slice(2)}`;
      const heard = new Promise<boolean>((resolve) => {
        this.selfTest = { nonce, resolve: () => resolve(true) };
        setTimeout(() => resolve(false), this.options.selfTestMs).unref?.();
      });
      await client.query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, nonce]);
      const isHeard = await heard;
      this.selfTest = null;
      if (!isHeard) throw new Error("LISTEN does not deliver (a transaction pooler?)");
      if (generation !== this.generation) throw new Error("stopped");
      this.counters.listenConnects++;
      this.backoffMs = 1_000;
      this.stopPolling();
      this.modeNow = "listen";
      // Whatever committed before the LISTEN (or while it was down): every stream looks once.
      this.wakeAll();
    } catch (e) {
      if (generation !== this.generation) {
        void client.end().catch(() => undefined);
        return;
      }
      this.counters.listenFailures++;
      if (this.counters.listenFailures === 1 || this.counters.listenFailures % 20 === 0)
        console.warn(`[live] LISTEN unavailable, polling once a second: ${(e as Error).message}`);
      if (this.client === client) this.closeClient();
      else void client.end().catch(() => undefined);
      this.fallBack(generation);
    }
  }

  private onListenLost(client: Client, generation: number) {
    if (this.client !== client || generation !== this.generation) return;
    this.counters.listenFailures++;
    this.closeClient();
    this.fallBack(generation);
  }

  /** Polls until LISTEN works again, retried with backoff. */
  private fallBack(generation: number) {
    if (!this.isRunning || generation !== this.generation) return;
    if (this.modeNow !== "poll") {
      this.modeNow = "poll";
      void this.startPolling();
    }
    if (this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.isRunning && generation === this.generation) void this.connect(generation);
    }, this.backoffMs);
    this.reconnectTimer.unref?.();
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
  }

  private onNotification(payload: string) {
    if (this.selfTest && payload === this.selfTest.nonce) {
      this.selfTest.resolve();
      return;
    }
    const [rawId, userId] = payload.split(" ");
    if (!rawId || !userId || !/^\d+$/.test(rawId)) return;
    this.counters.notifications++;
    const id = BigInt(rawId);
    if (this.lastId === null || id > this.lastId) this.lastId = id;
    this.wake(userId, [id]);
  }

  private wake(userId: string, ids: bigint[]) {
    const set = this.subscribers.get(userId);
    if (!set) return;
    for (const sub of set) {
      this.counters.wakes++;
      try {
        sub.wake(ids);
      } catch (e) {
        console.error(`[live] wake failed: ${(e as Error).message}`);
      }
    }
  }

  private wakeAll() {
    for (const userId of this.subscribers.keys()) this.wake(userId, []);
  }

  private stopPolling() {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  private async startPolling() {
    const generation = this.generation;
    if (this.options.mode === "poll") this.modeNow = "poll";
    try {
      if (this.lastId === null) {
        const [row] = await getDb().$queryRaw<{ max: bigint | null }[]>`SELECT max(id) AS max FROM live_events`;
        this.counters.polls++;
        this.lastId = row?.max ?? BigInt(0);
        // Events may have come between the streams' own start and this: they look once.
        this.wakeAll();
      }
    } catch (e) {
      console.error(`[live] poll start failed: ${(e as Error).message}`);
    }
    this.schedulePoll(generation);
  }

  private schedulePoll(generation: number) {
    if (!this.isRunning || generation !== this.generation || this.modeNow !== "poll") return;
    this.pollTimer = setTimeout(() => void this.poll(generation), this.options.pollIntervalMs);
    this.pollTimer.unref?.();
  }

  /** One query for the whole instance: the ids after the last seen, and the gaps still watched. */
  private async poll(generation: number) {
    if (!this.isRunning || generation !== this.generation || this.modeNow !== "poll") return;
    if (this.subscribers.size) {
      try {
        const now = Date.now();
        for (const [id, until] of this.gaps) if (until < now) this.gaps.delete(id);
        const last = this.lastId ?? BigInt(0);
        const gaps = [...this.gaps.keys()];
        this.counters.polls++;
        const rows = await getDb().$queryRaw<{ id: bigint; userId: string }[]>`
          SELECT id, "userId" FROM live_events WHERE id > ${last} OR id = ANY(${gaps.map(String)}::bigint[]) ORDER BY id LIMIT ${POLL_BATCH}`;
        if (generation !== this.generation) return;
        const byUser = new Map<string, bigint[]>();
        let expected = last + BigInt(1);
        for (const row of rows) {
          if (row.id > last) {
            for (let missing = expected; missing < row.id && this.gaps.size < 10_000; missing++) this.gaps.set(missing, now + GAP_WATCH_MS);
            expected = row.id + BigInt(1);
            if (this.lastId === null || row.id > this.lastId) this.lastId = row.id;
          } else this.gaps.delete(row.id);
          const ids = byUser.get(row.userId) ?? [];
          ids.push(row.id);
          byUser.set(row.userId, ids);
        }
        for (const [userId, ids] of byUser) this.wake(userId, ids);
      } catch (e) {
        console.error(`[live] poll failed: ${(e as Error).message}`);
      }
    }
    this.schedulePoll(generation);
  }
}

const globalForHub = globalThis as unknown as { pawbazaarLiveHub?: LiveHub };

/** The instance's one hub (kept across hot reloads). */
export function getLiveHub(): LiveHub {
  globalForHub.pawbazaarLiveHub ??= new LiveHub();
  return globalForHub.pawbazaarLiveHub;
}

/** Replaces the instance's hub (tests: force the poll, shorter timers); stops the old one. */
export function resetLiveHub(options?: THubOptions): LiveHub {
  globalForHub.pawbazaarLiveHub?.stop();
  globalForHub.pawbazaarLiveHub = new LiveHub(options);
  return globalForHub.pawbazaarLiveHub;
}

/** Stops the instance's hub, if any (tests' afterAll). */
export function stopLiveHub() {
  globalForHub.pawbazaarLiveHub?.stop();
}
