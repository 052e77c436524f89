import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { GET as listTransactions } from "@/app/server/transactions/route";
import { getDb } from "@/lib/db";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
jest.setTimeout(60_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let buyer: TUser;

const newPet = createPet;

const create = (token: string, body: unknown) => call(createPayment, "POST", "/server/payments/create-order", { token, body });
const verify = (token: string, orderId: string, status: string) => call(verifyPayment, "POST", "/server/payments/verify", { token, body: { order_id: orderId, payment_status: status } });

/** A fresh verified buyer with a cart of Rex (₹1,00,000 × 1) and Luna (₹12,345 × 2): total ₹1,24,690. */
async function buyerWithCart() {
  const user = await createUser({ name: "Kavya Rao", verified: true });
  const rex = await newPet(seller.id, { name: "Rex", price: 100000 });
  const luna = await newPet(seller.id, { name: "Luna", price: 12345 });
  await db.cartItem.createMany({ data: [{ userId: user.id, petId: rex.id, quantity: 1 }, { userId: user.id, petId: luna.id, quantity: 2 }] });
  return { user, rex, luna, total: 124690 };
}

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  buyer = await createUser({ name: "Arjun Mehta", verified: true });
});
afterAll(closeDb);

describe("POST /server/payments/create-order", () => {
  it("needs a session", async () => {
    expect((await call(createPayment, "POST", "/server/payments/create-order", { body: { amount: 10 } })).status).toBe(401);
  });

  it("creates a payment of the server's cart total, with a snapshot of the cart", async () => {
    const { user, rex, luna, total } = await buyerWithCart();
    const res = await create(user.token, { amount: total, items: [{ pet_id: rex.id, price: 1 }] });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(typeof res.json.order_id).toBe("string");
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.order_id } });
    expect(payment).toMatchObject({ userId: user.id, kind: "payment", status: "created", amount: total });
    expect(payment.items).toEqual(expect.arrayContaining([
      { pet_id: rex.id, name: "Rex", price: 100000, quantity: 1 },
      { pet_id: luna.id, name: "Luna", price: 12345, quantity: 2 },
    ]));
    expect(payment.items).toHaveLength(2);
  });

  it("refuses an amount other than the cart total with AMOUNT_MISMATCH", async () => {
    const { user, total } = await buyerWithCart();
    for (const amount of [1, total - 1, total + 0.5]) {
      const res = await create(user.token, { amount });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "AMOUNT_MISMATCH", message: "The amount does not match your cart total of ₹1,24,690." });
    }
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
  });

  it("prices only active pets", async () => {
    const { user, rex } = await buyerWithCart();
    await db.pet.update({ where: { id: rex.id }, data: { status: "sold" } });
    expect((await create(user.token, { amount: 124690 })).json.code).toBe("AMOUNT_MISMATCH");
    expect((await create(user.token, { amount: 24690 })).status).toBe(200);
  });

  it.each([0, -5, "abc", null, undefined])("refuses amount %j with 422 'Invalid amount'", async (amount) => {
    const { user } = await buyerWithCart();
    const res = await create(user.token, { amount });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("Invalid amount");
  });

  it("refuses an empty cart with 400 'Your cart is empty'", async () => {
    const res = await create(buyer.token, { amount: 100 });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "CART_EMPTY", message: "Your cart is empty" });
  });

  it("refuses an unverified user", async () => {
    const user = await createUser({ name: "Ravi Kumar" });
    const pet = await newPet(seller.id, { price: 500 });
    await db.cartItem.create({ data: { userId: user.id, petId: pet.id } });
    const res = await create(user.token, { amount: 500 });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: "Please verify your email address before proceeding to checkout." });
  });
});

