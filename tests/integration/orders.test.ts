import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as cancel } from "@/app/server/orders/cancel/route";
import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { GET as listOrders, POST as placeOrder } from "@/app/server/orders/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
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
let otherBuyer: TUser;
let unverified: TUser;
let stranger: TUser;

const newPet = createPet;

const order = (token: string, body: unknown) => call(placeOrder, "POST", "/server/orders", { token, body });
// Each at the path it is served at (the answers are checked against the API reference by that path).
const ACT_PATHS = new Map([
  [accept, "/server/orders/accept"],
  [reject, "/server/orders/reject"],
  [cancel, "/server/orders/cancel"],
]);
const act = (handler: typeof accept, token: string, orderId: string) =>
  call(handler, "POST", ACT_PATHS.get(handler)!, { token, body: { order_id: orderId } });

async function paidOrder(buyerId: string, petId: string, amount: number) {
  const payment = await db.payment.create({ data: { userId: buyerId, amount, status: "success" } });
  const pet = await db.pet.findUniqueOrThrow({ where: { id: petId } });
  return db.order.create({
    data: {
      buyerId,
      sellerId: pet.sellerId,
      petId,
      quantity: 1,
      unitPrice: pet.price,
      totalAmount: amount,
      paymentStatus: "paid",
      paymentId: payment.id,
      protection: "awaiting_seller",
      paidAt: new Date(),
      protectionDeadline: new Date(Date.now() + 48 * 3_600_000),
    },
  });
}

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  buyer = await createUser({ name: "Arjun Mehta", verified: true });
  otherBuyer = await createUser({ name: "Priya Nair", verified: true });
  unverified = await createUser({ name: "Ravi Kumar" });
  stranger = await createUser({ name: "Meera Iyer", verified: true });
});
afterAll(closeDb);

describe("POST /server/orders", () => {
  it("needs a session", async () => {
    const pet = await newPet(seller.id);
    const res = await call(placeOrder, "POST", "/server/orders", { body: { pet_id: pet.id } });
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });

  it("places an order at the pet's price × quantity, for the pet's seller", async () => {
    const pet = await newPet(seller.id, { price: 12500, available: 2 });
    await db.petImage.create({ data: { id: "imgorder1", petId: pet.id, position: 0, key: "pets/imgorder1", width: 10, height: 10 } });
    const res = await order(buyer.token, { pet_id: pet.id, quantity: 2 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: "Order placed successfully",
      order: {
        pet_id: pet.id,
        pet_name: "Bruno",
        seller_id: seller.id,
        seller_name: "Lakshmi Reddy",
        buyer_id: buyer.id,
        quantity: 2,
        total_amount: 25000,
        status: "pending",
        payment_status: "unpaid",
        images: ["/server/images/pets/imgorder1/sm.webp"],
      },
    });
    const row = await db.order.findUniqueOrThrow({ where: { id: res.json.order.id } });
    expect(row).toMatchObject({ unitPrice: 12500, totalAmount: 25000, sellerId: seller.id, buyerId: buyer.id });
  });

  it("defaults the quantity to 1", async () => {
    const pet = await newPet(seller.id, { price: 999 });
    const res = await order(buyer.token, { pet_id: pet.id });
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ quantity: 1, total_amount: 999 });
  });

  it.each([0, -1, 1.5, 13, "2"])("refuses quantity %j with 422", async (quantity) => {
    const pet = await newPet(seller.id);
    const res = await order(buyer.token, { pet_id: pet.id, quantity });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors.quantity).toEqual(["Quantity must be a whole number from 1 to 12"]);
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(0);
  });

  it("answers 404 'Pet not found' for an unknown pet", async () => {
    const res = await order(buyer.token, { pet_id: "nope" });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, message: "Pet not found" });
  });

  it.each(["sold", "inactive"] as const)("refuses a %s pet with 409", async (status) => {
    const pet = await newPet(seller.id, { status });
    const res = await order(buyer.token, { pet_id: pet.id });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This pet is no longer available");
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(0);
  });

  it("refuses the buyer's own pet with 403", async () => {
    const pet = await newPet(buyer.id);
    const res = await order(buyer.token, { pet_id: pet.id });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You cannot order your own pet");
  });

  it("refuses an unverified buyer with EMAIL_NOT_VERIFIED", async () => {
    const pet = await newPet(seller.id);
    const res = await order(unverified.token, { pet_id: pet.id });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      success: false,
      code: "EMAIL_NOT_VERIFIED",
      message: "Please verify your email address before proceeding to checkout.",
    });
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(0);
  });
});

