import { GET as runRoute } from "@/app/server/retention/run/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { todayInIndia } from "@/lib/pets/constants";
import { cutoffFor, DELETED_TABLES, DELETION_RULES, KEPT_RULES, type TDeletedTable } from "@/lib/retention/policy";
import { runRetention } from "@/lib/retention/run";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// The retention job (lib/retention/run.ts) against the table of lib/retention/policy.ts: for every rule,
// a row just past its period goes and a row just inside it stays (an hour either side of the cutoff, a
// day for the DATE columns); the job is bounded, restartable and idempotent; the audit log gives way to
// it alone; and what the law keeps stays.

const db = getDb();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(resetDb);
afterAll(closeDb);

const ruleOf = (table: TDeletedTable) => DELETION_RULES.find((r) => r.table === table)!;
/** Just past (`-1`) or just inside (`+1`) the table's period, counted back from `now`. */
const edge = (table: TDeletedTable, now: Date, side: -1 | 1, margin = HOUR) =>
  new Date(cutoffFor(ruleOf(table).keep, now).getTime() + side * margin);
/** India's calendar day `days` before `now`'s, as a DATE column holds it. */
const dayBefore = (now: Date, days: number) => new Date(`${todayInIndia(new Date(now.getTime() - days * DAY))}T00:00:00.000Z`);

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

type TSeeded = { gone: string[]; kept: string[]; present: () => Promise<string[]> };

