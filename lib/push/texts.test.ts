import en from "@/messages/en.json";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { PROTECTION_PUSH_STEPS, pushPayload, type TProtectionPushNote } from "./texts";

// The protection steps' pushes: each side's text per step, in the reader's language, lock-screen safe.

const base = { kind: "protection" as const, orderId: "ord_1", pet: "Bruno", other: "Lakshmi Reddy" };
const notes: TProtectionPushNote[] = [
  ...PROTECTION_PUSH_STEPS.buyer.map((step) => ({ ...base, role: "buyer" as const, step })),
  ...PROTECTION_PUSH_STEPS.seller.map((step) => ({ ...base, role: "seller" as const, step })),
];

describe("pushPayload for protection steps", () => {
  it.each(notes.map((n) => [`${n.role} ${n.step}`, n] as const))("%s: a text in each language, to the order page", (_label, note) => {
    const english = pushPayload(note, "en");
    expect(english.title.length).toBeGreaterThan(3);
    expect(english.body.length).toBeGreaterThan(3);
    expect(`${english.title} ${english.body}`).toContain("Bruno");
    expect(english).toMatchObject({ url: "/orders/ord_1", tag: "order:ord_1" });
    for (const locale of ["te", "hi"] as const) {
      const p = pushPayload(note, locale);
      expect(p.url).toBe(`/${locale}/orders/ord_1`);
      // Translated: not the English text, with the names in it.
      expect(p.title).not.toBe(english.title);
      expect(p.body).not.toBe(english.body);
      expect(`${p.title} ${p.body}`).toContain("Bruno");
      expect(`${p.title} ${p.body}`).not.toMatch(/\{\w+\}/);
    }
  });

  it("names the other person where the text speaks of them", () => {
    expect(pushPayload({ ...base, role: "seller", step: "dispute_opened", other: "Arjun Mehta" }, "en").body).toBe(
      "Arjun Mehta raised a dispute. Add your side on the order page.",
    );
    expect(pushPayload({ ...base, role: "buyer", step: "dispute_statement" }, "te").title).toBe("మీ వివాదంపై Lakshmi Reddy వివరణ ఇచ్చారు");
    expect(pushPayload({ ...base, role: "buyer", step: "released" }, "hi").body).toBe("Bruno का भुगतान Lakshmi Reddy को जारी हो गया है।");
  });

  it("tells the buyer their code is in the app, and says no code", () => {
    const held = pushPayload({ ...base, role: "buyer", step: "held" }, "en");
    expect(held.body).toBe(
      "Held until handover. Your handover code is in the app: show it to Lakshmi Reddy only once Bruno is in your hands.",
    );
    for (const locale of ["en", "te", "hi"]) {
      const p = pushPayload({ ...base, role: "buyer", step: "held" }, locale);
      expect(`${p.title} ${p.body}`).not.toMatch(/\d{4,}/);
    }
  });

  it("writes a deleted account as 'Deleted user' in the reader's language", () => {
    expect(pushPayload({ ...base, role: "seller", step: "lapsed", other: DELETED_USER_NAME }, "hi").body).toBe(
      "हटाया गया उपयोगकर्ता का Bruno वाला ऑर्डर बंद हो गया है। कोई भुगतान नहीं हुआ था।",
    );
  });

  it("has a text for exactly the steps each side hears of", () => {
    expect(Object.keys(en.Push.protection.buyer).sort()).toEqual([...PROTECTION_PUSH_STEPS.buyer].sort());
    expect(Object.keys(en.Push.protection.seller).sort()).toEqual([...PROTECTION_PUSH_STEPS.seller].sort());
    // The one who took the step has the app open: no push for their own dispute or statement.
    expect(PROTECTION_PUSH_STEPS.buyer).not.toContain("dispute_opened");
    expect(PROTECTION_PUSH_STEPS.seller).not.toContain("dispute_statement");
  });

  it("falls back to English for an unknown language", () => {
    expect(pushPayload({ ...base, role: "seller", step: "held" }, "fr")).toEqual(
      pushPayload({ ...base, role: "seller", step: "held" }, "en"),
    );
  });
});
