import { POST as removeFromCart } from "@/app/server/cart/remove/route";
import { DELETE as clearCart, GET as getCart, POST as addToCart, PUT as updateCart } from "@/app/server/cart/route";
import { GET as getPet } from "@/app/server/pets/[id]/route";
import { POST as checkWishlist } from "@/app/server/wishlist/check/route";
import { POST as removeFromWishlist } from "@/app/server/wishlist/remove/route";
import { DELETE as clearWishlist, GET as getWishlist, POST as addToWishlist } from "@/app/server/wishlist/route";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
let seller: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
const pets: Record<string, string> = {};

const pet = async (name: string, price: number, status: "active" | "inactive" | "sold" = "active", sellerId = seller.id, available = 1) =>
  (await createPet(sellerId, { name, price, status, available })).id;

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Seller" });
  buyer = await createUser({ name: "Buyer" });
  other = await createUser({ name: "Other" });
  // A litter of five: its quantity can go above one.
  pets.a = await pet("Alpha", 12000, "active", seller.id, 5);
  pets.b = await pet("Bravo", 30000);
  pets.sold = await pet("Sold", 5000, "sold");
  pets.inactive = await pet("Hidden", 5000, "inactive");
  pets.mine = await pet("Mine", 8000, "active", buyer.id);
});
afterAll(closeDb);

describe("cart", () => {
  it("needs a session: 'Please log in to add items to cart'", async () => {
    const res = await call(addToCart, "POST", "/server/cart", { body: { pet_id: pets.a } });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please log in to add items to cart");
    expect((await call(getCart, "GET", "/server/cart")).status).toBe(401);
  });

  it("adds with quantity 1 by default and lists the API's fields", async () => {
    const res = await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pets.a } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Pet added to cart" });
    const cart = await call(getCart, "GET", "/server/cart", { token: buyer.token });
    expect(cart.json.success).toBe(true);
    expect(cart.json.cart).toEqual([
      {
        id: expect.any(String),
        pet_id: pets.a,
        name: "Alpha",
        breed: "Labrador Retriever",
        age: "2 years",
        price: 12000,
        image: null,
        quantity: 1,
        status: "active",
        available: 5,
      },
    ]);
  });

  it("adding the same pet again raises the quantity; PUT sets it; below 1 removes", async () => {
    await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pets.a, quantity: 2 } });
    expect((await call(getCart, "GET", "/server/cart", { token: buyer.token })).json.cart[0].quantity).toBe(3);
    const put = await call(updateCart, "PUT", "/server/cart", { token: buyer.token, body: { pet_id: pets.a, quantity: 2 } });
    expect(put.json).toEqual({ success: true, message: "Cart updated" });
    expect((await call(getCart, "GET", "/server/cart", { token: buyer.token })).json.cart[0].quantity).toBe(2);
    for (const quantity of [0, -3]) {
      await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pets.a } });
      const res = await call(updateCart, "PUT", "/server/cart", { token: buyer.token, body: { pet_id: pets.a, quantity } });
      expect(res.json).toEqual({ success: true, message: "Pet removed from cart" });
      expect((await call(getCart, "GET", "/server/cart", { token: buyer.token })).json.cart).toEqual([]);
    }
  });

  it.each([
    [{ pet_id: "x", quantity: 0 }, 422],
    [{ pet_id: "x", quantity: -1 }, 422],
    [{ pet_id: "x", quantity: 1.5 }, 422],
    [{ pet_id: "x", quantity: "2" }, 422],
    [{ quantity: 1 }, 422],
    [{ pet_id: 42 }, 422],
  ])("refuses %j when adding", async (body, status) => {
    expect((await call(addToCart, "POST", "/server/cart", { token: buyer.token, body })).status).toBe(status);
  });

  it("refuses a sold or inactive pet, one's own pet and an unknown pet", async () => {
    for (const id of [pets.sold, pets.inactive]) {
      const res = await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: id } });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe("This pet is no longer available");
    }
    const own = await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pets.mine } });
    expect(own.status).toBe(403);
    expect((await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: "nope" } })).status).toBe(404);
    expect(await db.cartItem.count({ where: { userId: buyer.id } })).toBe(0);
  });

  it("each user sees and changes only their own cart", async () => {
    await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pets.b } });
    expect((await call(getCart, "GET", "/server/cart", { token: other.token })).json.cart).toEqual([]);
    const put = await call(updateCart, "PUT", "/server/cart", { token: other.token, body: { pet_id: pets.b, quantity: 5 } });
    expect(put.status).toBe(404);
    expect((await call(removeFromCart, "POST", "/server/cart/remove", { token: other.token, body: { pet_id: pets.b } })).status).toBe(404);
    await call(clearCart, "DELETE", "/server/cart", { token: other.token });
    expect((await call(getCart, "GET", "/server/cart", { token: buyer.token })).json.cart).toMatchObject([{ pet_id: pets.b, quantity: 1 }]);
  });

  it("removes a line and clears the cart", async () => {
    await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pets.a } });
    const removed = await call(removeFromCart, "POST", "/server/cart/remove", { token: buyer.token, body: { pet_id: pets.b } });
    expect(removed.json).toEqual({ success: true, message: "Pet removed from cart" });
    expect((await call(getCart, "GET", "/server/cart", { token: buyer.token })).json.cart.map((l: { pet_id: string }) => l.pet_id)).toEqual(
      [pets.a],
    );
    const cleared = await call(clearCart, "DELETE", "/server/cart", { token: buyer.token });
    expect(cleared.json).toEqual({ success: true, message: "Cart cleared" });
    expect((await call(getCart, "GET", "/server/cart", { token: buyer.token })).json.cart).toEqual([]);
  });
});

