import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { openPayment, RAZORPAY_KEYS as KEYS, withRazorpayStandIn, type TCheckout } from "../helpers/razorpay";
import type { TRazorpayStandIn } from "../helpers/razorpay-stand-in";

// The payment step with PAYMENT_PROVIDER=razorpay, against a stand-in of Razorpay's REST API: the order
// Checkout pays, and the page's report of a payment counted only when Razorpay's signature and Razorpay
// itself confirm it.

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
const verify = (token: string, body: Record<string, unknown>) => call(verifyPayment, "POST", "/server/payments/verify", { token, body });
const paidOrders = (ids: string[]) => db.order.count({ where: { id: { in: ids }, paymentStatus: "paid" } });

describe("opening a payment", () => {
  it("makes Razorpay's order at the total in paise, with our payment as its receipt, and hands Checkout what it needs", async () => {
    const { paymentId, checkout: open } = await openFor(18_500);
    expect(open).toEqual({
      provider: "razorpay",
      key_id: KEYS.keyId,
      order_id: expect.stringMatching(/^order_/),
      amount: 1_850_000,
      currency: "INR",
    });
    expect(standIn.orders.get(open.order_id)).toMatchObject({ amount: 1_850_000, currency: "INR", receipt: paymentId });
    expect(await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      provider: "razorpay",
      gatewayOrderId: open.order_id,
      status: "created",
    });
  });

  it("asked again for the same orders, answers the same payment and Razorpay order, without making another", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor(9_000);
    const made = standIn.orders.size;
    const again = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: 9_000, order_ids: orderIds },
    });
    expect([again.json.order_id, (again.json.checkout as TCheckout).order_id]).toEqual([paymentId, open.order_id]);
    expect(standIn.orders.size).toBe(made);
  });

  it("when Razorpay does not answer, says so and leaves the payment to be opened again", async () => {
    const buyer = await createUser({ name: "Ravi Teja", verified: true });
    const pet = await createPet(seller.id, { name: "Coco", price: 7_000 });
    await db.cartItem.create({ data: { userId: buyer.id, petId: pet.id, quantity: 1 } });
    const { orders } = (await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token })).json as { orders: string[] };
    standIn.setDown(true);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: 7_000, order_ids: orders },
    });
    standIn.setDown(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("razorpay order failed (503)"));
    logged.mockRestore();
    expect([failed.status, failed.json.code]).toEqual([502, "PAYMENT_GATEWAY_ERROR"]);
    const retried = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: 7_000, order_ids: orders },
    });
    expect(retried.status).toBe(200);
    expect((retried.json.checkout as TCheckout).order_id).toMatch(/^order_/);
    expect(await db.payment.count({ where: { userId: buyer.id } })).toBe(1);
  });
});

describe("the page's report of a payment", () => {
  it("counts a payment whose signature is Razorpay's and which Razorpay says is captured for the whole amount", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor();
    const handed = standIn.pay(open.order_id);
    const res = await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...handed });
    expect([res.status, res.json.status]).toEqual([200, "success"]);
    expect(await paidOrders(orderIds)).toBe(1);
    expect(await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      status: "success",
      gatewayPaymentId: handed.razorpay_payment_id,
    });
    // Reported twice (the same payment, signed): success again, and it was paid once.
    const again = await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...handed });
    expect([again.status, again.json.status]).toEqual([200, "success"]);
    expect(await paidOrders(orderIds)).toBe(1);
    expect(await db.payment.count({ where: { refundOf: paymentId } })).toBe(0);
  });

  it("refuses success without Razorpay's signature, with another payment's, or for another order, and records nothing", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor();
    const handed = standIn.pay(open.order_id);
    const other = await openFor();
    const othersHanded = standIn.pay(other.checkout.order_id);
    const attempts = [
      { order_id: paymentId, payment_status: "success" },
      { order_id: paymentId, payment_status: "success", ...handed, razorpay_signature: "0".repeat(64) },
      { order_id: paymentId, payment_status: "success", ...handed, razorpay_signature: othersHanded.razorpay_signature },
      { order_id: paymentId, payment_status: "success", ...othersHanded },
    ];
    for (const body of attempts) {
      const res = await verify(buyer.token, body);
      expect([res.status, res.json.code]).toEqual([400, "PAYMENT_SIGNATURE_INVALID"]);
    }
    expect(await paidOrders(orderIds)).toBe(0);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("created");
  });

  it("refuses a signed payment that Razorpay says is for less than the order", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor(20_000);
    const handed = standIn.pay(open.order_id, { amount: 100 });
    const res = await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...handed });
    expect([res.status, res.json.code]).toEqual([409, "PAYMENT_NOT_CONFIRMED"]);
    expect(await paidOrders(orderIds)).toBe(0);
  });

  it("leaves a payment only authorized pending, and a failed attempt open for the buyer's next try", async () => {
    const { buyer, orderIds, paymentId, checkout: open } = await openFor();
    const failed = standIn.pay(open.order_id, { status: "failed" });
    expect((await verify(buyer.token, { order_id: paymentId, payment_status: "failed" })).json.status).toBe("failed");
    expect((await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...failed })).json.status).toBe("failed");
    const authorized = standIn.pay(open.order_id, { status: "authorized" });
    expect((await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...authorized })).json.status).toBe("pending");
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("created");
    // The next try in the same Checkout goes through.
    const paid = standIn.pay(open.order_id);
    expect((await verify(buyer.token, { order_id: paymentId, payment_status: "success", ...paid })).json.status).toBe("success");
    expect(await paidOrders(orderIds)).toBe(1);
  });

  it("another buyer's payment is not found", async () => {
    const { paymentId, checkout: open } = await openFor();
    const stranger = await createUser({ name: "Stranger", verified: true });
    const res = await verify(stranger.token, { order_id: paymentId, payment_status: "success", ...standIn.pay(open.order_id) });
    expect([res.status, res.json.code]).toEqual([404, "PAYMENT_NOT_FOUND"]);
  });
});
