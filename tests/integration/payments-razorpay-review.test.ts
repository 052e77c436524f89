import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { POST as webhook } from "@/app/server/payments/webhook/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { release } from "@/lib/orders/protection";
import { reconcilePayments } from "@/lib/payments/razorpay-reconcile";
import { razorpayGateway } from "@/lib/payments/razorpay-gateway";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { openPayment, withRazorpayStandIn, type TCheckout } from "../helpers/razorpay";
import { routeOrders } from "../helpers/razorpay-route";
import type { TRazorpayStandIn } from "../helpers/razorpay-stand-in";

// What a review of the Razorpay path found (docs/payments.md, "Razorpay"), each proved against the
// stand-in of Razorpay's API and real PostgreSQL: the page's report after the webhook, captures on closed
// payments, refunds made in Razorpay's Dashboard, chargebacks, exact refunds in paise, de-duplication of
// concurrent deliveries, signed events we cannot read, refund lists in pages, and capturing what was only
// authorized.

const db = getDb();
const standInOf = withRazorpayStandIn();
let standIn: TRazorpayStandIn;
let seller: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await resetDb();
  standIn = standInOf();
  // A seller Razorpay Route can pay: in Razorpay mode only such a seller accepts an order.
  seller = await routeOrders(() => standIn).activatedSeller();
  env().PLATFORM_FEE_PERCENT = 0;
});
afterAll(closeDb);

const HALF_AN_HOUR_ON = () => new Date(Date.now() + 31 * 60_000);
const openFor = (price?: number) => openPayment(seller.id, price);
const verify = (token: string, body: Record<string, unknown>) => call(verifyPayment, "POST", "/server/payments/verify", { token, body });
const paymentOf = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });
const orderOf = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const ledgerOf = (orderId: string) =>
  db.ledgerEntry.findMany({ where: { orderId }, orderBy: [{ createdAt: "asc" }, { kind: "asc" }], select: { kind: true, amount: true } });
const quietly = async <T>(run: () => Promise<T>) => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    logged.mockRestore();
  }
};

function deliver(hook: { body: string; signature: string; eventId: string }) {
  return call(webhook, "POST", "/server/payments/webhook", {
    rawBody: hook.body,
    headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId },
  });
}
const capturedHook = (paymentId: string, event = "payment.captured") => {
  const p = standIn.payments.get(paymentId)!;
  return standIn.webhook(event, {
    payment: { entity: { id: p.id, order_id: p.order_id, amount: p.amount, currency: p.currency, status: "captured" } },
  });
};
/** A refund someone made in Razorpay's Dashboard: at Razorpay, with no receipt of ours, and its refund.processed. */
function dashboardRefund(gatewayPaymentId: string, amount: number) {
  const id = `rfnd_dash${standIn.refunds.size}${Date.now().toString(36)}`;
  const payment = standIn.payments.get(gatewayPaymentId)!;
  standIn.refunds.set(id, {
    id,
    entity: "refund",
    amount,
    currency: "INR",
    payment_id: gatewayPaymentId,
    receipt: null,
    status: "processed",
    speed_requested: "normal",
    created_at: Math.floor(Date.now() / 1000),
  });
  payment.amount_refunded += amount;
  return standIn.webhook("refund.processed", {
    refund: { entity: { id, payment_id: gatewayPaymentId, amount, status: "processed", receipt: null } },
  });
}
const disputeHook = (stage: string, dispute: { id: string; payment_id: string; amount: number; amount_deducted?: number }) =>
  standIn.webhook(`payment.dispute.${stage}`, {
    dispute: {
      entity: {
        entity: "dispute",
        currency: "INR",
        reason_code: "chargeback",
        reason_description: "The buyer says they did not get the pet",
        respond_by: Math.floor(Date.now() / 1000) + 10 * 86_400,
        status: stage === "created" ? "open" : stage,
        phase: "chargeback",
        amount_deducted: 0,
        ...dispute,
      },
    },
  });

