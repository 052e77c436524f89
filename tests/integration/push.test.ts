import { createECDH, randomBytes, randomUUID, type ECDH } from "node:crypto";
import { rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
// http_ece is web-push's own RFC 8188/8291 implementation (untyped): here it decrypts what the push service got.
// @ts-expect-error -- the package has no type declarations
import httpEce from "http_ece";
import webpush from "web-push";
import { POST as saveSearch } from "@/app/server/alerts/route";
import { GET as readAgreement } from "@/app/server/orders/[id]/agreement/route";
import { POST as signAgreement } from "@/app/server/orders/[id]/agreement/sign/route";
import { POST as applyToAdopt } from "@/app/server/pets/[id]/applications/route";
import { POST as send } from "@/app/server/messages/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as placeOrder } from "@/app/server/orders/route";
import { PUT as saveNotifications } from "@/app/server/profile/notifications/route";
import { GET as getProfile } from "@/app/server/profile/route";
import { GET as pushKey } from "@/app/server/push/key/route";
import { DELETE as unsubscribe, POST as subscribe } from "@/app/server/push/subscriptions/route";
import { runAlertDigest } from "@/lib/alerts/digest";
import { chooseApplication } from "@/lib/applications/service";
import { searchHref } from "@/lib/alerts/filters";
import { getDb } from "@/lib/db";
import { pushAgent } from "@/lib/push/endpoint";
import { pushForEvents, pushSearchMatches } from "@/lib/push/service";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { trustedTestCertificate } from "../helpers/push-service";

const db = getDb();
jest.setTimeout(60_000);
const ece = httpEce as { decrypt: (body: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string }) => Buffer };

type TUser = Awaited<ReturnType<typeof createUser>>;
type TReceived = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

// A push service on 127.0.0.1 over TLS (web-push only speaks https), with a certificate made for the
// run and trusted by this process's https agents only (the push agent's and the global one). Each path answers the status set for it (201 by default).
let server: https.Server;
let origin = "";
let certDir = "";
const received: TReceived[] = [];
const statusFor = new Map<string, number>();

