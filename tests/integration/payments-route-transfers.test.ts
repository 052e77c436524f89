import { POST as recordPayout } from "@/app/server/admin/payouts/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { GET as earnings } from "@/app/server/sellers/earnings/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { feeOf } from "@/lib/ledger/money";
import { refundHeld } from "@/lib/orders/protection";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { reconcilePayments } from "@/lib/payments/razorpay-reconcile";
import { handleRouteWebhook } from "@/lib/payments/razorpay-route-webhook";
import { syncRouteTransfers } from "@/lib/payments/razorpay-route-transfers";
import { assertSellerCanBePaid as assertCanBePaid } from "@/lib/orders/service";
import { runProtectionJob } from "@/lib/protection/run";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { openPayment, withRazorpayStandIn } from "../helpers/razorpay";
import { deliver, routeOrders } from "../helpers/razorpay-route";
import type { TRazorpayStandIn } from "../helpers/razorpay-stand-in";

// Razorpay Route's transfers (lib/payments/razorpay-route-transfers.ts) against the stand-in of
// Razorpay's API: each paid order of an activated seller sends its money less the fee to the seller's
// linked account on hold; the order's release lets Razorpay settle it, and the settlement is the seller's
// payout; a refund takes the money back from the seller (a reversal) before it is asked of Razorpay. And
// the accept gate: a paid order is accepted only by a seller Route can pay. The clock is moved by running
// the protection job at a later `now`, never by waiting.

const db = getDb();
const config = env();
const standInOf = withRazorpayStandIn();
let standIn: TRazorpayStandIn;
jest.setTimeout(120_000);

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  await resetDb();
  standIn = standInOf();
});
beforeEach(() => {
  config.PLATFORM_FEE_PERCENT = 2.5;
});
afterEach(() => {
  config.PLATFORM_FEE_PERCENT = 0;
});
afterAll(closeDb);

type TUser = Awaited<ReturnType<typeof createUser>>;
const post = (handler: typeof accept, path: string, token: string, body: unknown) => call(handler, "POST", path, { token, body });
const { linkedSeller, activatedSeller, paidOrder, heldOrder, handedOverOrder } = routeOrders(() => standIn);

const transferOf = (orderId: string) => db.transfer.findUniqueOrThrow({ where: { orderId } });
const atRazorpay = async (orderId: string) => standIn.route.transfers.get((await transferOf(orderId)).gatewayTransferId!)!;
/** The order's money to the seller: its paise less the fee at 2.5%. */
const transferPaise = (rupees: number) => rupees * 100 - Number(feeOf(BigInt(rupees * 100), 2.5));
/** The stand-in's requests since `from`, as "METHOD path". */
const asked = (from: number) => standIn.requests.slice(from).map((r) => `${r.method} ${r.path}`);
const balance = async (seller: TUser) => (await call(earnings, "GET", "/server/sellers/earnings", { token: seller.token })).json.summary;

