import { cartApi } from "./client";

/** The server's answer for the next call (the browser's fetch, answered in memory). */
function answer(body: unknown, status = 200) {
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  ) as typeof fetch;
}

const line = {
  id: "l1",
  pet_id: "p1",
  name: "Bruno",
  breed: "Labrador",
  age: "3 months",
  price: 15000,
  image: null,
  quantity: 1,
  status: "active",
  available: 1,
};

describe("cartApi.list", () => {
  it("answers the cart's lines", async () => {
    answer({ success: true, cart: [line] });
    await expect(cartApi.list()).resolves.toEqual([line]);
  });

  it.each([
    ["no cart", { success: true }],
    ["a cart that is not a list", { success: true, cart: { pet_id: "p1" } }],
    ["a cart that is null", { success: true, cart: null }],
  ])("%s is 'Invalid cart data'", async (_label, body) => {
    answer(body);
    await expect(cartApi.list()).rejects.toMatchObject({ code: "INVALID_CART", message: "Invalid cart data" });
  });
});