beforeAll(async () => {
  await resetDb();
  const made = trustedTestCertificate("push-test-");
  certDir = made.dir;
  const certPem = made.cert;
  server = https.createServer({ key: made.key, cert: certPem }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor.get(req.url ?? "") ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(certDir, { recursive: true, force: true });
  await closeDb();
});
beforeEach(async () => {
  received.length = 0;
  statusFor.clear();
  await db.rateLimit.deleteMany();
});

/** A browser's subscription: its key pair and auth secret, as PushSubscription.toJSON() gives them. */
function browserSubscription(pathName = `/push/${randomUUID()}`) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    path: pathName,
    json: {
      endpoint: `${origin}${pathName}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}
type TSub = ReturnType<typeof browserSubscription>;

const subscribeAs = (u: TUser, body: unknown) => call(subscribe, "POST", "/server/push/subscriptions", { token: u.token, body });
const setPush = (u: TUser, push: Record<string, boolean>) =>
  call(saveNotifications, "PUT", "/server/profile/notifications", {
    token: u.token,
    body: { newMessage: true, newOrder: true, orderDecision: true, push },
  });

async function pushUser(
  name: string,
  {
    locale = "en",
    push = { newMessage: true, newOrder: true, orderDecision: true, paymentReceived: true, searchMatches: true },
  }: { locale?: "en" | "te" | "hi"; push?: Record<string, boolean> } = {},
) {
  const user = await createUser({ name, verified: true });
  await db.user.update({ where: { id: user.id }, data: { locale } });
  expect((await setPush(user, push)).status).toBe(200);
  const sub = browserSubscription();
  expect((await subscribeAs(user, sub.json)).status).toBe(200);
  return { ...user, sub };
}

const decrypt = (sub: TSub, body: Buffer) =>
  JSON.parse(
    ece.decrypt(body, { version: "aes128gcm", privateKey: sub.ecdh as ECDH, authSecret: sub.auth.toString("base64url") }).toString("utf8"),
  );
const to = (sub: TSub) => received.filter((r) => r.path === sub.path);

describe("GET /server/push/key", () => {
  it("answers the VAPID public key", async () => {
    const res = await call(pushKey, "GET", "/server/push/key");
    expect(res.status).toBe(200);
    expect(res.json.publicKey).toBe(process.env.VAPID_PUBLIC_KEY);
    expect(Buffer.from(res.json.publicKey, "base64url")).toHaveLength(65);
  });

  it("says push is off without keys", async () => {
    const saved = { pub: process.env.VAPID_PUBLIC_KEY, priv: process.env.VAPID_PRIVATE_KEY };
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
    try {
      await jest.isolateModulesAsync(async () => {
        const { GET } = await import("@/app/server/push/key/route");
        const res = await call(GET, "GET", "/server/push/key");
        expect(res.status).toBe(404);
        expect(res.json).toMatchObject({
          success: false,
          code: "PUSH_OFF",
          message: "Push notifications are not available on this server.",
        });
      });
    } finally {
      process.env.VAPID_PUBLIC_KEY = saved.pub;
      process.env.VAPID_PRIVATE_KEY = saved.priv;
    }
  });
});

describe("POST and DELETE /server/push/subscriptions", () => {
  let anna: TUser;
  let ravi: TUser;
  beforeAll(async () => {
    anna = await createUser({ name: "Anna Joseph" });
    ravi = await createUser({ name: "Ravi Kumar" });
  });

  it("needs a session", async () => {
    expect((await call(subscribe, "POST", "/server/push/subscriptions", { body: browserSubscription().json })).json).toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await call(unsubscribe, "DELETE", "/server/push/subscriptions", { body: { endpoint: `${origin}/x` } })).status).toBe(401);
  });

  it("refuses what is not a browser's subscription to a push service", async () => {
    const good = browserSubscription().json;
    const cases: [unknown, string, string][] = [
      [{ ...good, endpoint: good.endpoint.replace("https:", "http:") }, "endpoint", "PUSH_ENDPOINT_INVALID"],
      [{ ...good, endpoint: `${origin}/${"a".repeat(1000)}` }, "endpoint", "PUSH_ENDPOINT_INVALID"],
      [{ ...good, endpoint: "https://attacker.example/collect" }, "endpoint", "PUSH_ENDPOINT_INVALID"],
      [{ ...good, endpoint: "https://fcm.googleapis.com.attacker.example/x" }, "endpoint", "PUSH_ENDPOINT_INVALID"],
      [{ ...good, endpoint: "not a url" }, "endpoint", "PUSH_ENDPOINT_INVALID"],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 80) } }, "keys.p256dh", "PUSH_KEYS_INVALID"],
      [{ ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }, "keys.p256dh", "PUSH_KEYS_INVALID"],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(12).toString("base64url") } }, "keys.auth", "PUSH_KEYS_INVALID"],
      [{ ...good, keys: { ...good.keys, auth: "not base64!!" } }, "keys.auth", "PUSH_KEYS_INVALID"],
      [{ endpoint: good.endpoint }, "keys", "PUSH_KEYS_INVALID"],
    ];
    for (const [body, field, code] of cases) {
      const res = await subscribeAs(anna, body);
      expect(res.status).toBe(422);
      expect(res.json.fieldCodes).toMatchObject({ [field]: [code] });
    }
    expect(await db.pushSubscription.count({ where: { userId: anna.id } })).toBe(0);
  });

  it("refuses an endpoint that web-push would read differently from the check, or that is not a push service's", async () => {
    const good = browserSubscription().json;
    const port = new URL(origin).port;
    const endpoints = [
      // new URL() reads a push service's host; url.parse(), which web-push connects by, reads 127.0.0.1.
      "https://127.0.0.1;.fcm.googleapis.com/fcm/send/x",
      `https://127.0.0.1;.fcm.googleapis.com:${port}/fcm/send/x`,
      "https://127.0.0.1'.fcm.googleapis.com/fcm/send/x",
      "https://127.0.0.1%3b.fcm.googleapis.com/fcm/send/x",
      "https://127.0.0.1}.fcm.googleapis.com/fcm/send/x",
      "https://evil%2efcm.googleapis.com/fcm/send/x",
      "https://fcm%2Egoogleapis%2Ecom/fcm/send/x",
      "https://127.0.0.1\\.fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com\\@127.0.0.1/x",
      // User-info, before a push service's host or the test push service's.
      "https://user@fcm.googleapis.com/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com@10.0.0.1/fcm/send/x",
      `https://user:pass@127.0.0.1:${port}/push/x`,
      // A trailing dot; IP literals however spelt (but the test push service's own).
      "https://fcm.googleapis.com./fcm/send/x",
      "https://10.0.0.1/fcm/send/x",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/x",
      `https://[::1]:${port}/push/x`,
      "https://[::ffff:7f00:1]/x",
      "https://0x7f000001/x",
      "https://2130706433/x",
      "https://127.1/x",
      "https://localhost/x",
      // What new URL() folds: uppercase, full-width letters (tabs and newlines, which it drops, are below).
      "https://FCM.googleapis.com/fcm/send/x",
      "HTTPS://fcm.googleapis.com/fcm/send/x",
      "https://ｆcm.googleapis.com/fcm/send/x",
      // Ports, fragments, names no push service has.
      "https://fcm.googleapis.com:443/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com/fcm/send/x#y",
      "https://a_b.fcm.googleapis.com/fcm/send/x",
    ];
    for (const endpoint of endpoints) {
      // One account would reach its hourly limit first: the limit is not what is tested here.
      await db.rateLimit.deleteMany();
      const res = await subscribeAs(anna, { ...good, endpoint });
      expect({ endpoint, status: res.status, codes: res.json.fieldCodes?.endpoint }).toEqual({
        endpoint,
        status: 422,
        codes: ["PUSH_ENDPOINT_INVALID"],
      });
    }
    // Control characters never reach the check: the body's own filter refuses them (lib/http/input.ts).
    for (const endpoint of ["https://fcm.goog\tleapis.com/fcm/send/x", "https://fcm.googleapis.com\n/fcm/send/x"]) {
      await db.rateLimit.deleteMany();
      const res = await subscribeAs(anna, { ...good, endpoint });
      expect({ status: res.status, codes: res.json.fieldCodes?.endpoint }).toEqual({ status: 422, codes: ["INPUT_UNSAFE"] });
    }
    expect(await db.pushSubscription.count({ where: { userId: anna.id } })).toBe(0);
  });

  it("keeps the endpoints of the real push services, as browsers give them", async () => {
    const meera = await createUser({ name: "Meera Iyer" });
    const endpoints = [
      "https://fcm.googleapis.com/fcm/send/cWm8xzT0Rz8:APA91bH-7t_Vq2pXxk3Zs9aYkQ0cI2LrW8uN6eJ1oD4fB5gH3iK7lM9nP0qR",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABmZ3Q1x_Yc0kWJ-8pL2rT9vB4nE6hF1aD7sG3jK5lM0oP9qR8uV2wX4yZ",
      "https://web.push.apple.com/QGx7Yk2Rz-Pq8w_T4v9sB1nE6hF3aD0jK5lM",
      "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAABk8%2bK3fZ1q%2fW7Lx0Rz9%3d",
    ];
    try {
      for (const endpoint of endpoints) {
        const res = await subscribeAs(meera, { ...browserSubscription().json, endpoint });
        expect({ endpoint, status: res.status }).toEqual({ endpoint, status: 200 });
      }
      const kept = await db.pushSubscription.findMany({ where: { userId: meera.id }, select: { endpoint: true } });
      expect(kept.map((k) => k.endpoint).sort()).toEqual([...endpoints].sort());
    } finally {
      // Nothing in this file may post to the real services.
      await db.pushSubscription.deleteMany({ where: { userId: meera.id } });
    }
  });

  it("refuses a p256dh that is not a point on P-256, and keeps one that is", async () => {
    const sub = browserSubscription();
    const point = sub.ecdh.getPublicKey();
    const offCurve = Buffer.from(point);
    offCurve[64] ^= 1; // y's last bit: (x, y) is then off the curve
    const keys = [
      offCurve,
      Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]),
      Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]),
      sub.ecdh.getPublicKey(null, "compressed"),
    ];
    for (const key of keys) {
      const res = await subscribeAs(anna, { ...sub.json, keys: { ...sub.json.keys, p256dh: key.toString("base64url") } });
      expect(res.status).toBe(422);
      expect(res.json).toMatchObject({ code: "VALIDATION", fieldCodes: { "keys.p256dh": ["PUSH_KEYS_INVALID"] } });
    }
    expect(await db.pushSubscription.count({ where: { endpoint: sub.json.endpoint } })).toBe(0);
    expect((await subscribeAs(anna, sub.json)).status).toBe(200);
    await db.pushSubscription.deleteMany({ where: { endpoint: sub.json.endpoint } });
  });

  it("keeps a subscription once per endpoint, moving it to whoever subscribes it last", async () => {
    const sub = browserSubscription();
    expect((await subscribeAs(anna, sub.json)).json).toEqual({ success: true, message: "Push subscription saved" });
    expect((await subscribeAs(anna, sub.json)).status).toBe(200);
    expect(await db.pushSubscription.count({ where: { endpoint: sub.json.endpoint } })).toBe(1);
    // Ravi signs in on the same phone: the browser's one subscription is now his.
    const renewed = { ...sub.json, keys: browserSubscription().json.keys };
    expect((await subscribeAs(ravi, renewed)).status).toBe(200);
    const row = await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.json.endpoint } });
    expect(row).toMatchObject({ userId: ravi.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it("forgets only one's own subscription", async () => {
    const sub = browserSubscription();
    await subscribeAs(anna, sub.json);
    const del = (u: TUser) =>
      call(unsubscribe, "DELETE", "/server/push/subscriptions", { token: u.token, body: { endpoint: sub.json.endpoint } });
    expect((await del(ravi)).json).toEqual({ success: true, message: "Push subscription removed", removed: 0 });
    expect(await db.pushSubscription.count({ where: { endpoint: sub.json.endpoint } })).toBe(1);
    expect((await del(anna)).json).toMatchObject({ removed: 1 });
    expect((await del(anna)).json).toMatchObject({ removed: 0 });
    expect(await db.pushSubscription.count({ where: { endpoint: sub.json.endpoint } })).toBe(0);
    expect((await call(unsubscribe, "DELETE", "/server/push/subscriptions", { token: anna.token, body: {} })).status).toBe(422);
  });

  it("limits how often one account subscribes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await subscribeAs(anna, browserSubscription().json)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The newest ten are kept.
    expect(await db.pushSubscription.count({ where: { userId: anna.id } })).toBe(10);
  });
});

