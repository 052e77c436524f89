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
const checkoutOf = async (token: string) => {
  const res = await call(checkout, "POST", "/server/orders/checkout", { token });
  expect(res.status).toBe(201);
  return res.json as { orders: string[]; total: number };
};
const verify = (token: string, orderId: string, status: string) =>
  call(verifyPayment, "POST", "/server/payments/verify", { token, body: { order_id: orderId, payment_status: status } });

/** A fresh verified buyer with a cart of Rex (₹1,00,000 × 1) and Luna (₹12,345 × 2, of a litter of 3): total ₹1,24,690. */
async function buyerWithCart() {
  const user = await createUser({ name: "Kavya Rao", verified: true });
  const rex = await newPet(seller.id, { name: "Rex", price: 100000 });
  const luna = await newPet(seller.id, { name: "Luna", price: 12345, available: 3 });
  await db.cartItem.createMany({
    data: [
      { userId: user.id, petId: rex.id, quantity: 1 },
      { userId: user.id, petId: luna.id, quantity: 2 },
    ],
  });
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

  it("binds a payment to the checkout's orders and their total, with a snapshot of the lines", async () => {
    const { user, rex, luna, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    expect(co.total).toBe(total);
    const res = await create(user.token, { amount: total, order_ids: co.orders, items: [{ pet_id: rex.id, price: 1 }] });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(typeof res.json.order_id).toBe("string");
    const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.order_id }, include: { bound: true } });
    expect(payment).toMatchObject({ userId: user.id, kind: "payment", status: "created", amount: total });
    expect(payment.bound.map((b) => b.orderId).sort()).toEqual([...co.orders].sort());
    expect(payment.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pet_id: rex.id, name: "Rex", price: 100000, quantity: 1 }),
        expect.objectContaining({ pet_id: luna.id, name: "Luna", price: 12345, quantity: 2 }),
      ]),
    );
    expect(payment.items).toHaveLength(2);
  });

  it("without order_ids, checks out the cart by the same rules and binds the payment to those orders", async () => {
    const { user, total } = await buyerWithCart();
    const res = await create(user.token, { amount: total });
    expect(res.status).toBe(200);
    const orders = await db.order.findMany({ where: { buyerId: user.id } });
    expect(orders).toHaveLength(2);
    const bound = await db.paymentOrder.findMany({ where: { paymentId: res.json.order_id } });
    expect(bound.map((b) => b.orderId).sort()).toEqual(orders.map((o) => o.id).sort());
  });

  it("asking twice for the same orders returns the same open payment, not a second one", async () => {
    const { user, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    const first = await create(user.token, { amount: total, order_ids: co.orders });
    const second = await create(user.token, { amount: total, order_ids: [...co.orders].reverse() });
    expect(second.json.order_id).toBe(first.json.order_id);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses orders that are not the buyer's, or unknown, with 404 and records nothing", async () => {
    const { user, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    const other = await createUser({ name: "Meena Iyer", verified: true });
    for (const ids of [co.orders, [co.orders[0], "c-not-an-order"]]) {
      const res = await create(other.token, { amount: total, order_ids: ids });
      expect(res.status).toBe(404);
    }
    expect((await create(user.token, { amount: total, order_ids: [...co.orders, "c-not-an-order"] })).status).toBe(404);
    expect(await db.payment.count({ where: { userId: { in: [user.id, other.id] } } })).toBe(0);
  });

  it("refuses an amount other than the orders' total with AMOUNT_MISMATCH", async () => {
    const { user, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    for (const amount of [1, total - 1, total + 0.5]) {
      const res = await create(user.token, { amount, order_ids: co.orders });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        success: false,
        code: "AMOUNT_MISMATCH",
        message: "The amount does not match your cart total of ₹1,24,690.",
      });
    }
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
  });

  it("one rule for a pet no longer available: the cart is refused, naming it, and nothing is dropped silently", async () => {
    const { user, rex } = await buyerWithCart();
    await db.pet.update({ where: { id: rex.id }, data: { status: "sold" } });
    for (const amount of [124690, 24690]) {
      const res = await create(user.token, { amount });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe("Rex is no longer available. Remove it from your cart to continue.");
    }
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.order.count({ where: { buyerId: user.id } })).toBe(0);
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
    expect(res.json).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Please verify your email address before proceeding to checkout.",
    });
  });
});