describe("GET /server/orders", () => {
  it("lists orders where the user is buyer or seller, newest first, with the role", async () => {
    const pet = await newPet(stranger.id, { name: "Misty", price: 700 });
    const bought = await order(buyer.token, { pet_id: pet.id });
    const myPet = await newPet(buyer.id, { name: "Coco", price: 300 });
    const sold = await order(otherBuyer.token, { pet_id: myPet.id });

    const res = await call(listOrders, "GET", "/server/orders", { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const ids = res.json.orders.map((o: { id: string }) => o.id);
    expect(ids.slice(0, 2)).toEqual([sold.json.order.id, bought.json.order.id]);
    expect(res.json.orders[0]).toMatchObject({
      role: "seller",
      pet_name: "Coco",
      buyer_name: "Priya Nair",
      buyer_id: otherBuyer.id,
      seller_id: buyer.id,
    });
    expect(res.json.orders[1]).toMatchObject({ role: "buyer", pet_name: "Misty", seller_name: "Meera Iyer", total_amount: 700 });
    for (const o of res.json.orders)
      expect(Object.keys(o)).toEqual(
        expect.arrayContaining([
          "id",
          "pet_id",
          "pet_name",
          "seller_name",
          "buyer_id",
          "seller_id",
          "quantity",
          "total_amount",
          "status",
          "created_at",
          "images",
          "payment_status",
        ]),
      );

    const theirs = await call(listOrders, "GET", "/server/orders", { token: unverified.token });
    expect(theirs.json.orders).toEqual([]);
  });
});

describe("POST /server/orders/accept and /reject", () => {
  it("lets only the seller decide: 404 for an unknown order, 403 for someone else's", async () => {
    const pet = await newPet(seller.id);
    const { json } = await order(buyer.token, { pet_id: pet.id });
    for (const handler of [accept, reject]) {
      const unknown = await act(handler, seller.token, "nope");
      expect(unknown.status).toBe(404);
      expect(unknown.json.message).toBe("Order not found");
      for (const user of [stranger, buyer]) {
        const res = await act(handler, user.token, json.order.id);
        expect(res.status).toBe(403);
        expect(res.json.message).toBe("You can only manage orders for your own pets");
      }
    }
    expect(await db.order.findUniqueOrThrow({ where: { id: json.order.id } })).toMatchObject({ status: "pending" });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "active" });
  });

  it("accepts: the order accepted, the pet sold, the pet's other unpaid orders rejected; a paid one waits until the sale is paid", async () => {
    const pet = await newPet(seller.id, { price: 5000 });
    const first = await order(buyer.token, { pet_id: pet.id });
    const second = await order(otherBuyer.token, { pet_id: pet.id });
    const paid = await paidOrder(stranger.id, pet.id, 5000);

    const res = await act(accept, seller.token, first.json.order.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Order accepted successfully" });
    expect(await db.order.findUniqueOrThrow({ where: { id: first.json.order.id } })).toMatchObject({ status: "accepted" });
    expect((await db.order.findUniqueOrThrow({ where: { id: first.json.order.id } })).decidedAt).not.toBeNull();
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "sold" });
    expect(await db.order.findUniqueOrThrow({ where: { id: second.json.order.id } })).toMatchObject({
      status: "rejected",
      paymentStatus: "unpaid",
    });
    // A paying buyer is not refunded for an order that may never be paid (docs/payments.md, "Protected payment").
    expect(await db.order.findUniqueOrThrow({ where: { id: paid.id } })).toMatchObject({ status: "pending", paymentStatus: "paid" });
    expect(await db.payment.count({ where: { kind: "refund", orderId: { in: [second.json.order.id, paid.id] } } })).toBe(0);
    // The accepted order is paid: the sale is certain, and the paid order it leaves unmet is rejected and refunded.
    const total = (await db.order.findUniqueOrThrow({ where: { id: first.json.order.id } })).totalAmount;
    const opened = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: total, order_ids: [first.json.order.id] },
    });
    expect(
      (
        await call(verifyPayment, "POST", "/server/payments/verify", {
          token: buyer.token,
          body: { order_id: opened.json.order_id, payment_status: "success" },
        })
      ).status,
    ).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: paid.id } })).toMatchObject({ status: "rejected", paymentStatus: "refunded" });
    const refunds = await db.payment.findMany({ where: { kind: "refund", orderId: { in: [second.json.order.id, paid.id] } } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ userId: stranger.id, amount: 5000, status: "success", orderId: paid.id, refundOf: paid.paymentId });

    const again = await act(accept, seller.token, first.json.order.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This order is no longer pending");
    const late = await act(reject, seller.token, second.json.order.id);
    expect(late.status).toBe(409);
  });

  it("refuses to accept when the pet is no longer active, and changes nothing", async () => {
    const pet = await newPet(seller.id);
    const { json } = await order(buyer.token, { pet_id: pet.id });
    await db.pet.update({ where: { id: pet.id }, data: { status: "inactive" } });
    const res = await act(accept, seller.token, json.order.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This pet is no longer available");
    expect(await db.order.findUniqueOrThrow({ where: { id: json.order.id } })).toMatchObject({ status: "pending" });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "inactive" });
  });

  it("two concurrent accepts for two orders of the same pet: exactly one wins", async () => {
    for (let round = 0; round < 5; round++) {
      const pet = await newPet(seller.id);
      const a = await order(buyer.token, { pet_id: pet.id });
      const b = await order(otherBuyer.token, { pet_id: pet.id });
      const results = await Promise.all([act(accept, seller.token, a.json.order.id), act(accept, seller.token, b.json.order.id)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const orders = await db.order.findMany({ where: { petId: pet.id } });
      expect(orders.map((o) => o.status).sort()).toEqual(["accepted", "rejected"]);
      expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "sold" });
    }
  });

  it("rejects a pending order; rejecting a paid order records a refund", async () => {
    const pet = await newPet(seller.id, { price: 8000 });
    const unpaid = await order(buyer.token, { pet_id: pet.id });
    const res = await act(reject, seller.token, unpaid.json.order.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Order rejected successfully" });
    expect(await db.order.findUniqueOrThrow({ where: { id: unpaid.json.order.id } })).toMatchObject({
      status: "rejected",
      paymentStatus: "unpaid",
    });
    expect(await db.payment.count({ where: { orderId: unpaid.json.order.id } })).toBe(0);
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "active" });

    const paid = await paidOrder(buyer.id, pet.id, 8000);
    const res2 = await act(reject, seller.token, paid.id);
    expect(res2.status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: paid.id } })).toMatchObject({ status: "rejected", paymentStatus: "refunded" });
    const refund = await db.payment.findFirstOrThrow({ where: { orderId: paid.id } });
    expect(refund).toMatchObject({ kind: "refund", amount: 8000, status: "success", userId: buyer.id, refundOf: paid.paymentId });

    const again = await act(reject, seller.token, paid.id);
    expect(again.status).toBe(409);
    expect(await db.payment.count({ where: { orderId: paid.id } })).toBe(1);
  });

  it("refuses a missing or malformed order_id with 422", async () => {
    const res = await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors.order_id).toBeDefined();
  });
});

