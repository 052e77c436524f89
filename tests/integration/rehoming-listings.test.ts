import { DELETE as clearCart, POST as addToCart } from "@/app/server/cart/route";
import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as placeOrder } from "@/app/server/orders/route";
import { GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { GET as listPets, POST as createPetRoute } from "@/app/server/pets/route";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";

// The rehoming listing (docs/rehoming.md, "The rehoming listing"): the form's mode, adoption fee,
// questions and wishes through POST/PUT /server/pets; the pet's answers; the mode filter; the search's
// adoption words; and the cart, an order and checkout refusing a rehoming.

const db = getDb();
jest.setTimeout(120_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
let owner: TUser;
let buyer: TUser;

const QUESTIONS = ["Who is at home in the day?", "Have you had a dog before?"];
const rehoming = {
  ...validPet,
  mode: "rehoming",
  price: "2000",
  rehoming_questions: JSON.stringify(QUESTIONS),
  rehoming_wishes: "A garden, and no other male dog.",
};
const create = (fields: Record<string, string>) => callMultipart(createPetRoute, "POST", "/server/pets", { token: owner.token, fields });
const edit = (id: string, fields: Record<string, string>) =>
  callMultipart(updatePet, "PUT", `/server/pets/${id}`, { token: owner.token, params: { id }, fields });
const detail = async (id: string) => (await call(getPet, "GET", `/server/pets/${id}`, { params: { id } })).json.pet;
const list = (query: Record<string, string>) => call(listPets, "GET", "/server/pets", { query: { limit: "100", ...query } });
const rehomingPet = (name: string, price = 1500) =>
  createPet(owner.id, { name, price }).then((p) => db.pet.update({ where: { id: p.id }, data: { mode: "rehoming" } }));

beforeAll(async () => {
  await resetDb();
  owner = await createUser({ name: "Kavya Iyer", verified: true });
  buyer = await createUser({ name: "Rohan Das", verified: true });
});
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

describe("a rehoming listing, through the listing form's endpoints", () => {
  it("is created with its fee, questions and wishes, and the pet's answer and the lists say so", async () => {
    const res = await create(rehoming);
    expect(res.status).toBe(201);
    const pet = await detail(res.json.pet.id);
    expect(pet).toMatchObject({ mode: "rehoming", price: 2000, rehoming_questions: QUESTIONS, rehoming_wishes: rehoming.rehoming_wishes });
    const listed = (await list({ mode: "rehoming" })).json.pets as { id: string; mode: string }[];
    expect(listed.find((p) => p.id === pet.id)?.mode).toBe("rehoming");
  });

  it("is a sale without a mode, and a sale carries no rehoming questions or wishes", async () => {
    const res = await create({ ...validPet, rehoming_questions: JSON.stringify(["Ignored?"]), rehoming_wishes: "Ignored" });
    expect(res.status).toBe(201);
    expect(await detail(res.json.pet.id)).toMatchObject({ mode: "sale", rehoming_questions: [], rehoming_wishes: null });
  });

  it.each([
    ["a fee under ₹500", { price: "499" }, { price: ["The adoption fee must be between ₹500 and ₹5,000"] }],
    ["a fee over ₹5,000", { price: "5001" }, { price: ["The adoption fee must be between ₹500 and ₹5,000"] }],
    ["a litter", { available: "3" }, { available: ["A rehoming is for one pet: set how many to 1"] }],
    [
      "six questions",
      { rehoming_questions: JSON.stringify(["1?", "2?", "3?", "4?", "5?", "6?"]) },
      { rehoming_questions: ["You can ask up to 5 questions"] },
    ],
    ["questions that are not JSON", { rehoming_questions: "[not json" }, { rehoming_questions: ["Questions must be a list of texts"] }],
    ["an unknown mode", { mode: "gift" }, { mode: ["Choose to sell or to rehome"] }],
  ])("refuses %s: 422 with its text, nothing stored", async (_case, fields, fieldErrors) => {
    const before = await db.pet.count();
    const res = await create({ ...rehoming, ...fields });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual(fieldErrors);
    expect(await db.pet.count()).toBe(before);
  });

  it("an edit switches it to a sale, which clears its questions and wishes", async () => {
    const id = (await create(rehoming)).json.pet.id as string;
    const res = await edit(id, { ...validPet, mode: "sale", price: "25000" });
    expect(res.status).toBe(200);
    expect(
      await db.pet.findUniqueOrThrow({ where: { id }, select: { mode: true, rehomingQuestions: true, rehomingWishes: true } }),
    ).toEqual({
      mode: "sale",
      rehomingQuestions: [],
      rehomingWishes: null,
    });
  });

  it("keeps its mode once someone has ordered it: 409 LISTING_MODE_LOCKED, nothing changed", async () => {
    const sale = await createPet(owner.id, { name: "Tiger", price: 4000 });
    expect((await call(placeOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: sale.id, quantity: 1 } })).status).toBe(
      201,
    );
    const res = await edit(sale.id, { ...rehoming, price: "4000" });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("LISTING_MODE_LOCKED");
    expect(await db.pet.findUniqueOrThrow({ where: { id: sale.id }, select: { mode: true, price: true } })).toEqual({
      mode: "sale",
      price: 4000,
    });
  });
});

