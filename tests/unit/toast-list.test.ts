import { MAX_TOASTS, withToast } from "@/components/ui/toast-list";

type T = { id: number; key?: string; description: string };

describe("withToast (the notices on screen)", () => {
  it("adds notices without a key side by side", () => {
    const list = withToast(withToast<T>([], { id: 1, description: "a" }), { id: 2, description: "b" });
    expect(list.map((t) => t.id)).toEqual([1, 2]);
  });

  it("puts a notice in the place of the earlier one of its key: the form's success takes its error away", () => {
    let list = withToast<T>([], { id: 1, key: "account", description: "Invalid credentials" });
    list = withToast(list, { id: 2, description: "Pet added to cart" });
    list = withToast(list, { id: 3, key: "account", description: "Invalid credentials" });
    expect(list.map((t) => t.id)).toEqual([2, 3]);
    list = withToast(list, { id: 4, key: "account", description: "Login successful" });
    expect(list.map((t) => t.description)).toEqual(["Pet added to cart", "Login successful"]);
  });

  it("leaves other keys' notices alone", () => {
    const list = withToast(withToast<T>([], { id: 1, key: "cart-a", description: "x" }), { id: 2, key: "wishlist-a", description: "y" });
    expect(list.map((t) => t.id)).toEqual([1, 2]);
  });

  it(`keeps only the newest ${MAX_TOASTS}`, () => {
    let list: T[] = [];
    for (let id = 1; id <= MAX_TOASTS + 2; id++) list = withToast(list, { id, description: String(id) });
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6]);
  });
});
