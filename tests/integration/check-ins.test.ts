import { GET as rehomingRecords } from "@/app/server/admin/pets/[id]/rehoming/route";
import { POST as answerRoute } from "@/app/server/check-ins/[id]/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as handover } from "@/app/server/orders/handover/route";
import { DELETE as deleteAccount } from "@/app/server/profile/route";
import { getDb } from "@/lib/db";
import { decideDispute, handOverForParties, openDispute } from "@/lib/disputes/service";
import { runCheckIns } from "@/lib/notifications/check-ins";
import { confirmHandover } from "@/lib/orders/protection";
import { createOrder } from "@/lib/orders/service";
import { createPayment, verifyPayment } from "@/lib/payments/service";
import { runProtectionJob } from "@/lib/protection/run";
import { getCheckInsPanel, scheduleCheckIns } from "@/lib/rehoming/check-ins";
import { CHECK_IN_NOTE_MAX_LENGTH } from "@/lib/rehoming/constants";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { startPushService, type TPushBrowser } from "../helpers/push-service";

// The check-ins after a rehoming's handover (docs/rehoming.md, "After the handover: check-ins"), on the
// real database: scheduled by each handover path for a rehoming only; sent once when due by the
// protection job (the clock moved by `now`), even by two runs at once; not for a refunded order; answered
// once, by the adopter only; "I can't keep Bruno" tells the owner at once, in their language; the console
// reads them; an adopter's deletion erases their notes.

const db = getDb();
jest.setTimeout(120_000);

const DAY = 86_400_000;
const FEE = 2_000;

type TPerson = Awaited<ReturnType<typeof createUser>> & { browser: TPushBrowser };
let push: Awaited<ReturnType<typeof startPushService>>;
let adopter: TPerson;
let owner: TPerson;

async function person(name: string, locale: "en" | "te" | "hi") {
  const user = await createUser({ name, verified: true });
  await db.user.update({ where: { id: user.id }, data: { locale } });
  return { ...user, browser: await push.subscribe(user.id) };
}

/**
 * An order of the owner's pet, paid by the adopter and accepted (held), for a pet that is then a
 * rehoming (the choice of an applicant makes such orders: lib/rehoming; here the pet's mode is set after
 * the payment, since an order for a rehoming listing is refused at the cart).
 */
async function heldOrder({ rehoming = true, name = "Bruno" }: { rehoming?: boolean; name?: string } = {}) {
  const pet = await createPet(owner.id, { name, price: FEE });
  const order = await createOrder({ buyerId: adopter.id, petId: pet.id, quantity: 1 });
  const { paymentId } = await createPayment({ userId: adopter.id, amount: FEE, orderIds: [order.id] });
  await verifyPayment({ userId: adopter.id, paymentId, status: "success" });
  expect((await call(accept, "POST", "/server/orders/accept", { token: owner.token, body: { order_id: order.id } })).status).toBe(200);
  if (rehoming) await db.pet.update({ where: { id: pet.id }, data: { mode: "rehoming" } });
  return db.order.findUniqueOrThrow({ where: { id: order.id } });
}

/** Handed over by the adopter's "I have the pet", at `at`. */
async function handedOver(at = new Date(), opts: { rehoming?: boolean } = {}) {
  const order = await heldOrder(opts);
  await confirmHandover({ orderId: order.id, buyerId: adopter.id, now: at });
  return order;
}

const checkInsOf = (orderId: string) => db.checkIn.findMany({ where: { orderId }, orderBy: { dueAt: "asc" } });
const mailsOf = (who: { id: string }, prefix = "check_in") =>
  db.mail.findMany({ where: { userId: who.id, kind: { startsWith: prefix } }, orderBy: { createdAt: "asc" } });
const answer = (token: string, id: string, body: unknown) =>
  call(answerRoute, "POST", `/server/check-ins/${id}`, { token, params: { id }, body });

/** A check-in the job has sent (the week one), its order handed over 8 days before now. */
async function sentCheckIn() {
  const at = new Date(Date.now() - 8 * DAY);
  const order = await handedOver(at);
  await runCheckIns({ now: new Date() });
  const [week] = await checkInsOf(order.id);
  expect(week.sentAt).not.toBeNull();
  return { order, week };
}

beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await closeDb();
});
beforeEach(async () => {
  await resetDb();
  adopter = await person("Arjun Mehta", "te");
  owner = await person("Lakshmi Reddy", "hi");
  await db.mail.deleteMany();
  push.received.length = 0;
});

describe("scheduled at the handover", () => {
  it("by the adopter's confirmation: a week and a month later, for a rehoming only", async () => {
    const at = new Date("2026-12-01T10:00:00Z");
    const order = await handedOver(at);
    const rows = await checkInsOf(order.id);
    expect(rows.map((c) => [c.kind, c.dueAt.toISOString(), c.sentAt, c.answer])).toEqual([
      ["week", "2026-12-08T10:00:00.000Z", null, null],
      ["month", "2026-12-31T10:00:00.000Z", null, null],
    ]);
    const sale = await handedOver(at, { rehoming: false });
    expect(await checkInsOf(sale.id)).toEqual([]);
  });

  it("by the owner's handover code (POST /server/orders/handover)", async () => {
    const order = await heldOrder();
    const res = await call(handover, "POST", "/server/orders/handover", {
      token: owner.token,
      body: { order_id: order.id, code: order.handoverCode },
    });
    expect(res.status).toBe(200);
    expect((await checkInsOf(order.id)).map((c) => c.kind)).toEqual(["week", "month"]);
  });

  it("by a moderator's handover, and a second scheduling adds nothing", async () => {
    const order = await heldOrder();
    const mod = await createUser({ name: "Moderator Meera", verified: true });
    await handOverForParties({ orderId: order.id, actor: { id: mod.id, email: mod.email } });
    expect((await checkInsOf(order.id)).length).toBe(2);
    expect(await db.$transaction((tx) => scheduleCheckIns(tx, order.id, new Date()))).toBe(0);
    expect((await checkInsOf(order.id)).length).toBe(2);
  });

  it("not when the handover fails: its transaction rolls back with it", async () => {
    const order = await heldOrder();
    const wrong = order.handoverCode === "000000" ? "111111" : "000000";
    const res = await call(handover, "POST", "/server/orders/handover", { token: owner.token, body: { order_id: order.id, code: wrong } });
    expect(res.json.code).toBe("HANDOVER_CODE_WRONG");
    expect(await checkInsOf(order.id)).toEqual([]);
  });
});

