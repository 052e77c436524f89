import { POST as cancel } from "@/app/server/orders/cancel/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { GET as reconcileRoute } from "@/app/server/payments/reconcile/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { POST as webhook } from "@/app/server/payments/webhook/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { reconcilePayments } from "@/lib/payments/razorpay-reconcile";
import { issuePendingRefunds } from "@/lib/payments/razorpay-refunds";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { openPayment, withRazorpayStandIn } from "../helpers/razorpay";
import type { TRazorpayStandIn } from "../helpers/razorpay-stand-in";

// What settles a Razorpay payment besides the buyer's page: its webhooks (each once, in any order), the
// refunds of rejected orders, and the reconciliation of what nothing else settled.

const db = getDb();
const standInOf = withRazorpayStandIn();
let standIn: TRazorpayStandIn;
let seller: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await resetDb();
  standIn = standInOf();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
});
afterAll(closeDb);

const openFor = (price?: number) => openPayment(seller.id, price);
const HALF_AN_HOUR_ON = () => new Date(Date.now() + 31 * 60_000);

/** Posts a webhook as Razorpay would: the raw body with its signature and event id. */
function deliver(hook: { body: string; signature: string; eventId: string }, signature = hook.signature) {
  return call(webhook, "POST", "/server/payments/webhook", {
    rawBody: hook.body,
    headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": hook.eventId },
  });
}
const capturedHook = (orderId: string, paymentId: string) => {
  const p = standIn.payments.get(paymentId)!;
  return standIn.webhook("payment.captured", {
    payment: { entity: { id: p.id, order_id: orderId, amount: p.amount, currency: p.currency, status: "captured" } },
  });
};
/** The buyer pays in Checkout and the page reports it: the payment is recorded. */
async function payThroughPage(token: string, paymentId: string, gatewayOrderId: string) {
  const handed = standIn.pay(gatewayOrderId);
  const res = await call(verifyPayment, "POST", "/server/payments/verify", {
    token,
    body: { order_id: paymentId, payment_status: "success", ...handed },
  });
  expect(res.json.status).toBe("success");
  return handed;
}
/** A paid order rejected while Razorpay was down: its refund recorded, not yet asked. */
async function unaskedRefund(price: number) {
  const { buyer, orderIds, paymentId, checkout } = await openFor(price);
  const handed = await payThroughPage(buyer.token, paymentId, checkout.order_id);
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  standIn.setDown(true);
  await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: orderIds[0] } });
  standIn.setDown(false);
  logged.mockRestore();
  const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } });
  expect(refund.gatewayRefundId).toBeNull();
  return { refund, gatewayPaymentId: handed.razorpay_payment_id };
}
const paymentOf = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });

describe("POST /server/payments/webhook", () => {
  it("settles a payment whose page never came back, once however often the event is delivered", async () => {
    const { orderIds, paymentId, checkout } = await openFor();
    const { razorpay_payment_id } = standIn.pay(checkout.order_id);
    const hook = capturedHook(checkout.order_id, razorpay_payment_id);
    const first = await deliver(hook);
    expect([first.status, first.json.duplicate]).toEqual([200, false]);
    expect(await paymentOf(paymentId)).toMatchObject({ status: "success", gatewayPaymentId: razorpay_payment_id });
    expect(await db.order.count({ where: { id: { in: orderIds }, paymentStatus: "paid" } })).toBe(1);
    const replay = await deliver(hook);
    expect([replay.status, replay.json.duplicate]).toEqual([200, true]);
    // The same capture under another event id (Razorpay's retry of a lost answer) changes nothing either.
    const again = await deliver({ ...hook, eventId: "evt_another" });
    expect([again.status, again.json.duplicate]).toEqual([200, false]);
    expect(await db.payment.count({ where: { userId: (await paymentOf(paymentId)).userId } })).toBe(1);
  });

  it("after the page has recorded the payment, changes nothing", async () => {
    const { buyer, paymentId, checkout } = await openFor();
    const handed = await payThroughPage(buyer.token, paymentId, checkout.order_id);
    const before = await paymentOf(paymentId);
    expect((await deliver(capturedHook(checkout.order_id, handed.razorpay_payment_id))).status).toBe(200);
    expect(await paymentOf(paymentId)).toEqual(before);
  });

  it("refuses an event not signed with the webhook secret and records nothing; a signed one that is not JSON is acknowledged and queued", async () => {
    const { paymentId, checkout } = await openFor();
    const hook = capturedHook(checkout.order_id, standIn.pay(checkout.order_id).razorpay_payment_id);
    const forged = await deliver(hook, "0".repeat(64));
    expect([forged.status, forged.json.code]).toEqual([400, "WEBHOOK_SIGNATURE_INVALID"]);
    const unsigned = await call(webhook, "POST", "/server/payments/webhook", {
      rawBody: hook.body,
      headers: { "content-type": "application/json" },
    });
    expect([unsigned.status, unsigned.json.code]).toEqual([400, "WEBHOOK_SIGNATURE_INVALID"]);
    const notJson = standIn.webhook("payment.captured", {});
    const garbled = { ...notJson, body: "{not json" };
    const { createHmac } = await import("node:crypto");
    const signedGarbage = createHmac("sha256", env().RAZORPAY_WEBHOOK_SECRET!).update(garbled.body).digest("hex");
    // Razorpay's own (signed), so a 400 would only make it retry and, after a day, disable the webhook.
    const acknowledged = await deliver(garbled, signedGarbage);
    expect([acknowledged.status, acknowledged.json.received]).toEqual([200, true]);
    expect(await db.paymentProblem.count({ where: { kind: "unexpected_event", eventId: garbled.eventId } })).toBe(1);
    expect((await paymentOf(paymentId)).status).toBe("created");
    expect(await db.paymentEvent.count({ where: { id: hook.eventId } })).toBe(0);
  });

  it("does not exist without Razorpay", async () => {
    const config = env();
    config.PAYMENT_PROVIDER = "mock";
    try {
      const res = await call(webhook, "POST", "/server/payments/webhook", { rawBody: "{}", headers: { "x-razorpay-signature": "x" } });
      expect([res.status, res.json.code]).toEqual([404, "NOT_FOUND"]);
    } finally {
      config.PAYMENT_PROVIDER = "razorpay";
    }
  });
});