describe("POST /server/orders/cancel", () => {
  it("lets the buyer cancel their own pending order (refunded when paid), nobody else", async () => {
    const pet = await newPet(seller.id, { price: 4200 });
    const { json } = await order(buyer.token, { pet_id: pet.id });
    for (const user of [seller, stranger]) {
      const res = await act(cancel, user.token, json.order.id);
      expect(res.status).toBe(403);
    }
    expect((await act(cancel, buyer.token, "nope")).status).toBe(404);
    const res = await act(cancel, buyer.token, json.order.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Order cancelled" });
    expect(await db.order.findUniqueOrThrow({ where: { id: json.order.id } })).toMatchObject({ status: "cancelled" });
    const again = await act(cancel, buyer.token, json.order.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This order is no longer pending");

    const paid = await paidOrder(buyer.id, pet.id, 4200);
    expect((await act(cancel, buyer.token, paid.id)).status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: paid.id } })).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await db.payment.findFirstOrThrow({ where: { orderId: paid.id, kind: "refund" } })).toMatchObject({
      amount: 4200,
      userId: buyer.id,
      refundOf: paid.paymentId,
    });
  });
});

describe("POST /server/orders/checkout", () => {
  let shopper: TUser;
  beforeEach(async () => {
    shopper = await createUser({ name: "Kavya Rao", verified: true });
  });

  it("creates one order per cart line, and leaves the cart alone", async () => {
    const a = await newPet(seller.id, { name: "Rex", price: 10000 });
    const b = await newPet(stranger.id, { name: "Luna", price: 2500, available: 2 });
    await db.cartItem.createMany({
      data: [
        { userId: shopper.id, petId: a.id, quantity: 1 },
        { userId: shopper.id, petId: b.id, quantity: 2 },
      ],
    });
    const res = await call(checkout, "POST", "/server/orders/checkout", { token: shopper.token });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: "Order placed successfully" });
    expect(res.json.orders).toHaveLength(2);
    const rows = await db.order.findMany({ where: { id: { in: res.json.orders } } });
    expect(rows.map((o) => [o.petId, o.sellerId, o.quantity, o.totalAmount, o.status]).sort()).toEqual(
      [
        [a.id, seller.id, 1, 10000, "pending"],
        [b.id, stranger.id, 2, 5000, "pending"],
      ].sort(),
    );
    expect(await db.cartItem.count({ where: { userId: shopper.id } })).toBe(2);
  });

  it("checking out again updates the open orders instead of duplicating them", async () => {
    const a = await newPet(seller.id, { name: "Rex", price: 10000, available: 3 });
    await db.cartItem.create({ data: { userId: shopper.id, petId: a.id, quantity: 1 } });
    const first = await call(checkout, "POST", "/server/orders/checkout", { token: shopper.token });
    await db.cartItem.updateMany({ where: { userId: shopper.id }, data: { quantity: 3 } });
    const second = await call(checkout, "POST", "/server/orders/checkout", { token: shopper.token });
    expect(second.status).toBe(201);
    expect(second.json.orders).toEqual(first.json.orders);
    expect(await db.order.findMany({ where: { buyerId: shopper.id }, select: { quantity: true, totalAmount: true } })).toEqual([
      { quantity: 3, totalAmount: 30000 },
    ]);
  });

  it("is all or none: one sold pet in the cart creates nothing, and names the pet", async () => {
    const ok = await newPet(seller.id, { name: "Rex" });
    const gone = await newPet(seller.id, { name: "Tiger", status: "sold" });
    await db.cartItem.createMany({
      data: [
        { userId: shopper.id, petId: ok.id },
        { userId: shopper.id, petId: gone.id },
      ],
    });
    const res = await call(checkout, "POST", "/server/orders/checkout", { token: shopper.token });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("Tiger");
    expect(await db.order.count({ where: { buyerId: shopper.id } })).toBe(0);
  });

  it("is all or none: the buyer's own pet in the cart creates nothing", async () => {
    const ok = await newPet(seller.id, { name: "Rex" });
    const own = await newPet(shopper.id, { name: "Snowy" });
    await db.cartItem.createMany({
      data: [
        { userId: shopper.id, petId: ok.id },
        { userId: shopper.id, petId: own.id },
      ],
    });
    const res = await call(checkout, "POST", "/server/orders/checkout", { token: shopper.token });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("Snowy");
    expect(await db.order.count({ where: { buyerId: shopper.id } })).toBe(0);
  });

  it("refuses an empty cart with 400 'Your cart is empty'", async () => {
    const res = await call(checkout, "POST", "/server/orders/checkout", { token: shopper.token });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: "CART_EMPTY", message: "Your cart is empty" });
  });

  it("refuses an unverified buyer and creates nothing", async () => {
    const pet = await newPet(seller.id);
    await db.cartItem.create({ data: { userId: unverified.id, petId: pet.id } });
    const res = await call(checkout, "POST", "/server/orders/checkout", { token: unverified.token });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Please verify your email address before proceeding to checkout.",
    });
    expect(await db.order.count({ where: { buyerId: unverified.id } })).toBe(0);
  });

  it("needs a session", async () => {
    expect((await call(checkout, "POST", "/server/orders/checkout")).status).toBe(401);
  });
});

