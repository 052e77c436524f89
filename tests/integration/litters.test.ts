import { DELETE as clearCart, GET as getCart, POST as addToCart, PUT as updateCart } from "@/app/server/cart/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as checkout } from "@/app/server/orders/checkout/route";
import { GET as listOrders, POST as placeOrder } from "@/app/server/orders/route";
import { GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { PATCH as setStatus } from "@/app/server/pets/[id]/status/route";
import { POST as createPetRoute } from "@/app/server/pets/route";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";

// A listing is one animal unless its seller says how many of a litter are available (`available`):
// the cart, an order and checkout stop at what is left, and accepting an order lowers it.

const db = getDb();
jest.setTimeout(120_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let buyer: TUser;

const add = (token: string, petId: string, quantity?: number) =>
  call(addToCart, "POST", "/server/cart", { token, body: quantity === undefined ? { pet_id: petId } : { pet_id: petId, quantity } });
const setQuantity = (token: string, petId: string, quantity: number) =>
  call(updateCart, "PUT", "/server/cart", { token, body: { pet_id: petId, quantity } });
const cartOf = async (token: string) => (await call(getCart, "GET", "/server/cart", { token })).json.cart;
const order = (token: string, petId: string, quantity: number) =>
  call(placeOrder, "POST", "/server/orders", { token, body: { pet_id: petId, quantity } });
const acceptOrder = (orderId: string) =>
  call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: orderId } });
const petRow = (id: string) => db.pet.findUniqueOrThrow({ where: { id }, select: { available: true, status: true } });

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  buyer = await createUser({ name: "Arjun Mehta", verified: true });
});
afterAll(closeDb);
beforeEach(async () => {
  await db.rateLimit.deleteMany();
  await call(clearCart, "DELETE", "/server/cart", { token: buyer.token });
});