/** The buyer pays in Checkout and the page reports it. */
async function payThroughPage(token: string, paymentId: string, gatewayOrderId: string) {
  const handed = standIn.pay(gatewayOrderId);
  const res = await verify(token, { order_id: paymentId, payment_status: "success", ...handed });
  expect(res.json.status).toBe("success");
  return handed;
}
/** An order the seller accepted and the buyer then paid: its money is held. */
async function heldOrder(price: number) {
  const opened = await openFor(price);
  expect(
    (await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: opened.orderIds[0] } })).status,
  ).toBe(200);
  const handed = await payThroughPage(opened.buyer.token, opened.paymentId, opened.checkout.order_id);
  expect((await orderOf(opened.orderIds[0])).protection).toBe("held");
  return { ...opened, orderId: opened.orderIds[0], gatewayPaymentId: handed.razorpay_payment_id };
}
/** A held order handed over and released to the seller (its protection window over). */
async function releasedOrder(price: number) {
  const held = await heldOrder(price);
  await db.$transaction(async (tx) => {
    await tx.order.update({ where: { id: held.orderId }, data: { protection: "handed_over", handedOverAt: new Date() } });
    expect(await release(tx, held.orderId, ["handed_over"])).toBe(true);
  });
  return held;
}
/** Two pets of the seller in one cart, one payment for both orders (sorted by id). */
async function openTwoOrders(prices: [number, number]) {
  const buyer = await createUser({ name: "Kavya Rao", verified: true });
  for (const [i, price] of prices.entries()) {
    const pet = await createPet(seller.id, { name: `Pet ${i} ${price}`, price });
    await db.cartItem.create({ data: { userId: buyer.id, petId: pet.id, quantity: 1 } });
  }
  const { orders } = (await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token })).json as { orders: string[] };
  const res = await call(createPayment, "POST", "/server/payments/create-order", {
    token: buyer.token,
    body: { amount: prices[0] + prices[1], order_ids: orders },
  });
  expect(res.status).toBe(200);
  return { buyer, orderIds: [...orders].sort(), paymentId: res.json.order_id as string, checkout: res.json.checkout as TCheckout };
}

describe("the page's report after the webhook settled the payment", () => {
  it("answers success for the same payment, and ALREADY_PAID for another", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor(8_000);
    const handed = standIn.pay(open.order_id);
    expect((await deliver(capturedHook(handed.razorpay_payment_id))).status).toBe(200);
    expect((await paymentOf(paymentId)).status).toBe("success");
    const late = await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...handed });
    expect([late.status, late.json.status]).toEqual([200, "success"]);
    // Another payment on the same Razorpay order, signed as well: the payment was made with the first.
    const other = standIn.pay(open.order_id);
    const second = await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...other });
    expect([second.status, second.json.code]).toEqual([409, "ALREADY_PAID"]);
    // A forged signature for the paid payment is still refused.
    const forged = await verify(buyer.token, {
      order_id: paymentId,
      payment_status: "success",
      ...handed,
      razorpay_signature: "0".repeat(64),
    });
    expect([forged.status, forged.json.code]).toEqual([400, "PAYMENT_SIGNATURE_INVALID"]);
    expect(await db.order.count({ where: { id: { in: orderIds }, paymentStatus: "paid" } })).toBe(1);
  });
});

describe("a capture on a payment closed meanwhile", () => {
  it("reported by the page: refunded now, and the buyer is told so (refunding)", async () => {
    const { buyer, paymentId, checkout: open } = await openFor(4_500);
    // Closed by the reconciliation while Checkout was still open: nothing was paid yet.
    await reconcilePayments({ now: HALF_AN_HOUR_ON() });
    expect((await paymentOf(paymentId)).status).toBe("failed");
    const handed = standIn.pay(open.order_id);
    const res = await quietly(() => verify(buyer.token, { order_id: paymentId, payment_status: "success", ...handed }));
    expect([res.status, res.json.status]).toEqual([200, "refunding"]);
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId, orderId: null } });
    expect(refund).toMatchObject({
      amount: 4_500,
      amountPaise: 450_000,
      status: "created",
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(standIn.refunds.get(refund.gatewayRefundId!)).toMatchObject({ payment_id: handed.razorpay_payment_id, amount: 450_000 });
    // Reported again, and then the webhook: still one refund.
    const again = await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...handed });
    expect(again.json.status).toBe("refunding");
    await deliver(capturedHook(handed.razorpay_payment_id));
    expect(await db.payment.count({ where: { kind: "refund", refundOf: paymentId } })).toBe(1);
  });

  it("repriced and never reported: the reconciliation finds the capture on the closed payment and refunds it, once", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor(6_000);
    // The price changed: a new payment for the new total closes the old one as failed.
    await db.order.update({ where: { id: orderIds[0] }, data: { unitPrice: 6_500, totalAmount: 6_500 } });
    const repriced = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: 6_500, order_ids: orderIds },
    });
    expect(repriced.status).toBe(200);
    expect((await paymentOf(paymentId)).status).toBe("failed");
    // The buyer's Checkout still had the old order open, and paid it; neither page nor webhook came back.
    const handed = standIn.pay(open.order_id);
    const run = await quietly(() => reconcilePayments());
    expect(run.lateRefunded).toBe(1);
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_id === handed.razorpay_payment_id);
    expect(refunds).toMatchObject([{ amount: 600_000 }]);
    expect((await reconcilePayments()).lateRefunded).toBe(0);
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === handed.razorpay_payment_id)).toHaveLength(1);
  });
});