describe("POST /server/payments/verify", () => {
  it("on success marks the checkout's orders paid and clears the cart; a second call answers 'already paid' and records nothing", async () => {
    const { user, total } = await buyerWithCart();
    const co = { json: await checkoutOf(user.token) };
    const { json } = await create(user.token, { amount: total, order_ids: co.json.orders });

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
    for (const status of ["success", "failed"]) {
      const again = await verify(user.token, json.order_id, status);
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ success: false, code: "ALREADY_PAID", message: "These orders are already paid." });
    }
    const after = await db.payment.findUniqueOrThrow({ where: { id: json.order_id } });
    expect(after).toMatchObject({ status: "success" });
    expect(after.updatedAt).toEqual(updatedAt);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(1);
    // Opening another payment for the same orders is refused too.
    expect((await create(user.token, { amount: total, order_ids: co.json.orders })).json.code).toBe("ALREADY_PAID");
  });

  it("twenty concurrent create→verify runs on one cart record exactly one payment", async () => {
    const { user, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    const runs = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const created = await create(user.token, { amount: total, order_ids: co.orders });
        if (created.status !== 200) return created.status;
        return (await verify(user.token, created.json.order_id, "success")).status;
      }),
    );
    expect(runs.filter((s) => s === 200)).toHaveLength(1);
    expect(runs.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const payments = await db.payment.findMany({ where: { userId: user.id } });
    expect(payments.filter((p) => p.status === "success")).toHaveLength(1);
    expect(payments).toHaveLength(1);
    const orders = await db.order.findMany({ where: { id: { in: co.orders } } });
    for (const o of orders) expect(o).toMatchObject({ paymentStatus: "paid", paymentId: payments[0].id });
  });

  it("twenty parallel checkouts make one order per pet and mail the seller once", async () => {
    const shopSeller = await createUser({ name: "Farhan Ali", verified: true });
    const user = await createUser({ name: "Divya Nair", verified: true });
    const a = await newPet(shopSeller.id, { name: "Bruno", price: 1500 });
    const b = await newPet(shopSeller.id, { name: "Coco", price: 1500 });
    await db.cartItem.createMany({
      data: [
        { userId: user.id, petId: a.id },
        { userId: user.id, petId: b.id },
      ],
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(checkout, "POST", "/server/orders/checkout", { token: user.token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => [...r.json.orders].sort().join())).size).toBe(1);
    expect(results.every((r) => r.json.total === 3000)).toBe(true);
    expect(await db.order.count({ where: { buyerId: user.id } })).toBe(2);
    expect(await db.mail.count({ where: { to: shopSeller.email, kind: "notify_new_order" } })).toBe(1);
  });

  it("a payment for orders the seller has since rejected is refused, and nothing is recorded", async () => {
    const { user, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    const { json } = await create(user.token, { amount: total, order_ids: co.orders });
    expect((await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: co.orders[0] } })).status).toBe(
      200,
    );
    const res = await verify(user.token, json.order_id, "success");
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("ORDER_NOT_PAYABLE");
    expect(await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).toMatchObject({ status: "created" });
    for (const o of await db.order.findMany({ where: { id: { in: co.orders } } })) expect(o.paymentStatus).toBe("unpaid");
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(2);
    expect((await create(user.token, { amount: total, order_ids: co.orders })).json.code).toBe("ORDER_NOT_PAYABLE");
  });

  it("a payment whose orders changed since it was opened cannot succeed; a new one for the new total can", async () => {
    const { user, luna, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    const { json: stale } = await create(user.token, { amount: total, order_ids: co.orders });
    await db.cartItem.updateMany({ where: { userId: user.id, petId: luna.id }, data: { quantity: 3 } });
    const again = await checkoutOf(user.token);
    expect(again.orders.sort()).toEqual([...co.orders].sort());
    expect(again.total).toBe(total + 12345);
    expect((await verify(user.token, stale.order_id, "success")).json.code).toBe("PAYMENT_CLOSED");
    const fresh = await create(user.token, { amount: again.total, order_ids: again.orders });
    expect(fresh.json.order_id).not.toBe(stale.order_id);
    expect(await db.payment.findUniqueOrThrow({ where: { id: stale.order_id } })).toMatchObject({ status: "failed" });
    expect((await verify(user.token, fresh.json.order_id, "success")).json).toEqual({ success: true, status: "success" });
  });

  it("concurrent verifications record one outcome", async () => {
    const { user, total } = await buyerWithCart();
    const { json } = await create(user.token, { amount: total });
    const results = await Promise.all([verify(user.token, json.order_id, "success"), verify(user.token, json.order_id, "failed")]);
    const recorded = (await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).status;
    const winner = results.find((r) => r.status === 200)!;
    expect(winner.json.status).toBe(recorded);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
  });

  it("does not mark orders outside the payment, nor other buyers' orders", async () => {
    const { user, total } = await buyerWithCart();
    const co = await checkoutOf(user.token);
    const elsewhere = await newPet(seller.id, { name: "Extra", price: 50 });
    const direct = await db.order.create({
      data: { buyerId: user.id, sellerId: seller.id, petId: elsewhere.id, unitPrice: 50, totalAmount: 50 },
    });
    const { json } = await create(user.token, { amount: total, order_ids: co.orders });
    await verify(user.token, json.order_id, "success");
    expect(await db.order.findUniqueOrThrow({ where: { id: direct.id } })).toMatchObject({ paymentStatus: "unpaid", paymentId: null });
  });

  it("on failure records it and leaves the orders and the cart alone", async () => {
    const { user, total } = await buyerWithCart();
    const co = { json: await checkoutOf(user.token) };
    const { json } = await create(user.token, { amount: total, order_ids: co.json.orders });
    const res = await verify(user.token, json.order_id, "failed");
    expect(res.json).toEqual({ success: true, status: "failed" });
    expect(await db.payment.findUniqueOrThrow({ where: { id: json.order_id } })).toMatchObject({ status: "failed" });
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(2);
    for (const o of await db.order.findMany({ where: { id: { in: co.json.orders } } }))
      expect(o).toMatchObject({ paymentStatus: "unpaid", paymentId: null });
    // Failed again is still failed; a failed payment cannot be turned into a success afterwards.
    expect((await verify(user.token, json.order_id, "failed")).json).toEqual({ success: true, status: "failed" });
    expect((await verify(user.token, json.order_id, "success")).json).toMatchObject({ success: false, code: "PAYMENT_CLOSED" });
    expect(await db.cartItem.count({ where: { userId: user.id } })).toBe(2);
    // A new attempt for the same orders opens a new payment, which can succeed.
    const retry = await create(user.token, { amount: total, order_ids: co.json.orders });
    expect(retry.json.order_id).not.toBe(json.order_id);
    expect((await verify(user.token, retry.json.order_id, "success")).json).toEqual({ success: true, status: "success" });
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
    const co = { json: await checkoutOf(user.token) };
    const { json } = await create(user.token, { amount: total, order_ids: co.json.orders });
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