describe("refunds", () => {
  it("a paid order its seller rejects: refund initiated at Razorpay, then refunded when the bank has paid it back", async () => {
    const { buyer, orderIds, paymentId, checkout } = await openFor(12_000);
    const handed = await payThroughPage(buyer.token, paymentId, checkout.order_id);
    const res = await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: orderIds[0] } });
    expect(res.status).toBe(200);
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } });
    expect(refund).toMatchObject({
      status: "created",
      provider: "razorpay",
      amount: 12_000,
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(standIn.refunds.get(refund.gatewayRefundId!)).toMatchObject({
      payment_id: handed.razorpay_payment_id,
      amount: 1_200_000,
      receipt: refund.id,
    });
    // The bank's outcome: processed, then a late "failed" (out of order) and a replay change nothing.
    const processed = standIn.webhook("refund.processed", {
      refund: {
        entity: {
          id: refund.gatewayRefundId,
          payment_id: handed.razorpay_payment_id,
          amount: 1_200_000,
          status: "processed",
          receipt: refund.id,
        },
      },
    });
    expect((await deliver(processed)).status).toBe(200);
    expect((await paymentOf(refund.id)).status).toBe("success");
    const late = standIn.webhook("refund.failed", {
      refund: { entity: { id: refund.gatewayRefundId, payment_id: handed.razorpay_payment_id, amount: 1_200_000, status: "failed" } },
    });
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await deliver(late);
    logged.mockRestore();
    await deliver(processed);
    expect((await paymentOf(refund.id)).status).toBe("success");
    expect(standIn.refunds.size).toBe(1);
  });

  it("a paid order its buyer cancels before acceptance is refunded through Razorpay too", async () => {
    const { buyer, orderIds, paymentId, checkout } = await openFor(6_500);
    const handed = await payThroughPage(buyer.token, paymentId, checkout.order_id);
    expect((await call(cancel, "POST", "/server/orders/cancel", { token: buyer.token, body: { order_id: orderIds[0] } })).status).toBe(200);
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } });
    expect(standIn.refunds.get(refund.gatewayRefundId!)).toMatchObject({ payment_id: handed.razorpay_payment_id, amount: 650_000 });
  });

  it("a refund Razorpay could not be asked for is asked by the reconciliation, once", async () => {
    const { refund } = await unaskedRefund(5_000);
    expect(refund.status).toBe("created");
    const asked = standIn.refunds.size;
    const run = await reconcilePayments();
    expect(run.refundsAsked).toBe(1);
    expect((await paymentOf(refund.id)).gatewayRefundId).toMatch(/^rfnd_/);
    await reconcilePayments();
    expect(standIn.refunds.size).toBe(asked + 1);
  });
});

