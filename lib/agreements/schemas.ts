import * as z from "zod";
import "@/lib/zod";
import { AGREEMENT_LOCALES, SIGNATURE_NAME_MAX, SIGNATURE_NAME_MIN } from "./terms";

// Shared by the agreement panel and the handlers. A message a person can meet is an error code.

const lang = z.enum(AGREEMENT_LOCALES, "lang must be en, te or hi");

/** GET /server/orders/{id}/agreement and …/agreement.pdf: the language to read it in (English by default). */
export const ZAgreementQuery = z.object({ lang: lang.default("en") });

/**
 * The typed full name: spaces at the ends trimmed and runs of spaces made one, then 2–100 characters.
 * It is not compared with the account's name: the account's name may be a nickname, and the name a
 * person signs with is theirs to give. Both are on the record (the account's is the party's name in the
 * text), so a mismatch can be seen by anyone who reads it.
 */
export const ZSignatureName = z
  .string("AGREEMENT_NAME_INVALID")
  .transform((s) => s.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(SIGNATURE_NAME_MIN, "AGREEMENT_NAME_INVALID").max(SIGNATURE_NAME_MAX, "AGREEMENT_NAME_INVALID"));

/** POST /server/orders/{id}/agreement/sign. */
export const ZSignAgreementBody = z.object({
  typed_name: ZSignatureName,
  lang,
  text_hash: z.string("AGREEMENT_CHANGED").regex(/^[0-9a-fA-F]{64}$/, "AGREEMENT_CHANGED"),
});
export type TSignAgreementBody = z.input<typeof ZSignAgreementBody>;
