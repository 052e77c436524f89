import { writeFileSync } from "node:fs";
import { agreementHash, agreementText } from "./text";
import { renderAgreementPdf } from "./pdf";
import { AGREEMENT_LOCALES, AGREEMENT_VERSION, SECTION_KEYS, type TAgreementTerms } from "./terms";
import { pdfText, lettersOnly } from "@/tests/helpers/pdf-text";

const terms = (mode: "sale" | "rehoming"): TAgreementTerms => ({
  order_id: "cmorder0000000000000000001",
  mode,
  date: "2026-12-06",
  pet: {
    name: "Bruno",
    species: "dog",
    breed: "Labrador",
    gender: "male",
    date_of_birth: "2025-03-01",
    age: "1 year",
    microchip_number: "985112003456789",
    sterilised: true,
    vaccinated: true,
    vaccinations: [{ vaccine: "Anti-rabies", date: "2025-06-01" }],
    dewormed: true,
    dewormed_on: "2026-11-01",
    description: "Friendly and calm.",
  },
  unit_price: 2000,
  quantity: 1,
  total: 2000,
  seller: { name: "Asha Rao", town: "Hyderabad" },
  buyer: { name: "Ravi Kumar", town: null },
});

describe("agreementText", () => {
  it.each(AGREEMENT_LOCALES)("has every section in %s, the return clause for a rehoming only", (lang) => {
    const rehoming = agreementText(terms("rehoming"), lang);
    const sale = agreementText(terms("sale"), lang);
    expect(rehoming.sections.map((s) => s.key)).toEqual([...SECTION_KEYS]);
    expect(sale.sections.map((s) => s.key)).toEqual(SECTION_KEYS.filter((k) => k !== "return"));
    for (const doc of [rehoming, sale]) {
      expect(doc.title.length).toBeGreaterThan(5);
      for (const s of doc.sections) {
        expect(s.heading.trim()).not.toBe("");
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) expect(p).not.toMatch(/undefined|null|\$\{/);
      }
      const all = doc.sections.flatMap((s) => s.paragraphs).join(" ");
      for (const fact of ["Bruno", "Asha Rao", "Ravi Kumar", "985112003456789", "₹2,000", "Anti-rabies", "10A", "11(1)(i)", "1872", "2019"])
        expect(all).toContain(fact);
    }
    const clause = rehoming.sections.find((s) => s.key === "return")!.paragraphs.join(" ");
    expect(clause).toContain("Bruno");
    expect(clause).toContain("Asha Rao");
  });

  it("says the return clause in English as agreed", () => {
    const clause = agreementText(terms("rehoming"), "en").sections.find((s) => s.key === "return")!.paragraphs[0];
    expect(clause).toBe(
      "If the adopter can no longer keep Bruno, they will first offer Bruno back to Asha Rao before rehoming it to anyone else, and will never sell it, abandon it or give it to a shelter without asking Asha Rao first.",
    );
  });

  it("gives each language its own hash, the same every time", () => {
    const hashes = AGREEMENT_LOCALES.map((l) => agreementHash(agreementText(terms("sale"), l)));
    expect(new Set(hashes).size).toBe(3);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(agreementHash(agreementText(terms("sale"), "te"))).toBe(hashes[1]);
    const changed = { ...terms("sale"), total: 2001 };
    expect(agreementHash(agreementText(changed, "en"))).not.toBe(hashes[0]);
  });

  it("writes a litter's price per animal and in all", () => {
    const doc = agreementText({ ...terms("sale"), quantity: 3, unit_price: 15000, total: 45000 }, "en");
    expect(doc.sections.find((s) => s.key === "fee")!.paragraphs[0]).toBe("Price: ₹15,000 each, for 3: ₹45,000 in all.");
  });
});

describe("renderAgreementPdf", () => {
  const dto = (lang: "en" | "te" | "hi") => {
    const doc = agreementText(terms("rehoming"), lang);
    return {
      order_id: "cmorder0000000000000000001",
      mode: "rehoming" as const,
      version: AGREEMENT_VERSION,
      lang,
      pet_name: "Bruno",
      title: doc.title,
      sections: doc.sections,
      text_hash: agreementHash(doc),
      signatures: [
        { role: "seller" as const, typed_name: "Asha Rao", lang, text_hash: agreementHash(doc), signed_at: "2026-12-06T09:30:00.000Z" },
      ],
      my_role: "seller" as const,
      can_sign: false,
      is_complete: false,
      created_at: "2026-12-06T09:00:00.000Z",
    };
  };

  it.each(AGREEMENT_LOCALES)("holds the text in %s as real text", async (lang) => {
    const a = dto(lang);
    const pdf = await renderAgreementPdf(a, new Date("2026-12-06T10:00:00Z"));
    if (process.env.AGREEMENT_PDF_OUT) writeFileSync(`${process.env.AGREEMENT_PDF_OUT}/agreement-${lang}.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    const letters = lettersOnly(text);
    expect(text).toContain("Bruno");
    expect(text).toContain("Asha Rao");
    expect(text).toContain("₹2,000");
    expect(text).toContain(a.text_hash);
    expect(text).toContain("cmorder0000000000000000001");
    expect(text).toContain("6 Dec 2026, 3:00 pm");
    // The title and the return clause's heading, in the language's own letters (not boxes, not Latin).
    expect(letters).toContain(lettersOnly(a.title));
    expect(letters).toContain(lettersOnly(a.sections.find((s) => s.key === "return")!.heading));
    expect(letters).toContain(lettersOnly(a.sections.find((s) => s.key === "fee")!.heading));
  });
});
