import "server-only";
import type { TTx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, isErrorCode, type TFieldProblem } from "@/lib/http/errors";
import { listingLawProblems, type TLawProblem, type TListingLawInput } from "./listing-rules";
import { refusalName } from "./species";

/**
 * The law's rules (lib/law/listing-rules.ts) on a listing just written, inside the write's transaction, so a
 * refusal leaves nothing behind. Read back from the row as lib/pets/listing-age.ts reads it, so "over six
 * months" is the same `bornOn` age the 8-week rule and the search read. Throws SPECIES_PROTECTED (Wild Life
 * (Protection) Act, 1972), SPECIES_REGISTRATION_REQUIRED (Living Animal Species (Reporting and Registration)
 * Rules, 2024) or VALIDATION with the fields at fault (microchip, sterilisation: Dog Breeding and Marketing
 * Rules, 2017); with `asOneCode`, the first problem's own code instead, whose text names the rule.
 */
export async function assertListingLaw(tx: TTx, petId: string, { asOneCode = false }: { asOneCode?: boolean } = {}) {
  const [row] = await tx.$queryRaw<TListingLawInput[]>`SELECT ${LAW_COLUMNS} FROM pets WHERE id = ${petId}`;
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

/** What the rules read of a listing, as the database holds it (its age from `bornOn`). */
const LAW_COLUMNS = Prisma.sql`name, breed, species::text AS species, "sellerType"::text AS "sellerType", "microchipNumber", sterilised,
  "speciesRegistrationNumber", ("bornOn" + interval '6 months') < current_date AS "isOverSixMonths"`;

/**
 * Of these listings, the ones the rules refuse today, read as assertListingLaw reads one: for a step that
 * publishes listings the seller did not just write (a registration approved, a suspension lifted), which
 * may have been lawful when written and no longer be (a dog held past six months, no longer sterilised
 * as the Dog Breeding and Marketing Rules, 2017 want of one sold by a breeder), or written before a rule.
 */
export async function unlawfulAmong(tx: TTx, petIds: string[]): Promise<string[]> {
  if (!petIds.length) return [];
  const rows = await tx.$queryRaw<
    (TListingLawInput & { id: string })[]
  >`SELECT id, ${LAW_COLUMNS} FROM pets WHERE id = ANY(${petIds}::text[])`;
  return rows.filter((row) => listingLawProblems(row).length > 0).map((row) => row.id);
}

/**
 * Sets aside (`inactive`, the seller's own state) the listings of `petIds` the rules refuse today, so a
 * step that publishes the others never publishes them: their seller completes them in My Listings, and
 * making one active again checks it (lib/pets/set-pet-status.ts). Returns their ids.
 */
export async function setAsideUnlawful(tx: TTx, petIds: string[]): Promise<string[]> {
  const unlawful = await unlawfulAmong(tx, petIds);
  if (unlawful.length)
    await tx.pet.updateMany({
      where: { id: { in: unlawful } },
      data: { status: "inactive", hiddenCause: null, hiddenAt: null, hiddenReason: null, appealedAt: null },
    });
  return unlawful;
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