describe("a refund made in Razorpay's Dashboard", () => {
  it("of a held order: recorded exactly, the order refunded, its held money out of the hold; never released", async () => {
    const { orderId, paymentId, gatewayPaymentId } = await heldOrder(7_250);
    const hook = dashboardRefund(gatewayPaymentId, 725_000);
    expect((await deliver(hook)).status).toBe(200);
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } });
    expect(refund).toMatchObject({
      amount: 7_250,
      amountPaise: 725_000,
      status: "success",
      orderId,
      gatewayRefundId: expect.stringMatching(/^rfnd_dash/),
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "refunded", protection: "refunded" });
    expect(await ledgerOf(orderId)).toEqual([
      { kind: "hold", amount: 725_000n },
      { kind: "hold_refund", amount: -725_000n },
    ]);
    await db.$transaction(async (tx) => expect(await release(tx, orderId, ["handed_over", "disputed"])).toBe(false));
    // Delivered again (another event id): nothing more.
    await deliver({ ...hook, eventId: `${hook.eventId}-again` });
    expect(await db.payment.count({ where: { kind: "refund", refundOf: paymentId } })).toBe(1);
  });

  it("of a released order: its earning is reversed", async () => {
    const { orderId, gatewayPaymentId } = await releasedOrder(5_000);
    await deliver(dashboardRefund(gatewayPaymentId, 500_000));
    const ledger = await ledgerOf(orderId);
    expect(ledger.map((e) => e.kind)).toEqual(expect.arrayContaining(["hold", "hold_release", "earning", "reversal"]));
    expect(ledger.find((e) => e.kind === "reversal")?.amount).toBe(-500_000n);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "refunded", protection: "refunded" });
  });

  it("of part of a payment of two orders: the first order it pays for in full is refunded, the rest queued for a person", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openTwoOrders([3_000, 4_000]);
    const handed = await payThroughPage(buyer.token, paymentId, open.order_id);
    const [first, second] = orderIds;
    const firstAmount = (await orderOf(first)).totalAmount;
    // The order of the lower id first, whatever its price; ₹500 more than it covers no other order.
    const part = firstAmount * 100 + 50_000;
    await quietly(() => deliver(dashboardRefund(handed.razorpay_payment_id, part)));
    expect((await orderOf(first)).paymentStatus).toBe("refunded");
    expect((await orderOf(second)).paymentStatus).toBe("paid");
    expect(await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } })).toMatchObject({
      amountPaise: part,
      orderId: first,
      status: "success",
    });
    expect(await db.paymentProblem.findFirstOrThrow({ where: { kind: "partial_refund", paymentId } })).toMatchObject({
      state: "open",
      orderId: second,
    });
    // The rest of the payment refunded too: the whole payment is back, so every order still paid is refunded.
    const rest = 700_000 - part;
    await deliver(dashboardRefund(handed.razorpay_payment_id, rest));
    expect((await orderOf(second)).paymentStatus).toBe("refunded");
  });
});

