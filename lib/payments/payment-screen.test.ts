import { cartTotal, isCartItemAvailable, type TCartItemDto } from "@/lib/cart/client";
import { parseOrderIds, paymentAmount, paymentHref } from "./payment-screen";

const line = (price: number, quantity: number, status: TCartItemDto["status"] = "active"): TCartItemDto => ({
  id: `${price}`,
  pet_id: `${price}`,
  name: "P",
  breed: "B",
  age: "1",
  price,
  image: null,
  quantity,
  status,
  available: quantity,
});

describe("cartTotal", () => {
  it("sums price × quantity of the lines still available, with no fees", () => {
    expect(cartTotal([line(12000, 1), line(2500, 2), line(999, 3, "sold")])).toBe(17000);
    expect(cartTotal([])).toBe(0);
    expect(isCartItemAvailable(line(1, 1, "inactive"))).toBe(false);
  });
});

describe("paymentAmount (the typed value if present, else the cart total)", () => {
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

describe("parseOrderIds", () => {
  it("keeps well-formed ids once, in order, and drops anything else", () => {
    expect(parseOrderIds("cmabc1,cmdef2,cmabc1")).toEqual(["cmabc1", "cmdef2"]);
    expect(parseOrderIds(["a1,b2", "c3"])).toEqual(["a1", "b2"]);
    expect(parseOrderIds("x1,../etc,<script>,,%00," + "a".repeat(41))).toEqual(["x1"]);
    expect(parseOrderIds(undefined)).toEqual([]);
    expect(parseOrderIds(Array.from({ length: 150 }, (_, i) => `o${i}`).join(","))).toHaveLength(100);
  });

  it("round-trips through paymentHref", () => {
    expect(paymentHref(["a1", "b2"])).toBe("/payment?orders=a1,b2");
    expect(paymentHref([])).toBe("/payment");
    expect(parseOrderIds(new URL(paymentHref(["a1", "b2"]), "http://x").searchParams.get("orders") ?? undefined)).toEqual(["a1", "b2"]);
  });
});
