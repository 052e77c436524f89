import * as z from "zod";

// What an agreement is made of: the facts of the order as they were when it was made (the listing as
// bought, the parties, the fee), stored on the Agreement row as `terms`. The text in each language
// (./text) is drawn from these and the version alone, so every language says the same thing and a text
// shown once can be shown again, word for word, years later.

/**
 * The version of the agreement's wording. Each version's text stays in ./text as it was: an agreement
 * made under one is always shown in its words, so a signature's hash stays true. A change of wording is a
 * new version (and a new text), never an edit of one in use.
 */
export const AGREEMENT_VERSION = "2026-12-06";
export const AGREEMENT_VERSIONS = [AGREEMENT_VERSION] as const;

export const AGREEMENT_LOCALES = ["en", "te", "hi"] as const;
export type TAgreementLocale = (typeof AGREEMENT_LOCALES)[number];

/** The typed full name of a signature: trimmed, 2–100 characters. */
export const SIGNATURE_NAME_MIN = 2;
export const SIGNATURE_NAME_MAX = 100;

const ZParty = z.object({ name: z.string(), town: z.string().nullable() });

export const ZAgreementTerms = z.object({
  order_id: z.string(),
  mode: z.enum(["sale", "rehoming"]),
  /** The day the agreement was made, in India (YYYY-MM-DD). */
  date: z.iso.date(),
  pet: z.object({
    name: z.string(),
    species: z.enum(["dog", "cat", "bird", "fish", "rabbit", "other"]).nullable(),
    breed: z.string(),
    gender: z.enum(["male", "female"]),
    date_of_birth: z.iso.date().nullable(),
    age: z.string(),
    microchip_number: z.string().nullable(),
    sterilised: z.boolean().nullable(),
    vaccinated: z.boolean().nullable(),
    vaccinations: z.array(z.object({ vaccine: z.string(), date: z.iso.date() })),
    dewormed: z.boolean().nullable(),
    dewormed_on: z.iso.date().nullable(),
    description: z.string(),
  }),
  /** In rupees: the price of one (the adoption fee for a rehoming), how many, and the order's total. */
  unit_price: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
  seller: ZParty,
  buyer: ZParty,
});
export type TAgreementTerms = z.infer<typeof ZAgreementTerms>;

export const SECTION_KEYS = ["parties", "pet", "health", "fee", "terms", "return", "law", "platform", "signing"] as const;
export type TSectionKey = (typeof SECTION_KEYS)[number];
export type TAgreementSection = { key: TSectionKey; heading: string; paragraphs: string[] };
export type TAgreementDocument = { title: string; sections: TAgreementSection[] };