describe("POST /server/payments/verify", () => {
  it("on success marks the checkout's orders paid and clears the cart; a second call changes nothing", async () => {
    const { user, total } = await buyerWithCart();
    const co = await call(checkout, "POST", "/server/orders/checkout", { token: user.token });
    expect(co.status).toBe(201);
    const { json } = await create(user.token, { amount: total });

    const res = await verify(user.token, json.order_id, "success");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, status: "success" });
    expect(await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).toMatchObject({ status: "success" });
    const orders = await db.order.findMany({ where: { id: { in: co.json.orders } } });
    expect(orders).toHaveLength(2);
    for (const o of orders) expect(o).toMatchObject({ paymentStatus: "paid", paymentId: json.order_id, status: "pending" });
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(0);

    // The same call again, and one asking for another outcome: the first outcome stands.
    const updatedAt = (await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).updatedAt;
    const again = await verify(user.token, json.order_id, "success");
    expect(again.json).toEqual({ success: true, status: "success" });
    const flip = await verify(user.token, json.order_id, "failed");
    expect(flip.status).toBe(200);
    expect(flip.json).toEqual({ success: true, status: "success" });
    const after = await db.payment.findUniqueOrThrow({ where: { id: json.order_id } });
    expect(after).toMatchObject({ status: "success" });
    expect(after.updatedAt).toEqual(updatedAt);
  });

  it("concurrent verifications record one outcome", async () => {
    const { user, total } = await buyerWithCart();
    const { json } = await create(user.token, { amount: total });
    const results = await Promise.all([verify(user.token, json.order_id, "success"), verify(user.token, json.order_id, "failed")]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const recorded = (await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).status;
    for (const r of results) expect(r.json.status).toBe(recorded);
  });

  it("does not mark orders for pets outside the payment, nor other buyers' orders", async () => {
    const { user, total } = await buyerWithCart();
    await call(checkout, "POST", "/server/orders/checkout", { token: user.token });
    const elsewhere = await newPet(seller.id, { name: "Extra", price: 50 });
    const direct = await db.order.create({ data: { buyerId: user.id, sellerId: seller.id, petId: elsewhere.id, unitPrice: 50, totalAmount: 50 } });
    const { json } = await create(user.token, { amount: total });
    await verify(user.token, json.order_id, "success");
    expect(await db.order.findUniqueOrThrow({ where: { id: direct.id } })).toMatchObject({ paymentStatus: "unpaid", paymentId: null });
  });

  it("on failure records it and leaves the orders and the cart alone", async () => {
    const { user, total } = await buyerWithCart();
    const co = await call(checkout, "POST", "/server/orders/checkout", { token: user.token });
    const { json } = await create(user.token, { amount: total });
    const res = await verify(user.token, json.order_id, "failed");
    expect(res.json).toEqual({ success: true, status: "failed" });
    expect(await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).toMatchObject({ status: "failed" });
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(2);
    for (const o of await db.order.findMany({ where: { id: { in: co.json.orders } } })) expect(o).toMatchObject({ paymentStatus: "unpaid", paymentId: null });
    // A failed payment cannot be turned into a success afterwards.
    expect((await verify(user.token, json.order_id, "success")).json).toEqual({ success: true, status: "failed" });
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(2);
  });

  it("answers 404 for someone else's payment or an unknown one, and changes nothing", async () => {
    const { user, total } = await buyerWithCart();
    const { json } = await create(user.token, { amount: total });
    const res = await verify(buyer.token, json.order_id, "success");
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
    expect((await verify(buyer.token, "nope", "success")).status).toBe(404);
    expect(await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).toMatchObject({ status: "created" });
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(2);
  });

  it("refuses a payment_status other than success or failed", async () => {
    const res = await verify(buyer.token, "whatever", "maybe");
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors.payment_status).toBeDefined();
  });
});

describe("GET /server/transactions", () => {
  it("lists the user's payments and refunds, newest first, with their orders", async () => {
    const { user, total } = await buyerWithCart();
    const co = await call(checkout, "POST", "/server/orders/checkout", { token: user.token });
    const { json } = await create(user.token, { amount: total });
    await verify(user.token, json.order_id, "success");
    const rejectedId = co.json.orders[0];
    expect((await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: rejectedId } })).status).toBe(200);
    const rejected = await db.order.findUniqueOrThrow({ where: { id: rejectedId } });
    expect(rejected.paymentStatus).toBe("refunded");

    const res = await call(listTransactions, "GET", "/server/transactions", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.transactions).toHaveLength(2);
    const [refund, payment] = res.json.transactions;
    expect(refund).toMatchObject({ kind: "refund", amount: rejected.totalAmount, status: "success", order_ids: [rejectedId] });
    expect(payment).toMatchObject({ kind: "payment", amount: total, status: "success", id: json.order_id });
    expect([...payment.order_ids].sort()).toEqual([...co.json.orders].sort());
    expect(Date.parse(refund.created_at)).toBeGreaterThanOrEqual(Date.parse(payment.created_at));

    expect((await call(listTransactions, "GET", "/server/transactions", { token: seller.token })).json.transactions).toEqual([]);
    expect((await call(listTransactions, "GET", "/server/transactions")).status).toBe(401);
  });
});

describe("rate limit", () => {
  it("starting and verifying payments share one hourly limit per user", async () => {
    const { user, total } = await buyerWithCart();
    for (let i = 0; i < ORDER_LIMITS.paymentPerUser.limit; i++) {
      const res = i % 2 ? await verify(user.token, "no-such-payment", "failed") : await create(user.token, { amount: total });
      expect(res.status).toBeLessThan(429);
    }
    const limited = await create(user.token, { amount: total });
    expect([limited.status, limited.json.code]).toEqual([429, "RATE_LIMITED"]);
  });
});
