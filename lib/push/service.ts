import "server-only";
import { createHash } from "node:crypto";
import webpush from "web-push";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import type { TLiveEventInput } from "@/lib/live/events";
import { LIVE_STREAM_FRESH_MS } from "@/lib/live/limits";
import { isPushServiceEndpoint, pushAgent } from "./endpoint";
import { decodeBase64Url, isP256Point, type TPushSubscriptionInput } from "./schemas";
import { PROTECTION_PUSH_STEPS, pushPayload, type TProtectionPushNote, type TPushNote } from "./texts";

// Web Push (RFC 8030, payloads encrypted per RFC 8291, VAPID per RFC 8292) with the `web-push` package.
// A push goes to the person the event is for (never to whoever took the step: PROTECTION_PUSH_STEPS), only
// if their switch is on, they are not suspended and no live stream of theirs was seen in 45 s; it never
// holds a message's text (pushPayload: a lock screen is public). Endpoint and keys are checked again at
// each send (lib/push/endpoint.ts): a row kept before a rule was tightened is deleted, never posted to.
// 404/410 delete the row; other failures are logged, never thrown. docs/live-and-push.md, "Push notifications".

const SEND_TIMEOUT_MS = 10_000;
/** A person's browsers kept at most (the newest): each push goes to all of them. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

type TSwitch = "pushNewMessage" | "pushNewOrder" | "pushOrderDecision" | "pushPaymentReceived" | "pushSearchMatches";
type TUrgency = "very-low" | "low" | "normal" | "high";
/** `switch` null: a push that goes whatever the switches say (a decision about the person's own account). */
type TDelivery = { userId: string; switch: TSwitch | null; note: TPushNote; ttl: number; urgency: TUrgency };

type TVapid = { subject: string; publicKey: string; privateKey: string };

/** The VAPID details, or null when push is off (no keys configured). */
function vapid(): TVapid | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  return VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
    ? { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY }
    : null;
}

/** The public key browsers subscribe with (applicationServerKey); PUSH_OFF without keys. */
export function getPushPublicKey(): string {
  const keys = vapid();
  if (!keys) throw new AppError("PUSH_OFF");
  return keys.publicKey;
}

/**
 * Keeps a browser's subscription for this person. The endpoint is the browser's: a row with it moves to
 * this person (someone else signed in on the same phone before), with the keys the browser has now.
 * A person keeps their newest MAX_SUBSCRIPTIONS_PER_USER subscriptions.
 */
export async function savePushSubscription({
  userId,
  input,
  userAgent,
}: {
  userId: string;
  input: TPushSubscriptionInput;
  userAgent: string | null;
}) {
  if (!isPushServiceEndpoint(input.endpoint)) throw new AppError("VALIDATION", { fields: { endpoint: ["PUSH_ENDPOINT_INVALID"] } });
  const db = getDb();
  const data = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) || null,
    createdAt: new Date(),
  };
  await db.pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    create: { endpoint: input.endpoint, ...data },
    update: data,
    select: { id: true },
  });
  // Browsers long gone (a phone reset, a cleared browser) are not always reported by their push service.
  const older = await db.pushSubscription.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: MAX_SUBSCRIPTIONS_PER_USER,
    select: { id: true },
  });
  if (older.length) await db.pushSubscription.deleteMany({ where: { id: { in: older.map((o) => o.id) }, userId } });
}

/** Forgets one of this person's subscriptions (someone else's stays): how many rows went, 0 or 1. */
export async function deletePushSubscription({ userId, endpoint }: { userId: string; endpoint: string }): Promise<number> {
  const { count } = await getDb().pushSubscription.deleteMany({ where: { endpoint, userId } });
  return count;
}

const text = (v: unknown) => (typeof v === "string" && v ? v : null);

