import { NextRequest } from "next/server";
import { POST as decide } from "@/app/server/admin/disputes/[id]/decide/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as openDispute } from "@/app/server/orders/dispute/route";
import { POST as handover } from "@/app/server/orders/handover/route";
import { POST as placeOrder } from "@/app/server/orders/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { feeOf } from "@/lib/ledger/money";
import { runProtectionJob } from "@/lib/protection/run";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";
import { expectDocumentedAnswer } from "../helpers/openapi";
import { withRazorpayStandIn } from "../helpers/razorpay";
import { routeOrders } from "../helpers/razorpay-route";
import type { TRazorpayStandIn } from "../helpers/razorpay-stand-in";

// The buyer's protection (lib/orders/protection.ts) with PAYMENT_PROVIDER=razorpay, against the stand-in
// of Razorpay's API: the same state machine as the mock's (tests/integration/protection.test.ts), now with
// the money where Razorpay keeps it. Each path checks both our ledger and what Razorpay was asked: the
// seller's on-hold transfer released at the end of the window, reversed before a refund, and every
// rupee moved once. The clock moves by running the job at a later `now`.

const db = getDb();
const config = env();
const standInOf = withRazorpayStandIn();
let standIn: TRazorpayStandIn;
const { activatedSeller, paidOrder, heldOrder, handedOverOrder } = routeOrders(() => standIn);
jest.setTimeout(180_000);
const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  await resetDb();
  standIn = standInOf();
});
afterAll(closeDb);

const post = (handler: typeof accept, path: string, token: string, body: unknown) => call(handler, "POST", path, { token, body });
const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const transferOf = (orderId: string) => db.transfer.findUniqueOrThrow({ where: { orderId } });
const atRazorpay = async (orderId: string) => standIn.route.transfers.get((await transferOf(orderId)).gatewayTransferId!)!;
const refundsAtRazorpay = (gatewayPaymentId: string) => [...standIn.refunds.values()].filter((r) => r.payment_id === gatewayPaymentId);
const ledgerOf = async (orderId: string) =>
  Object.fromEntries(
    (await db.ledgerEntry.findMany({ where: { orderId }, select: { kind: true, amount: true } })).map((e) => [e.kind, Number(e.amount)]),
  );

async function moderator(name: string) {
  const user = await createUser({ verified: true, name });
  await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  return user;
}

