import { NextRequest } from "next/server";
import { POST as hide } from "@/app/server/admin/pets/[id]/hide/route";
import { POST as restore } from "@/app/server/admin/pets/[id]/restore/route";
import { POST as suspend } from "@/app/server/admin/users/[id]/suspend/route";
import { POST as logout } from "@/app/server/auth/logout/route";
import { GET as events } from "@/app/server/events/route";
import { GET as getThread } from "@/app/server/messages/[id]/route";
import { POST as send } from "@/app/server/messages/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as cancel } from "@/app/server/orders/cancel/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { POST as createOrder } from "@/app/server/orders/route";
import { getDb } from "@/lib/db";
import { resetLiveHub, stopLiveHub, type LiveHub } from "@/lib/live/hub";
import { LIVE_LIMITS, MAX_OPEN_STREAMS_PER_USER } from "@/lib/live/limits";
import { setLiveStreamTimings } from "@/lib/live/stream";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";
import { expectDocumentedAnswer } from "../helpers/openapi";

// The live stream (GET /server/events) against a real PostgreSQL: the handler is called in-process and
// its body read as Server-Sent Events, frame by frame.

const db = getDb();
type TUser = Awaited<ReturnType<typeof createUser>>;
type TFrame = { id?: string; event: string; data: Record<string, unknown> };

jest.setTimeout(60_000);
/**
 * How long a wait for a frame (or for the hub) lasts before it fails: long enough that a busy machine
 * only makes a passing test slower, short of the test's timeout so a failing one names what it waited for.
 */
const WAIT_MS = 40_000;

/** An open stream: its frames as they come, a wait for one, and a hang-up. */
async function openStream(user: TUser, { lastEventId, query }: { lastEventId?: string; query?: Record<string, string> } = {}) {
  const url = new URL("/server/events", "http://localhost:3000");
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const abort = new AbortController();
  const headers = new Headers({ authorization: `Bearer ${user.token}`, "x-forwarded-for": freshIp() });
  if (lastEventId) headers.set("last-event-id", lastEventId);
  const res = await events(new NextRequest(url, { headers, signal: abort.signal }), { params: Promise.resolve({}) });
  const frames: TFrame[] = [];
  const comments: string[] = [];
  let retry: string | undefined;
  let isDone = false;
  let waiters: (() => void)[] = [];
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const notify = () => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };
  const reading = (async () => {
    if (!res.body) return;
    reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const frame: Partial<TFrame> & { data?: Record<string, unknown> } = {};
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) comments.push(line.slice(1).trim());
          else if (line.startsWith("retry: ")) retry = line.slice(7);
          else if (line.startsWith("id: ")) frame.id = line.slice(4);
          else if (line.startsWith("event: ")) frame.event = line.slice(7);
          else if (line.startsWith("data: ")) frame.data = JSON.parse(line.slice(6));
        }
        if (frame.event) frames.push(frame as TFrame);
      }
      notify();
    }
    isDone = true;
    notify();
  })();

  /** Waits for a frame that `match` accepts, after the `from`-th frame. */
  async function next(match: (f: TFrame) => boolean, { timeoutMs = WAIT_MS, from = 0 } = {}): Promise<TFrame> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.slice(from).find(match);
      if (found) return found;
      if (isDone) throw new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`);
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no such frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  await next((f) => f.event === "ready");
  return {
    res,
    frames,
    comments,
    next,
    get retry() {
      return retry;
    },
    get isDone() {
      return isDone;
    },
    /** The events of a kind (data frames only: not ready/end/reconnect). */
    ofKind: (kind: string) => frames.filter((f) => f.event === kind),
    /**
     * Hangs up as a browser does: the request's signal aborts and the body is cancelled; the server ends the
     * stream on either. (On a busy machine the abort alone once did not reach the handler: its streams stayed
     * open past the test file, and this hook waited out its minute.)
     */
    close: async () => {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
      await reading;
    },
    ended: () => reading.then(() => isDone),
  };
}
type TStream = Awaited<ReturnType<typeof openStream>>;

const post = (from: TUser, body: Record<string, unknown>) => call(send, "POST", "/server/messages", { token: from.token, body });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isMessage = (messageId: string) => (f: TFrame) =>
  f.event === "message.new" && (f.data.data as { messageId: string }).messageId === messageId;

/**
 * `from` writes to `to`, and each of `streams` brings the message: they were open and live up to it.
 * A stream that ended before (an `end`) fails the wait. Events come in id order, so what a stream shows
 * before this message is all it will ever show from before it: a check that nothing (else) came is
 * then a check, however slowly the machine got there.
 */
async function heardBy(from: TUser, to: TUser, streams: TStream[]) {
  const isIt = isMessage((await post(from, { receiver_id: to.id, message: "Still there?" })).json.data.id);
  await Promise.all(streams.map((s) => s.next(isIt)));
  return isIt;
}

/** Waits until `check` holds (a state the server reaches in its own time), or fails naming `what`. */
async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${WAIT_MS} ms: ${what}`);
    await sleep(50);
  }
}

