import { NextRequest } from "next/server";
import { GET as listDisputes } from "@/app/server/admin/disputes/route";
import { GET as getDispute } from "@/app/server/admin/disputes/[id]/route";
import { POST as acknowledge } from "@/app/server/admin/disputes/[id]/acknowledge/route";
import { POST as decide } from "@/app/server/admin/disputes/[id]/decide/route";
import { POST as moderatorHandOver } from "@/app/server/admin/orders/[id]/hand-over/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as cancel } from "@/app/server/orders/cancel/route";
import { POST as confirmHandover } from "@/app/server/orders/confirm-handover/route";
import { POST as openDispute } from "@/app/server/orders/dispute/route";
import { GET as evidence } from "@/app/server/orders/dispute/evidence/[id]/route";
import { POST as statement } from "@/app/server/orders/dispute/statement/route";
import { POST as handover } from "@/app/server/orders/handover/route";
import { GET as getOrder } from "@/app/server/orders/[id]/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as placeOrder } from "@/app/server/orders/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { GET as runJob } from "@/app/server/protection/run/route";
import { GET as earnings } from "@/app/server/sellers/earnings/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { HANDOVER_CODE_TRIES, runProtection } from "@/lib/orders/protection";
import { expectDocumentedAnswer } from "../helpers/openapi";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser, jpegPhoto } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";

// The buyer's protection (lib/orders/protection.ts), end to end through the route handlers on the mock
// provider: the hold, the handover code, the window, the deadlines, disputes and their decisions, and the
// ledger's sums after each step. Razorpay's side of the same machine (transfers on hold, reversals) is in
// tests/integration/payments-route*.test.ts.

const db = getDb();
const config = env();
jest.setTimeout(180_000);
const HOUR = 3_600_000;

type TUser = Awaited<ReturnType<typeof createUser>>;

beforeAll(resetDb);
afterAll(closeDb);
afterEach(() => {
  config.PLATFORM_FEE_PERCENT = 0;
});

const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const post = (handler: typeof accept, path: string, token: string, body: unknown) => call(handler, "POST", path, { token, body });
const orderPage = (token: string, id: string) => call(getOrder, "GET", `/server/orders/${id}`, { token, params: { id } });

async function moderator(name = "Moderator Meera") {
  const user = await createUser({ verified: true, name });
  await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  return user;
}

async function setup(price = 12000) {
  const seller = await createUser({ verified: true, name: "Sunita Seller" });
  const buyer = await createUser({ verified: true, name: "Bina Buyer" });
  const pet = await createPet(seller.id, { name: `Rex ${price}`, price });
  const placed = await post(placeOrder, "/server/orders", buyer.token, { pet_id: pet.id });
  expect(placed.status).toBe(201);
  return { seller, buyer, pet, orderId: placed.json.order.id as string };
}

async function pay(buyer: TUser, orderId: string) {
  const total = (await db.order.findUniqueOrThrow({ where: { id: orderId } })).totalAmount;
  const created = await post(createPayment, "/server/payments/create-order", buyer.token, { amount: total, order_ids: [orderId] });
  expect(created.status).toBe(200);
  const verified = await post(verifyPayment, "/server/payments/verify", buyer.token, {
    order_id: created.json.order_id,
    payment_status: "success",
  });
  expect(verified.status).toBe(200);
}

/** Paid and accepted: held, with the buyer's code. */
async function held(price = 12000) {
  const s = await setup(price);
  await pay(s.buyer, s.orderId);
  expect((await post(accept, "/server/orders/accept", s.seller.token, { order_id: s.orderId })).status).toBe(200);
  const code = (await db.order.findUniqueOrThrow({ where: { id: s.orderId } })).handoverCode!;
  return { ...s, code };
}

async function handedOver(price = 12000) {
  const s = await held(price);
  expect((await post(handover, "/server/orders/handover", s.seller.token, { order_id: s.orderId, code: s.code })).status).toBe(200);
  return s;
}

const ledgerOf = async (orderId: string) =>
  Object.fromEntries(
    (await db.ledgerEntry.findMany({ where: { orderId }, select: { kind: true, amount: true } })).map((e) => [e.kind, Number(e.amount)]),
  );
