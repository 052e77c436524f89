import { createHmac } from "node:crypto";
import { startRazorpayStandIn, type TRazorpayStandIn } from "@/tests/helpers/razorpay-stand-in";
import { razorpayGateway, type TRazorpayGateway } from "./razorpay-gateway";

// The Razorpay gateway against a stand-in of Razorpay's REST API (tests/helpers/razorpay-stand-in.ts):
// what it asks, what it makes of the answers, and the two signatures it checks.

const KEYS = { keyId: "rzp_test_standin", keySecret: "stand-in-key-secret", webhookSecret: "stand-in-webhook-secret" };
let standIn: TRazorpayStandIn;
let gateway: TRazorpayGateway;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(KEYS);
  gateway = razorpayGateway({ ...KEYS, apiUrl: standIn.url });
});
afterAll(() => standIn.close());
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("orders and payments", () => {
  it("creates an order for the amount in paise, with our payment's id as its receipt", async () => {
    const order = await gateway.createOrder({ amount: 1_250_000, receipt: "cmpay000000000000000000001" });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 1_250_000,
      currency: "INR",
      receipt: "cmpay000000000000000000001",
      status: "created",
    });
    expect(standIn.requests.at(-1)).toEqual({
      method: "POST",
      path: "/v1/orders",
      body: { amount: 1_250_000, currency: "INR", receipt: "cmpay000000000000000000001" },
    });
  });

  it("reads a payment and every payment of an order, a failed attempt and the one that went through", async () => {
    const order = await gateway.createOrder({ amount: 500_000, receipt: "r1" });
    const failed = standIn.pay(order.id, { status: "failed" });
    const paid = standIn.pay(order.id, { method: "card" });
    expect(await gateway.fetchPayment(paid.razorpay_payment_id)).toEqual({
      id: paid.razorpay_payment_id,
      orderId: order.id,
      amount: 500_000,
      currency: "INR",
      status: "captured",
      method: "card",
      createdAt: standIn.payments.get(paid.razorpay_payment_id)!.created_at,
    });
    const all = await gateway.fetchOrderPayments(order.id);
    expect(all.map((p) => [p.id, p.status])).toEqual([
      [failed.razorpay_payment_id, "failed"],
      [paid.razorpay_payment_id, "captured"],
    ]);
  });

  it("refunds a captured payment, and reads the refund as the bank settles it", async () => {
    const order = await gateway.createOrder({ amount: 300_000, receipt: "r2" });
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    const refund = await gateway.refund({ paymentId, amount: 300_000, receipt: "cmrefund1" });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId, amount: 300_000, status: "pending", receipt: "cmrefund1" });
    expect(standIn.requests.at(-1)?.body).toEqual({ amount: 300_000, speed: "normal", receipt: "cmrefund1" });
    standIn.settleRefund(refund.id, "processed");
    expect((await gateway.fetchRefund(refund.id)).status).toBe("processed");
    expect((await gateway.fetchPayment(paymentId)).status).toBe("refunded");
    // A payment's refunds, to find one by its receipt.
    expect((await gateway.fetchPaymentRefunds(paymentId)).map((r) => [r.id, r.receipt])).toEqual([[refund.id, "cmrefund1"]]);
  });

  it("turns every refusal and outage of the gateway into PAYMENT_GATEWAY_ERROR, never a raw error", async () => {
    const order = await gateway.createOrder({ amount: 200_000, receipt: "r3" });
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    await gateway.refund({ paymentId, amount: 200_000, receipt: "x" });
    // More than is left to refund, an unknown payment, wrong keys, an outage, nobody listening.
    await expect(gateway.refund({ paymentId, amount: 100, receipt: "again" })).rejects.toMatchObject({ code: "PAYMENT_GATEWAY_ERROR" });
    await expect(gateway.fetchPayment("pay_unknown")).rejects.toMatchObject({ code: "PAYMENT_GATEWAY_ERROR" });
    const wrongKeys = razorpayGateway({ ...KEYS, keySecret: "not-the-secret", apiUrl: standIn.url });
    await expect(wrongKeys.createOrder({ amount: 100_000, receipt: "r4" })).rejects.toMatchObject({ code: "PAYMENT_GATEWAY_ERROR" });
    standIn.setDown(true);
    await expect(gateway.createOrder({ amount: 100_000, receipt: "r5" })).rejects.toMatchObject({ code: "PAYMENT_GATEWAY_ERROR" });
    standIn.setDown(false);
    const nobody = razorpayGateway({ ...KEYS, apiUrl: "http://127.0.0.1:9" });
    await expect(nobody.fetchPayment("pay_x")).rejects.toMatchObject({ code: "PAYMENT_GATEWAY_ERROR" });
  });

  it("never asks for less than ₹1 or for part of a paisa", async () => {
    const asked = standIn.requests.length;
    await expect(gateway.createOrder({ amount: 99, receipt: "r6" })).rejects.toMatchObject({ code: "PAYMENT_GATEWAY_ERROR" });
    await expect(gateway.createOrder({ amount: 100.5, receipt: "r7" })).rejects.toMatchObject({ code: "PAYMENT_GATEWAY_ERROR" });
    expect(standIn.requests.length).toBe(asked);
  });
});

describe("signatures", () => {
  const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

  it("accepts what Checkout hands back for a payment, and nothing else", async () => {
    const order = await gateway.createOrder({ amount: 100_000, receipt: "s1" });
    const paid = standIn.pay(order.id);
    const signed = { orderId: order.id, paymentId: paid.razorpay_payment_id };
    expect(gateway.isCheckoutSigned({ ...signed, signature: paid.razorpay_signature })).toBe(true);
    expect(gateway.isCheckoutSigned({ ...signed, signature: paid.razorpay_signature.toUpperCase() })).toBe(true);
    // Another payment's signature, another order's, another key's, a cut one, none, not a string.
    const other = standIn.pay(order.id);
    expect(gateway.isCheckoutSigned({ ...signed, signature: other.razorpay_signature })).toBe(false);
    expect(gateway.isCheckoutSigned({ orderId: "order_other", paymentId: signed.paymentId, signature: paid.razorpay_signature })).toBe(
      false,
    );
    expect(gateway.isCheckoutSigned({ ...signed, signature: hmac("another-secret", `${order.id}|${signed.paymentId}`) })).toBe(false);
    expect(gateway.isCheckoutSigned({ ...signed, signature: paid.razorpay_signature.slice(0, 63) })).toBe(false);
    expect(gateway.isCheckoutSigned({ ...signed, signature: "" })).toBe(false);
    expect(gateway.isCheckoutSigned({ ...signed, signature: ["a"] })).toBe(false);
  });

  it("accepts a webhook signed with the webhook secret over its raw body, and nothing else", () => {
    const { body, signature } = standIn.webhook("payment.captured", { payment: { entity: { id: "pay_1" } } });
    expect(gateway.isWebhookSigned(body, signature)).toBe(true);
    // The same JSON written differently is another body: the signature is over the bytes as sent.
    expect(gateway.isWebhookSigned(JSON.stringify(JSON.parse(body), null, 1), signature)).toBe(false);
    expect(gateway.isWebhookSigned(body, hmac(KEYS.keySecret, body))).toBe(false);
    expect(gateway.isWebhookSigned(body, undefined)).toBe(false);
  });
});