describe("the push switches in the profile", () => {
  it("are off at first, and a PUT changes only the ones it names", async () => {
    const u = await createUser({ name: "Kavya Rao" });
    const before = await call(getProfile, "GET", "/server/profile", { token: u.token });
    expect(before.json.profile.notifications.push).toEqual({
      newMessage: false,
      newOrder: false,
      orderDecision: false,
      paymentReceived: false,
      searchMatches: false,
    });
    // Without `push` (an older client): the push switches stay.
    await setPush(u, { newMessage: true, searchMatches: true });
    const res = await call(saveNotifications, "PUT", "/server/profile/notifications", {
      token: u.token,
      body: { newMessage: false, newOrder: true, orderDecision: true },
    });
    expect(res.json.profile.notifications).toEqual({
      newMessage: false,
      newOrder: true,
      orderDecision: true,
      push: { newMessage: true, newOrder: false, orderDecision: false, paymentReceived: false, searchMatches: true },
    });
    const partial = await setPush(u, { newOrder: true, newMessage: false });
    expect(partial.json.profile.notifications.push).toEqual({
      newMessage: false,
      newOrder: true,
      orderDecision: false,
      paymentReceived: false,
      searchMatches: true,
    });
    const bad = await call(saveNotifications, "PUT", "/server/profile/notifications", {
      token: u.token,
      body: { newMessage: true, newOrder: true, orderDecision: true, push: { newOrder: "yes" } },
    });
    expect(bad.status).toBe(422);
  });
});