describe("a transfer for each paid order", () => {
  it("is made when the payment of an activated seller's order is captured: on hold, for the order less the fee", async () => {
    const seller = await activatedSeller();
    const { orderId, gatewayPaymentId } = await paidOrder(seller, 12_345);
    const row = await transferOf(orderId);
    expect(row).toMatchObject({
      state: "on_hold",
      amountPaise: BigInt(transferPaise(12_345)),
      gatewayTransferId: expect.stringMatching(/^trf_/),
    });
    expect(transferPaise(12_345)).toBe(1_234_500 - 30_863);
    expect(await atRazorpay(orderId)).toMatchObject({
      source: gatewayPaymentId,
      recipient: seller.accountId,
      amount: 1_203_637,
      currency: "INR",
      on_hold: true,
      settlement_status: "on_hold",
      notes: { transfer_id: row.id, order_id: orderId },
    });
  });

  it("is made once, however many syncs run at once", async () => {
    const seller = await activatedSeller();
    // Razorpay is down while the page reports the payment: the sync after it makes nothing.
    const { buyer, orderIds, paymentId, checkout } = await openPayment(seller.id, 8_000);
    const handed = standIn.pay(checkout.order_id);
    await post(verifyPayment, "/server/payments/verify", buyer.token, { order_id: paymentId, payment_status: "success", ...handed });
    await db.transfer.deleteMany({ where: { orderId: orderIds[0] } });
    for (const [id, t] of standIn.route.transfers) if (t.source === handed.razorpay_payment_id) standIn.route.transfers.delete(id);
    await Promise.all([syncRouteTransfers(), syncRouteTransfers(), syncRouteTransfers()]);
    expect([...standIn.route.transfers.values()].filter((t) => t.source === handed.razorpay_payment_id)).toHaveLength(1);
    expect((await transferOf(orderIds[0])).state).toBe("on_hold");
  });

  it("waits for a seller whose account is not activated, and is made when Razorpay activates it", async () => {
    const seller = await linkedSeller();
    const { orderId } = await paidOrder(seller);
    expect(await db.transfer.count({ where: { orderId } })).toBe(0);
    expect((await deliver(standIn.route.activateAccount(seller.accountId))).status).toBe(200);
    expect(await transferOf(orderId)).toMatchObject({ state: "on_hold", amountPaise: BigInt(transferPaise(12_000)) });
  });

  it("a claim whose asker died is resolved by the reconciliation: kept if Razorpay made it, asked again if not", async () => {
    const seller = await activatedSeller();
    const made = await paidOrder(seller, 5_000);
    const never = await paidOrder(seller, 6_000);
    const madeAt = (await transferOf(made.orderId)).gatewayTransferId!;
    standIn.route.transfers.delete((await transferOf(never.orderId)).gatewayTransferId!);
    await db.$executeRaw`UPDATE transfers SET "gatewayTransferId" = 'asking:' || id, state = 'created', "updatedAt" = now() - interval '11 minutes' WHERE "orderId" IN (${made.orderId}, ${never.orderId})`;
    await reconcilePayments();
    expect(await transferOf(made.orderId)).toMatchObject({ gatewayTransferId: madeAt, state: "on_hold" });
    const again = await transferOf(never.orderId);
    expect(again).toMatchObject({ state: "on_hold", gatewayTransferId: expect.stringMatching(/^trf_/) });
    expect([...standIn.route.transfers.values()].filter((t) => t.source === made.gatewayPaymentId)).toHaveLength(1);
    expect([...standIn.route.transfers.values()].filter((t) => t.source === never.gatewayPaymentId)).toHaveLength(1);
  });

  it("a transfer Razorpay reports failed is queued for a person, once", async () => {
    const seller = await activatedSeller();
    const { orderId } = await paidOrder(seller);
    const hook = standIn.route.failTransfer((await transferOf(orderId)).gatewayTransferId!);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await deliver(hook)).status).toBe(200);
    await deliver({ ...hook, eventId: "evt_failed_again" });
    logged.mockRestore();
    expect((await transferOf(orderId)).state).toBe("failed");
    expect(await db.paymentProblem.findMany({ where: { orderId, kind: "transfer_failed" } })).toEqual([
      expect.objectContaining({ state: "open", detail: expect.stringContaining("failed") }),
    ]);
  });

  it("an event about a transfer that is not ours is unmatched", async () => {
    const entity = { id: "trf_NotOurs000001", status: "processed", amount: 100, notes: {} };
    expect(await handleRouteWebhook("transfer.processed", { transfer: { entity } })).toBe("unmatched");
  });
});

describe("the accept gate", () => {
  it("a paid order is accepted only by a seller with an activated linked account", async () => {
    const seller = await linkedSeller();
    const { orderId } = await paidOrder(seller);
    await expect(db.$transaction((tx) => assertCanBePaid({ tx, orderId, sellerId: seller.id }))).rejects.toMatchObject({
      code: "LINKED_ACCOUNT_REQUIRED",
    });
    const refused = await post(accept, "/server/orders/accept", seller.token, { order_id: orderId });
    expect([refused.status, refused.json.code]).toEqual([409, "LINKED_ACCOUNT_REQUIRED"]);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("pending");
    await deliver(standIn.route.activateAccount(seller.accountId));
    expect((await post(accept, "/server/orders/accept", seller.token, { order_id: orderId })).status).toBe(200);
  });

  it("an unpaid order is not accepted without one either: it would be paid within the day with nowhere for its money to go", async () => {
    const seller = await createUser({ verified: true, name: "No Account Yet" });
    const { orderIds } = await openPayment(seller.id, 9_000);
    await expect(db.$transaction((tx) => assertCanBePaid({ tx, orderId: orderIds[0], sellerId: seller.id }))).rejects.toMatchObject({
      code: "LINKED_ACCOUNT_REQUIRED",
    });
    const refused = await post(accept, "/server/orders/accept", seller.token, { order_id: orderIds[0] });
    expect([refused.status, refused.json.code]).toEqual([409, "LINKED_ACCOUNT_REQUIRED"]);
    expect(await db.pet.count({ where: { sellerId: seller.id, status: "active" } })).toBe(1);
  });

  it("with the mock provider, a paid order is accepted without one", async () => {
    config.PAYMENT_PROVIDER = "mock";
    try {
      const seller = await createUser({ verified: true, name: "Mock Seller" });
      const { buyer, orderIds, paymentId } = await openPayment(seller.id, 9_000);
      expect(
        (await post(verifyPayment, "/server/payments/verify", buyer.token, { order_id: paymentId, payment_status: "success" })).json.status,
      ).toBe("success");
      expect((await post(accept, "/server/orders/accept", seller.token, { order_id: orderIds[0] })).status).toBe(200);
      expect(await db.transfer.count({ where: { orderId: orderIds[0] } })).toBe(0);
    } finally {
      config.PAYMENT_PROVIDER = "razorpay";
    }
  });
});

