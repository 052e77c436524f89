import { GET as me } from "@/app/server/auth/me/route";
import { POST as forgotPassword } from "@/app/server/auth/forgot-password/route";
import { POST as login } from "@/app/server/auth/login/route";
import { POST as register } from "@/app/server/auth/register/route";
import { GET as getThread } from "@/app/server/messages/[id]/route";
import { POST as send } from "@/app/server/messages/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as confirmHandover } from "@/app/server/orders/confirm-handover/route";
import { GET as listOrders, POST as createOrder } from "@/app/server/orders/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { POST as consent } from "@/app/server/profile/consent/route";
import { DELETE as deleteAccount, PUT as saveProfile } from "@/app/server/profile/route";
import { POST as saveSearch } from "@/app/server/alerts/route";
import { GET as searchMembers } from "@/app/server/admin/users/route";
import { POST as suspend } from "@/app/server/admin/users/[id]/suspend/route";
import { throttleKey } from "@/lib/auth/lockout";
import { DELETED_USER_NAME, deletedEmailOf } from "@/lib/people/deleted-user";
import { getDb } from "@/lib/db";
import { deliverDueMessageMails } from "@/lib/notifications/message-mails";
import { LEGAL_VERSION } from "@/lib/legal/version";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// Deleting an account (lib/account/deletion.ts) against a real PostgreSQL: afterwards, every text and
// JSON column of every table is searched for what identified the person. (Every answer is also checked
// against the API reference by `call`.)

const db = getDb();
jest.setTimeout(60_000);
type TUser = Awaited<ReturnType<typeof createUser>>;

/** Every (table, column) whose values are text or JSON, from the database's own catalogue. */
async function textColumns(): Promise<{ table: string; column: string; type: string }[]> {
  return db.$queryRaw`
    SELECT table_name AS "table", column_name AS "column", data_type AS "type" FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'
      AND (data_type IN ('text', 'character varying', 'json', 'jsonb') OR (data_type = 'ARRAY' AND udt_name = '_text'))`;
}

