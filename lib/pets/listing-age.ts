import "server-only";
import type { TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { ageRuleProblem } from "./age-rule";
import { todayInIndia } from "./constants";

/**
 * The 8-week rule (lib/pets/age-rule.ts) on a listing just written, inside the write's transaction, so a
 * refusal leaves nothing behind. Read back from the row: its species is the seller's or its breed's
 * (lib/pets/pet-writes.ts), and its age text was read by the database into `bornOn` (the day it was born,
 * as the search counts it: migration 20261127110000_pets_born_on), so the rule and the search's age
 * filters never read an age two ways. Throws VALIDATION with the field at fault.
 */
export async function assertListingAge(tx: TTx, petId: string, now = new Date()) {
  const [row] = await tx.$queryRaw<{ species: string | null; dateOfBirth: Date | null; ageDays: number | null }[]>`
    SELECT species::text AS species, "dateOfBirth", current_date - "bornOn" AS "ageDays" FROM pets WHERE id = ${petId}`;
  if (!row) return;
  const problem = ageRuleProblem({
    species: row.species,
    dateOfBirth: row.dateOfBirth ? row.dateOfBirth.toISOString().slice(0, 10) : null,
    ageDays: row.ageDays,
    today: todayInIndia(now),
  });
  if (problem) throw new AppError("VALIDATION", { fields: { [problem.field]: [problem.problem] } });
}
