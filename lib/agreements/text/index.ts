import { createHash } from "node:crypto";
import type { TAgreementDocument, TAgreementLocale, TAgreementTerms } from "../terms";
import { agreementEn } from "./en";
import { agreementHi } from "./hi";
import { agreementTe } from "./te";

// The agreement's text in the reader's language, and the fingerprint of exactly that text.

const BY_LOCALE = { en: agreementEn, te: agreementTe, hi: agreementHi } as const;

/** The agreement's document (title and sections) in one of the three languages, from its terms. */
export function agreementText(terms: TAgreementTerms, locale: TAgreementLocale): TAgreementDocument {
  return BY_LOCALE[locale](terms);
}

/**
 * The SHA-256 (hex) of a document as shown: its title and every section's heading and paragraphs, in
 * order, as canonical JSON. A signature stores it, so what the person read can be proved later.
 */
export function agreementHash(doc: TAgreementDocument): string {
  const canonical = JSON.stringify([doc.title, doc.sections.map((s) => [s.key, s.heading, s.paragraphs])]);
  return createHash("sha256").update(canonical, "utf8").digest("hex");
}