describe("available, on the listing form (POST and PUT /server/pets)", () => {
  it("is 1 unless the seller says how many of a litter; the pet page's answer gives it", async () => {
    const one = await callMultipart(createPetRoute, "POST", "/server/pets", { token: seller.token, fields: validPet });
    expect(one.status).toBe(201);
    const litter = await callMultipart(createPetRoute, "POST", "/server/pets", {
      token: seller.token,
      fields: { ...validPet, available: " 4 " },
    });
    expect(litter.status).toBe(201);
    const detail = (id: string) => call(getPet, "GET", `/server/pets/${id}`, { params: { id } });
    expect((await detail(one.json.pet.id)).json.pet.available).toBe(1);
    expect((await detail(litter.json.pet.id)).json.pet.available).toBe(4);

    const id = litter.json.pet.id as string;
    const edit = await callMultipart(updatePet, "PUT", `/server/pets/${id}`, {
      token: seller.token,
      params: { id },
      fields: { ...validPet, available: "12" },
    });
    expect(edit.status).toBe(200);
    expect((await petRow(id)).available).toBe(12);
  });

  it.each(["0", "13", "1.5", "-2", "two"])("refuses %j: 422, nothing stored", async (available) => {
    const before = await db.pet.count();
    const res = await callMultipart(createPetRoute, "POST", "/server/pets", { token: seller.token, fields: { ...validPet, available } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual({ available: ["Enter how many are available: a whole number from 1 to 12"] });
    expect(await db.pet.count()).toBe(before);
  });
});

describe("the cart stops at what is left", () => {
  it("one pet is one: adding it again or setting 2 is refused with the count, and the line stays at 1", async () => {
    const rocky = await createPet(seller.id, { name: "Rocky", price: 18500 });
    expect((await add(buyer.token, rocky.id)).status).toBe(200);
    const again = await add(buyer.token, rocky.id);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      success: false,
      code: "QUANTITY_OVER_AVAILABLE",
      message: "Only 1 available from this listing.",
      params: { available: 1 },
    });
    const two = await setQuantity(buyer.token, rocky.id, 2);
    expect([two.status, two.json.code]).toEqual([409, "QUANTITY_OVER_AVAILABLE"]);
    expect(await cartOf(buyer.token)).toMatchObject([{ pet_id: rocky.id, quantity: 1, available: 1 }]);
    // More than one at once, for a pet not in the cart yet, is refused too.
    await call(clearCart, "DELETE", "/server/cart", { token: buyer.token });
    expect((await add(buyer.token, rocky.id, 2)).status).toBe(409);
    expect(await cartOf(buyer.token)).toEqual([]);
  });

  it("a litter of 3: up to 3, by adding or setting; never more", async () => {
    const litter = await createPet(seller.id, { name: "Beagle pups", available: 3 });
    expect((await add(buyer.token, litter.id, 2)).status).toBe(200);
    expect((await add(buyer.token, litter.id, 2)).json.params).toEqual({ available: 3 });
    expect((await add(buyer.token, litter.id)).status).toBe(200);
    expect((await cartOf(buyer.token))[0]).toMatchObject({ quantity: 3, available: 3 });
    expect((await setQuantity(buyer.token, litter.id, 4)).status).toBe(409);
    expect((await setQuantity(buyer.token, litter.id, 2)).status).toBe(200);
    expect((await cartOf(buyer.token))[0].quantity).toBe(2);
  });

  it("a line above what is left (a sale meanwhile) may go down, and checkout names it until it does", async () => {
    const litter = await createPet(seller.id, { name: "Kittens", price: 4000, available: 3 });
    expect((await add(buyer.token, litter.id, 3)).status).toBe(200);
    await db.pet.update({ where: { id: litter.id }, data: { available: 1 } });
    const refused = await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "CART_QUANTITY_OVER_AVAILABLE",
      message: "Only 1 of Kittens available. Lower the quantity in your cart to continue.",
      params: { pet: "Kittens", available: 1 },
    });
    expect(await db.order.count({ where: { petId: litter.id } })).toBe(0);
    expect((await setQuantity(buyer.token, litter.id, 2)).status).toBe(200);
    expect((await setQuantity(buyer.token, litter.id, 3)).status).toBe(409);
    expect((await setQuantity(buyer.token, litter.id, 1)).status).toBe(200);
    const done = await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token });
    expect(done.status).toBe(201);
    expect(await db.order.findMany({ where: { petId: litter.id }, select: { quantity: true, totalAmount: true } })).toEqual([
      { quantity: 1, totalAmount: 4000 },
    ]);
  });
});

