import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { eventsAfter, eventsByIds, latestEventId, recentEventsUpTo, type TLiveEventDto } from "./events";
import { getLiveHub } from "./hub";
import { LIVE_STREAM_FRESH_MS, MAX_OPEN_STREAMS_PER_USER } from "./limits";
import { LIVE_EVENT_ID } from "./schemas";

// One Server-Sent Events stream (GET /server/events): the replay after Last-Event-ID, `ready`, live events,
// `: ping` every 20 s, `reconnect` at 280 s (before the platform's 300 s) and `end`: "signed-out" or
// "suspended" (the client must close, else 401 on every retry) or "replaced" (past MAX_OPEN_STREAMS_PER_USER:
// the client must not reconnect at once, or tabs put each other out round and round). A late-committed event
// comes without `id:`, so Last-Event-ID never goes back. The 20 s refresh is one pair of queries per instance,
// not per stream. Frames, replay, the cap: docs/live-and-push.md, "Live updates".
const REPLAY_LIMIT = 500;
/**
 * A reconnect resends the events up to Last-Event-ID written this recently (without `id:`), for one that
 * committed late while the browser was away; far longer than any transaction that writes an event.
 */
const RESUME_OVERLAP_MS = 30_000;
/** How many ids below the last one sent are remembered, to tell a late event from one already sent. */
const SENT_MEMORY = 1_000;

export type TStreamTimings = { pingMs: number; lifetimeMs: number };
const timings: TStreamTimings = { pingMs: 20_000, lifetimeMs: 280_000 };

/** Shorter timers for tests; returns the previous ones. */
export function setLiveStreamTimings(next: Partial<TStreamTimings>): TStreamTimings {
  const before = { ...timings };
  Object.assign(timings, next);
  if (registry.timer) {
    clearTimeout(registry.timer);
    registry.timer = null;
    scheduleRefresh();
  }
  return before;
}

/** The id a reconnecting browser (Last-Event-ID) or a page (`?lastEventId=`) says it has; null when none or malformed. */
export function resumeIdOf(header: string | null, query: string | undefined): bigint | null {
  const raw = header?.trim() || query;
  return raw && LIVE_EVENT_ID.test(raw) ? BigInt(raw) : null;
}

const frame = (fields: { id?: string; event?: string; data?: unknown }) =>
  `${fields.id ? `id: ${fields.id}\n` : ""}${fields.event ? `event: ${fields.event}\n` : ""}data: ${JSON.stringify(fields.data ?? {})}\n\n`;

type TEndReason = "suspended" | "signed-out" | "replaced";
type TOpenStream = { sessionId: string; end: (reason: TEndReason) => void };

/** The instance's open streams by their live_streams id, refreshed together every `pingMs`. */
const globalForStreams = globalThis as unknown as {
  pawbazaarLiveStreams?: { streams: Map<string, TOpenStream>; timer: NodeJS.Timeout | null };
};
const registry = (globalForStreams.pawbazaarLiveStreams ??= { streams: new Map(), timer: null });

function scheduleRefresh() {
  if (registry.timer || !registry.streams.size) return;
  registry.timer = setTimeout(() => {
    registry.timer = null;
    void refreshStreams().finally(scheduleRefresh);
  }, timings.pingMs);
  registry.timer.unref?.();
}

/**
 * Every open stream of the instance at once: seenAt now (a push goes only to people without a fresh
 * row), and the ones whose session was revoked or expired, or whose account was suspended, end; so do
 * the ones whose row is gone, ended by a newer stream of the same person (on any instance). The
 * session check is `authenticate`'s, on the session rows (the token itself was verified at open).
 */
async function refreshStreams() {
  const open = [...registry.streams];
  if (!open.length) return;
  const db = getDb();
  try {
    const ids = open.map(([id]) => id);
    const sessionIds = [...new Set(open.map(([, s]) => s.sessionId))];
    const [kept, sessions] = await Promise.all([
      db.liveStream.updateManyAndReturn({ where: { id: { in: ids } }, data: { seenAt: new Date() }, select: { id: true } }),
      db.session.findMany({
        where: { id: { in: sessionIds } },
        select: { id: true, revokedAt: true, expiresAt: true, user: { select: { suspendedAt: true } } },
      }),
    ]);
    const now = new Date();
    const state = new Map(
      sessions.map((s) => [s.id, s.user.suspendedAt ? "suspended" : s.revokedAt || s.expiresAt <= now ? "signed-out" : null] as const),
    );
    const hasRow = new Set(kept.map((k) => k.id));
    for (const [id, stream] of open) {
      const reason = state.has(stream.sessionId) ? state.get(stream.sessionId) : "signed-out";
      if (reason) stream.end(reason);
      else if (!hasRow.has(id)) stream.end("replaced");
    }
  } catch (e) {
    console.error(`[live] stream refresh failed: ${(e as Error).message}`);
  }
}

/**
 * Past MAX_OPEN_STREAMS_PER_USER, the person's oldest open streams (rows seen lately, on any instance)
 * lose their rows, and those on this instance end now; another instance's end at its next refresh.
 */