/** Where a string still occurs: "table.column" with the row count, across the whole database. */
async function whereFound(needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column, type } of await textColumns()) {
    const expr = type === "ARRAY" ? `array_to_string("${column}", ' ')` : `"${column}"::text`;
    const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower(${expr}), lower($1)) > 0`,
      needle,
    );
    if (n) found[`${table}.${column}`] = n;
  }
  return found;
}

const post = (from: TUser, to: TUser, message: string, petId?: string) =>
  call(send, "POST", "/server/messages", { token: from.token, body: { receiver_id: to.id, message, ...(petId ? { pet_id: petId } : {}) } });

async function payFor(buyer: TUser, orderId: string, amount: number) {
  const payment = await call(createPayment, "POST", "/server/payments/create-order", {
    token: buyer.token,
    body: { amount, order_ids: [orderId] },
  });
  expect(payment.status).toBe(200);
  expect(
    (
      await call(verifyPayment, "POST", "/server/payments/verify", {
        token: buyer.token,
        body: { order_id: payment.json.order_id, payment_status: "success" },
      })
    ).status,
  ).toBe(200);
}

beforeAll(async () => {
  await resetDb();
});
afterAll(async () => {
  await closeDb();
});

describe("DELETE /server/profile", () => {
  const NAME = "Zubeida Quillfeather";
  const PHONE = "+919812398123";
  const RECEIVED = "Here is my aadhaar photo and home address, please keep it private";
  let zed: TUser;
  let seller: TUser;
  let buyer: TUser;
  let sums: { amount: number; n: number };

  beforeAll(async () => {
    zed = await createUser({ name: NAME, verified: true });
    seller = await createUser({ name: "Seema Seller", verified: true });
    buyer = await createUser({ name: "Bhanu Buyer", verified: true });
    expect(
      (
        await call(saveProfile, "PUT", "/server/profile", {
          token: zed.token,
          body: { name: NAME, email: zed.email, phone: PHONE, location: "Vizag Beach Road", bio: "I love beagles" },
        })
      ).status,
    ).toBe(200);

    // Zed buys from Seema (paid, accepted and handed over: a completed sale and a tax record), and has a
    // pending paid order with her.
    const sold = await createPet(seller.id, { name: "Sandy", price: 8000 });
    const first = await call(createOrder, "POST", "/server/orders", { token: zed.token, body: { pet_id: sold.id, quantity: 1 } });
    await payFor(zed, first.json.order.id, 8000);
    expect(
      (await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: first.json.order.id } })).status,
    ).toBe(200);
    expect(
      (
        await call(confirmHandover, "POST", "/server/orders/confirm-handover", {
          token: zed.token,
          body: { order_id: first.json.order.id },
        })
      ).status,
    ).toBe(200);
    const pendingPet = await createPet(seller.id, { name: "Pebbles", price: 3000 });
    const pending = await call(createOrder, "POST", "/server/orders", { token: zed.token, body: { pet_id: pendingPet.id, quantity: 1 } });
    await payFor(zed, pending.json.order.id, 3000);

    // Zed sells: one listing with an order from Bhanu (stays, hidden), one without (goes).
    const zedsPet = await createPet(zed.id, { name: "Ziggy", price: 5000 });
    await db.pet.update({ where: { id: zedsPet.id }, data: { description: "Call me on 9812398123, Vizag Beach Road" } });
    await createPet(zed.id, { name: "Zorro", price: 6000 });
    await call(createOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: zedsPet.id, quantity: 1 } });

    // Messages both ways; a saved search; a consent record.
    expect((await post(zed, seller, "Is Sandy still available?", sold.id)).status).toBe(201);
    expect((await post(seller, zed, RECEIVED)).status).toBe(201);
    expect(
      (await call(saveSearch, "POST", "/server/alerts", { token: zed.token, body: { filters: { q: "beagle", location: "Vizag" } } }))
        .status,
    ).toBeLessThan(300);
    sums = (
      await db.$queryRaw<
        { amount: number; n: number }[]
      >`SELECT coalesce(sum(amount), 0)::int AS amount, count(*)::int AS n FROM payments WHERE kind = 'payment' AND status = 'success'`
    )[0];
  });

  it("asks for the password, and a wrong one changes nothing", async () => {
    const missing = await call(deleteAccount, "DELETE", "/server/profile", { token: zed.token, body: {} });
    expect(missing.status).toBe(422);
    const wrong = await call(deleteAccount, "DELETE", "/server/profile", { token: zed.token, body: { password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("WRONG_PASSWORD");
    expect(wrong.json.fieldCodes?.password).toEqual(["WRONG_PASSWORD"]);
    const row = await db.user.findUniqueOrThrow({ where: { id: zed.id } });
    expect(row).toMatchObject({ name: NAME, email: zed.email, deletedAt: null });
    expect((await call(me, "GET", "/server/auth/me", { token: zed.token })).status).toBe(200);
  });

  it("refuses a moderator's own deletion until the role is given up", async () => {
    const mod = await createUser({ name: "Mona Moderator" });
    await db.user.update({ where: { id: mod.id }, data: { role: "moderator" } });
    const res = await call(deleteAccount, "DELETE", "/server/profile", { token: mod.token, body: { password: "secret123" } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("ACCOUNT_DELETE_STAFF");
    expect((await db.user.findUniqueOrThrow({ where: { id: mod.id } })).deletedAt).toBeNull();
  });

  it("deletes at once: signed out everywhere, no sign-in, nothing left that names the person but the pseudonymised records", async () => {
    const res = await call(deleteAccount, "DELETE", "/server/profile", { token: zed.token, body: { password: "secret123" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: "Your account has been deleted", rejectedOrders: 1, cancelledOrders: 1 });
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    // The session is gone, and the password no longer opens anything.
    expect((await call(me, "GET", "/server/auth/me", { token: zed.token })).status).toBe(401);
    const again = await call(login, "POST", "/server/auth/login", { body: { email: zed.email, password: "secret123" } });
    expect(again.status).toBe(401);
    expect(again.json.code).toBe("INVALID_CREDENTIALS");

    // The tombstone.
    const row = await db.user.findUniqueOrThrow({ where: { id: zed.id } });
    expect(row).toMatchObject({
      name: DELETED_USER_NAME,
      email: deletedEmailOf(zed.id),
      phone: null,
      location: null,
      bio: null,
      avatarKey: null,
      termsVersion: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);

    // Searched everywhere: the address, the phone, the received message, the town: nowhere.
    expect(await whereFound(zed.email)).toEqual({});
    expect(await whereFound("9812398123")).toEqual({});
    expect(await whereFound(RECEIVED)).toEqual({});
    // The town: only in the agreement of the order that was accepted, as it was signed: the other party's
    // record of the sale, kept whole (docs/data-rights.md; lib/agreements).
    expect(await whereFound("Vizag")).toEqual({ "agreements.terms": 1 });
    // The name: in that agreement too, and in the mails already sent to the other people (kept 30 days,
    // then the retention job removes them: docs/data-rights.md, "Personal data and how long we keep it").
    const named = await whereFound(NAME);
    expect(named["agreements.terms"]).toBe(1);
    for (const place of Object.keys(named)) expect(place).toMatch(/^(mail_outbox\.(html|text|subject)|agreements\.terms)$/);
    const mailsNaming = await db.mail.findMany({ where: { text: { contains: NAME } }, select: { to: true } });
    expect(mailsNaming.every((m) => m.to !== zed.email)).toBe(true);
  });

  it('leaves the other party their conversation, from "Deleted user", and the seller the order', async () => {
    const thread = await call(getThread, "GET", `/server/messages/${zed.id}`, { token: seller.token, params: { id: zed.id } });
    expect(thread.status).toBe(200);
    const messages = thread.json.messages as { sender_id: string; sender_name: string; message: string }[];
    expect(messages.map((m) => m.message)).toEqual(["Is Sandy still available?"]);
    expect(messages[0].sender_name).toBe(DELETED_USER_NAME);
    // The conversation is closed: nobody can write to a deleted account.
    const reply = await post(seller, { ...zed }, "Hello?");
    expect(reply.status).toBe(404);
    expect(reply.json.code).toBe("RECIPIENT_NOT_FOUND");

    const orders = await call(listOrders, "GET", "/server/orders", { token: seller.token });
    const fromZed = (orders.json.orders as { buyer_name: string; status: string; pet_name: string }[]).filter(
      (o) => o.buyer_name === DELETED_USER_NAME,
    );
    expect(fromZed.map((o) => [o.pet_name, o.status]).sort()).toEqual([
      ["Pebbles", "cancelled"],
      ["Sandy", "accepted"],
    ]);
  });

  it("keeps the tax records whole: payments still sum the same, and the paid pending order was refunded", async () => {
    const after = (
      await db.$queryRaw<
        { amount: number; n: number }[]
      >`SELECT coalesce(sum(amount), 0)::int AS amount, count(*)::int AS n FROM payments WHERE kind = 'payment' AND status = 'success'`
    )[0];
    expect(after).toEqual(sums);
    const refunds = await db.payment.findMany({ where: { userId: zed.id, kind: "refund" }, select: { amount: true } });
    expect(refunds.map((r) => r.amount)).toEqual([3000]);
  });

  it("takes the listings down: the one with an order stays hidden and erased, the other is gone", async () => {
    const pets = await db.pet.findMany({
      where: { sellerId: zed.id },
      select: { name: true, status: true, hiddenCause: true, description: true, location: true },
    });
    expect(pets).toEqual([{ name: "Ziggy", status: "hidden", hiddenCause: "deletion", description: "", location: "" }]);
    const order = await db.order.findFirstOrThrow({ where: { sellerId: zed.id } });
    expect(order.status).toBe("rejected");
    for (const table of ["savedSearch", "pushSubscription", "session", "cartItem", "wishlistItem", "liveEvent"] as const) {
      expect(await (db[table] as unknown as { count: (a: unknown) => Promise<number> }).count({ where: { userId: zed.id } })).toBe(0);
    }
  });

  it("is no member for the moderators: not found by a search, and nobody to suspend", async () => {
    const mod = await createUser({ name: "Manoj Moderator" });
    await db.user.update({ where: { id: mod.id }, data: { role: "moderator" } });
    const found = await call(searchMembers, "GET", "/server/admin/users", { token: mod.token, query: { q: "Deleted" } });
    expect(found.status).toBe(200);
    expect((found.json.users as { id: string }[]).map((u) => u.id)).not.toContain(zed.id);
    const res = await call(suspend, "POST", `/server/admin/users/${zed.id}/suspend`, {
      token: mod.token,
      params: { id: zed.id },
      body: { reason: "Scam" },
    });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("USER_NOT_FOUND");
  });

  it("frees the address: it registers again as a new account", async () => {
    const res = await call(register, "POST", "/server/auth/register", {
      body: { name: "Zubeida Again", email: zed.email, password: "another123" },
    });
    expect(res.status).toBe(201);
    expect(res.json.user.id).not.toBe(zed.id);
  });

  it("a second request for the same account finds it gone", async () => {
    const res = await call(deleteAccount, "DELETE", "/server/profile", { token: zed.token, body: { password: "secret123" } });
    expect(res.status).toBe(401);
  });
});

describe("DELETE /server/profile after the address changed", () => {
  // Ravi registered as first@, moved to second@, then to third@; someone else took first@ since. Mails
  // (one quoting a message he received), reset requests and failed sign-ins happened at each address.
  const FIRST = "ravi.first@example.com";
  const SECOND = "ravi.second@example.com";
  const THIRD = "ravi.third@example.com";
  // Another member whose address holds Ravi's current one inside it.
  const LOOKALIKE = `k${THIRD}`;
  const QUOTED = "My flat is 4B, Sai Residency, call after 6";
  let ravi: TUser;
  let taker: TUser;
  let sender: TUser;

  const registerAs = async (name: string, email: string): Promise<TUser> => {
    const res = await call(register, "POST", "/server/auth/register", { body: { name, email, password: "secret123" } });
    expect(res.status).toBe(201);
    return { id: res.json.user.id, email, token: res.json.token };
  };
  const moveTo = async (user: TUser, email: string) =>
    expect((await call(saveProfile, "PUT", "/server/profile", { token: user.token, body: { name: "Ravi Mover", email } })).status).toBe(
      200,
    );
  const forgot = async (email: string) =>
    expect((await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email } })).status).toBe(200);
  const missSignIn = async (email: string) =>
    expect((await call(login, "POST", "/server/auth/login", { body: { email, password: "not-the-password" } })).status).toBe(401);
  const mailsTo = (to: string) => db.mail.count({ where: { to } });
  const limitsFor = (subject: string) => db.rateLimit.count({ where: { key: { endsWith: `:${subject}` } } });

  beforeAll(async () => {
    await db.rateLimit.deleteMany();
    sender = await createUser({ name: "Sita Sender", verified: true });
    await registerAs("Kavya Lookalike", LOOKALIKE);
    await forgot(LOOKALIKE);
    await missSignIn(LOOKALIKE);

    ravi = await registerAs("Ravi Mover", FIRST);
    await forgot(FIRST);
    expect((await post(sender, ravi, "Hello Ravi, is the pup still there?")).status).toBe(201);
    // Still unread 5 minutes on: the new-message mail goes (lib/notifications/message-mails.ts).
    await deliverDueMessageMails({ now: new Date(Date.now() + 6 * 60 * 1000) });
    await moveTo(ravi, SECOND);
    await forgot(SECOND);
    await missSignIn(SECOND);
    // Ten minutes on: the new-message mail is one per conversation in ten minutes.
    await db.mail.updateMany({ where: { kind: "notify_new_message" }, data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) } });
    expect((await post(sender, ravi, QUOTED)).status).toBe(201);
    await deliverDueMessageMails({ now: new Date(Date.now() + 6 * 60 * 1000) });
    // A mail kept from before the outbox named the account (only its address says whose it is).
    await db.mail.create({ data: { to: SECOND, subject: "Old mail", html: "<p>old</p>", text: "old", kind: "legacy" } });
    await moveTo(ravi, THIRD);
    await forgot(THIRD);

    // first@ is free again, and someone else registers it and asks for a reset.
    taker = await registerAs("Tara Taker", FIRST);
    await forgot(FIRST);
  });

  it("starts with mails and counters at each address", async () => {
    expect(await db.mail.count({ where: { userId: ravi.id, to: FIRST } })).toBeGreaterThanOrEqual(3); // verification, reset, new message
    expect(await db.mail.count({ where: { userId: ravi.id, to: SECOND, text: { contains: QUOTED } } })).toBe(1);
    expect(await mailsTo(THIRD)).toBeGreaterThanOrEqual(2);
    for (const subject of [SECOND, THIRD, LOOKALIKE]) expect(await limitsFor(subject)).toBeGreaterThan(0);
    expect(await db.loginThrottle.count({ where: { key: throttleKey(SECOND) } })).toBe(1);
    expect(await db.mail.count({ where: { userId: null, to: SECOND } })).toBe(1);
  });

  it("deletes the mails and counters of every address the person had, and only theirs", async () => {
    const takersMails = await db.mail.count({ where: { userId: taker.id } });
    const takersLimits = await limitsFor(FIRST);
    const lookalikeMails = await mailsTo(LOOKALIKE);
    const res = await call(deleteAccount, "DELETE", "/server/profile", { token: ravi.token, body: { password: "secret123" } });
    expect(res.status).toBe(200);

    // Nothing of his is filed under any of his addresses any more.
    expect(await db.mail.count({ where: { userId: ravi.id } })).toBe(0);
    for (const address of [SECOND, THIRD]) {
      expect(await mailsTo(address)).toBe(0);
      expect(await limitsFor(address)).toBe(0);
      expect(await db.loginThrottle.count({ where: { key: throttleKey(address) } })).toBe(0);
      expect(await db.emailToken.count({ where: { email: address } })).toBe(0);
    }
    // Searched everywhere (the lookalike's address holds the current one, so this one is searched).
    expect(await whereFound(SECOND)).toEqual({});
    expect(await limitsFor(ravi.id)).toBe(0);
    expect(await whereFound(QUOTED)).toEqual({});

    // first@ is the taker's now: their mails and their counter stay; so do the lookalike's.
    expect(await db.mail.count({ where: { userId: taker.id } })).toBe(takersMails);
    expect(await db.mail.count({ where: { to: FIRST } })).toBe(takersMails);
    expect(await limitsFor(FIRST)).toBe(takersLimits);
    expect(takersLimits).toBeGreaterThan(0);
    expect(await mailsTo(LOOKALIKE)).toBe(lookalikeMails);
    expect(lookalikeMails).toBeGreaterThan(0);
    expect(await limitsFor(LOOKALIKE)).toBeGreaterThan(0);
    expect(await db.loginThrottle.count({ where: { key: throttleKey(LOOKALIKE) } })).toBe(1);
    // The sender's own counter stays.
    expect(await limitsFor(sender.id)).toBeGreaterThan(0);
  });
});

describe("consent on record", () => {
  it("registering records the current version; accepting a newer one is POST /server/profile/consent", async () => {
    const user = await createUser({ name: "Kiran Consent" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { termsVersion: true, termsAcceptedAt: true } });
    expect(row.termsVersion).toBe(LEGAL_VERSION);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect((await call(me, "GET", "/server/auth/me", { token: user.token })).json.user.hasAcceptedTerms).toBe(true);

    // As if a new version had been published since.
    await db.user.update({ where: { id: user.id }, data: { termsVersion: "2020-01-01" } });
    expect((await call(me, "GET", "/server/auth/me", { token: user.token })).json.user.hasAcceptedTerms).toBe(false);
    const stale = await call(consent, "POST", "/server/profile/consent", { token: user.token, body: { version: "2020-01-01" } });
    expect(stale.status).toBe(422);
    const res = await call(consent, "POST", "/server/profile/consent", { token: user.token, body: { version: LEGAL_VERSION } });
    expect(res.status).toBe(200);
    expect((await call(me, "GET", "/server/auth/me", { token: user.token })).json.user.hasAcceptedTerms).toBe(true);
    expect((await call(consent, "POST", "/server/profile/consent", { body: { version: LEGAL_VERSION } })).status).toBe(401);
  });
});