describe("orders stop at what is left, and accepting lowers it", () => {
  it("POST /server/orders takes at most what is left", async () => {
    const rocky = await createPet(seller.id, { name: "Rocky" });
    const two = await order(buyer.token, rocky.id, 2);
    expect([two.status, two.json.code, two.json.params]).toEqual([409, "QUANTITY_OVER_AVAILABLE", { available: 1 }]);
    const litter = await createPet(seller.id, { name: "Pups", available: 3 });
    expect((await order(buyer.token, litter.id, 4)).status).toBe(409);
    expect((await order(buyer.token, litter.id, 3)).status).toBe(201);
    expect(await db.order.count({ where: { petId: { in: [rocky.id, litter.id] } } })).toBe(1);
  });

  it("an accept takes its quantity; the rest stay on sale, and orders for more than is left are rejected; the last one sells it", async () => {
    const litter = await createPet(seller.id, { name: "Pups", price: 10000, available: 3 });
    const buyers = await Promise.all([1, 2, 3].map((i) => createUser({ name: `Buyer ${i}`, verified: true })));
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(async (quantity, i) => (await order(buyers[i].token, litter.id, quantity)).json.order.id as string),
    );
    expect((await acceptOrder(a)).status).toBe(200);
    expect(await petRow(litter.id)).toEqual({ available: 2, status: "active" });
    const statuses = async () =>
      Object.fromEntries((await db.order.findMany({ where: { petId: litter.id } })).map((o) => [o.id, o.status]));
    expect(await statuses()).toEqual({ [a]: "accepted", [b]: "pending", [c]: "rejected" });
    // The seller's list says how many the listing has left.
    const mine = (await call(listOrders, "GET", "/server/orders", { token: seller.token })).json.orders;
    expect(mine.find((o: { id: string }) => o.id === b)).toMatchObject({ quantity: 2, pet_available: 2 });

    expect((await acceptOrder(b)).status).toBe(200);
    expect(await petRow(litter.id)).toEqual({ available: 0, status: "sold" });
    expect(await statuses()).toEqual({ [a]: "accepted", [b]: "accepted", [c]: "rejected" });
    expect((await add(buyer.token, litter.id)).json.code).toBe("PET_NOT_AVAILABLE");
  });

  it("refuses an accept for more than is left, and changes nothing", async () => {
    const litter = await createPet(seller.id, { name: "Pups", available: 3 });
    const placed = (await order(buyer.token, litter.id, 3)).json.order.id as string;
    await db.pet.update({ where: { id: litter.id }, data: { available: 2 } });
    const res = await acceptOrder(placed);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: "ORDER_OVER_AVAILABLE",
      message: "This order is for more than the 2 left in your listing. Reject it, or raise how many are available in the listing.",
      params: { available: 2 },
    });
    expect(await petRow(litter.id)).toEqual({ available: 2, status: "active" });
    expect((await db.order.findUniqueOrThrow({ where: { id: placed } })).status).toBe("pending");
  });

  it("concurrent accepts never sell more than there is", async () => {
    const litter = await createPet(seller.id, { name: "Pups", available: 2 });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map((i) => createUser({ name: `Rush ${i}`, verified: true })));
    const orderIds = await Promise.all(buyers.map(async (b) => (await order(b.token, litter.id, 1)).json.order.id as string));
    const answers = await Promise.all(orderIds.map(acceptOrder));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of answers.filter((x) => x.status !== 200)) expect(["PET_NOT_AVAILABLE", "ORDER_NOT_PENDING"]).toContain(r.json.code);
    expect(await petRow(litter.id)).toEqual({ available: 0, status: "sold" });
    const accepted = await db.order.findMany({ where: { petId: litter.id, status: "accepted" } });
    expect(accepted.reduce((sum, o) => sum + o.quantity, 0)).toBe(2);
    expect(await db.order.count({ where: { petId: litter.id, status: "pending" } })).toBe(0);

    // Two accepts of 2 each when 3 are left: one wins, the other is told what is left.
    const three = await createPet(seller.id, { name: "Pups", available: 3 });
    const pair = await Promise.all(buyers.slice(0, 2).map(async (b) => (await order(b.token, three.id, 2)).json.order.id as string));
    const decided = await Promise.all(pair.map(acceptOrder));
    expect(decided.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await petRow(three.id)).toEqual({ available: 1, status: "active" });
    // The loser asked for more than the one left: its order was rejected with the accept.
    expect((await db.order.findMany({ where: { petId: three.id }, orderBy: { status: "asc" } })).map((o) => o.status).sort()).toEqual([
      "accepted",
      "rejected",
    ]);
  });

  it("a sold-out listing set active again offers one, and keeps its 0 through an edit while sold", async () => {
    const pet = await createPet(seller.id, { name: "Solo" });
    const placed = (await order(buyer.token, pet.id, 1)).json.order.id as string;
    await acceptOrder(placed);
    expect(await petRow(pet.id)).toEqual({ available: 0, status: "sold" });
    const edit = await callMultipart(updatePet, "PUT", `/server/pets/${pet.id}`, {
      token: seller.token,
      params: { id: pet.id },
      fields: { ...validPet, available: "5" },
    });
    expect(edit.status).toBe(200);
    expect(await petRow(pet.id)).toEqual({ available: 0, status: "sold" });
    const res = await call(setStatus, "PATCH", `/server/pets/${pet.id}/status`, {
      token: seller.token,
      params: { id: pet.id },
      body: { status: "active" },
    });
    expect(res.status).toBe(200);
    expect(await petRow(pet.id)).toEqual({ available: 1, status: "active" });
  });
});