describe("release and payout", () => {
  it("a released order's transfer is released, and its settlement is the seller's payout, written once", async () => {
    const seller = await activatedSeller();
    const { orderId } = await handedOverOrder(seller, 10_000);
    const before = standIn.requests.length;
    await runProtectionJob({ now: later(config.PROTECTION_HOURS + 1) });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).protection).toBe("released");
    const row = await transferOf(orderId);
    expect(row.state).toBe("released");
    expect(asked(before)).toContain(`PATCH /v1/transfers/${row.gatewayTransferId}`);
    expect(await atRazorpay(orderId)).toMatchObject({ on_hold: false, settlement_status: "pending" });
    // Owed until Razorpay pays it out.
    expect((await balance(seller)).pending_paise).toBe(transferPaise(10_000));

    expect((await deliver(standIn.route.processTransfer(row.gatewayTransferId!))).status).toBe(200);
    const settled = standIn.route.settleTransfer(row.gatewayTransferId!);
    expect((await deliver(settled)).status).toBe(200);
    expect((await transferOf(orderId)).state).toBe("processed");
    const payouts = () => db.ledgerEntry.findMany({ where: { sellerId: seller.id, kind: "payout" } });
    expect(await payouts()).toEqual([
      expect.objectContaining({ amount: -BigInt(transferPaise(10_000)), reference: row.gatewayTransferId, actorId: null, orderId: null }),
    ]);
    expect(await balance(seller)).toMatchObject({ pending_paise: 0, paid_out_paise: transferPaise(10_000) });
    // Delivered again, and again under a new id (Razorpay's retry of a lost answer): one payout.
    expect((await deliver(settled)).json.duplicate).toBe(true);
    expect((await deliver({ ...settled, eventId: "evt_settled_again" })).status).toBe(200);
    expect(await payouts()).toHaveLength(1);
  });

  it("a settlement Razorpay reports by no webhook is found by the reconciliation", async () => {
    const seller = await activatedSeller();
    const { orderId } = await handedOverOrder(seller, 7_000);
    await runProtectionJob({ now: later(config.PROTECTION_HOURS + 1) });
    const { gatewayTransferId } = await transferOf(orderId);
    standIn.route.processTransfer(gatewayTransferId!);
    standIn.route.settleTransfer(gatewayTransferId!); // never delivered
    await reconcilePayments({ now: later(1) });
    expect((await transferOf(orderId)).state).toBe("processed");
    expect(await db.ledgerEntry.count({ where: { sellerId: seller.id, kind: "payout", reference: gatewayTransferId } })).toBe(1);
  });

  it("a moderator cannot record a payout by hand: Route pays sellers", async () => {
    const seller = await activatedSeller();
    const moderator = await createUser({ verified: true, name: "Moderator Meera" });
    await db.user.update({ where: { id: moderator.id }, data: { role: "moderator" } });
    const res = await post(recordPayout, "/server/admin/payouts", moderator.token, {
      sellerId: seller.id,
      amount: "100",
      reference: "UTR123",
    });
    expect([res.status, res.json.code]).toEqual([409, "PAYOUTS_BY_ROUTE"]);
    expect(await db.ledgerEntry.count({ where: { sellerId: seller.id, kind: "payout" } })).toBe(0);
  });
});

