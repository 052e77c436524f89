import "server-only";
import type { TTx } from "@/lib/db";
import { AppError, isErrorCode, type TFieldProblem } from "@/lib/http/errors";
import { listingLawProblems, type TLawProblem } from "./listing-rules";
import { refusalName } from "./species";

/**
 * The law's rules for a listing (lib/law/listing-rules.ts) on a listing just written, inside the write's
 * transaction, so a refusal leaves nothing behind. Read back from the row, as lib/pets/listing-age.ts
 * reads it: its species is the seller's or its breed's, and its age is the database's `bornOn` (the
 * date of birth, or the listing day less the age it gave), so "over six months" is the same age the
 * 8-week rule and the search's age filters read.
 *
 * Throws SPECIES_PROTECTED (the Wild Life (Protection) Act, 1972) or SPECIES_REGISTRATION_REQUIRED (the
 * Living Animal Species (Reporting and Registration) Rules, 2024), each naming the species, or
 * VALIDATION; each with the fields at fault (the microchip and sterilisation of a dog sold by a breeder
 * or pet shop: the Dog Breeding and Marketing Rules, 2017). With `asOneCode`, VALIDATION is replaced by the
 * first problem's own code (MICROCHIP_REQUIRED, STERILISATION_REQUIRED, PARROT_KIND_REQUIRED), whose text
 * names the rule.
 */
export async function assertListingLaw(tx: TTx, petId: string, { asOneCode = false }: { asOneCode?: boolean } = {}) {
  const [row] = await tx.$queryRaw<
    {
      name: string;
      breed: string;
      species: string | null;
      sellerType: string | null;
      microchipNumber: string | null;
      sterilised: boolean | null;
      speciesRegistrationNumber: string | null;
      isOverSixMonths: boolean | null;
    }[]
  >`
    SELECT name, breed, species::text AS species, "sellerType"::text AS "sellerType", "microchipNumber", sterilised,
      "speciesRegistrationNumber", ("bornOn" + interval '6 months') < current_date AS "isOverSixMonths"
    FROM pets WHERE id = ${petId}`;
  if (!row) return;
  const problems = listingLawProblems(row);
  if (!problems.length) return;
  const error = lawError(problems);
  // Where no form shows the fields (a listing set active from My Listings), one refusal that says itself.
  if (asOneCode && error.code === "VALIDATION") {
    const code = problems.map((p) => FIELD_PROBLEM[p.rule]).find(isErrorCode);
    if (code) throw new AppError(code);
  }
  throw error;
}

const FIELD_PROBLEM: Record<TLawProblem["rule"], TFieldProblem> = {
  protected: "speciesProtected",
  registration: "speciesRegistrationRequired",
  unclear: "PARROT_KIND_REQUIRED",
  microchip: "MICROCHIP_REQUIRED",
  sterilised: "STERILISATION_REQUIRED",
};

/** The refusal for the problems: the species named in the answer's text, each field with its own. */
export function lawError(problems: TLawProblem[]): AppError {
  const fields: Record<string, TFieldProblem[]> = {};
  for (const p of problems) (fields[p.field] ??= []).push(FIELD_PROBLEM[p.rule]);
  const named = problems.find((p) => p.rule === "protected" || p.rule === "registration");
  if (named?.rule === "protected") return new AppError("SPECIES_PROTECTED", { params: { species: refusalName(named.mention) }, fields });
  if (named?.rule === "registration")
    return new AppError("SPECIES_REGISTRATION_REQUIRED", { params: { species: refusalName(named.mention) }, fields });
  return new AppError("VALIDATION", { fields });
}