async function endOldestStreams(userId: string) {
  const db = getDb();
  const oldest = await db.liveStream.findMany({
    where: { userId, seenAt: { gt: new Date(Date.now() - LIVE_STREAM_FRESH_MS) } },
    orderBy: [{ openedAt: "desc" }, { id: "desc" }],
    skip: MAX_OPEN_STREAMS_PER_USER,
    select: { id: true },
  });
  if (!oldest.length) return;
  const ids = oldest.map((o) => o.id);
  await db.liveStream.deleteMany({ where: { id: { in: ids }, userId } });
  for (const id of ids) registry.streams.get(id)?.end("replaced");
}

/** The open stream of a signed-in person, as a Response. */
export async function openLiveStream({
  userId,
  sessionId,
  resumeFrom,
  signal,
}: {
  userId: string;
  sessionId: string;
  resumeFrom: bigint | null;
  signal: AbortSignal;
}): Promise<Response> {
  const db = getDb();
  const streamId = randomUUID();
  let last = resumeFrom ?? (await latestEventId(db, userId));
  await db.liveStream.create({ data: { id: streamId, userId } });
  await endOldestStreams(userId);

  const encoder = new TextEncoder();
  const sent = new Set<string>();
  const late = new Set<bigint>();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let isClosed = false;
  let isPumping = false;
  let isDirty = false;
  let unsubscribe: (() => void) | null = null;
  const timers: NodeJS.Timeout[] = [];

  const write = (text: string) => {
    if (isClosed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      void close();
    }
  };

  const close = async (final?: { event: string; data: unknown }) => {
    if (isClosed) return;
    if (final) write(frame(final));
    isClosed = true;
    registry.streams.delete(streamId);
    unsubscribe?.();
    for (const t of timers) clearTimeout(t);
    signal.removeEventListener("abort", onAbort);
    // The row goes first: once the stream is seen closed, the person counts as offline (for push).
    await db.liveStream.deleteMany({ where: { id: streamId } }).catch(() => undefined);
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
  };
  const onAbort = () => void close();

  const send = (events: TLiveEventDto[], isLate: boolean) => {
    for (const e of events) {
      if (sent.has(e.id)) continue;
      sent.add(e.id);
      write(frame({ id: isLate ? undefined : e.id, event: e.kind, data: e }));
      const id = BigInt(e.id);
      if (id > last) last = id;
    }
    if (sent.size > SENT_MEMORY * 2) {
      const keep = [...sent]
        .map(BigInt)
        .sort((a, b) => (a < b ? 1 : -1))
        .slice(0, SENT_MEMORY);
      sent.clear();
      for (const id of keep) sent.add(id.toString());
    }
  };

  // One read at a time; a wake during a read makes one more read after it.
  const pump = async () => {
    if (isPumping) {
      isDirty = true;
      return;
    }
    isPumping = true;
    try {
      do {
        isDirty = false;
        const lateIds = [...late].filter((id) => !sent.has(id.toString()));
        late.clear();
        if (lateIds.length) send(await eventsByIds(db, { userId, ids: lateIds }), true);
        let batch: TLiveEventDto[];
        do {
          batch = await eventsAfter(db, { userId, afterId: last, limit: REPLAY_LIMIT });
          send(batch, false);
        } while (batch.length === REPLAY_LIMIT && !isClosed);
      } while (isDirty && !isClosed);
    } catch (e) {
      // The browser reconnects with Last-Event-ID, so nothing is lost.
      console.error(`[live] stream read failed: ${(e as Error).message}`);
      await close({ event: "reconnect", data: {} });
    } finally {
      isPumping = false;
    }
  };

  const wake = (ids: bigint[]) => {
    for (const id of ids) if (id <= last && !sent.has(id.toString())) late.add(id);
    void pump();
  };

  // The comment keeps proxies from closing an idle connection; the database work is refreshStreams'.
  const ping = () => {
    if (isClosed) return;
    write(": ping\n\n");
    timers.push(setTimeout(ping, timings.pingMs));
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      void close();
    },
  });

  write("retry: 3000\n\n");
  if (signal.aborted) {
    await close();
  } else {
    signal.addEventListener("abort", onAbort);
    // Subscribe before the replay: an event committed during it wakes the pump again.
    unsubscribe = getLiveHub().subscribe(userId, wake);
    if (resumeFrom !== null) {
      const overlap = await recentEventsUpTo(db, { userId, upToId: resumeFrom, since: new Date(Date.now() - RESUME_OVERLAP_MS) }).catch(
        () => [],
      );
      send(overlap, true);
    }
    await pump();
    write(frame({ event: "ready", data: { lastEventId: last.toString() } }));
    registry.streams.set(streamId, { sessionId, end: (reason) => void close({ event: "end", data: { reason } }) });
    scheduleRefresh();
    timers.push(setTimeout(ping, timings.pingMs));
    timers.push(setTimeout(() => void close({ event: "reconnect", data: {} }), timings.lifetimeMs));
  }

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    },
  });
}
