import "server-only";
import type { TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { isEmptyVaccination } from "./pet-health";
import type { TPetInput } from "./schemas";

// The seller's writes of a listing's health records (lib/pets/pet-health.ts), inside the listing's
// own transaction (lib/pets/create-pet.ts, update-pet.ts): a refused listing leaves none behind.

/** Its vaccinations as the form gives them, in its order; an edit replaces the ones it had. */
export async function writeVaccinations(tx: TTx, petId: string, input: Pick<TPetInput, "vaccinations">, { replace = false } = {}) {
  if (replace) await tx.petVaccination.deleteMany({ where: { petId } });
  const rows = input.vaccinations.filter((v) => !isEmptyVaccination(v));
  if (!rows.length) return;
  await tx.petVaccination.createMany({
    data: rows.map((v, position) => ({ petId, vaccine: v.vaccine, givenOn: new Date(`${v.date}T00:00:00Z`), position })),
  });
}

/** Refuses a "with the mother" mark on a photo the listing will not have (its photos after the request). */
export function assertWithMotherPhotos(input: Pick<TPetInput, "withMother">, photoCount: number) {
  if (input.withMother.some((place) => place >= photoCount))
    throw new AppError("VALIDATION", { fields: { withMother: ["withMotherInvalid"] } });
}

/** Whether the photo at this place among the listing's photos is marked as one with the mother. */
export const isWithMother = (input: Pick<TPetInput, "withMother">, place: number) => input.withMother.includes(place);
