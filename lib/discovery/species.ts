// The species that have landing pages and their address segment: /dogs, /cats, /birds, /fish, /rabbits.
// A module without data files, because the proxy's route table (lib/routes.ts) reads it on every request.
//
// Species `other` has no landing page: it gathers guinea pigs, hamsters, turtles and whatever else is
// listed, so "other pets in Hyderabad" is not a search anyone makes, and a breed page needs a species in
// its address. Such listings are on /pets, in the search and in the sitemap like every other.
export const LANDING_SPECIES = { dog: "dogs", cat: "cats", bird: "birds", fish: "fish", rabbit: "rabbits" } as const;

export type TLandingSpecies = keyof typeof LANDING_SPECIES;
export type TSpeciesSlug = (typeof LANDING_SPECIES)[TLandingSpecies];

export const LANDING_SPECIES_LIST = Object.keys(LANDING_SPECIES) as TLandingSpecies[];
export const SPECIES_SLUGS = Object.values(LANDING_SPECIES) as TSpeciesSlug[];

/** The species of an address segment ("dogs" → "dog"), or null for any other segment. */
export function speciesOfSlug(slug: string): TLandingSpecies | null {
  return LANDING_SPECIES_LIST.find((species) => LANDING_SPECIES[species] === slug) ?? null;
}

/** True for a species that has landing pages (a listing's species may be `other` or unset). */
export const isLandingSpecies = (species: string | null | undefined): species is TLandingSpecies =>
  typeof species === "string" && Object.hasOwn(LANDING_SPECIES, species);