describe("asking Razorpay for a refund, exactly once", () => {
  const refundsOf = (gatewayPaymentId: string) => [...standIn.refunds.values()].filter((r) => r.payment_id === gatewayPaymentId);

  it("two askers at once ask once", async () => {
    const { refund, gatewayPaymentId } = await unaskedRefund(3_000);
    const [a, b] = await Promise.all([issuePendingRefunds(), issuePendingRefunds()]);
    expect(a + b).toBe(1);
    expect(refundsOf(gatewayPaymentId)).toHaveLength(1);
    expect((await paymentOf(refund.id)).gatewayRefundId).toBe(refundsOf(gatewayPaymentId)[0].id);
  });

  it("a claim whose asker died is resolved by the reconciliation: kept if Razorpay made the refund, asked again if not", async () => {
    const made = await unaskedRefund(2_000);
    const never = await unaskedRefund(2_500);
    // The second payment's verify asked Razorpay for the refunds pending after it (askRefundsAfterResponse):
    // the first refund reached Razorpay. Both are then taken as claimed ten minutes ago by an asker that
    // died: Razorpay got the first request, not the second.
    const [atRazorpay] = refundsOf(made.gatewayPaymentId);
    expect(atRazorpay).toMatchObject({ receipt: made.refund.id, amount: 200_000 });
    expect(refundsOf(never.gatewayPaymentId)).toHaveLength(0);
    await db.$executeRaw`UPDATE payments SET "gatewayRefundId" = 'asking:' || id, "updatedAt" = now() - interval '11 minutes' WHERE id IN (${made.refund.id}, ${never.refund.id})`;
    // A claim not yet ten minutes old is left to its asker.
    await db.$executeRaw`UPDATE payments SET "updatedAt" = now() WHERE id = ${never.refund.id}`;
    await reconcilePayments();
    expect((await paymentOf(made.refund.id)).gatewayRefundId).toBe(atRazorpay.id);
    expect((await paymentOf(never.refund.id)).gatewayRefundId).toBe(`asking:${never.refund.id}`);
    await db.$executeRaw`UPDATE payments SET "updatedAt" = now() - interval '11 minutes' WHERE id = ${never.refund.id}`;
    await reconcilePayments();
    expect(refundsOf(made.gatewayPaymentId)).toHaveLength(1);
    expect(refundsOf(never.gatewayPaymentId)).toHaveLength(1);
    expect((await paymentOf(never.refund.id)).gatewayRefundId).toBe(refundsOf(never.gatewayPaymentId)[0].id);
  });
});

describe("the reconciliation", () => {
  // What the tests above left open (a capture never reported, say) is settled first, so each count below is this file's own.
  beforeAll(() => reconcilePayments({ now: HALF_AN_HOUR_ON() }));

  it("pays a payment Razorpay captured that nothing reported, closes one with nothing paid, leaves one only authorized", async () => {
    const lost = await openFor();
    standIn.pay(lost.checkout.order_id);
    const abandoned = await openFor();
    standIn.pay(abandoned.checkout.order_id, { status: "failed" });
    const inFlight = await openFor();
    // Authorized a minute before the run: left to Razorpay's automatic capture for now.
    standIn.pay(inFlight.checkout.order_id, { status: "authorized", createdAt: Math.floor(HALF_AN_HOUR_ON().getTime() / 1000) - 60 });
    // Not yet half an hour old: untouched.
    expect((await reconcilePayments()).checked).toBe(0);
    const run = await reconcilePayments({ now: HALF_AN_HOUR_ON() });
    expect(run).toMatchObject({ paid: 1, closed: 1, refunded: 0 });
    expect((await paymentOf(lost.paymentId)).status).toBe("success");
    expect((await paymentOf(abandoned.paymentId)).status).toBe("failed");
    expect((await paymentOf(inFlight.paymentId)).status).toBe("created");
  });

  it("refunds whole a capture that comes after its payment was closed", async () => {
    const { paymentId, checkout } = await openFor(4_000);
    await reconcilePayments({ now: HALF_AN_HOUR_ON() });
    expect((await paymentOf(paymentId)).status).toBe("failed");
    const late = standIn.pay(checkout.order_id);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await deliver(capturedHook(checkout.order_id, late.razorpay_payment_id));
    logged.mockRestore();
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId, orderId: null } });
    expect(refund).toMatchObject({ amount: 4_000, status: "created", gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    expect(standIn.refunds.get(refund.gatewayRefundId!)?.payment_id).toBe(late.razorpay_payment_id);
    expect((await paymentOf(paymentId)).status).toBe("failed");
  });

  it("runs for the scheduler only with its secret", async () => {
    const config = env();
    const secret = config.CRON_SECRET;
    config.CRON_SECRET = "a-scheduler-secret-for-tests";
    try {
      expect((await call(reconcileRoute, "GET", "/server/payments/reconcile")).json.code).toBe("CRON_SECRET_INVALID");
      const ok = await call(reconcileRoute, "GET", "/server/payments/reconcile", {
        headers: { authorization: "Bearer a-scheduler-secret-for-tests" },
      });
      expect([ok.status, typeof ok.json.run.checked]).toEqual([200, "number"]);
    } finally {
      config.CRON_SECRET = secret;
    }
  });
});
