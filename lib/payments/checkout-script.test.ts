import { checkoutOptions, loadCheckoutScript } from "./checkout-script";

// What the payment screen opens Razorpay's Checkout with, and how it loads Checkout's script: on demand,
// once per page, again after a failed load.

const OPENING = { provider: "razorpay", key_id: "rzp_test_1", order_id: "order_abc", amount: 1_850_000, currency: "INR" } as const;

describe("checkoutOptions", () => {
  const onPaid = jest.fn();
  const onDismiss = jest.fn();

  it("opens Razorpay's order at its amount in paise, under our name and colour, with the buyer's name and email", () => {
    const options = checkoutOptions({
      opening: OPENING,
      locale: "en",
      description: "Payment for your PawBazaar order",
      prefill: { name: "Kavya Rao", email: "kavya@example.com" },
      onPaid,
      onDismiss,
    });
    expect(options).toEqual({
      key: "rzp_test_1",
      order_id: "order_abc",
      amount: 1_850_000,
      currency: "INR",
      name: "PawBazaar",
      description: "Payment for your PawBazaar order",
      prefill: { name: "Kavya Rao", email: "kavya@example.com" },
      theme: { color: "#c2410c" },
      config: { display: { language: "en" } },
      handler: onPaid,
      modal: { ondismiss: onDismiss },
    });
  });

  it("speaks the page's language, in Razorpay's codes (Telugu is tel)", () => {
    const language = (locale: "en" | "te" | "hi") =>
      checkoutOptions({ opening: OPENING, locale, description: "x", onPaid, onDismiss }).config.display.language;
    expect([language("en"), language("te"), language("hi")]).toEqual(["en", "tel", "hi"]);
  });

  it("prefills nothing it does not know", () => {
    expect(checkoutOptions({ opening: OPENING, locale: "en", description: "x", onPaid, onDismiss }).prefill).toEqual({});
    expect(
      checkoutOptions({ opening: OPENING, locale: "en", description: "x", prefill: { name: "", email: "a@b.in" }, onPaid, onDismiss })
        .prefill,
    ).toEqual({
      email: "a@b.in",
    });
  });
});

describe("loadCheckoutScript", () => {
  type TScript = { src: string; async: boolean; onload?: () => void; onerror?: () => void; remove: jest.Mock };
  const added: TScript[] = [];
  const globals = globalThis as unknown as { window: { Razorpay?: unknown }; document: unknown };

  beforeEach(() => {
    added.length = 0;
    globals.window = {};
    globals.document = {
      createElement: () => ({ remove: jest.fn() }) as unknown as TScript,
      head: { appendChild: (s: TScript) => added.push(s) },
    };
  });

  it("adds the script once, however often Pay now is pressed, and answers Checkout's constructor", async () => {
    const first = loadCheckoutScript("https://checkout.razorpay.com/v1/checkout.js");
    const second = loadCheckoutScript("https://checkout.razorpay.com/v1/checkout.js");
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: "https://checkout.razorpay.com/v1/checkout.js", async: true });
    const Razorpay = class {};
    globals.window.Razorpay = Razorpay;
    added[0].onload!();
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadCheckoutScript("https://checkout.razorpay.com/v1/checkout.js")).resolves.toBe(Razorpay);
    expect(added).toHaveLength(1);
  });

  it("after a failed load, takes the script out and tries again on the next press", async () => {
    const failed = loadCheckoutScript("https://checkout.razorpay.com/v1/checkout.js");
    added[0].onerror!();
    await expect(failed).rejects.toThrow("did not load");
    expect(added[0].remove).toHaveBeenCalled();
    const again = loadCheckoutScript("https://checkout.razorpay.com/v1/checkout.js");
    expect(added).toHaveLength(2);
    // Loaded, but it defined no Checkout (a page that is not Razorpay's script): a failure too.
    added[1].onload!();
    await expect(again).rejects.toThrow("did not load");
  });
});
