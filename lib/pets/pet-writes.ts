import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { knownBreed } from "@/lib/search/parse";
import { keyOf } from "./pet-row";
import type { TPetInput } from "./schemas";

// What the seller's writes to a listing share: its columns from the form's input, and the owner's check.

/**
 * The listing's species: the seller's, or else its breed's when the search's breed catalogue knows the
 * breed as written (lib/search/parse.ts, knownBreed), so that a Labrador listed without one is a dog to
 * the Dog filter, the /dogs pages and the 8-week rule. An unknown breed stays without a species.
 */
export const speciesOf = (input: Pick<TPetInput, "species" | "breed">) => input.species ?? knownBreed(input.breed)?.species ?? null;

export function petData(input: TPetInput) {
  return {
    name: input.name,
    breed: input.breed,
    breedKey: keyOf(input.breed),
    age: input.age,
    price: input.price,
    location: input.location,
    locationKey: keyOf(input.location),
    description: input.description,
    gender: input.gender,
    features: input.features,
    species: speciesOf(input),
    dateOfBirth: input.dateOfBirth ? new Date(`${input.dateOfBirth}T00:00:00Z`) : null,
    vaccinated: input.vaccinated ?? null,
    dewormed: input.dewormed ?? null,
    sterilised: input.sterilised ?? null,
    microchipNumber: input.microchipNumber ?? null,
    sellerType: input.sellerType ?? null,
    registrationNumber: input.registrationNumber ?? null,
    dewormedOn: input.dewormedOn ? new Date(`${input.dewormedOn}T00:00:00Z`) : null,
    speciesRegistrationNumber: input.speciesRegistrationNumber ?? null,
    available: input.available,
    // A sale carries no rehoming questions or wishes: switching a listing to sale clears them.
    mode: input.mode,
    rehomingQuestions: input.mode === "rehoming" ? input.rehoming_questions : [],
    rehomingWishes: input.mode === "rehoming" ? (input.rehoming_wishes ?? null) : null,
  };
}

/** Throws 404 when the listing does not exist and 403 when it is someone else's. */
export async function assertOwner(petId: string, userId: string) {
  const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { sellerId: true } });
  if (!pet) throw new AppError("PET_NOT_FOUND");
  if (pet.sellerId !== userId) throw new AppError("NOT_OWNER");
}