describe("wishlist", () => {
  it("needs a session", async () => {
    const res = await call(addToWishlist, "POST", "/server/wishlist", { body: { pet_id: pets.a } });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please log in to add items to wishlist");
  });

  it("saves pets (twice is fine), answers a bare array with the API's fields, and counts likes", async () => {
    const add = await call(addToWishlist, "POST", "/server/wishlist", { token: buyer.token, body: { pet_id: pets.a } });
    expect(add.json).toEqual({ success: true, message: "Added to wishlist" });
    await call(addToWishlist, "POST", "/server/wishlist", { token: buyer.token, body: { pet_id: pets.a } });
    await call(addToWishlist, "POST", "/server/wishlist", { token: other.token, body: { pet_id: pets.a } });
    const list = await call(getWishlist, "GET", "/server/wishlist", { token: buyer.token });
    expect(Array.isArray(list.json)).toBe(true);
    expect(list.json).toEqual([
      {
        id: expect.any(String),
        pet_id: pets.a,
        name: "Alpha",
        breed: "Labrador Retriever",
        age: "2 years",
        price: 12000,
        image: null,
        location: "Hyderabad",
        added_at: expect.any(String),
        status: "active",
      },
    ]);
    const detail = await call(getPet, "GET", `/server/pets/${pets.a}`, { params: { id: pets.a } });
    expect(detail.json.pet.likes).toBe(2);
  });

  it("checks, removes and clears, each user only their own", async () => {
    expect((await call(checkWishlist, "POST", "/server/wishlist/check", { token: buyer.token, body: { pet_id: pets.a } })).json).toEqual({
      success: true,
      inWishlist: true,
    });
    expect((await call(checkWishlist, "POST", "/server/wishlist/check", { token: buyer.token, body: { pet_id: pets.b } })).json).toEqual({
      success: true,
      inWishlist: false,
    });
    await call(clearWishlist, "DELETE", "/server/wishlist", { token: other.token });
    expect(
      (await call(checkWishlist, "POST", "/server/wishlist/check", { token: buyer.token, body: { pet_id: pets.a } })).json.inWishlist,
    ).toBe(true);
    const removed = await call(removeFromWishlist, "POST", "/server/wishlist/remove", { token: buyer.token, body: { pet_id: pets.a } });
    expect(removed.json).toEqual({ success: true, message: "Removed from wishlist" });
    expect(
      (await call(removeFromWishlist, "POST", "/server/wishlist/remove", { token: buyer.token, body: { pet_id: pets.a } })).status,
    ).toBe(404);
    await call(addToWishlist, "POST", "/server/wishlist", { token: buyer.token, body: { pet_id: pets.b } });
    const cleared = await call(clearWishlist, "DELETE", "/server/wishlist", { token: buyer.token });
    expect(cleared.json).toEqual({ success: true, message: "Wishlist cleared" });
    expect((await call(getWishlist, "GET", "/server/wishlist", { token: buyer.token })).json).toEqual([]);
  });

  it("refuses an unknown pet and a malformed body", async () => {
    expect((await call(addToWishlist, "POST", "/server/wishlist", { token: buyer.token, body: { pet_id: "nope" } })).status).toBe(404);
    expect(
      (
        await call(addToWishlist, "POST", "/server/wishlist", {
          token: buyer.token,
          rawBody: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
  });
});