describe("the mode filter (GET /server/pets?mode=)", () => {
  it("lists only rehomings, or only sales; an unknown mode is a 400", async () => {
    const dog = await rehomingPet("Filter Rehomed");
    const sale = await createPet(owner.id, { name: "Filter Sold" });
    const ids = async (mode: string) => ((await list({ mode })).json.pets as { id: string }[]).map((p) => p.id);
    const rehomings = await ids("rehoming");
    expect(rehomings).toContain(dog.id);
    expect(rehomings).not.toContain(sale.id);
    const sales = await ids("sale");
    expect(sales).toContain(sale.id);
    expect(sales).not.toContain(dog.id);
    expect((await list({ mode: "gift" })).status).toBe(400);
  });
});

describe("the search's adoption words", () => {
  it.each(["labrador for adoption", "labrador free to a good home", "labrador गोद", "labrador नया घर", "labrador దత్తత"])(
    "%j: rehoming listings first, then the sales",
    async (q) => {
      await db.pet.updateMany({ data: { status: "inactive" } });
      const older = await rehomingPet("Search Rehomed");
      await createPet(owner.id, { name: "Search Sold" });
      const pets = (await list({ q })).json.pets as { id: string; name: string; mode: string }[];
      expect(pets[0]).toMatchObject({ id: older.id, mode: "rehoming" });
      expect(pets.map((p) => p.name)).toContain("Search Sold");
    },
  );
});

describe("the cart, an order and checkout refuse a rehoming", () => {
  it("adding it to the cart: 409 REHOMING_APPLY_INSTEAD, the cart unchanged", async () => {
    const pet = await rehomingPet("Cart Rehomed");
    const res = await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pet.id } });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "REHOMING_APPLY_INSTEAD", message: "This pet is being rehomed: apply to adopt instead." });
    expect(await db.cartItem.count({ where: { petId: pet.id } })).toBe(0);
  });

  it("ordering it: 409, no order", async () => {
    const pet = await rehomingPet("Order Rehomed");
    const res = await call(placeOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: pet.id, quantity: 1 } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("REHOMING_APPLY_INSTEAD");
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(0);
  });

  it("checking out a cart line from before the listing became a rehoming: 409, no order", async () => {
    await call(clearCart, "DELETE", "/server/cart", { token: buyer.token });
    const pet = await createPet(owner.id, { name: "Checkout Rehomed", price: 2500 });
    expect((await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pet.id } })).status).toBe(200);
    await db.pet.update({ where: { id: pet.id }, data: { mode: "rehoming" } });
    const res = await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("REHOMING_APPLY_INSTEAD");
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(0);
  });
});