describe("rate limits (orders and decisions mail the other party)", () => {
  it("a user gets 429 once placing orders and checkouts together pass the hourly limit, and nothing is created", async () => {
    const flooder = await createUser({ name: "Kiran Das", verified: true });
    for (let i = 0; i < ORDER_LIMITS.placePerUser.limit - 1; i++)
      expect((await order(flooder.token, { pet_id: "no-such-pet" })).status).toBe(404);
    expect((await call(checkout, "POST", "/server/orders/checkout", { token: flooder.token })).status).toBe(400);
    const pet = await newPet(seller.id);
    const limited = await order(flooder.token, { pet_id: pet.id });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db.order.count({ where: { buyerId: flooder.id } })).toBe(0);
    // Another user is not affected.
    expect((await order(otherBuyer.token, { pet_id: pet.id })).status).toBe(201);
  });

  it("accept, reject and cancel share one hourly limit per user", async () => {
    const busy = await createUser({ name: "Sana Khan", verified: true });
    const handlers = [accept, reject, cancel];
    for (let i = 0; i < ORDER_LIMITS.decidePerUser.limit; i++)
      expect((await act(handlers[i % 3], busy.token, "no-such-order")).status).toBe(404);
    const pet = await newPet(busy.id);
    const placed = await order(buyer.token, { pet_id: pet.id });
    const limited = await act(accept, busy.token, placed.json.order.id);
    expect([limited.status, limited.json.code]).toEqual([429, "RATE_LIMITED"]);
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.json.order.id } })).status).toBe("pending");
  });
});