async function disputeOf(token: string, orderId: string) {
  const form = new FormData();
  form.append("order_id", orderId);
  form.append("reason", "not_as_shown");
  form.append("details", "Not the puppy in the photos: different markings.");
  const url = new URL("/server/orders/dispute", "http://localhost:3000");
  const res = await openDispute(
    new NextRequest(url, { method: "POST", body: form, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": freshIp() } }),
    { params: Promise.resolve({}) },
  );
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
const decideAs = (token: string, id: string, body: unknown) =>
  call(decide, "POST", `/server/admin/disputes/${id}/decide`, { token, params: { id }, body });

describe("in Razorpay mode", () => {
  it("the code, then the window's end: the on-hold transfer is released, the ledger earns once", async () => {
    const seller = await activatedSeller();
    const { orderId } = await heldOrder(seller, 10_000);
    expect(await atRazorpay(orderId)).toMatchObject({ on_hold: true, amount: 1_000_000 });
    const { handoverCode } = await orderRow(orderId);
    expect((await post(handover, "/server/orders/handover", seller.token, { order_id: orderId, code: handoverCode })).status).toBe(200);
    // Within the window, Razorpay still holds it.
    await runProtectionJob({ now: later(config.PROTECTION_HOURS - 1) });
    expect(await atRazorpay(orderId)).toMatchObject({ on_hold: true });
    await runProtectionJob({ now: later(config.PROTECTION_HOURS + 1) });
    expect((await orderRow(orderId)).protection).toBe("released");
    expect(await atRazorpay(orderId)).toMatchObject({ on_hold: false });
    expect(await ledgerOf(orderId)).toEqual({ hold: 1_000_000, hold_release: -1_000_000, earning: 1_000_000 });
    // Again: nothing more at Razorpay, nothing more in the ledger.
    const before = standIn.requests.length;
    await runProtectionJob({ now: later(config.PROTECTION_HOURS + 2) });
    expect(standIn.requests.slice(before).filter((r) => r.path.includes("/transfers/"))).toEqual([]);
  });

  it("a paid order the seller never answers: after 48 hours its transfer is reversed and the buyer refunded in full", async () => {
    const seller = await activatedSeller();
    const { orderId, gatewayPaymentId } = await paidOrder(seller, 6_000);
    expect((await orderRow(orderId)).protection).toBe("awaiting_seller");
    await runProtectionJob({ now: later(49) });
    expect(await orderRow(orderId)).toMatchObject({ status: "expired", protection: "refunded", closedReason: "seller_silent" });
    expect(await atRazorpay(orderId)).toMatchObject({ status: "reversed" });
    expect(refundsAtRazorpay(gatewayPaymentId).map((r) => r.amount)).toEqual([600_000]);
  });

  it("an accepted order never paid lapses: nothing is asked of Razorpay, and the pet is listed again", async () => {
    const seller = await activatedSeller();
    const buyer = await createUser({ verified: true });
    const pet = await createPet(seller.id, { name: "Sheru", price: 3_000 });
    const orderId = (await post(placeOrder, "/server/orders", buyer.token, { pet_id: pet.id })).json.order.id as string;
    expect((await post(accept, "/server/orders/accept", seller.token, { order_id: orderId })).status).toBe(200);
    const before = standIn.requests.length;
    await runProtectionJob({ now: later(25) });
    expect(await orderRow(orderId)).toMatchObject({ status: "expired", protection: "closed" });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "active", available: 1 });
    expect(standIn.requests.slice(before).filter((r) => r.path.startsWith("/v1/"))).toEqual([]);
    const opened = await post(createPayment, "/server/payments/create-order", buyer.token, { amount: 3_000, order_ids: [orderId] });
    expect(opened.json.code).toBe("ORDER_NOT_PAYABLE");
  });

  it("a dispute refunded in full: the transfer is reversed before Razorpay refunds the buyer", async () => {
    const seller = await activatedSeller();
    const { orderId, buyer, gatewayPaymentId } = await handedOverOrder(seller, 8_000);
    const opened = await disputeOf(buyer.token, orderId);
    expect(opened.status).toBe(201);
    const mod = await moderator("Moderator Rao");
    const before = standIn.requests.length;
    expect(
      (await decideAs(mod.token, opened.json.dispute_id, { outcome: "refund", reason: "The photos show another puppy." })).status,
    ).toBe(200);
    const calls = standIn.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    const { gatewayTransferId } = await transferOf(orderId);
    expect(calls.indexOf(`POST /v1/payments/${gatewayPaymentId}/refund`)).toBeGreaterThan(
      calls.indexOf(`POST /v1/transfers/${gatewayTransferId}/reversals`),
    );
    expect(refundsAtRazorpay(gatewayPaymentId).map((r) => r.amount)).toEqual([800_000]);
    expect(await ledgerOf(orderId)).toEqual({ hold: 800_000, hold_refund: -800_000 });
  });

  it("a dispute decided for the seller: the transfer is released, and nothing is refunded", async () => {
    config.PLATFORM_FEE_PERCENT = 2.5;
    try {
      const seller = await activatedSeller();
      const { orderId, buyer, gatewayPaymentId } = await handedOverOrder(seller, 4_000);
      const opened = await disputeOf(buyer.token, orderId);
      const mod = await moderator("Moderator Iyer");
      expect(
        (await decideAs(mod.token, opened.json.dispute_id, { outcome: "release", reason: "The same puppy, the video shows it." })).status,
      ).toBe(200);
      expect(await atRazorpay(orderId)).toMatchObject({ on_hold: false, amount: 400_000 - Number(feeOf(400_000n, 2.5)) });
      expect(refundsAtRazorpay(gatewayPaymentId)).toEqual([]);
    } finally {
      config.PLATFORM_FEE_PERCENT = 0;
    }
  });

  it("two moderators deciding at once move the money at Razorpay once", async () => {
    const seller = await activatedSeller();
    const { orderId, buyer, gatewayPaymentId } = await handedOverOrder(seller, 5_000);
    const opened = await disputeOf(buyer.token, orderId);
    const [a, b] = [await moderator("Mod A"), await moderator("Mod B")];
    const answers = await Promise.all([
      decideAs(a.token, opened.json.dispute_id, { outcome: "refund", reason: "Refund: the vet's note says ill." }),
      decideAs(b.token, opened.json.dispute_id, { outcome: "release", reason: "Release: healthy at the handover." }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refunds = refundsAtRazorpay(gatewayPaymentId);
    const transfer = await atRazorpay(orderId);
    // Exactly one of the two outcomes, at Razorpay as in the ledger.
    if (refunds.length) {
      expect([refunds.length, transfer.status]).toEqual([1, "reversed"]);
      expect(await ledgerOf(orderId)).toEqual({ hold: 500_000, hold_refund: -500_000 });
    } else {
      expect(transfer).toMatchObject({ on_hold: false, amount_reversed: 0 });
      expect(await ledgerOf(orderId)).toEqual({ hold: 500_000, hold_release: -500_000, earning: 500_000 });
    }
  });
});
