import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { landingKeyOf, type TLanding } from "@/lib/discovery/catalog";
import { toPetCard, type TPetCardDto } from "./card";
import { fromRow, LIST_COLUMNS, type TPetRow } from "./pet-row";

// "More like this" under a pet, and what an empty landing page offers instead of nothing: other active
// listings in tiers, nearest first. Each tier is one branch of a single statement, read newest first on
// the index that holds its pair (prisma/schema.prisma: status with breedKey and locationKey, species and
// locationKey, breedKey alone, species alone) and cut at the list's size, so the statement reads at most
// `limit` rows per tier however many listings there are; the tiers do not overlap (each excludes the ones
// before it by its keys), so no listing is shown twice.

/** How many cards "More like this" shows: two rows on a computer (4 a row), four on a phone (2 a row). */
export const SIMILAR_PETS_LIMIT = 8;

type TTier = Prisma.Sql[];

const active = Prisma.sql`p.status = 'active'`;
const breedIs = (key: string) => Prisma.sql`p."breedKey" = ${key}`;
const breedIsNot = (key: string) => Prisma.sql`p."breedKey" <> ${key}`;
const townIs = (key: string) => Prisma.sql`p."locationKey" = ${key}`;
const townIsNot = (key: string) => Prisma.sql`p."locationKey" <> ${key}`;
const speciesIs = (species: string) => Prisma.sql`p.species = ${species}::"Species"`;

/** Up to `limit` active listings of the tiers, the first tier's first, each tier newest first; never `excludeId`. */
async function readTiers(tiers: TTier[], limit: number, excludeId?: string): Promise<TPetCardDto[]> {
  if (!tiers.length || limit < 1) return [];
  const not = excludeId ? [Prisma.sql`p.id <> ${excludeId}`] : [];
  const branches = tiers.map(
    (where, tier) =>
      Prisma.sql`(SELECT ${tier}::int AS tier, ${LIST_COLUMNS} FROM pets p WHERE ${Prisma.join([active, ...not, ...where], " AND ")}
        ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${limit})`,
  );
  const rows = await getDb().$queryRaw<(TPetRow & { tier: number })[]>`
    SELECT * FROM (${Prisma.join(branches, " UNION ALL ")}) s ORDER BY s.tier, s."createdAt" DESC, s.id DESC LIMIT ${limit}`;
  return rows.map(({ tier: _tier, ...row }) => toPetCard(fromRow(row)));
}

/**
 * "More like this" for a pet: the same breed in its town, then other pets of its species in its town,
 * then the same breed in other towns, then the rest of its species. Someone looking at a Labrador in
 * Hyderabad wants another Labrador they can go and see; failing that, another dog nearby is closer to
 * their plans than a Labrador across the country; the species elsewhere only fills what is left, so a
 * rare breed in a small town still gets a list. Active listings only, never the pet itself; whatever the
 * pet's own status (a sold pet's page offers these instead of a dead end).
 */
export async function listSimilarPets(
  pet: { id: string; breed: string; location: string; species: string | null },
  limit = SIMILAR_PETS_LIMIT,
): Promise<TPetCardDto[]> {
  const breed = landingKeyOf(pet.breed);
  const town = landingKeyOf(pet.location);
  const tiers: TTier[] = [[breedIs(breed), townIs(town)]];
  if (pet.species) tiers.push([speciesIs(pet.species), townIs(town), breedIsNot(breed)]);
  tiers.push([breedIs(breed), townIsNot(town)]);
  if (pet.species) tiers.push([speciesIs(pet.species), townIsNot(town), breedIsNot(breed)]);
  return readTiers(tiers, limit, pet.id);
}

/**
 * What an empty landing page offers (it has no active listing, so nothing here is of the page itself):
 * a breed in a city, the breed in other towns, then its species in the city; a species in a city, the
 * species elsewhere; a breed, other pets of its species. A species page with nothing listed has nothing
 * near enough to offer.
 */
export async function listLandingAlternatives({ species, breed, city }: TLanding, limit = SIMILAR_PETS_LIMIT): Promise<TPetCardDto[]> {
  const tiers: TTier[] = [];
  if (breed && city) {
    const breedKey = landingKeyOf(breed.breed);
    tiers.push([breedIs(breedKey), townIsNot(landingKeyOf(city.location))]);
    tiers.push([speciesIs(species), townIs(landingKeyOf(city.location)), breedIsNot(breedKey)]);
  } else if (breed) {
    tiers.push([speciesIs(species), breedIsNot(landingKeyOf(breed.breed))]);
  } else if (city) {
    tiers.push([speciesIs(species), townIsNot(landingKeyOf(city.location))]);
  }
  return readTiers(tiers, limit);
}