describe("what is pushed", () => {
  let seller: Awaited<ReturnType<typeof pushUser>>;
  let buyer: Awaited<ReturnType<typeof pushUser>>;
  beforeAll(async () => {
    seller = await pushUser("Lakshmi Reddy", { locale: "te" });
    buyer = await pushUser("Arjun Mehta");
  });
  beforeEach(() => db.liveStream.deleteMany());

  const message = (from: TUser, toUser: TUser, text: string, petId?: string) =>
    call(send, "POST", "/server/messages", {
      token: from.token,
      body: { receiver_id: toUser.id, message: text, ...(petId ? { pet_id: petId } : {}) },
    });

  it("a new message: to the receiver in their language, who and which pet, never the text", async () => {
    const pet = await createPet(seller.id, { name: "Bruno" });
    const secret = "Call me on 98765 43210, my UPI is lakshmi@ybl";
    expect((await message(buyer, seller, secret, pet.id)).status).toBe(201);

    const got = to(seller.sub);
    expect(got).toHaveLength(1);
    // Not to the sender, whose own switch is on too.
    expect(to(buyer.sub)).toHaveLength(0);
    expect(got[0].headers).toMatchObject({ ttl: "3600", urgency: "high", "content-encoding": "aes128gcm" });
    expect(String(got[0].headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    expect(got[0].body.includes(Buffer.from("98765"))).toBe(false);
    const payload = decrypt(seller.sub, got[0].body);
    expect(payload).toEqual({
      title: "Arjun Mehta నుంచి కొత్త సందేశం",
      body: "Bruno గురించి. చదవడానికి, జవాబు ఇవ్వడానికి PawBazaar తెరవండి.",
      url: `/te/messages?with=${buyer.id}`,
      tag: `message:${buyer.id}`,
    });
    expect(JSON.stringify(payload)).not.toMatch(/98765|UPI|ybl/);
    expect((await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: seller.sub.json.endpoint } })).lastUsedAt).not.toBeNull();

    // The reply goes to the buyer, in English, without a pet.
    received.length = 0;
    await message(seller, buyer, "It is still available");
    expect(to(seller.sub)).toHaveLength(0);
    expect(decrypt(buyer.sub, to(buyer.sub)[0].body)).toEqual({
      title: "New message from Lakshmi Reddy",
      body: "Open PawBazaar to read and reply.",
      url: `/messages?with=${seller.id}`,
      tag: `message:${seller.id}`,
    });
  });

  it("nothing when the switch is off, or while a live stream is open", async () => {
    await setPush(seller, { newMessage: false });
    await message(buyer, seller, "hello?");
    expect(received).toHaveLength(0);
    await setPush(seller, { newMessage: true });

    // A stream seen 10 s ago: the seller is on the site; one seen a minute ago is gone.
    await db.liveStream.create({ data: { id: randomUUID(), userId: seller.id, seenAt: new Date(Date.now() - 10_000) } });
    await message(buyer, seller, "hello again");
    expect(received).toHaveLength(0);
    await db.liveStream.deleteMany();
    await db.liveStream.create({ data: { id: randomUUID(), userId: seller.id, seenAt: new Date(Date.now() - 60_000) } });
    await message(buyer, seller, "anyone?");
    expect(to(seller.sub)).toHaveLength(1);
  });

  it("orders: the new order to the seller, the decision to the buyer, the payment to the seller", async () => {
    const pet = await createPet(seller.id, { name: "Rani" });
    const placed = await call(placeOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: pet.id } });
    expect(placed.status).toBe(201);
    const orderId = placed.json.order.id as string;
    expect(to(buyer.sub)).toHaveLength(0);
    const newOrder = decrypt(seller.sub, to(seller.sub)[0].body);
    expect(newOrder).toEqual({
      title: "Rani కోసం కొత్త ఆర్డర్",
      body: "Arjun Mehta Raniని ఆర్డర్ చేశారు. మీ డాష్‌బోర్డ్‌లో అంగీకరించండి లేదా తిరస్కరించండి.",
      url: "/te/dashboard",
      tag: `order:${orderId}`,
    });
    expect(to(seller.sub)[0].headers).toMatchObject({ ttl: "86400" });

    received.length = 0;
    expect((await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: orderId } })).status).toBe(200);
    expect(to(seller.sub)).toHaveLength(0);
    expect(decrypt(buyer.sub, to(buyer.sub)[0].body)).toEqual({
      title: "Order accepted: Rani",
      body: "Lakshmi Reddy accepted your order for Rani.",
      url: "/dashboard",
      tag: `order:${orderId}`,
    });

    // order.paid (lib/payments' verifyPayment records it for the seller and the buyer): the seller's push.
    received.length = 0;
    await pushForEvents([
      { userId: buyer.id, kind: "order.paid", data: { orderId } },
      { userId: seller.id, kind: "order.paid", data: { orderId } },
    ]);
    expect(to(buyer.sub)).toHaveLength(0);
    expect(decrypt(seller.sub, to(seller.sub)[0].body)).toMatchObject({
      title: "Rani కోసం చెల్లింపు అందింది",
      url: "/te/dashboard",
      tag: `order:${orderId}`,
    });

    const other = await createPet(seller.id, { name: "Tiger" });
    const second = await call(placeOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: other.id } });
    received.length = 0;
    await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: second.json.order.id } });
    expect(decrypt(buyer.sub, to(buyer.sub)[0].body)).toMatchObject({
      title: "Order not accepted: Tiger",
      tag: `order:${second.json.order.id}`,
    });
  });

  it("rehoming: the owner hears of an application; each hears the agreement is signed by both, the adopter that the fee can be paid", async () => {
    const pet = await createPet(seller.id, { name: "Moti", price: 1500 });
    await db.pet.update({ where: { id: pet.id }, data: { mode: "rehoming" } });
    received.length = 0;
    const applied = await call(applyToAdopt, "POST", `/server/pets/${pet.id}/applications`, {
      token: buyer.token,
      params: { id: pet.id },
      body: {
        home_type: "house",
        is_rented: false,
        has_garden: true,
        other_pets: "None",
        experience: "Two dogs before.",
        household: "Two adults.",
        reason: "A friend for our family.",
        answers: [],
      },
    });
    expect(applied.status).toBe(201);
    expect(to(buyer.sub)).toHaveLength(0);
    expect(decrypt(seller.sub, to(seller.sub)[0].body)).toEqual({
      title: "Moti కోసం కొత్త దత్తత దరఖాస్తు",
      body: "Motiను దత్తత తీసుకోవడానికి Arjun Mehta దరఖాస్తు చేశారు. మిగతా దరఖాస్తులతో పాటు చదివి ఒక ఇంటిని ఎంచుకోండి.",
      url: `/te/pets/${pet.id}/applications`,
      tag: `applications:${pet.id}`,
    });

    const { orderId } = await chooseApplication({ applicationId: applied.json.application.id, ownerId: seller.id });
    const signAs = async (u: TUser, name: string) => {
      const shown = await call(readAgreement, "GET", `/server/orders/${orderId}/agreement`, { token: u.token, params: { id: orderId } });
      const body = { typed_name: name, lang: "en", text_hash: shown.json.agreement.text_hash };
      expect(
        (await call(signAgreement, "POST", `/server/orders/${orderId}/agreement/sign`, { token: u.token, params: { id: orderId }, body }))
          .status,
      ).toBe(200);
    };
    received.length = 0;
    await signAs(seller, "Lakshmi Reddy");
    expect(received).toHaveLength(0);
    // Only the second signature completes it: then each of them hears, in their own language.
    await signAs(buyer, "Arjun Mehta");
    expect(decrypt(buyer.sub, to(buyer.sub)[0].body)).toEqual({
      title: "Agreement signed: Moti",
      body: "You have both signed the agreement for Moti. You can now pay the adoption fee.",
      url: `/orders/${orderId}`,
      tag: `order:${orderId}`,
    });
    expect(decrypt(seller.sub, to(seller.sub)[0].body)).toEqual({
      title: "ఒప్పందంపై సంతకాలు పూర్తి: Moti",
      body: "Moti ఒప్పందంపై మీరిద్దరూ సంతకం చేశారు. దాన్ని డౌన్‌లోడ్ చేసుకోవడానికి ఆర్డర్‌ను తెరవండి.",
      url: `/te/orders/${orderId}`,
      tag: `order:${orderId}`,
    });
  });

  it("saved-search matches, in Hindi", async () => {
    const priya = await pushUser("Priya Nair", { locale: "hi" });
    await pushSearchMatches(priya.id, 3, "/pets?species=dog");
    expect(decrypt(priya.sub, to(priya.sub)[0].body)).toEqual({
      title: "आपकी सेव की गई खोजों के लिए नए पालतू जानवर",
      body: "3 नए पालतू जानवर आपकी सेव की गई खोजों से मेल खाते हैं।",
      url: "/hi/pets?species=dog",
      tag: "search-matches",
    });
    expect(to(priya.sub)[0].headers).toMatchObject({ urgency: "low" });
  });

  it("the daily alert digest pushes beside its mail, to the one search's page", async () => {
    const now = new Date();
    const ravi = await pushUser("Ravi Teja", { locale: "te" });
    const saved = await call(saveSearch, "POST", "/server/alerts", {
      token: ravi.token,
      body: { filters: { breed: "Beagle", location: "Pune" } },
    });
    expect(saved.status).toBe(201);
    await db.savedSearch.update({
      where: { id: saved.json.search.id },
      data: { checkedAt: new Date(now.getTime() - 60 * 60_000), createdAt: new Date(now.getTime() - 60 * 60_000) },
    });
    for (const name of ["Snoopy", "Daisy"]) {
      await db.pet.create({
        data: {
          sellerId: seller.id,
          name,
          breed: "Beagle",
          breedKey: "beagle",
          location: "Pune",
          locationKey: "pune",
          age: "3 months",
          price: 20000,
          description: "Healthy and playful.",
          gender: "male",
          status: "active",
          species: "dog",
          createdAt: new Date(now.getTime() - 30 * 60_000),
        },
      });
    }
    expect(await runAlertDigest({ now })).toMatchObject({ mailsSent: 1, failed: 0 });
    const got = to(ravi.sub);
    expect(got).toHaveLength(1);
    expect(decrypt(ravi.sub, got[0].body)).toEqual({
      title: "మీరు సేవ్ చేసిన వెతుకులాటలకు కొత్త పెంపుడు జంతువులు",
      body: "2 కొత్త పెంపుడు జంతువులు మీరు సేవ్ చేసిన వెతుకులాటలకు సరిపోతున్నాయి.",
      url: `/te${searchHref({ breed: "Beagle", location: "Pune" })}`,
      tag: "search-matches",
    });
  });

  it("posts nothing to a subscription kept before its endpoint or keys were refused, and forgets it", async () => {
    const kiran = await pushUser("Kiran Das");
    const port = new URL(origin).port;
    const { p256dh, auth } = kiran.sub.json.keys;
    const offCurve = Buffer.from(p256dh, "base64url");
    offCurve[64] ^= 1;
    const stored = [
      // web-push would connect to 127.0.0.1:443, and to the test push service.
      { endpoint: "https://127.0.0.1;.fcm.googleapis.com/push/stored-before", p256dh, auth },
      { endpoint: `https://user:pass@127.0.0.1:${port}/push/stored-before`, p256dh, auth },
      // A fine endpoint, with a key off the curve.
      { endpoint: `${origin}/push/off-curve`, p256dh: offCurve.toString("base64url"), auth },
    ];
    for (const row of stored) await db.pushSubscription.create({ data: { userId: kiran.id, ...row } });
    const posted = jest.spyOn(webpush, "sendNotification");
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await message(buyer, kiran, "is Bruno still with you?")).status).toBe(201);
      expect(posted.mock.calls.map(([s]) => s.endpoint)).toEqual([kiran.sub.json.endpoint]);
      // Through the agent that connects to public addresses only (lib/push/endpoint.ts).
      expect(posted.mock.calls[0][2]?.agent).toBe(pushAgent);
      // Each refusal is logged, by subscription id (not the endpoint, which may hold a token).
      expect(logged.mock.calls.map((c) => String(c[0]).replace(/^\[push\] subscription \S+ /, "")).sort()).toEqual([
        "refused: its endpoint is not a push service's",
        "refused: its endpoint is not a push service's",
        "refused: its keys are not valid",
      ]);
    } finally {
      posted.mockRestore();
      logged.mockRestore();
    }
    expect(received.map((r) => r.path)).toEqual([kiran.sub.path]);
    expect(await db.pushSubscription.findMany({ where: { userId: kiran.id }, select: { endpoint: true } })).toEqual([
      { endpoint: kiran.sub.json.endpoint },
    ]);
  });

  it("a subscription the push service answers 410 or 404 for is deleted; other failures keep it", async () => {
    const second = browserSubscription();
    await subscribeAs(seller, second.json);
    statusFor.set(seller.sub.path, 410);
    statusFor.set(second.path, 500);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await message(buyer, seller, "are you there?")).status).toBe(201);
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^\[push\] subscription \S+ failed: 500 /)]);
    logged.mockRestore();
    expect(received.map((r) => r.path).sort()).toEqual([seller.sub.path, second.path].sort());
    expect(await db.pushSubscription.findUnique({ where: { endpoint: seller.sub.json.endpoint } })).toBeNull();
    expect(await db.pushSubscription.findUnique({ where: { endpoint: second.json.endpoint } })).not.toBeNull();

    statusFor.set(second.path, 404);
    await message(buyer, seller, "hello?");
    expect(await db.pushSubscription.findUnique({ where: { endpoint: second.json.endpoint } })).toBeNull();
  });
});