/** For each rule, rows past and inside its period; `present` lists which of the table's rows are there (by a name of their own). */
async function seed(now: Date): Promise<Record<TDeletedTable, TSeeded>> {
  const user = await createUser({ verified: true });
  const pet = await createPet(user.id);
  const later = new Date(now.getTime() + DAY);

  const mail = (name: string, createdAt: Date) =>
    db.mail.create({ data: { to: user.email, subject: name, html: "<p>Hi</p>", text: "Hi", kind: "retention_test", createdAt } });
  await mail("old mail", edge("mail_outbox", now, -1));
  await mail("recent mail", edge("mail_outbox", now, 1));

  const sms = (body: string, createdAt: Date) =>
    db.sms.create({ data: { userId: user.id, to: "+919876543210", kind: "retention_test", body, provider: "outbox", createdAt } });
  await sms("old sms", edge("sms_outbox", now, -1));
  await sms("recent sms", edge("sms_outbox", now, 1));

  const code = (codeHash: string, createdAt: Date) =>
    db.phoneCode.create({
      data: { userId: user.id, phone: "+919876543210", codeHash, expiresAt: new Date(createdAt.getTime() + 10 * MINUTE), createdAt },
    });
  await code("sent long ago", edge("phone_codes", now, -1));
  await code("sent lately", edge("phone_codes", now, 1));

  const session = (userAgent: string, data: { expiresAt: Date; revokedAt?: Date }) =>
    db.session.create({ data: { userId: user.id, userAgent, ...data } });
  await session("expired long ago", { expiresAt: edge("sessions", now, -1) });
  await session("expired lately", { expiresAt: edge("sessions", now, 1) });
  await session("revoked long ago", { expiresAt: later, revokedAt: edge("sessions", now, -1) });
  await session("revoked lately", { expiresAt: later, revokedAt: edge("sessions", now, 1) });
  await session("signed in", { expiresAt: later });

  const token = (tokenHash: string, data: { expiresAt: Date; usedAt?: Date }) =>
    db.emailToken.create({ data: { userId: user.id, type: "reset_password", tokenHash, email: user.email, ...data } });
  await token("expired long ago", { expiresAt: edge("email_tokens", now, -1) });
  await token("expired lately", { expiresAt: edge("email_tokens", now, 1) });
  await token("used long ago", { expiresAt: later, usedAt: edge("email_tokens", now, -1) });
  await token("used lately", { expiresAt: later, usedAt: edge("email_tokens", now, 1) });

  const counter = (key: string, expiresAt: Date) =>
    db.rateLimit.create({ data: { key, count: 3, windowStart: new Date(expiresAt.getTime() - HOUR), expiresAt } });
  await counter("retention:expired", new Date(now.getTime() - MINUTE));
  await counter("retention:running", new Date(now.getTime() + MINUTE));

  const throttle = (key: string, lastFailureAt: Date) =>
    db.loginThrottle.create({ data: { key, failures: 4, lastFailureAt, nextAttemptAt: lastFailureAt } });
  await throttle("failed long ago", edge("login_throttles", now, -1));
  await throttle("failed lately", edge("login_throttles", now, 1));

  const event = (kind: string, createdAt: Date) => db.liveEvent.create({ data: { userId: user.id, kind, data: {}, createdAt } });
  await event("old.notification", edge("live_events", now, -1));
  await event("recent.notification", edge("live_events", now, 1));

  const stream = (id: string, seenAt: Date) => db.liveStream.create({ data: { id, userId: user.id, seenAt } });
  await stream("crashed-instance", edge("live_streams", now, -1, MINUTE));
  await stream("open-stream", edge("live_streams", now, 1, MINUTE));

  // A view's day stays for the period's days after it: the day 2 days back stays, 3 days back goes.
  const view = (viewerKey: string, day: Date) => db.petView.create({ data: { petId: pet.id, viewerKey, day } });
  await view("u:viewed-3-days-ago", dayBefore(now, 3));
  await view("u:viewed-2-days-ago", dayBefore(now, 2));
  await view("u:viewed-today", dayBefore(now, 0));

  const digest = (userId: string, day: Date) => db.alertDigest.create({ data: { userId, day, petIds: [pet.id] } });
  await digest("mailed-91-days-ago", dayBefore(now, 91));
  await digest("mailed-90-days-ago", dayBefore(now, 90));

  // Speed figures hold no personal data, and go 400 days after their day.
  const figures = (day: Date) =>
    db.webVitalHistogram.create({
      data: { day, pageType: "pet", device: "phone", connection: "4g", metric: "LCP", count: 1, counts: [0, 1] },
    });
  await figures(dayBefore(now, 401));
  await figures(dayBefore(now, 400));

  const audit = (reason: string, createdAt: Date) =>
    db.auditEntry.create({ data: { action: "pet_hidden", targetPetId: pet.id, reason, createdAt } });
  await audit("older than three years", edge("audit_log", now, -1, DAY));
  await audit("almost three years old", edge("audit_log", now, 1, DAY));

  const request = (subject: string, data: { status: "open" | "answered" | "closed"; closedAt?: Date; createdAt: Date }) =>
    db.supportRequest.create({
      data: {
        kind: "support",
        name: "Asha",
        email: user.email,
        subject,
        message: "Help please",
        ...data,
        replies: { create: { body: `Reply to ${subject}` } },
      },
    });
  const twoYearsAgo = new Date(now.getTime() - 730 * DAY);
  await request("closed long ago", { status: "closed", closedAt: edge("support_requests", now, -1), createdAt: twoYearsAgo });
  await request("closed lately", { status: "closed", closedAt: edge("support_requests", now, 1), createdAt: twoYearsAgo });
  await request("open for long", { status: "open", createdAt: twoYearsAgo });

  const names = <T>(rows: T[], name: (row: T) => string) => rows.map(name).sort();
  return {
    mail_outbox: {
      gone: ["old mail"],
      kept: ["recent mail"],
      present: async () => names(await db.mail.findMany({ where: { kind: "retention_test" } }), (m) => m.subject),
    },
    sms_outbox: {
      gone: ["old sms"],
      kept: ["recent sms"],
      present: async () => names(await db.sms.findMany({ where: { kind: "retention_test" } }), (m) => m.body),
    },
    phone_codes: {
      gone: ["sent long ago"],
      kept: ["sent lately"],
      present: async () => names(await db.phoneCode.findMany(), (c) => c.codeHash),
    },
    sessions: {
      gone: ["expired long ago", "revoked long ago"],
      kept: ["expired lately", "revoked lately", "signed in"],
      present: async () => names(await db.session.findMany(), (s) => s.userAgent ?? ""),
    },
    email_tokens: {
      gone: ["expired long ago", "used long ago"],
      kept: ["expired lately", "used lately"],
      present: async () => names(await db.emailToken.findMany({ where: { type: "reset_password" } }), (t) => t.tokenHash),
    },
    rate_limits: {
      gone: ["retention:expired"],
      kept: ["retention:running"],
      present: async () => names(await db.rateLimit.findMany({ where: { key: { startsWith: "retention:" } } }), (r) => r.key),
    },
    login_throttles: {
      gone: ["failed long ago"],
      kept: ["failed lately"],
      present: async () => names(await db.loginThrottle.findMany(), (t) => t.key),
    },
    live_events: {
      gone: ["old.notification"],
      kept: ["recent.notification"],
      present: async () => names(await db.liveEvent.findMany(), (e) => e.kind),
    },
    live_streams: {
      gone: ["crashed-instance"],
      kept: ["open-stream"],
      present: async () => names(await db.liveStream.findMany(), (s) => s.id),
    },
    pet_views: {
      gone: ["u:viewed-3-days-ago"],
      kept: ["u:viewed-2-days-ago", "u:viewed-today"],
      present: async () => names(await db.petView.findMany(), (v) => v.viewerKey),
    },
    alert_digests: {
      gone: ["mailed-91-days-ago"],
      kept: ["mailed-90-days-ago"],
      present: async () => names(await db.alertDigest.findMany(), (d) => d.userId),
    },
    web_vitals: {
      gone: [isoDay(dayBefore(now, 401))],
      kept: [isoDay(dayBefore(now, 400))],
      present: async () => names(await db.webVitalHistogram.findMany(), (f) => isoDay(f.day)),
    },
    audit_log: {
      gone: ["older than three years"],
      kept: ["almost three years old"],
      present: async () => names(await db.auditEntry.findMany(), (a) => a.reason),
    },
    support_requests: {
      gone: ["closed long ago"],
      kept: ["closed lately", "open for long"],
      present: async () => names(await db.supportRequest.findMany(), (r) => r.subject ?? ""),
    },
  };
}