describe("sent by the protection job when due", () => {
  it("asks the adopter once, in their language, with three one-tap answers; the month one a month on", async () => {
    await db.user.update({ where: { id: adopter.id }, data: { pushOrderDecision: true } });
    const at = new Date(Date.now() - 60_000);
    const order = await handedOver(at);
    const [week, month] = await checkInsOf(order.id);

    expect((await runProtectionJob({ now: new Date(at.getTime() + 7 * DAY - 60_000) })).checkInsSent).toBe(0);
    expect(await mailsOf(adopter)).toEqual([]);

    const due = new Date(at.getTime() + 7 * DAY + 60_000);
    expect((await runProtectionJob({ now: due })).checkInsSent).toBe(1);
    expect((await db.checkIn.findUniqueOrThrow({ where: { id: week.id } })).sentAt).toEqual(due);
    const [mail] = await mailsOf(adopter);
    expect(mail.kind).toBe("check_in_week");
    expect(mail.subject).toBe("Bruno కొత్త ఇంటికి ఎలా అలవాటు పడుతోంది?");
    expect(mail.text).toContain("Bruno మీ ఇంటికి వచ్చి ఒక వారం అయింది.");
    const base = `http://localhost:3000/te/check-ins/${week.id}`;
    expect(mail.text).toContain(`బాగా అలవాటు పడుతోంది: ${base}?answer=settling_well`);
    expect(mail.text).toContain(`కొంచెం ఇబ్బందిగా ఉంది: ${base}?answer=some_trouble`);
    expect(mail.text).toContain(`నేను Brunoను ఇక ఉంచుకోలేను: ${base}?answer=needs_new_home`);
    expect(mail.html).toContain(`href="${base}?answer=needs_new_home"`);
    expect(push.payloadsTo(adopter.browser)).toContainEqual({
      title: "Bruno కొత్త ఇంటికి ఎలా అలవాటు పడుతోంది?",
      body: "ఒక్క నొక్కుతో జవాబు ఇవ్వండి.",
      url: `/te/check-ins/${week.id}`,
      tag: `check-in:${week.id}`,
    });

    // Run again: nothing more; the month one waits for its day.
    expect((await runProtectionJob({ now: new Date(due.getTime() + DAY) })).checkInsSent).toBe(0);
    expect((await mailsOf(adopter)).length).toBe(1);
    expect((await runProtectionJob({ now: new Date(at.getTime() + 30 * DAY + 60_000) })).checkInsSent).toBe(1);
    expect((await db.checkIn.findUniqueOrThrow({ where: { id: month.id } })).sentAt).not.toBeNull();
    expect((await mailsOf(adopter)).map((m) => m.kind)).toEqual(["check_in_week", "check_in_month"]);
  });

  it("two runs at the same moment send each check-in once", async () => {
    const at = new Date(Date.now() - 40 * DAY);
    for (const name of ["Bruno", "Rani", "Moti"]) {
      const order = await heldOrder({ name });
      await confirmHandover({ orderId: order.id, buyerId: adopter.id, now: at });
    }
    const now = new Date();
    const [a, b] = await Promise.all([runCheckIns({ now }), runCheckIns({ now })]);
    expect(a.sent + b.sent).toBe(6);
    expect((await mailsOf(adopter)).length).toBe(6);
    expect(await db.checkIn.count({ where: { sentAt: null } })).toBe(0);
  });

  it("in bounded batches: the rest on the next run", async () => {
    const at = new Date(Date.now() - 40 * DAY);
    await handedOver(at);
    const first = await runCheckIns({ now: new Date(), limit: 1 });
    expect(first).toMatchObject({ sent: 1, isComplete: false });
    expect(await runCheckIns({ now: new Date(), limit: 1 })).toMatchObject({ sent: 1, isComplete: true });
  });

  it("without a mail when the adopter turned order mails off, and without a push unless they turned it on", async () => {
    await db.user.update({ where: { id: adopter.id }, data: { notifyOrderDecision: false } });
    await sentCheckIn();
    expect(await mailsOf(adopter)).toEqual([]);
    expect(push.payloadsTo(adopter.browser).filter((p) => p.tag.startsWith("check-in:"))).toEqual([]);
  });

  it("never for a refunded order (a dispute the adopter won)", async () => {
    const at = new Date(Date.now() - 60_000);
    const order = await handedOver(at);
    await openDispute({
      buyerId: adopter.id,
      input: { order_id: order.id, reason: "not_as_shown", details: "This is not the dog in the listing at all." },
      form: new FormData(),
    });
    const mod = await createUser({ name: "Moderator Meera", verified: true });
    const dispute = await db.dispute.findUniqueOrThrow({ where: { orderId: order.id } });
    await decideDispute({
      disputeId: dispute.id,
      actor: { id: mod.id, email: mod.email },
      input: { outcome: "refund", reason: "Not the dog that was listed." },
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).protection).toBe("refunded");
    expect((await runProtectionJob({ now: new Date(at.getTime() + 31 * DAY) })).checkInsSent).toBe(0);
    expect(await db.checkIn.count({ where: { orderId: order.id, sentAt: { not: null } } })).toBe(0);
    expect(await mailsOf(adopter)).toEqual([]);
  });
});