let hub: LiveHub;
let a: TUser;
let b: TUser;
let c: TUser;
let mod: TUser;
let petId: string;
const open: TStream[] = [];
const track = async (s: Promise<TStream>) => {
  const stream = await s;
  open.push(stream);
  return stream;
};

beforeAll(async () => {
  await resetDb();
  // The hub hears its own NOTIFY before it trusts LISTEN; on a busy machine that can take more than the
  // 2 s a server allows, and the hub would then poll, which these tests of LISTEN do not mean to test.
  hub = resetLiveHub({ idleStopMs: 1_000, selfTestMs: WAIT_MS });
  a = await createUser({ name: "Asha Rao", verified: true });
  b = await createUser({ name: "Bharat Kumar", verified: true });
  c = await createUser({ name: "Chitra Nair", verified: true });
  mod = await createUser({ name: "Mod Erator", verified: true });
  await db.user.update({ where: { id: mod.id }, data: { role: "moderator" } });
  petId = (await createPet(b.id, { name: "Bruno" })).id;
});
beforeEach(() => db.rateLimit.deleteMany());
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  stopLiveHub();
  await closeDb();
});

describe("GET /server/events", () => {
  it("is an event stream for the signed-in person, described by the API reference", async () => {
    const s = await track(openStream(a));
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(s.res.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(s.res.headers.get("x-accel-buffering")).toBe("no");
    expect(s.retry).toBe("3000");
    expect(s.frames[0]).toEqual({ event: "ready", data: { lastEventId: "0" } });
    expectDocumentedAnswer({
      method: "GET",
      pathname: "/server/events",
      status: 200,
      contentType: s.res.headers.get("content-type"),
      text: "",
    });
    expect(await db.liveStream.count({ where: { userId: a.id } })).toBe(1);
    await s.close();
    // The server ends the stream when it hears the hang-up, in its own time: on a busy machine, after the client is done.
    await until("the closed stream's row is gone", async () => (await db.liveStream.count({ where: { userId: a.id } })) === 0);
  });

  it("answers 401 signed out, and INVALID_QUERY for a malformed lastEventId", async () => {
    expect((await call(events, "GET", "/server/events")).status).toBe(401);
    const bad = await call(events, "GET", "/server/events", { token: a.token, query: { lastEventId: "12abc" } });
    expect(bad.json.code).toBe("INVALID_QUERY");
  });

  it("uses LISTEN when the database allows it", async () => {
    await track(openStream(a));
    expect(await hub.ready(WAIT_MS)).toBe("listen");
    expect(hub.counters.listenConnects).toBeGreaterThanOrEqual(1);
  });

  it("brings a new message to the receiver and the sender, never its text, and nothing to a third person", async () => {
    const [sa, sb, sc] = await Promise.all([track(openStream(a)), track(openStream(b)), track(openStream(c))]);
    // The hub stops a second after the last stream closes (the previous test's): it may still be connecting.
    expect(await hub.ready(WAIT_MS)).toBe("listen");
    const before = hub.counters.notifications;
    const sent = await post(a, { receiver_id: b.id, pet_id: petId, message: "Secret words about Bruno" });
    expect(sent.status).toBe(201);
    const toB = await sb.next((f) => f.event === "message.new");
    expect(toB.data).toMatchObject({
      kind: "message.new",
      data: { messageId: sent.json.data.id, otherUserId: a.id, otherUserName: "Asha Rao", petId, petName: "Bruno" },
    });
    expect(toB.id).toBe(toB.data.id);
    expect(JSON.stringify(toB)).not.toContain("Secret");
    const toA = await sa.next((f) => f.event === "message.new");
    expect(toA.data).toMatchObject({ data: { messageId: sent.json.data.id, otherUserId: b.id, otherUserName: "Bharat Kumar" } });
    expect(hub.counters.notifications).toBeGreaterThan(before);
    // Nothing came to the third person up to a later message of their own: events come in id order, so
    // one of the first message's would have come before it.
    const toC = (await post(a, { receiver_id: c.id, message: "Hello Chitra" })).json.data.id;
    await sc.next(isMessage(toC));
    expect(sc.frames.map((f) => [f.event, (f.data.data as { messageId?: string } | undefined)?.messageId])).toEqual([
      ["ready", undefined],
      ["message.new", toC],
    ]);
  });

  it("tells the sender when the receiver reads, up to the newest message read, once", async () => {
    const sa = await track(openStream(a));
    const m1 = await post(a, { receiver_id: b.id, message: "one" });
    const m2 = await post(a, { receiver_id: b.id, message: "two" });
    await call(getThread, "GET", `/server/messages/${a.id}`, { token: b.token, params: { id: a.id } });
    const read = await sa.next((f) => f.event === "message.read");
    expect(read.data.data).toEqual({ readerId: b.id, otherUserId: b.id, upToMessageId: m2.json.data.id });
    expect(m1.json.data.id).not.toBe(m2.json.data.id);
    // Reading again changes nothing: no second event. Shown up to the next read that does change something
    // (a new message read): events come in id order, so a second event of the re-read would come before it.
    await call(getThread, "GET", `/server/messages/${a.id}`, { token: b.token, params: { id: a.id } });
    const m3 = await post(a, { receiver_id: b.id, message: "three" });
    await call(getThread, "GET", `/server/messages/${a.id}`, { token: b.token, params: { id: a.id } });
    await sa.next((f) => f.event === "message.read" && (f.data.data as { upToMessageId: string }).upToMessageId === m3.json.data.id);
    expect(sa.ofKind("message.read").map((f) => (f.data.data as { upToMessageId: string }).upToMessageId)).toEqual([
      m2.json.data.id,
      m3.json.data.id,
    ]);
  });

  it("replays what was missed after a reconnect with Last-Event-ID: once each, in order", async () => {
    const first = await openStream(b);
    await post(a, { receiver_id: b.id, message: "before" });
    const seen = await first.next((f) => f.event === "message.new");
    await first.close();
    const sentWhileAway = [];
    for (const text of ["away 1", "away 2", "away 3"])
      sentWhileAway.push((await post(a, { receiver_id: b.id, message: text })).json.data.id);
    const again = await track(openStream(b, { lastEventId: seen.id }));
    const replayed = again.frames.filter((f) => f.event === "message.new" && f.id);
    expect(replayed.map((f) => (f.data.data as { messageId: string }).messageId)).toEqual(sentWhileAway);
    const ids = replayed.map((f) => BigInt(f.id!));
    expect(ids).toEqual([...ids].sort((x, y) => (x < y ? -1 : 1)));
    // The last half-minute's up to Last-Event-ID come again without `id:` (the browser skips what it has, by
    // the id in the data): the one it had among them, and nothing after it.
    const resent = again.frames.filter((f) => f.event === "message.new" && !f.id).map((f) => BigInt(f.data.id as string));
    expect(resent).toContain(BigInt(seen.id!));
    expect(resent.every((id) => id <= BigInt(seen.id!))).toBe(true);
    const after = (await post(a, { receiver_id: b.id, message: "live again" })).json.data.id;
    await again.next((f) => f.event === "message.new" && (f.data.data as { messageId: string }).messageId === after);
    // One more after it, so that a second copy of any of these (it would come in id order, before this
    // one) has had its chance to arrive.
    const last = (await post(a, { receiver_id: b.id, message: "and again" })).json.data.id;
    await again.next(isMessage(last));
    const live = again.ofKind("message.new").filter((f) => f.id);
    expect(new Set(live.map((f) => f.id)).size).toBe(live.length);
    expect(live.map((f) => (f.data.data as { messageId: string }).messageId)).toEqual([...sentWhileAway, after, last]);
    // ?lastEventId= does the same for a page's first connection.
    const page = await track(openStream(b, { query: { lastEventId: seen.id! } }));
    expect(page.ofKind("message.new").filter((f) => f.id)).toHaveLength(5);
  });

  it("brings after a reconnect an event that committed late, while the browser was away, below its Last-Event-ID", async () => {
    // A transaction takes an event id and commits only after a later event has reached the browser.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let taken!: (id: bigint) => void;
    const lateId = new Promise<bigint>((resolve) => (taken = resolve));
    const slow = db.$transaction(
      async (tx) => {
        const row = await tx.liveEvent.create({ data: { userId: b.id, kind: "order.placed", data: { orderId: "late-order" } } });
        taken(row.id);
        await held;
      },
      // Held open while the test opens a stream and sends a message: seconds on a busy machine.
      { maxWait: WAIT_MS, timeout: WAIT_MS },
    );
    const late = await lateId;
    const first = await openStream(b);
    const newer = (await post(a, { receiver_id: b.id, message: "newer" })).json.data.id;
    const seen = await first.next((f) => f.event === "message.new" && (f.data.data as { messageId: string }).messageId === newer);
    expect(BigInt(seen.id!)).toBeGreaterThan(late);
    await first.close();
    commit();
    await slow;

    const again = await track(openStream(b, { lastEventId: seen.id }));
    const brought = again.frames.find((f) => f.event === "order.placed" && f.data.id === late.toString());
    expect(brought).toBeDefined();
    expect(brought!.id).toBeUndefined();
    expect((brought!.data.data as { orderId: string }).orderId).toBe("late-order");
  });

  it("brings an order to its seller, and the seller's decision to the buyer", async () => {
    const pet = await createPet(c.id, { name: "Goldie", price: 9000 });
    const [sa, sc] = await Promise.all([track(openStream(a)), track(openStream(c))]);
    const order = await call(createOrder, "POST", "/server/orders", { token: a.token, body: { pet_id: pet.id, quantity: 1 } });
    expect(order.status).toBe(201);
    const orderId = order.json.order.id as string;
    const placed = await sc.next((f) => f.event === "order.placed");
    expect(placed.data.data).toMatchObject({
      orderId,
      petId: pet.id,
      petName: "Goldie",
      otherUserId: a.id,
      otherUserName: "Asha Rao",
      status: "pending",
    });
    expect((await call(accept, "POST", "/server/orders/accept", { token: c.token, body: { order_id: orderId } })).status).toBe(200);
    const toBuyer = await sa.next((f) => f.event === "order.accepted");
    expect(toBuyer.data.data).toMatchObject({ orderId, status: "accepted", otherUserId: c.id });
    // The buyer was not told of their own order: it would have come before the later acceptance.
    expect(sa.ofKind("order.placed")).toHaveLength(0);
    await sc.next((f) => f.event === "order.accepted");
  });

  it("tells buyer and seller of a payment, and of a cancelled order", async () => {
    const pet = await createPet(c.id, { name: "Pepper", price: 7000 });
    const [sa, sc] = await Promise.all([track(openStream(a)), track(openStream(c))]);
    const order = await call(createOrder, "POST", "/server/orders", { token: a.token, body: { pet_id: pet.id, quantity: 1 } });
    const orderId = order.json.order.id as string;
    const payment = await call(createPayment, "POST", "/server/payments/create-order", {
      token: a.token,
      body: { amount: 7000, order_ids: [orderId] },
    });
    expect(payment.status).toBe(200);
    expect(
      (
        await call(verifyPayment, "POST", "/server/payments/verify", {
          token: a.token,
          body: { order_id: payment.json.order_id, payment_status: "success" },
        })
      ).status,
    ).toBe(200);
    expect((await sc.next((f) => f.event === "order.paid")).data.data).toMatchObject({ orderId, petName: "Pepper", otherUserId: a.id });
    expect((await sa.next((f) => f.event === "order.paid")).data.data).toMatchObject({ orderId, otherUserId: c.id });

    const other = await createPet(c.id, { name: "Coco", price: 5000 });
    const second = await call(createOrder, "POST", "/server/orders", { token: a.token, body: { pet_id: other.id, quantity: 1 } });
    expect((await call(cancel, "POST", "/server/orders/cancel", { token: a.token, body: { order_id: second.json.order.id } })).status).toBe(
      200,
    );
    expect((await sc.next((f) => f.event === "order.cancelled")).data.data).toMatchObject({
      orderId: second.json.order.id,
      status: "cancelled",
    });
    await sa.next((f) => f.event === "order.cancelled");
  });

  it("tells a seller that a moderator hid their listing, and restored it", async () => {
    const sb = await track(openStream(b));
    const res = await call(hide, "POST", `/server/admin/pets/${petId}/hide`, {
      token: mod.token,
      params: { id: petId },
      body: { reason: "Photos taken from another site." },
    });
    expect(res.status).toBe(200);
    const hidden = await sb.next((f) => f.event === "listing.hidden");
    expect(hidden.data.data).toEqual({ petId, petName: "Bruno", status: "hidden" });
    expect(
      (await call(restore, "POST", `/server/admin/pets/${petId}/restore`, { token: mod.token, params: { id: petId }, body: {} })).status,
    ).toBe(200);
    expect((await sb.next((f) => f.event === "listing.restored")).data.data).toEqual({ petId, petName: "Bruno", status: "active" });
  });

  it("ends with `end` when the session is signed out, and when the account is suspended", async () => {
    const timings = setLiveStreamTimings({ pingMs: 200 });
    try {
      const leaving = await createUser({ name: "Leaving Soon" });
      const s1 = await track(openStream(leaving));
      expect((await call(logout, "POST", "/server/auth/logout", { token: leaving.token })).status).toBe(200);
      expect(await s1.next((f) => f.event === "end")).toEqual({ event: "end", data: { reason: "signed-out" } });
      expect(await s1.ended()).toBe(true);
      expect(s1.comments).toContain("ping");
      expect(await db.liveStream.count({ where: { userId: leaving.id } })).toBe(0);

      const bad = await createUser({ name: "Soon Suspended" });
      const s2 = await track(openStream(bad));
      const res = await call(suspend, "POST", `/server/admin/users/${bad.id}/suspend`, {
        token: mod.token,
        params: { id: bad.id },
        body: { reason: "Asked buyers for advance payments." },
      });
      expect(res.status).toBe(200);
      expect(await s2.next((f) => f.event === "end")).toEqual({ event: "end", data: { reason: "suspended" } });
      expect(await s2.ended()).toBe(true);
    } finally {
      setLiveStreamTimings(timings);
    }
  });

  it("ends by itself with `reconnect` before the platform's limit", async () => {
    const timings = setLiveStreamTimings({ lifetimeMs: 300 });
    try {
      const s = await track(openStream(c));
      expect(await s.next((f) => f.event === "reconnect")).toEqual({ event: "reconnect", data: {} });
      expect(await s.ended()).toBe(true);
    } finally {
      setLiveStreamTimings(timings);
    }
  });

  it("keeps a person's newest streams open, up to the cap: the oldest ends as replaced, no one else's", async () => {
    const many = await createUser({ name: "Many Tabs", verified: true });
    const others = await Promise.all([track(openStream(a)), track(openStream(c))]);
    const streams: TStream[] = [];
    for (let i = 0; i < MAX_OPEN_STREAMS_PER_USER; i++) streams.push(await track(openStream(many)));
    // Up to the cap none ends: all of them bring a message sent after the last one opened.
    await heardBy(a, many, streams);
    expect(streams.flatMap((s) => s.ofKind("end"))).toEqual([]);
    expect(await db.liveStream.count({ where: { userId: many.id } })).toBe(MAX_OPEN_STREAMS_PER_USER);

    // One more: the oldest is told it was replaced (the client must not reconnect at once) and ends.
    const newest = await track(openStream(many));
    expect(await streams[0].next((f) => f.event === "end")).toEqual({ event: "end", data: { reason: "replaced" } });
    expect(await streams[0].ended()).toBe(true);
    // Only the oldest: the ones kept, and everyone else's, still hear what happens after it, with no `end` before.
    const isIt = await heardBy(a, many, [...streams.slice(1), newest, others[0]]);
    await heardBy(a, c, [others[1]]);
    for (const s of [...streams.slice(1), newest, ...others]) {
      expect(s.isDone).toBe(false);
      expect(s.ofKind("end")).toHaveLength(0);
    }
    expect(streams[0].frames.some(isIt)).toBe(false);
    expect(await db.liveStream.count({ where: { userId: many.id } })).toBe(MAX_OPEN_STREAMS_PER_USER);
    expect(await db.liveStream.count({ where: { userId: { in: [a.id, c.id] } } })).toBe(2);

    // The next new one replaces the next oldest, and only it.
    await track(openStream(many));
    expect(await streams[1].next((f) => f.event === "end")).toEqual({ event: "end", data: { reason: "replaced" } });
    await heardBy(a, many, [streams[2]]);
    expect(streams[2].ofKind("end")).toHaveLength(0);
  });

  it("counts a person's streams on every instance: the rows of another's, and ends one whose row another took", async () => {
    const timings = setLiveStreamTimings({ pingMs: 200 });
    try {
      const busy = await createUser({ name: "Busy Person", verified: true });
      // Another instance's streams: rows seen lately, opened before this one's. A row seen long ago is a
      // stream gone with its instance: it does not count.
      const opened = Date.now() - 60_000;
      await db.liveStream.createMany({
        data: Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, (_, i) => ({
          id: `elsewhere-${busy.id}-${i}`,
          userId: busy.id,
          openedAt: new Date(opened + i * 1_000),
          seenAt: new Date(),
        })),
      });
      await db.liveStream.create({
        data: { id: `gone-${busy.id}`, userId: busy.id, openedAt: new Date(), seenAt: new Date(Date.now() - 120_000) },
      });
      const here = await track(openStream(busy));
      const rows = await db.liveStream.findMany({ where: { userId: busy.id }, select: { id: true, openedAt: true } });
      const ids = rows.map((r) => r.id);
      // The oldest of the other instance's went; the stale row neither counted nor went; this one stays.
      expect(ids).not.toContain(`elsewhere-${busy.id}-0`);
      expect(ids.filter((id) => id.startsWith("elsewhere-"))).toHaveLength(MAX_OPEN_STREAMS_PER_USER - 1);
      expect(ids).toContain(`gone-${busy.id}`);
      expect(ids).toHaveLength(MAX_OPEN_STREAMS_PER_USER + 1);
      // It stays through a refresh (the one that would end it, were its row gone): the refresh moves the
      // row's seenAt, and the stream still brings what comes after.
      const mine = rows.find((r) => !r.id.startsWith("elsewhere-") && !r.id.startsWith("gone-"))!;
      await until("a refresh of the stream's row", async () => {
        if (here.isDone) return true;
        const row = await db.liveStream.findUnique({ where: { id: mine.id }, select: { seenAt: true } });
        return !!row && row.seenAt > mine.openedAt;
      });
      await heardBy(a, busy, [here]);
      expect(here.isDone).toBe(false);

      // Another instance's newer stream took this one's row: it ends at the next refresh.
      await db.liveStream.deleteMany({ where: { userId: busy.id, id: { not: { startsWith: "elsewhere-" } } } });
      expect(await here.next((f) => f.event === "end")).toEqual({ event: "end", data: { reason: "replaced" } });
      expect(await here.ended()).toBe(true);
    } finally {
      setLiveStreamTimings(timings);
    }
  });

  it("limits new connections per person", async () => {
    const user = await createUser({ name: "Reconnect Loop" });
    const { name, limit } = LIVE_LIMITS.connectPerUser;
    // The person's window, opened now, lasts an hour here: on a busy machine the streams below can take
    // longer than the real minute, which would end and restart the count before the one refused.
    await db.rateLimit.create({
      data: { key: `${name}:${user.id}`, count: 0, windowStart: new Date(), expiresAt: new Date(Date.now() + 3_600_000) },
    });
    for (let i = 0; i < limit; i++) await (await openStream(user)).close();
    const res = await call(events, "GET", "/server/events", { token: user.token });
    expect([res.status, res.json.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Someone else connects.
    expect((await track(openStream(c))).res.status).toBe(200);
  });
});

describe("the poll fallback", () => {
  it("polls once a second for the whole instance, however many streams are open, and still delivers", async () => {
    const intervalMs = 1_000;
    hub = resetLiveHub({ mode: "poll", pollIntervalMs: intervalMs, idleStopMs: 1_000 });
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser({ name: `Poller ${i}` })));
    const streams = await Promise.all(people.map((p) => track(openStream(p))));
    const sb = await track(openStream(b));
    expect(await hub.ready()).toBe("poll");
    expect(hub.counters.notifications).toBe(0);
    const polls0 = hub.counters.polls;
    const t0 = Date.now();
    // A few intervals with 13 streams open, and a message that only the poll can bring.
    await sleep(3 * intervalMs);
    const sent = await post(a, { receiver_id: b.id, message: "through the poll" });
    const got = await sb.next(isMessage(sent.json.data.id));
    expect(got.id).toBeDefined();
    expect(hub.counters.notifications).toBe(0);
    // One chain of polls for the instance, each an interval after the last one ended: a busy machine polls
    // less often, never more, so at most one poll per interval passed (and one more for timers that fire a
    // little early). A poll per stream would be 13 an interval.
    const polls = hub.counters.polls - polls0;
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(polls).toBeLessThanOrEqual((Date.now() - t0) / intervalMs + 2);
    // Nobody else was told of it: each of the others brings a later message of their own, and nothing before it.
    const mine = await Promise.all(
      people.map(async (p) => (await post(a, { receiver_id: p.id, message: "yours" })).json.data.id as string),
    );
    await Promise.all(streams.map((s, i) => s.next(isMessage(mine[i]))));
    for (const [i, s] of streams.entries())
      expect(s.frames.map((f) => [f.event, (f.data.data as { messageId?: string } | undefined)?.messageId])).toEqual([
        ["ready", undefined],
        ["message.new", mine[i]],
      ]);
  });
});