describe("runRetention", () => {
  it("has a case here for every rule of the table", async () => {
    expect(Object.keys(await seed(new Date())).sort()).toEqual([...DELETED_TABLES].sort());
  });

  it.each(DELETED_TABLES.map((t) => [t]))("%s: rows past their period go, rows inside it stay", async (table) => {
    const now = new Date();
    const seeded = (await seed(now))[table];
    const before = await seeded.present();
    expect(before).toEqual(expect.arrayContaining([...seeded.gone, ...seeded.kept]));

    const run = await runRetention({ now });
    expect(run.isComplete).toBe(true);
    const after = await seeded.present();
    expect(after).toEqual(before.filter((name) => !seeded.gone.includes(name)));
    expect(run.rules.find((r) => r.table === table)).toEqual({ table, deleted: seeded.gone.length, isDone: true });
  });

  it("deletes a closed support request with its replies", async () => {
    const now = new Date();
    await seed(now);
    expect(await db.supportReply.count()).toBe(3);
    await runRetention({ now });
    expect((await db.supportReply.findMany()).map((r) => r.body).sort()).toEqual(["Reply to closed lately", "Reply to open for long"]);
  });

  it("deletes nothing on a second run the same day", async () => {
    const now = new Date();
    const seeded = await seed(now);
    const first = await runRetention({ now });
    expect(first.deleted).toBe(Object.values(seeded).reduce((n, s) => n + s.gone.length, 0));
    const left = await Promise.all(Object.values(seeded).map((s) => s.present()));

    for (const at of [now, new Date(now.getTime() + MINUTE / 2)]) {
      const again = await runRetention({ now: at });
      expect(again).toMatchObject({ deleted: 0, isComplete: true });
      expect(again.rules.every((r) => r.deleted === 0 && r.isDone)).toBe(true);
    }
    expect(await Promise.all(Object.values(seeded).map((s) => s.present()))).toEqual(left);
  });

  it("stops at its batch limit or time budget, and a run started again finishes the work", async () => {
    const now = new Date();
    for (let i = 0; i < 5; i++)
      await db.mail.create({
        data: {
          to: "old@example.com",
          subject: `Old ${i}`,
          html: "",
          text: "",
          kind: "retention_test",
          createdAt: edge("mail_outbox", now, -1, (i + 1) * HOUR),
        },
      });
    await db.auditEntry.create({ data: { action: "pet_hidden", reason: "old", createdAt: edge("audit_log", now, -1, DAY) } });

    const outOfTime = await runRetention({ now, budgetMs: -1 });
    expect(outOfTime).toMatchObject({ deleted: 0, batches: 0, isComplete: false });
    expect(outOfTime.rules.every((r) => !r.isDone)).toBe(true);

    const stopped = await runRetention({ now, batchSize: 2, maxBatches: 1 });
    expect(stopped).toMatchObject({ deleted: 2, batches: 1, isComplete: false });
    expect(stopped.rules[0]).toEqual({ table: "mail_outbox", deleted: 2, isDone: false });
    expect(stopped.rules.slice(1).every((r) => r.deleted === 0 && !r.isDone)).toBe(true);
    expect(await db.mail.count({ where: { kind: "retention_test" } })).toBe(3);

    const again = await runRetention({ now, batchSize: 2 });
    expect(again.isComplete).toBe(true);
    expect(again.rules.find((r) => r.table === "mail_outbox")).toEqual({ table: "mail_outbox", deleted: 3, isDone: true });
    expect(again.rules.find((r) => r.table === "audit_log")).toEqual({ table: "audit_log", deleted: 1, isDone: true });
    expect(await db.mail.count({ where: { kind: "retention_test" } })).toBe(0);
  });

  it("leaves orders, payments, the sellers' ledger and everything kept for the account alone, however old", async () => {
    const now = new Date();
    await seed(now);
    const buyer = await createUser({ verified: true });
    const seller = await db.user.findFirstOrThrow({ where: { id: { not: buyer.id } } });
    const pet = await db.pet.findFirstOrThrow();
    const nineYearsAgo = new Date(now.getTime() - 9 * 366 * DAY);
    const payment = await db.payment.create({ data: { userId: buyer.id, amount: pet.price, status: "success", createdAt: nineYearsAgo } });
    const order = await db.order.create({
      data: {
        buyerId: buyer.id,
        sellerId: seller.id,
        petId: pet.id,
        unitPrice: pet.price,
        totalAmount: pet.price,
        status: "accepted",
        paymentStatus: "paid",
        paymentId: payment.id,
        createdAt: nineYearsAgo,
      },
    });
    await db.paymentOrder.create({ data: { paymentId: payment.id, orderId: order.id } });
    await db.ledgerEntry.create({
      data: { sellerId: seller.id, orderId: order.id, kind: "earning", amount: BigInt(pet.price) * 100n, createdAt: nineYearsAgo },
    });
    await db.message.create({
      data: { senderId: buyer.id, receiverId: seller.id, petId: pet.id, body: "Is he still available?", createdAt: nineYearsAgo },
    });

    const count = async (table: string) => Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table}"`))[0].n);
    const counts = async () => Object.fromEntries(await Promise.all(KEPT_RULES.map(async (r) => [r.table, await count(r.table)] as const)));
    const before = await counts();
    expect(before).toMatchObject({ orders: 1, payments: 1, payment_orders: 1, ledger_entries: 1, messages: 1, users: 2, pets: 1 });
    const run = await runRetention({ now });
    expect(run.deleted).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });
});