const summaryOf = async (token: string) => (await call(earnings, "GET", "/server/sellers/earnings", { token })).json.summary;
const refundsOf = (orderId: string) => db.payment.findMany({ where: { kind: "refund", orderId }, select: { amount: true, status: true } });
const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });

/** A form upload to a dispute endpoint, with files in `photos` and `vet_note`. */
async function disputeForm(
  handler: typeof openDispute,
  path: string,
  token: string,
  fields: Record<string, string>,
  files: { photos?: Buffer[]; vet_note?: Buffer[] } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const field of ["photos", "vet_note"] as const)
    for (const data of files[field] ?? []) form.append(field, new Blob([new Uint8Array(data)], { type: "image/jpeg" }), `${field}.jpg`);
  const url = new URL(path, "http://localhost:3000");
  const req = new NextRequest(url, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": freshIp() },
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  expectDocumentedAnswer({
    method: "POST",
    pathname: url.pathname,
    status: res.status,
    contentType: res.headers.get("content-type"),
    text,
  });
  return { status: res.status, json: JSON.parse(text) };
}

describe("held until handover", () => {
  it("holds a paid, accepted order: the buyer alone sees the code, the seller sees it held, the ledger holds it", async () => {
    config.PLATFORM_FEE_PERCENT = 2.5;
    const { buyer, seller, orderId } = await held(12000);
    const mine = await orderPage(buyer.token, orderId);
    expect(mine.status).toBe(200);
    expect(mine.json.order).toMatchObject({ protection: "held", role: "buyer", can: { confirm_handover: true, hand_over: false } });
    expect(mine.json.order.handover_code).toMatch(/^[0-9]{6}$/);
    const theirs = await orderPage(seller.token, orderId);
    expect(theirs.json.order).toMatchObject({ protection: "held", role: "seller", handover_code: null, can: { hand_over: true } });
    expect(new Date(theirs.json.order.protection_deadline).getTime()).toBeGreaterThan(later(config.HANDOVER_DAYS * 24 - 1).getTime());
    // Held is not the seller's yet: no earning, and not in what they are owed.
    expect(await ledgerOf(orderId)).toEqual({ hold: 1_200_000 });
    expect(await summaryOf(seller.token)).toMatchObject({ pending_paise: 0, held_paise: 1_200_000 });
    // Anyone else: the order does not exist.
    const stranger = await createUser({ verified: true });
    expect((await orderPage(stranger.token, orderId)).status).toBe(404);
    expect((await orderPage(stranger.token, "not-an-id")).status).toBe(404);
  });

  it("counts wrong codes, locks after five, and then only the buyer's confirmation releases the handover", async () => {
    const { buyer, seller, orderId, code } = await held();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i < HANDOVER_CODE_TRIES; i++) {
      const res = await post(handover, "/server/orders/handover", seller.token, { order_id: orderId, code: wrong });
      expect(res.status).toBe(422);
      expect(res.json).toMatchObject({ code: "HANDOVER_CODE_WRONG", params: { left: HANDOVER_CODE_TRIES - i } });
    }
    expect((await post(handover, "/server/orders/handover", seller.token, { order_id: orderId, code: wrong })).json.code).toBe(
      "HANDOVER_CODE_LOCKED",
    );
    // Even the right code is refused now, and nothing moved.
    expect((await post(handover, "/server/orders/handover", seller.token, { order_id: orderId, code })).json.code).toBe(
      "HANDOVER_CODE_LOCKED",
    );
    expect((await orderRow(orderId)).protection).toBe("held");
    expect((await orderPage(seller.token, orderId)).json.order.can.hand_over).toBe(false);
    // Malformed codes are refused before they count.
    expect((await post(handover, "/server/orders/handover", seller.token, { order_id: orderId, code: "12ab56" })).status).toBe(422);
    // The buyer is not the seller: their code entry is refused; their confirmation works.
    expect((await post(handover, "/server/orders/handover", buyer.token, { order_id: orderId, code })).json.code).toBe("NOT_YOUR_SALE");
    expect((await post(confirmHandover, "/server/orders/confirm-handover", seller.token, { order_id: orderId })).json.code).toBe(
      "NOT_YOUR_ORDER",
    );
    expect((await post(confirmHandover, "/server/orders/confirm-handover", buyer.token, { order_id: orderId })).status).toBe(200);
    const after = await orderRow(orderId);
    expect(after).toMatchObject({ protection: "handed_over", handedOverBy: "buyer", handoverCode: null });
  });

  it("a moderator can complete a locked-out handover, never for their own order", async () => {
    const { orderId, seller } = await held();
    await db.order.update({ where: { id: orderId }, data: { handoverTries: HANDOVER_CODE_TRIES } });
    const mod = await moderator();
    const plain = await createUser({ verified: true });
    expect(
      (await call(moderatorHandOver, "POST", `/server/admin/orders/${orderId}/hand-over`, { token: plain.token, params: { id: orderId } }))
        .status,
    ).toBe(404);
    await db.user.update({ where: { id: seller.id }, data: { role: "moderator" } });
    expect(
      (await call(moderatorHandOver, "POST", `/server/admin/orders/${orderId}/hand-over`, { token: seller.token, params: { id: orderId } }))
        .json.code,
    ).toBe("DISPUTE_OWN_DECISION");
    expect(
      (await call(moderatorHandOver, "POST", `/server/admin/orders/${orderId}/hand-over`, { token: mod.token, params: { id: orderId } }))
        .status,
    ).toBe(200);
    expect((await orderRow(orderId)).handedOverBy).toBe("moderator");
    expect(await db.auditEntry.count({ where: { action: "handover_by_moderator", actorId: mod.id } })).toBe(1);
  });

  it("releases the money when the window ends with no dispute: earned less the fee, once", async () => {
    config.PLATFORM_FEE_PERCENT = 2.5;
    const { orderId, seller } = await handedOver(12345);
    expect((await orderRow(orderId)).protection).toBe("handed_over");
    // Not before the window ends.
    await runProtection({ now: later(config.PROTECTION_HOURS - 1) });
    expect((await orderRow(orderId)).protection).toBe("handed_over");
    const first = await runProtection({ now: later(config.PROTECTION_HOURS + 1) });
    expect(first.run.released).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).protection).toBe("released");
    expect(await ledgerOf(orderId)).toEqual({ hold: 1_234_500, hold_release: -1_234_500, earning: 1_234_500, fee: -30_863 });
    expect(await summaryOf(seller.token)).toMatchObject({ pending_paise: 1_234_500 - 30_863, held_paise: 0 });
    // A second run changes nothing.
    await runProtection({ now: later(config.PROTECTION_HOURS + 2) });
    expect(await ledgerOf(orderId)).toEqual({ hold: 1_234_500, hold_release: -1_234_500, earning: 1_234_500, fee: -30_863 });
  });
});