describe("refunds take the money back from the seller first", () => {
  it("a paid order its seller rejects: the transfer is reversed, then the refund is asked", async () => {
    const seller = await activatedSeller();
    const { orderId, gatewayPaymentId } = await paidOrder(seller, 9_000);
    const { gatewayTransferId } = await transferOf(orderId);
    const before = standIn.requests.length;
    expect((await post(reject, "/server/orders/reject", seller.token, { order_id: orderId })).status).toBe(200);
    const calls = asked(before);
    const reversal = calls.indexOf(`POST /v1/transfers/${gatewayTransferId}/reversals`);
    const refund = calls.indexOf(`POST /v1/payments/${gatewayPaymentId}/refund`);
    expect(reversal).toBeGreaterThanOrEqual(0);
    expect(refund).toBeGreaterThan(reversal);
    expect(await atRazorpay(orderId)).toMatchObject({ status: "reversed", amount_reversed: transferPaise(9_000) });
    expect(await transferOf(orderId)).toMatchObject({
      state: "reversed",
      amountPaise: 0n,
      gatewayReversalId: expect.stringMatching(/^rvrsl_/),
    });
    expect([...standIn.refunds.values()].find((r) => r.payment_id === gatewayPaymentId)?.amount).toBe(900_000);
  });

  it("a held order not handed over in time: reversed, then refunded", async () => {
    const seller = await activatedSeller();
    const { orderId, gatewayPaymentId } = await heldOrder(seller, 11_000);
    const { gatewayTransferId } = await transferOf(orderId);
    const before = standIn.requests.length;
    await runProtectionJob({ now: later(config.HANDOVER_DAYS * 24 + 1) });
    const calls = asked(before);
    expect(calls.indexOf(`POST /v1/payments/${gatewayPaymentId}/refund`)).toBeGreaterThan(
      calls.indexOf(`POST /v1/transfers/${gatewayTransferId}/reversals`),
    );
    expect((await transferOf(orderId)).state).toBe("reversed");
    expect((await balance(seller)).pending_paise).toBe(0);
  });

  it("while Razorpay cannot reverse the transfer, the refund waits; the reconciliation asks both, in order", async () => {
    const seller = await activatedSeller();
    const { orderId, gatewayPaymentId } = await paidOrder(seller, 4_000);
    standIn.setDown(true);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await post(reject, "/server/orders/reject", seller.token, { order_id: orderId }).finally(() => standIn.setDown(false));
    logged.mockRestore();
    const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", orderId } });
    expect(refund.gatewayRefundId).toBeNull();
    expect((await transferOf(orderId)).state).toBe("on_hold");
    const before = standIn.requests.length;
    await reconcilePayments();
    const calls = asked(before);
    expect(calls.indexOf(`POST /v1/payments/${gatewayPaymentId}/refund`)).toBeGreaterThan(
      calls.indexOf(`POST /v1/transfers/${(await transferOf(orderId)).gatewayTransferId}/reversals`),
    );
    expect((await db.payment.findUniqueOrThrow({ where: { id: refund.id } })).gatewayRefundId).toMatch(/^rfnd_/);
  });

  it("a part refund reverses the transfer down to the seller's net on what was released, then releases that", async () => {
    const seller = await activatedSeller();
    const { orderId, gatewayPaymentId } = await handedOverOrder(seller, 12_000);
    const { gatewayTransferId } = await transferOf(orderId);
    expect(transferPaise(12_000)).toBe(1_170_000);
    const before = standIn.requests.length;
    // A dispute decided in part: ₹3,000 back to the buyer, the rest (₹9,000) released to the seller.
    expect(
      await db.$transaction((tx) => refundHeld(tx, { orderId, from: ["handed_over", "disputed"], reason: "dispute", amount: 3_000 })),
    ).toBe(true);
    await askRefundsAfterResponse();
    const kept = 900_000 - Number(feeOf(900_000n, 2.5)); // 877,500
    const calls = asked(before);
    const reversal = calls.indexOf(`POST /v1/transfers/${gatewayTransferId}/reversals`);
    const release = calls.indexOf(`PATCH /v1/transfers/${gatewayTransferId}`);
    const refund = calls.indexOf(`POST /v1/payments/${gatewayPaymentId}/refund`);
    expect(reversal).toBeGreaterThanOrEqual(0);
    expect([release > reversal, refund > reversal]).toEqual([true, true]);
    expect(standIn.requests[before + reversal].body).toMatchObject({ amount: 1_170_000 - kept });
    expect(await atRazorpay(orderId)).toMatchObject({ status: "partially_reversed", amount_reversed: 292_500, on_hold: false });
    expect(await transferOf(orderId)).toMatchObject({ state: "released", amountPaise: BigInt(kept) });
    expect([...standIn.refunds.values()].find((r) => r.payment_id === gatewayPaymentId)?.amount).toBe(300_000);
    // Razorpay pays out what the seller kept: nothing is left owed.
    standIn.route.processTransfer(gatewayTransferId!);
    await deliver(standIn.route.settleTransfer(gatewayTransferId!));
    expect(await balance(seller)).toMatchObject({ pending_paise: 0, paid_out_paise: kept });
  });
});