describe("the audit log", () => {
  const oldEntry = (now: Date, reason = "older than three years") =>
    db.auditEntry.create({ data: { action: "user_suspended", reason, createdAt: edge("audit_log", now, -1, DAY) } });
  const recentEntry = (now: Date) =>
    db.auditEntry.create({
      data: { action: "user_suspended", reason: "almost three years old", createdAt: edge("audit_log", now, 1, DAY) },
    });

  it("gives way to the retention job alone: anyone else's DELETE is refused, an UPDATE always, a recent row always", async () => {
    const now = new Date();
    const old = await oldEntry(now);
    const recent = await recentEntry(now);

    // Without the retention job's mark, even a row past the period stays.
    await expect(db.$executeRaw`DELETE FROM audit_log WHERE id = ${old.id}`).rejects.toThrow(/append-only/);
    await expect(db.auditEntry.deleteMany({ where: { id: old.id } })).rejects.toThrow(/append-only/);
    // With the mark: never a recent row, and never an UPDATE.
    const marked = (sql: string) =>
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL pawbazaar.retention = 'on'");
        return tx.$executeRawUnsafe(sql);
      });
    await expect(marked(`DELETE FROM audit_log WHERE id = '${recent.id}'`)).rejects.toThrow(/append-only/);
    await expect(marked(`UPDATE audit_log SET reason = 'rewritten' WHERE id = '${old.id}'`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`UPDATE audit_log SET reason = 'rewritten'`).rejects.toThrow(/append-only/);
    expect((await db.auditEntry.findMany({ orderBy: { createdAt: "asc" } })).map((e) => e.reason)).toEqual([
      "older than three years",
      "almost three years old",
    ]);

    const run = await runRetention({ now });
    expect(run.rules.find((r) => r.table === "audit_log")).toEqual({ table: "audit_log", deleted: 1, isDone: true });
    expect((await db.auditEntry.findMany()).map((e) => e.id)).toEqual([recent.id]);

    // The mark ended with the job's transaction: on every pooled connection, a plain DELETE is refused again.
    const another = await oldEntry(now, "another old one");
    for (let i = 0; i < 5; i++) await expect(db.$executeRaw`DELETE FROM audit_log WHERE id = ${another.id}`).rejects.toThrow(/append-only/);
    expect(await db.auditEntry.count()).toBe(2);
  });

  it("a run whose clock is ahead of the database's leaves the rows the database would still refuse, without failing", async () => {
    const now = new Date();
    const recent = await recentEntry(now);
    const run = await runRetention({ now: new Date(now.getTime() + 2 * DAY) });
    expect(run.isComplete).toBe(true);
    expect(run.rules.find((r) => r.table === "audit_log")).toEqual({ table: "audit_log", deleted: 0, isDone: true });
    expect((await db.auditEntry.findMany()).map((e) => e.id)).toEqual([recent.id]);
  });

  // That only the job's code (lib/retention/policy.ts and run.ts) names its mark is a lint rule: guards/retention-mark.
});