describe("chargebacks", () => {
  it("created: a chargeback dispute, the held order disputed (nothing releases) and a problem; lost: refunded out of the hold", async () => {
    const { orderId, gatewayPaymentId, paymentId } = await heldOrder(9_000);
    const dispute = { id: `disp_${Date.now().toString(36)}a`, payment_id: gatewayPaymentId, amount: 900_000 };
    expect((await quietly(() => deliver(disputeHook("created", dispute)))).status).toBe(200);
    expect(await db.dispute.findUniqueOrThrow({ where: { orderId } })).toMatchObject({
      source: "chargeback",
      gatewayDisputeId: dispute.id,
      outcome: null,
    });
    expect((await orderOf(orderId)).protection).toBe("disputed");
    expect(await db.paymentProblem.findFirstOrThrow({ where: { kind: "chargeback", eventId: dispute.id } })).toMatchObject({
      state: "open",
      orderId,
      paymentId,
    });
    await deliver(disputeHook("under_review", dispute));
    await deliver(disputeHook("lost", { ...dispute, amount_deducted: 900_000 }));
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "refunded", protection: "refunded" });
    expect(await ledgerOf(orderId)).toEqual([
      { kind: "hold", amount: 900_000n },
      { kind: "hold_refund", amount: -900_000n },
    ]);
    expect(await db.dispute.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ outcome: "refund" });
    expect((await db.paymentProblem.findFirstOrThrow({ where: { kind: "chargeback", eventId: dispute.id } })).state).toBe("resolved");
  });

  it("lost after release: the earning is reversed", async () => {
    const { orderId, gatewayPaymentId } = await releasedOrder(6_000);
    const dispute = { id: `disp_${Date.now().toString(36)}b`, payment_id: gatewayPaymentId, amount: 600_000 };
    await quietly(() => deliver(disputeHook("created", dispute)));
    expect((await orderOf(orderId)).protection).toBe("released");
    await deliver(disputeHook("lost", { ...dispute, amount_deducted: 600_000 }));
    expect((await ledgerOf(orderId)).find((e) => e.kind === "reversal")?.amount).toBe(-600_000n);
  });

  it("won: the order goes back to held, its clock resuming", async () => {
    const { orderId, gatewayPaymentId } = await heldOrder(3_500);
    const deadline = (await orderOf(orderId)).protectionDeadline;
    const dispute = { id: `disp_${Date.now().toString(36)}c`, payment_id: gatewayPaymentId, amount: 350_000 };
    await quietly(() => deliver(disputeHook("created", dispute)));
    await deliver(disputeHook("won", dispute));
    expect(await orderOf(orderId)).toMatchObject({ protection: "held", paymentStatus: "paid", protectionDeadline: deadline });
    expect(await db.dispute.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ outcome: "release" });
  });

  it("on a payment of two orders, the disputed amount picks the order", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openTwoOrders([2_000, 2_600]);
    const handed = await payThroughPage(buyer.token, paymentId, open.order_id);
    const target = (await db.order.findMany({ where: { id: { in: orderIds } } })).find((o) => o.totalAmount === 2_600)!;
    await quietly(() =>
      deliver(disputeHook("created", { id: `disp_${Date.now().toString(36)}d`, payment_id: handed.razorpay_payment_id, amount: 260_000 })),
    );
    expect((await db.dispute.findFirstOrThrow({ where: { orderId: { in: orderIds } } })).orderId).toBe(target.id);
  });
});

describe("the refund of a capture that pays nothing", () => {
  it("is the captured amount to the paisa (₹1,221.50 of an order of ₹1,222)", async () => {
    const { paymentId, checkout: open } = await openFor(1_222);
    const short = standIn.pay(open.order_id, { amount: 122_150 });
    await quietly(() => deliver(capturedHook(short.razorpay_payment_id)));
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } });
    expect(refund).toMatchObject({ amount: 1_221, amountPaise: 122_150, gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    expect(standIn.refunds.get(refund.gatewayRefundId!)).toMatchObject({ amount: 122_150, payment_id: short.razorpay_payment_id });
  });
});

describe("webhook de-duplication", () => {
  it("ten identical deliveries at once: the effect runs once", async () => {
    const hook = standIn.webhook("refund.failed", {
      refund: { entity: { id: `rfnd_unknown${Date.now().toString(36)}`, payment_id: "pay_notours", amount: 10_000, status: "failed" } },
    });
    const answers = await quietly(() => Promise.all(Array.from({ length: 10 }, () => deliver(hook))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json.duplicate === false)).toHaveLength(1);
    expect(await db.paymentProblem.count({ where: { eventId: hook.eventId } })).toBe(1);
  });

  it("an effect that fails lets its claim go, so Razorpay's retry runs it", async () => {
    const { paymentId, checkout: open } = await openFor(2_200);
    const hook = capturedHook(standIn.pay(open.order_id).razorpay_payment_id);
    // The payment's row cannot be written for a moment (a trigger refuses it): the effect fails midway.
    await db.$executeRawUnsafe(
      `CREATE FUNCTION h2_refuse_payment() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'down for a moment'; END $$`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER h2_refuse BEFORE UPDATE ON payments FOR EACH ROW WHEN (OLD.id = '${paymentId}') EXECUTE FUNCTION h2_refuse_payment()`,
    );
    let failed;
    try {
      failed = await quietly(() => deliver(hook));
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER h2_refuse ON payments`);
      await db.$executeRawUnsafe(`DROP FUNCTION h2_refuse_payment()`);
    }
    expect(failed.status).toBe(500);
    expect((await paymentOf(paymentId)).status).toBe("created");
    expect(await db.paymentEvent.count({ where: { id: hook.eventId } })).toBe(0);
    const retried = await deliver(hook);
    expect([retried.status, retried.json.duplicate]).toEqual([200, false]);
    expect((await paymentOf(paymentId)).status).toBe("success");
  });
});