describe("deadlines that return the money", () => {
  it("expires a paid order the seller never answered in 48 hours, refunded in full", async () => {
    const { buyer, orderId } = await setup(9000);
    await pay(buyer, orderId);
    expect((await orderRow(orderId)).protection).toBe("awaiting_seller");
    await runProtection({ now: later(47) });
    expect((await orderRow(orderId)).status).toBe("pending");
    await runProtection({ now: later(49) });
    expect(await orderRow(orderId)).toMatchObject({
      status: "expired",
      paymentStatus: "refunded",
      protection: "refunded",
      closedReason: "seller_silent",
    });
    expect(await refundsOf(orderId)).toEqual([{ amount: 9000, status: "success" }]);
    expect(await ledgerOf(orderId)).toEqual({});
  });

  it("lapses an accepted order not paid in 24 hours, and lists the pet again", async () => {
    const { seller, buyer, orderId, pet } = await setup();
    expect((await post(accept, "/server/orders/accept", seller.token, { order_id: orderId })).status).toBe(200);
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "sold", available: 0 });
    expect((await orderRow(orderId)).protection).toBe("awaiting_payment");
    await runProtection({ now: later(25) });
    expect(await orderRow(orderId)).toMatchObject({
      status: "expired",
      protection: "closed",
      closedReason: "unpaid",
      paymentStatus: "unpaid",
    });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "active", available: 1 });
    // Too late to pay now.
    const total = (await orderRow(orderId)).totalAmount;
    const created = await post(createPayment, "/server/payments/create-order", buyer.token, { amount: total, order_ids: [orderId] });
    expect(created.json.code).toBe("ORDER_NOT_PAYABLE");
  });

  it("expires a held order not handed over in HANDOVER_DAYS: refunded, the hold undone, the pet listed again", async () => {
    const { orderId, pet, seller } = await held(8000);
    await runProtection({ now: later(config.HANDOVER_DAYS * 24 + 1) });
    expect(await orderRow(orderId)).toMatchObject({
      status: "expired",
      paymentStatus: "refunded",
      protection: "refunded",
      closedReason: "not_handed_over",
    });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "active", available: 1 });
    expect(await ledgerOf(orderId)).toEqual({ hold: 800_000, hold_refund: -800_000 });
    expect(await summaryOf(seller.token)).toMatchObject({ held_paise: 0, pending_paise: 0 });
    expect(await refundsOf(orderId)).toEqual([{ amount: 8000, status: "success" }]);
  });

  it("runs for the scheduler only with CRON_SECRET", async () => {
    const saved = config.CRON_SECRET;
    config.CRON_SECRET = "a-secret-of-sixteen-chars";
    try {
      expect((await call(runJob, "GET", "/server/protection/run", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
      const ok = await call(runJob, "GET", "/server/protection/run", { headers: { authorization: "Bearer a-secret-of-sixteen-chars" } });
      expect(ok.status).toBe(200);
      expect(ok.json.run).toMatchObject({ isComplete: true });
    } finally {
      config.CRON_SECRET = saved;
    }
  });
});

describe("calling off and competing orders", () => {
  it("either person may call off a held order before the handover: a full refund, the pet listed again", async () => {
    const a = await held(7000);
    expect((await post(cancel, "/server/orders/cancel", a.buyer.token, { order_id: a.orderId })).status).toBe(200);
    expect(await orderRow(a.orderId)).toMatchObject({ status: "cancelled", protection: "refunded", paymentStatus: "refunded" });
    expect(await db.pet.findUniqueOrThrow({ where: { id: a.pet.id } })).toMatchObject({ status: "active", available: 1 });
    const b = await held(7100);
    expect((await post(reject, "/server/orders/reject", b.buyer.token, { order_id: b.orderId })).json.code).toBe("NOT_YOUR_SALE");
    expect((await post(reject, "/server/orders/reject", b.seller.token, { order_id: b.orderId })).status).toBe(200);
    expect(await orderRow(b.orderId)).toMatchObject({ status: "rejected", protection: "refunded" });
    expect(await ledgerOf(b.orderId)).toEqual({ hold: 710_000, hold_refund: -710_000 });
    // After the handover it is a dispute, not a cancel.
    const c = await handedOver(7200);
    expect((await post(cancel, "/server/orders/cancel", c.buyer.token, { order_id: c.orderId })).status).toBe(409);
  });

  it("accepting an unpaid order does not refund a paying buyer; paying it rejects the others", async () => {
    const seller = await createUser({ verified: true, name: "Sam Seller" });
    const payer = await createUser({ verified: true, name: "Paying Priya" });
    const other = await createUser({ verified: true, name: "Unpaid Uma" });
    const pet = await createPet(seller.id, { name: "Moti", price: 5000 });
    const paid = (await post(placeOrder, "/server/orders", payer.token, { pet_id: pet.id })).json.order.id as string;
    const unpaid = (await post(placeOrder, "/server/orders", other.token, { pet_id: pet.id })).json.order.id as string;
    await pay(payer, paid);
    expect((await post(accept, "/server/orders/accept", seller.token, { order_id: unpaid })).status).toBe(200);
    // The paying buyer's order waits, paid: nobody refunded them for an order that may never be paid.
    expect(await orderRow(paid)).toMatchObject({ status: "pending", paymentStatus: "paid", protection: "awaiting_seller" });
    await pay(other, unpaid);
    expect((await orderRow(unpaid)).protection).toBe("held");
    // That sale is certain now: the order it leaves unmet is rejected and refunded.
    expect(await orderRow(paid)).toMatchObject({ status: "rejected", paymentStatus: "refunded", protection: "refunded" });
  });

  it("takes no money for a pending order its listing can no longer meet", async () => {
    const seller = await createUser({ verified: true });
    const buyer = await createUser({ verified: true });
    const litter = await createPet(seller.id, { name: "Tiger", price: 4000, available: 3 });
    const placed = (await post(placeOrder, "/server/orders", buyer.token, { pet_id: litter.id, quantity: 3 })).json.order.id as string;
    // The seller lowers what is left (another sale outside PawBazaar): the order of 3 cannot be met.
    await db.pet.update({ where: { id: litter.id }, data: { available: 2 } });
    const refused = await post(createPayment, "/server/payments/create-order", buyer.token, { amount: 12000, order_ids: [placed] });
    expect(refused.json.code).toBe("PET_NOT_AVAILABLE");
    // Nor for a listing taken off sale.
    await db.pet.update({ where: { id: litter.id }, data: { available: 3, status: "inactive" } });
    expect(
      (await post(createPayment, "/server/payments/create-order", buyer.token, { amount: 12000, order_ids: [placed] })).json.code,
    ).toBe("PET_NOT_AVAILABLE");
    await db.pet.update({ where: { id: litter.id }, data: { status: "active" } });
    expect((await post(createPayment, "/server/payments/create-order", buyer.token, { amount: 12000, order_ids: [placed] })).status).toBe(
      200,
    );
    expect(await db.payment.count({ where: { userId: buyer.id, status: "success" } })).toBe(0);
  });
});

describe("disputes", () => {
  async function disputed(price = 10000, reason = "not_as_shown") {
    const s = await handedOver(price);
    const res = await disputeForm(
      openDispute,
      "/server/orders/dispute",
      s.buyer.token,
      { order_id: s.orderId, reason, details: "The puppy is not the one in the photos: different markings." },
      { photos: [await jpegPhoto()] },
    );
    expect(res.status).toBe(201);
    return { ...s, disputeId: res.json.dispute_id as string };
  }
  const decideAs = (token: string, id: string, body: unknown) =>
    call(decide, "POST", `/server/admin/disputes/${id}/decide`, { token, params: { id }, body });

  it("opens only after the handover and within the window, once, with a vet's note for an ill pet", async () => {
    const h = await held();
    const fields = { order_id: h.orderId, reason: "other", details: "Something is wrong with this order." };
    expect((await disputeForm(openDispute, "/server/orders/dispute", h.buyer.token, fields)).json.code).toBe("DISPUTE_NOT_OPEN_YET");
    const s = await handedOver();
    const base = { order_id: s.orderId, details: "She has been coughing since the first night." };
    expect((await disputeForm(openDispute, "/server/orders/dispute", s.buyer.token, { ...base, reason: "ill" })).json.code).toBe(
      "DISPUTE_VET_NOTE_REQUIRED",
    );
    expect((await disputeForm(openDispute, "/server/orders/dispute", s.seller.token, { ...base, reason: "other" })).json.code).toBe(
      "NOT_YOUR_ORDER",
    );
    expect((await disputeForm(openDispute, "/server/orders/dispute", s.buyer.token, { ...base, reason: "bogus" })).status).toBe(422);
    expect(
      (await disputeForm(openDispute, "/server/orders/dispute", s.buyer.token, { ...base, reason: "other", details: "short" })).status,
    ).toBe(422);
    // A file that is not an image is refused, and nothing is opened.
    const notImage = await disputeForm(
      openDispute,
      "/server/orders/dispute",
      s.buyer.token,
      { ...base, reason: "other" },
      { photos: [Buffer.from("not an image at all")] },
    );
    expect(notImage.status).toBe(422);
    expect((await orderRow(s.orderId)).protection).toBe("handed_over");
    const ok = await disputeForm(
      openDispute,
      "/server/orders/dispute",
      s.buyer.token,
      { ...base, reason: "ill" },
      { vet_note: [await jpegPhoto()] },
    );
    expect(ok.status).toBe(201);
    expect((await orderRow(s.orderId)).protection).toBe("disputed");
    expect((await disputeForm(openDispute, "/server/orders/dispute", s.buyer.token, { ...base, reason: "other" })).json.code).toBe(
      "DISPUTE_EXISTS",
    );
    // The job does not release a disputed order.
    await runProtection({ now: later(config.PROTECTION_HOURS + 5) });
    expect((await orderRow(s.orderId)).protection).toBe("disputed");
    // After the window: too late.
    const late = await handedOver();
    await db.order.update({ where: { id: late.orderId }, data: { protectionDeadline: new Date(Date.now() - 1000) } });
    expect(
      (await disputeForm(openDispute, "/server/orders/dispute", late.buyer.token, { ...base, order_id: late.orderId, reason: "other" }))
        .json.code,
    ).toBe("DISPUTE_WINDOW_CLOSED");
  });

  it("shows the evidence to the two people and moderators only, and takes the seller's statement once", async () => {
    const d = await disputed();
    const page = await orderPage(d.buyer.token, d.orderId);
    const [photo] = page.json.order.dispute.evidence;
    expect(photo).toMatchObject({ kind: "photo", by: "buyer" });
    const id = photo.url.split("/").pop();
    for (const [token, status] of [
      [d.buyer.token, 200],
      [d.seller.token, 200],
      [(await createUser({ verified: true })).token, 404],
      [(await moderator("Mod Two")).token, 200],
    ] as const) {
      const res = await call(evidence, "GET", `/server/orders/dispute/evidence/${id}`, { token, params: { id } });
      expect(res.status).toBe(status);
      if (status === 200) expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    const said = { order_id: d.orderId, statement: "This is the same puppy; the light changed its colour." };
    expect((await disputeForm(statement, "/server/orders/dispute/statement", d.buyer.token, said)).json.code).toBe("NOT_YOUR_SALE");
    expect(
      (await disputeForm(statement, "/server/orders/dispute/statement", d.seller.token, said, { photos: [await jpegPhoto()] })).status,
    ).toBe(200);
    expect((await disputeForm(statement, "/server/orders/dispute/statement", d.seller.token, said)).json.code).toBe(
      "DISPUTE_STATEMENT_GIVEN",
    );
    const mod = await moderator("Mod Three");
    const detail = await call(getDispute, "GET", `/server/admin/disputes/${d.disputeId}`, {
      token: mod.token,
      params: { id: d.disputeId },
    });
    expect(detail.json.dispute).toMatchObject({
      seller_statement: said.statement,
      listing_snapshot: { name: d.pet.name, unit_price: 10000 },
    });
    expect(detail.json.dispute.evidence.map((e: { by: string }) => e.by)).toEqual(["buyer", "seller"]);
    const queue = await call(listDisputes, "GET", "/server/admin/disputes", { token: mod.token });
    expect(queue.json.disputes.some((x: { id: string }) => x.id === d.disputeId)).toBe(true);
    expect(
      (
        await call(acknowledge, "POST", `/server/admin/disputes/${d.disputeId}/acknowledge`, {
          token: mod.token,
          params: { id: d.disputeId },
        })
      ).status,
    ).toBe(200);
    expect((await db.dispute.findUniqueOrThrow({ where: { id: d.disputeId } })).acknowledgedAt).not.toBeNull();
  });

  it("refund all: the buyer gets everything back, the seller nothing", async () => {
    const d = await disputed(10000);
    const mod = await moderator();
    expect((await decideAs(mod.token, d.disputeId, { outcome: "refund", reason: "The photos show a different puppy." })).status).toBe(200);
    expect(await orderRow(d.orderId)).toMatchObject({ protection: "refunded", paymentStatus: "refunded", closedReason: "dispute" });
    expect(await ledgerOf(d.orderId)).toEqual({ hold: 1_000_000, hold_refund: -1_000_000 });
    expect(await refundsOf(d.orderId)).toEqual([{ amount: 10000, status: "success" }]);
    expect(await db.auditEntry.count({ where: { action: "dispute_decided", actorId: mod.id } })).toBe(1);
  });

  it("refund part: that much back, the rest released to the seller less the fee", async () => {
    config.PLATFORM_FEE_PERCENT = 2.5;
    const d = await disputed(10000);
    const mod = await moderator();
    expect(
      (await decideAs(mod.token, d.disputeId, { outcome: "partial", amount: 10000, reason: "Half for the vet's bills." })).json.code,
    ).toBe("DISPUTE_AMOUNT_INVALID");
    expect((await decideAs(mod.token, d.disputeId, { outcome: "partial", amount: 3000, reason: "The vet's bills, shown." })).status).toBe(
      200,
    );
    expect(await orderRow(d.orderId)).toMatchObject({ protection: "released", paymentStatus: "paid" });
    expect(await ledgerOf(d.orderId)).toEqual({
      hold: 1_000_000,
      hold_refund: -300_000,
      hold_release: -700_000,
      earning: 700_000,
      fee: -17_500,
    });
    expect(await refundsOf(d.orderId)).toEqual([{ amount: 3000, status: "success" }]);
    expect(await summaryOf(d.seller.token)).toMatchObject({ pending_paise: 682_500, held_paise: 0 });
  });

  it("release: all to the seller; a party cannot decide their own dispute", async () => {
    const d = await disputed(6000);
    await db.user.update({ where: { id: d.buyer.id }, data: { role: "moderator" } });
    expect((await decideAs(d.buyer.token, d.disputeId, { outcome: "refund", reason: "I am the buyer and a moderator." })).json.code).toBe(
      "DISPUTE_OWN_DECISION",
    );
    const mod = await moderator();
    expect((await decideAs(mod.token, d.disputeId, { outcome: "release", reason: "The same puppy, as the video shows." })).status).toBe(
      200,
    );
    expect(await ledgerOf(d.orderId)).toEqual({ hold: 600_000, hold_release: -600_000, earning: 600_000 });
    expect((await decideAs(mod.token, d.disputeId, { outcome: "refund", reason: "Changing my mind later." })).json.code).toBe(
      "DISPUTE_DECIDED",
    );
  });

  it("leaves a bank's chargeback to the bank", async () => {
    const d = await disputed(4000);
    await db.dispute.update({ where: { id: d.disputeId }, data: { source: "chargeback" } });
    const mod = await moderator();
    const res = await decideAs(mod.token, d.disputeId, { outcome: "refund", reason: "Refunding the chargeback here." });
    expect(res.json.code).toBe("DISPUTE_BANK_DECIDES");
    expect(await ledgerOf(d.orderId)).toEqual({ hold: 400_000 });
  });

  it("moves money once when two moderators decide at the same moment", async () => {
    const d = await disputed(5000);
    const [a, b] = [await moderator("Mod A"), await moderator("Mod B")];
    const answers = await Promise.all([
      decideAs(a.token, d.disputeId, { outcome: "refund", reason: "Refund: the pet is ill, as the note says." }),
      decideAs(b.token, d.disputeId, { outcome: "release", reason: "Release: the seller proved it was healthy." }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const entries = await ledgerOf(d.orderId);
    const refunded = (await refundsOf(d.orderId)).length;
    // Exactly one of the two outcomes, entirely.
    if (refunded) expect(entries).toEqual({ hold: 500_000, hold_refund: -500_000 });
    else expect(entries).toEqual({ hold: 500_000, hold_release: -500_000, earning: 500_000 });
  });

  it("a release racing a dispute at the window's end: one of them, never both", async () => {
    for (let i = 0; i < 3; i++) {
      const s = await handedOver(3000 + i);
      // The window ends in a minute; the job, in its clock, is already past it, while the buyer's
      // dispute, in theirs, arrives before it: both at once.
      const end = new Date(Date.now() + 60_000);
      await db.order.update({ where: { id: s.orderId }, data: { protectionDeadline: end } });
      const [, opened] = await Promise.all([
        runProtection({ now: new Date(end.getTime() + HOUR) }),
        disputeForm(openDispute, "/server/orders/dispute", s.buyer.token, {
          order_id: s.orderId,
          reason: "other",
          details: "Arrived at the last minute with a problem.",
        }),
      ]);
      const row = await orderRow(s.orderId);
      const disputes = await db.dispute.count({ where: { orderId: s.orderId } });
      if (opened.status === 201) {
        expect(row.protection).toBe("disputed");
        expect(disputes).toBe(1);
        expect(await ledgerOf(s.orderId)).toEqual({ hold: (3000 + i) * 100 });
      } else {
        expect(opened.json.code).toBe("DISPUTE_WINDOW_CLOSED");
        expect(row.protection).toBe("released");
        expect(disputes).toBe(0);
      }
    }
  });
});