describe("GET /server/retention/run (the scheduler)", () => {
  const config = env();
  afterEach(() => {
    config.CRON_SECRET = undefined;
  });

  it("does not exist without CRON_SECRET, so it never runs unprotected", async () => {
    const now = new Date();
    await seed(now);
    config.CRON_SECRET = undefined;
    const res = await call(runRoute, "GET", "/server/retention/run", { headers: { authorization: "Bearer anything-at-all-here" } });
    expect([res.status, res.json.code]).toEqual([404, "NOT_FOUND"]);
    expect(await db.mail.count({ where: { kind: "retention_test" } })).toBe(2);
  });

  it("refuses a missing or wrong secret, and runs with the right one", async () => {
    config.CRON_SECRET = "cron-secret-for-the-tests-0123456789";
    const now = new Date();
    await seed(now);
    for (const authorization of [
      undefined,
      "Bearer wrong-secret",
      "cron-secret-for-the-tests-0123456789",
      "Bearer cron-secret-for-the-tests-012345678",
    ]) {
      const res = await call(runRoute, "GET", "/server/retention/run", { headers: authorization ? { authorization } : {} });
      expect([authorization, res.status, res.json.code]).toEqual([authorization, 401, "CRON_SECRET_INVALID"]);
    }
    expect(await db.mail.count({ where: { kind: "retention_test" } })).toBe(2);

    const res = await call(runRoute, "GET", "/server/retention/run", {
      headers: { authorization: "Bearer cron-secret-for-the-tests-0123456789" },
    });
    expect(res.status).toBe(200);
    expect(res.json.run).toMatchObject({ isComplete: true });
    expect(res.json.run.rules.map((r: { table: string }) => r.table)).toEqual(DELETED_TABLES);
    expect(res.json.run.rules.find((r: { table: string }) => r.table === "mail_outbox")).toEqual({
      table: "mail_outbox",
      deleted: 1,
      isDone: true,
    });
    expect(res.json.run.deleted).toBeGreaterThanOrEqual(DELETED_TABLES.length);
    expect((await db.mail.findMany({ where: { kind: "retention_test" } })).map((m) => m.subject)).toEqual(["recent mail"]);
  });
});