describe("a signed event in an unexpected shape", () => {
  it("is acknowledged and queued with its body; an unsigned one is still refused", async () => {
    const odd = standIn.webhook("payment.captured", { payment: { entity: { id: 42, amount: "lots" } } });
    const res = await quietly(() => deliver(odd));
    expect([res.status, res.json.received]).toEqual([200, true]);
    const problem = await db.paymentProblem.findFirstOrThrow({ where: { kind: "unexpected_event", eventId: odd.eventId } });
    expect(problem.payload).toMatchObject({ event: "payment.captured", payload: { payment: { entity: { id: 42 } } } });
    const unsigned = await deliver({ ...odd, signature: "f".repeat(64), eventId: `${odd.eventId}-forged` });
    expect([unsigned.status, unsigned.json.code]).toEqual([400, "WEBHOOK_SIGNATURE_INVALID"]);
    expect(await db.paymentProblem.count({ where: { eventId: `${odd.eventId}-forged` } })).toBe(0);
  });

  it("a huge one is kept only in part", async () => {
    const huge = standIn.webhook("refund.processed", { refund: { entity: { id: "rfnd_x", note: "x".repeat(100_000) } } });
    await quietly(() => deliver(huge));
    const problem = await db.paymentProblem.findFirstOrThrow({ where: { eventId: huge.eventId } });
    expect(problem.payload).toMatchObject({ truncated: true });
    expect(JSON.stringify(problem.payload).length).toBeLessThan(5_000);
  });
});

describe("the lost-refund lookup", () => {
  it("pages through a payment's refunds (Razorpay answers ten a page)", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor(20_000);
    const handed = await payThroughPage(buyer.token, paymentId, open.order_id);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    standIn.setDown(true);
    await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: orderIds[0] } });
    standIn.setDown(false);
    logged.mockRestore();
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } });
    const config = env();
    const gateway = razorpayGateway({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      apiUrl: config.RAZORPAY_API_URL,
    });
    // The asker died after Razorpay made the refund; eleven smaller ones were made after it.
    const made = await gateway.refund({ paymentId: handed.razorpay_payment_id, amount: 1_000_000, receipt: refund.id });
    for (let i = 0; i < 11; i++) await gateway.refund({ paymentId: handed.razorpay_payment_id, amount: 10_000, receipt: `other-${i}` });
    expect(await gateway.fetchPaymentRefunds(handed.razorpay_payment_id)).toHaveLength(12);
    await db.$executeRaw`UPDATE payments SET "gatewayRefundId" = 'asking:' || id, "updatedAt" = now() - interval '11 minutes' WHERE id = ${refund.id}`;
    await reconcilePayments();
    expect((await paymentOf(refund.id)).gatewayRefundId).toBe(made.id);
    expect([...standIn.refunds.values()].filter((r) => r.receipt === refund.id)).toHaveLength(1);
  });
});

describe("capturing what was only authorized", () => {
  it("an order still payable, authorized minutes ago: captured by the reconciliation and paid; one no longer payable is left", async () => {
    const payable = await openFor(3_300);
    const longAgo = Math.floor(HALF_AN_HOUR_ON().getTime() / 1000) - 10 * 60;
    const authorized = standIn.pay(payable.checkout.order_id, { status: "authorized", createdAt: longAgo });
    const refused = await openFor(3_400);
    const alsoAuthorized = standIn.pay(refused.checkout.order_id, { status: "authorized", createdAt: longAgo });
    expect(
      (await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: refused.orderIds[0] } })).status,
    ).toBe(200);
    const run = await reconcilePayments({ now: HALF_AN_HOUR_ON() });
    expect(run.captured).toBe(1);
    expect(standIn.payments.get(authorized.razorpay_payment_id)?.status).toBe("captured");
    expect(await paymentOf(payable.paymentId)).toMatchObject({ status: "success", gatewayPaymentId: authorized.razorpay_payment_id });
    expect(standIn.payments.get(alsoAuthorized.razorpay_payment_id)?.status).toBe("authorized");
    expect(standIn.requests.filter((r) => r.path.endsWith("/capture"))).toHaveLength(1);
  });
});
