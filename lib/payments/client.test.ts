import { cartTotal, isCartItemAvailable, type TCartItem } from "@/lib/cart/client";
import { paymentAmount } from "./client";

const line = (price: number, quantity: number, status = "active"): TCartItem => ({ id: `${price}`, pet_id: `${price}`, name: "P", breed: "B", age: "1", price, image: null, quantity, status });

describe("cartTotal", () => {
  it("sums price × quantity of the lines still available, with no fees", () => {
    expect(cartTotal([line(12000, 1), line(2500, 2), line(999, 3, "sold")])).toBe(17000);
    expect(cartTotal([])).toBe(0);
    expect(isCartItemAvailable(line(1, 1, "inactive"))).toBe(false);
  });
});

describe("paymentAmount (SPEC §5: the typed value if present, else the cart total)", () => {
  it.each([
    ["", 17000, 17000],
    ["   ", 17000, 17000],
    ["17000", 99, 17000],
    ["₹17,000", 99, 17000],
    ["0", 17000, 0],
    ["-5", 17000, -5],
  ])("%j with total %d → %d", (typed, total, expected) => expect(paymentAmount(typed, total)).toBe(expected));

  it("is NaN for text that is not a number (the screen answers 'Invalid amount')", () => {
    expect(paymentAmount("abc", 100)).toBeNaN();
  });
});