/** The pushes the events call for, with each person's role read from the rows themselves. */
async function deliveriesFor(events: TLiveEventInput[]): Promise<TDelivery[]> {
  const db = getDb();
  const messageIds = [
    ...new Set(
      events
        .filter((e) => e.kind === "message.new")
        .map((e) => text(e.data.messageId))
        .filter((v): v is string => !!v),
    ),
  ];
  const orderIds = [
    ...new Set(
      events
        .filter((e) => e.kind.startsWith("order."))
        .map((e) => text(e.data.orderId))
        .filter((v): v is string => !!v),
    ),
  ];
  const [messages, orders] = await Promise.all([
    messageIds.length
      ? db.message.findMany({
          where: { id: { in: messageIds } },
          select: { id: true, senderId: true, receiverId: true, sender: { select: { name: true } }, pet: { select: { name: true } } },
        })
      : [],
    orderIds.length
      ? db.order.findMany({
          where: { id: { in: orderIds } },
          select: {
            id: true,
            buyerId: true,
            sellerId: true,
            buyer: { select: { name: true } },
            seller: { select: { name: true } },
            pet: { select: { name: true } },
          },
        })
      : [],
  ]);
  const messageById = new Map(messages.map((m) => [m.id, m]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const out: TDelivery[] = [];
  for (const e of events) {
    if (e.kind === "message.new") {
      const m = messageById.get(text(e.data.messageId) ?? "");
      if (!m || m.receiverId !== e.userId) continue;
      out.push({
        userId: e.userId,
        switch: "pushNewMessage",
        note: { kind: "newMessage", senderId: m.senderId, sender: m.sender.name, pet: m.pet?.name ?? null },
        ttl: HOUR,
        urgency: "high",
      });
      continue;
    }
    const o = orderById.get(text(e.data.orderId) ?? "");
    if (!o) continue;
    if (e.kind === "order.placed" && o.sellerId === e.userId) {
      out.push({
        userId: e.userId,
        switch: "pushNewOrder",
        note: { kind: "newOrder", orderId: o.id, buyer: o.buyer.name, pet: o.pet.name },
        ttl: DAY,
        urgency: "high",
      });
    } else if ((e.kind === "order.accepted" || e.kind === "order.rejected") && o.buyerId === e.userId) {
      const kind = e.kind === "order.accepted" ? "orderAccepted" : "orderRejected";
      out.push({
        userId: e.userId,
        switch: "pushOrderDecision",
        note: { kind, orderId: o.id, seller: o.seller.name, pet: o.pet.name },
        ttl: DAY,
        urgency: "normal",
      });
    } else if (e.kind === "order.protection") {
      const note = protectionNote(o, e.userId, e.data.step);
      if (!note) continue;
      // The buyer's steps are answers to their order; the seller's are their sale, its money under "Payments received".
      const isMoney = note.role === "seller" && (note.step === "held" || note.step === "released");
      out.push({
        userId: e.userId,
        switch: note.role === "buyer" ? "pushOrderDecision" : isMoney ? "pushPaymentReceived" : "pushNewOrder",
        note,
        ttl: DAY,
        urgency: note.step === "dispute_opened" ? "high" : "normal",
      });
    } else if (e.kind === "order.paid" && o.sellerId === e.userId) {
      out.push({
        userId: e.userId,
        switch: "pushPaymentReceived",
        note: { kind: "paymentReceived", orderId: o.id, buyer: o.buyer.name, pet: o.pet.name },
        ttl: DAY,
        urgency: "normal",
      });
    }
  }
  return out;
}

type TOrderParties = {
  id: string;
  buyerId: string;
  sellerId: string;
  buyer: { name: string };
  seller: { name: string };
  pet: { name: string };
};

/** A protection step's push for one of the order's two people, or null when that side does not hear of it. */
function protectionNote(o: TOrderParties, userId: string, step: unknown): TProtectionPushNote | null {
  const about = { kind: "protection" as const, orderId: o.id, pet: o.pet.name };
  if (o.buyerId === userId) {
    const s = PROTECTION_PUSH_STEPS.buyer.find((x) => x === step);
    return s ? { ...about, role: "buyer", step: s, other: o.seller.name } : null;
  }
  if (o.sellerId === userId) {
    const s = PROTECTION_PUSH_STEPS.seller.find((x) => x === step);
    return s ? { ...about, role: "seller", step: s, other: o.buyer.name } : null;
  }
  return null;
}

/** The Topic header: a repeat with the same tag replaces one the push service still holds. */
const topicOf = (tag: string) => createHash("sha256").update(tag).digest("base64url").slice(0, 32);

/** The keys ZPushSubscription asks for: p256dh a point on P-256, auth 16 bytes. */
function hasValidKeys({ p256dh, auth }: { p256dh: string; auth: string }): boolean {
  const point = decodeBase64Url(p256dh);
  return !!point && isP256Point(point) && decodeBase64Url(auth)?.length === 16;
}

/** Sends the deliveries to every subscription of each person who should get them. */
async function deliver(deliveries: TDelivery[], keys: TVapid): Promise<void> {
  if (!deliveries.length) return;
  const db = getDb();
  const userIds = [...new Set(deliveries.map((d) => d.userId))];
  const [users, live, subscriptions] = await Promise.all([
    db.user.findMany({
      where: { id: { in: userIds }, suspendedAt: null },
      select: {
        id: true,
        locale: true,
        pushNewMessage: true,
        pushNewOrder: true,
        pushOrderDecision: true,
        pushPaymentReceived: true,
        pushSearchMatches: true,
      },
    }),
    db.liveStream.findMany({
      where: { userId: { in: userIds }, seenAt: { gt: new Date(Date.now() - LIVE_STREAM_FRESH_MS) } },
      select: { userId: true },
      distinct: ["userId"],
    }),
    db.pushSubscription.findMany({
      where: { userId: { in: userIds } },
      select: { id: true, userId: true, endpoint: true, p256dh: true, auth: true },
    }),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const watching = new Set(live.map((l) => l.userId));
  const sends: Promise<{ id: string; outcome: "sent" | "gone" | "failed" }>[] = [];
  const refused = new Set<string>();
  for (const s of subscriptions) {
    const problem = !isPushServiceEndpoint(s.endpoint)
      ? "its endpoint is not a push service's"
      : !hasValidKeys(s)
        ? "its keys are not valid"
        : null;
    if (!problem) continue;
    refused.add(s.id);
    console.error(`[push] subscription ${s.id} refused: ${problem}`);
  }
  for (const d of deliveries) {
    const user = userById.get(d.userId);
    if (!user || (d.switch && !user[d.switch]) || watching.has(d.userId)) continue;
    const content = pushPayload(d.note, user.locale);
    const payload = JSON.stringify(content);
    const topic = topicOf(content.tag);
    for (const s of subscriptions) {
      if (s.userId !== d.userId || refused.has(s.id)) continue;
      sends.push(
        webpush
          .sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
            vapidDetails: keys,
            TTL: d.ttl,
            urgency: d.urgency,
            topic,
            timeout: SEND_TIMEOUT_MS,
            agent: pushAgent,
          })
          .then(() => ({ id: s.id, outcome: "sent" as const }))
          .catch((e: unknown) => {
            const status = (e as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) return { id: s.id, outcome: "gone" as const };
            console.error(`[push] subscription ${s.id} failed: ${status ?? ""} ${(e as Error).message}`);
            return { id: s.id, outcome: "failed" as const };
          }),
      );
    }
  }
  const results = await Promise.all(sends);
  const gone = [...new Set([...refused, ...results.filter((r) => r.outcome === "gone").map((r) => r.id)])];
  const sent = [...new Set(results.filter((r) => r.outcome === "sent").map((r) => r.id))].filter((id) => !gone.includes(id));
  await Promise.all([
    gone.length ? db.pushSubscription.deleteMany({ where: { id: { in: gone } } }) : null,
    sent.length ? db.pushSubscription.updateMany({ where: { id: { in: sent } }, data: { lastUsedAt: new Date() } }) : null,
  ]);
}

async function guarded(what: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (e) {
    console.error(`[push] ${what} failed: ${(e as Error).message}`);
  }
}

/**
 * Sends the Web Push notifications that a committed change calls for. Called after the response
 * (lib/http/after.ts), with the events the change recorded; never throws.
 */
export async function pushForEvents(events: TLiveEventInput[]): Promise<void> {
  const keys = vapid();
  if (!keys || !events.length) return;
  await guarded("events", async () => deliver(await deliveriesFor(events), keys));
}

/**
 * The alert digest's push beside its mail: `count` new pets match the person's saved searches; `url`
 * is the page that shows them (a path without the language prefix). Never throws.
 */
export async function pushSearchMatches(userId: string, count: number, url: string): Promise<void> {
  const keys = vapid();
  if (!keys || count < 1) return;
  await guarded("search matches", () =>
    deliver([{ userId, switch: "pushSearchMatches", note: { kind: "searchMatches", count, url }, ttl: DAY, urgency: "low" }], keys),
  );
}

/**
 * A seller's registration decided, ending within a month or ended (lib/notifications/registration.ts),
 * beside its mail; like the mail, whatever the switches say. Never throws.
 */
export async function pushRegistration(userId: string, step: "approved" | "refused" | "expiring" | "expired"): Promise<void> {
  const keys = vapid();
  if (!keys) return;
  await guarded("registration", () =>
    deliver([{ userId, switch: null, note: { kind: "registration", step }, ttl: DAY, urgency: "normal" }], keys),
  );
}

/**
 * A rehoming's check-in (lib/notifications/check-ins.ts), beside its mail. The adopter's question follows
 * their "order updates" switch (off until turned on, like every push); the owner's word that the adopter
 * offers the pet back goes whatever the switches say, once per check-in at most: it is about the
 * animal's next home, and the agreement gives the owner the first say. Never throws.
 */
export async function pushCheckIn(userId: string, note: Extract<TPushNote, { kind: "checkIn" | "checkInReturn" }>): Promise<void> {
  const keys = vapid();
  if (!keys) return;
  const delivery: TDelivery =
    note.kind === "checkIn"
      ? { userId, switch: "pushOrderDecision", note, ttl: 3 * DAY, urgency: "low" }
      : { userId, switch: null, note, ttl: 3 * DAY, urgency: "high" };
  await guarded("check-in", () => deliver([delivery], keys));
}

/**
 * A new application to adopt, to the pet's owner (lib/applications/service.ts), beside its mail: on their
 * "new orders" push switch, as the mail follows their "new orders" mail switch. Never throws.
 */
export async function pushNewApplication(userId: string, note: Extract<TPushNote, { kind: "newApplication" }>): Promise<void> {
  const keys = vapid();
  if (!keys) return;
  await guarded("application", () => deliver([{ userId, switch: "pushNewOrder", note, ttl: DAY, urgency: "normal" }], keys));
}

/**
 * The agreement signed by both (lib/agreements/notify.ts), to one of them, beside its mail: on their "order
 * updates" push switch, as the mail follows their "order updates" mail switch. Never throws.
 */
export async function pushAgreementSigned(userId: string, note: Extract<TPushNote, { kind: "agreementSigned" }>): Promise<void> {
  const keys = vapid();
  if (!keys) return;
  await guarded("agreement", () => deliver([{ userId, switch: "pushOrderDecision", note, ttl: DAY, urgency: "normal" }], keys));
}