describe("answered by the adopter (POST /server/check-ins/{id})", () => {
  it("once, by the adopter only; the owner and a stranger are refused, and a second answer too", async () => {
    const { order, week } = await sentCheckIn();
    const stranger = await createUser({ verified: true });
    expect((await answer(owner.token, week.id, { answer: "settling_well" })).json.code).toBe("NOT_YOUR_CHECK_IN");
    expect((await answer(stranger.token, week.id, { answer: "settling_well" })).json.code).toBe("NOT_YOUR_CHECK_IN");
    expect((await answer(adopter.token, "nope", { answer: "settling_well" })).status).toBe(404);

    const ok = await answer(adopter.token, week.id, { answer: "settling_well", note: "  He sleeps on the sofa now.  " });
    expect(ok.status).toBe(200);
    expect(ok.json.check_in).toMatchObject({ id: week.id, answer: "settling_well", note: "He sleeps on the sofa now.", kind: "week" });
    expect((await answer(adopter.token, week.id, { answer: "some_trouble" })).json.code).toBe("CHECK_IN_ANSWERED");
    expect(await db.checkIn.findUniqueOrThrow({ where: { id: week.id } })).toMatchObject({
      answer: "settling_well",
      note: "He sleeps on the sofa now.",
    });
    // Settling in well: the owner reads it on the order page, with no mail.
    expect(await mailsOf(owner)).toEqual([]);
    const panel = await getCheckInsPanel({ orderId: order.id, userId: owner.id });
    expect(panel).toMatchObject({ role: "owner", adopterId: adopter.id });
    expect(panel!.checkIns[0]).toMatchObject({ answer: "settling_well", note: "He sleeps on the sofa now." });
    expect(await getCheckInsPanel({ orderId: order.id, userId: stranger.id })).toBeNull();
  });

  it("not before it is sent; two answers at once record one", async () => {
    const order = await handedOver(new Date(Date.now() - 8 * DAY));
    const [week, month] = await checkInsOf(order.id);
    expect((await answer(adopter.token, month.id, { answer: "settling_well" })).json.code).toBe("CHECK_IN_NOT_SENT");
    await runCheckIns({ now: new Date() });
    const both = await Promise.all([
      answer(adopter.token, week.id, { answer: "settling_well" }),
      answer(adopter.token, week.id, { answer: "some_trouble" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await db.checkIn.findUniqueOrThrow({ where: { id: week.id } })).answer).toBe(
      both.find((r) => r.status === 200)!.json.check_in.answer,
    );
  });

  it("refuses bad input and changes nothing", async () => {
    const { week } = await sentCheckIn();
    const wrong = await answer(adopter.token, week.id, { answer: "maybe" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.fieldCodes.answer).toEqual(["CHECK_IN_ANSWER_INVALID"]);
    const long = await answer(adopter.token, week.id, { answer: "some_trouble", note: "x".repeat(CHECK_IN_NOTE_MAX_LENGTH + 1) });
    expect(long.status).toBe(422);
    expect((await answer(adopter.token, week.id, {})).status).toBe(422);
    expect(
      (await call(answerRoute, "POST", `/server/check-ins/${week.id}`, { params: { id: week.id }, body: { answer: "settling_well" } }))
        .status,
    ).toBe(401);
    expect(await db.checkIn.findUniqueOrThrow({ where: { id: week.id } })).toMatchObject({ answer: null, note: null, answeredAt: null });
  });

  it("after the order is done (released): welcome", async () => {
    const { order, week } = await sentCheckIn();
    await runProtectionJob({ now: new Date() });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).protection).toBe("released");
    expect((await answer(adopter.token, week.id, { answer: "settling_well" })).status).toBe(200);
  });

  it('"I can\'t keep Bruno" tells the owner at once by mail and push in their language, whatever their switches', async () => {
    await db.user.update({ where: { id: owner.id }, data: { notifyNewOrder: false, pushNewOrder: false } });
    const { order, week } = await sentCheckIn();
    const res = await answer(adopter.token, week.id, { answer: "needs_new_home", note: "We are moving abroad." });
    expect(res.status).toBe(200);
    const [mail] = await mailsOf(owner);
    expect(mail.kind).toBe("check_in_owner_needs_new_home");
    expect(mail.subject).toBe("Bruno को गोद लेने वाले उसे सबसे पहले आपको लौटाना चाहते हैं");
    expect(mail.text).toContain("Bruno को गोद लेने वाले अब उसे नहीं रख सकते और सबसे पहले आपको लौटाना चाहते हैं।");
    expect(mail.text).toContain("उनका नोट: We are moving abroad.");
    expect(mail.text).toContain("जल्दी ही Arjun Mehta को संदेश भेजें");
    expect(mail.link).toBe(`http://localhost:3000/hi/orders/${order.id}`);
    expect(push.payloadsTo(owner.browser)).toContainEqual({
      title: "Bruno को आपको लौटाने की पेशकश",
      body: "Bruno को गोद लेने वाले अब उसे नहीं रख सकते और सबसे पहले आपको लौटाना चाहते हैं।",
      url: `/hi/orders/${order.id}`,
      tag: `order:${order.id}`,
    });
  });

  it('"Some trouble" mails the owner a short note on their switch, with no push; "Settling in well" nothing', async () => {
    const { week } = await sentCheckIn();
    await answer(adopter.token, week.id, { answer: "some_trouble" });
    const [mail] = await mailsOf(owner);
    expect(mail.kind).toBe("check_in_owner_some_trouble");
    expect(mail.subject).toBe("Bruno को नए घर में ढलने में थोड़ी परेशानी हो रही है");
    expect(mail.text).not.toContain("उनका नोट");
    expect(push.payloadsTo(owner.browser).filter((p) => p.title.includes("लौटाने"))).toEqual([]);

    await db.mail.deleteMany();
    await db.user.update({ where: { id: owner.id }, data: { notifyNewOrder: false } });
    const other = await sentCheckIn();
    await answer(adopter.token, other.week.id, { answer: "some_trouble" });
    expect(await mailsOf(owner)).toEqual([]);
  });
});

describe("the console and the account", () => {
  it("a moderator reads a listing's applications and check-ins (GET /server/admin/pets/{id}/rehoming); others get 404", async () => {
    const { order, week } = await sentCheckIn();
    await answer(adopter.token, week.id, { answer: "some_trouble", note: "He hides under the bed." });
    await db.rehomingApplication.create({
      data: {
        petId: order.petId,
        applicantId: adopter.id,
        ownerId: owner.id,
        status: "adopted",
        homeType: "flat",
        isRented: true,
        hasLandlordConsent: true,
        hasGarden: false,
        otherPets: "None",
        experience: "Grew up with dogs",
        household: "Two adults",
        reason: "We have time for a dog",
        answers: [{ question: "Will he be alone during the day?", answer: "Never more than three hours" }],
        orderId: order.id,
      },
    });
    const path = `/server/admin/pets/${order.petId}/rehoming`;
    expect((await call(rehomingRecords, "GET", path, { token: owner.token, params: { id: order.petId } })).status).toBe(404);
    const mod = await createUser({ name: "Moderator Meera", verified: true });
    await db.user.update({ where: { id: mod.id }, data: { role: "moderator" } });
    const res = await call(rehomingRecords, "GET", path, { token: mod.token, params: { id: order.petId } });
    expect(res.status).toBe(200);
    expect(res.json.records.applications).toEqual([
      expect.objectContaining({
        status: "adopted",
        applicant: { id: adopter.id, name: "Arjun Mehta" },
        home_type: "flat",
        has_landlord_consent: true,
        answers: [{ question: "Will he be alone during the day?", answer: "Never more than three hours" }],
        order_id: order.id,
      }),
    ]);
    expect(
      res.json.records.check_ins.map((c: { kind: string; answer: string | null; note: string | null; adopter_name: string }) => [
        c.kind,
        c.answer,
        c.note,
        c.adopter_name,
      ]),
    ).toEqual([
      ["week", "some_trouble", "He hides under the bed.", "Arjun Mehta"],
      ["month", null, null, "Arjun Mehta"],
    ]);
    const missing = await call(rehomingRecords, "GET", "/server/admin/pets/nope/rehoming", { token: mod.token, params: { id: "nope" } });
    expect(missing.json.code).toBe("PET_NOT_FOUND");
  });

  it("an adopter's account deletion keeps their answers for the owner, erases their notes and drops the unsent", async () => {
    const { order, week } = await sentCheckIn();
    await answer(adopter.token, week.id, { answer: "settling_well", note: "Call me on 98480 12345" });
    const res = await call(deleteAccount, "DELETE", "/server/profile", { token: adopter.token, body: { password: "secret123" } });
    expect(res.status).toBe(200);
    expect((await checkInsOf(order.id)).map((c) => [c.kind, c.answer, c.note])).toEqual([["week", "settling_well", null]]);
  });
});
