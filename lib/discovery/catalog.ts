// The landing pages for the searches people make ("labrador puppies in Hyderabad"): which exist, their
// addresses and what each lists. Pure data and functions, shared by the pages, the sitemap and the cache
// refresh (lib/pets/revalidate.ts); the queries are in lib/pets/landing.ts. /dogs, /dogs/in/hyderabad,
// /dogs/labrador-retriever, /dogs/labrador-retriever/in/hyderabad: a breed page lists the breed whatever
// species a listing gave (the field is optional, the breed says it), the others by species; a city adds its
// locationKey. The data files (breeds/*.json, cities.json): docs/discovery.md, "How it is built".
import type { TLocale } from "@/lib/i18n/routing";
import { LANDING_BREEDS } from "./breeds";
import citiesData from "./cities.json";
import { LANDING_SPECIES, LANDING_SPECIES_LIST, isLandingSpecies, speciesOfSlug, type TLandingSpecies } from "./species";

export { LANDING_SPECIES, LANDING_SPECIES_LIST, isLandingSpecies, speciesOfSlug, type TLandingSpecies };

export type TLocalized = Record<TLocale, string>;
export const BREED_SIZES = ["small", "medium", "large"] as const;
export type TBreedSize = (typeof BREED_SIZES)[number];

export type TBreed = { slug: string; species: TLandingSpecies; breed: string; size: TBreedSize; names: TLocalized; intro: TLocalized };
export type TCity = { slug: string; location: string; state: TLocalized; names: TLocalized; intro: TLocalized };

// The files' shapes are checked by lib/discovery/catalog.test.ts (species, sizes, every language, unique slugs).
export const BREEDS = LANDING_BREEDS as readonly TBreed[];
export const CITIES = citiesData as readonly TCity[];

/** The key a listing is matched on (pets.breedKey, pets.locationKey): trimmed and lower-cased, as the listing service stores it. */
export const landingKeyOf = (text: string) => text.trim().toLowerCase();

const breedsBySlug = new Map(BREEDS.map((b) => [b.slug, b]));
const breedsByKey = new Map(BREEDS.map((b) => [landingKeyOf(b.breed), b]));
const citiesBySlug = new Map(CITIES.map((c) => [c.slug, c]));
const citiesByKey = new Map(CITIES.map((c) => [landingKeyOf(c.location), c]));

export const breedBySlug = (slug: string) => breedsBySlug.get(slug) ?? null;
export const cityBySlug = (slug: string) => citiesBySlug.get(slug) ?? null;
/** The breed whose page lists a listing with this breed (as typed or as its key), or null. */
export const breedOfName = (breed: string) => breedsByKey.get(landingKeyOf(breed)) ?? null;
/** The city whose pages list a listing with this location (as typed or as its key), or null. */
export const cityOfName = (location: string) => citiesByKey.get(landingKeyOf(location)) ?? null;

/** One landing page: a species, and a breed of it, a city, both or neither. */
export type TLanding = { species: TLandingSpecies; breed: TBreed | null; city: TCity | null };
export type TLandingKind = "species" | "speciesCity" | "breed" | "breedCity";

export function landingKind({ breed, city }: TLanding): TLandingKind {
  if (breed) return city ? "breedCity" : "breed";
  return city ? "speciesCity" : "species";
}

/**
 * The landing page at an address (its segments without the language), or null when a segment is unknown
 * or the breed belongs to another species (/cats/labrador-retriever).
 */
export function resolveLanding(segments: { species: string; breed?: string; city?: string }): TLanding | null {
  const species = speciesOfSlug(segments.species);
  if (!species) return null;
  const breed = segments.breed === undefined ? null : breedBySlug(segments.breed);
  const city = segments.city === undefined ? null : cityBySlug(segments.city);
  if ((segments.breed !== undefined && breed?.species !== species) || (segments.city !== undefined && !city)) return null;
  return { species, breed, city };
}

/** The page's path without the language: /dogs, /dogs/in/hyderabad, /dogs/labrador-retriever(/in/hyderabad). */
export function landingPath({ species, breed, city }: TLanding): string {
  return `/${LANDING_SPECIES[species]}${breed ? `/${breed.slug}` : ""}${city ? `/in/${city.slug}` : ""}`;
}

export type TLandingFilters = { species?: TLandingSpecies; breed?: string; location?: string };

/**
 * What a page lists, as the filters of GET /server/pets and of a saved search: a breed page by the breed
 * (any species field), the others by the species; a city page by the location too.
 */
export function landingFilters({ species, breed, city }: TLanding): TLandingFilters {
  return { ...(breed ? { breed: breed.breed } : { species }), ...(city ? { location: city.location } : {}) };
}

/**
 * The landing page that lists exactly what these browse filters find (a species, or a breed, and maybe a
 * town, newest first, nothing else), or null.
 */
export function landingOfFilters(filters: {
  species?: string;
  breed?: string;
  location?: string;
  sort?: string;
  [other: string]: unknown;
}): TLanding | null {
  const { species, breed: breedName, location, sort, ...rest } = filters;
  if (Object.values(rest).some((v) => v !== undefined) || (sort !== undefined && sort !== "newest")) return null;
  const city = location === undefined ? null : cityOfName(location);
  if (location !== undefined && !city) return null;
  if (breedName !== undefined) {
    const breed = breedOfName(breedName);
    return breed && species === undefined ? { species: breed.species, breed, city } : null;
  }
  return species !== undefined && isLandingSpecies(species) ? { species, breed: null, city } : null;
}

/** The landing pages that list a listing with these fields, whatever its status (a change may have just removed it). */
export function landingsOfPet(pet: { species: string | null; breedKey: string; locationKey: string }): TLanding[] {
  const breed = breedsByKey.get(landingKeyOf(pet.breedKey)) ?? null;
  const city = citiesByKey.get(landingKeyOf(pet.locationKey)) ?? null;
  const pages: TLanding[] = [];
  if (isLandingSpecies(pet.species)) {
    pages.push({ species: pet.species, breed: null, city: null });
    if (city) pages.push({ species: pet.species, breed: null, city });
  }
  if (breed) {
    pages.push({ species: breed.species, breed, city: null });
    if (city) pages.push({ species: breed.species, breed, city });
  }
  return pages;
}

/**
 * The narrowest landing page that lists a listing with these fields (a pet page's breadcrumb): its breed
 * in its town, its breed, its species in its town or its species; null for a listing on none (no
 * species, or `other`, and a breed without a page).
 */
export function landingOfPet(pet: { species: string | null; breed: string; location: string }): TLanding | null {
  const breed = breedOfName(pet.breed);
  const species = breed?.species ?? (isLandingSpecies(pet.species) ? pet.species : null);
  return species ? { species, breed, city: cityOfName(pet.location) } : null;
}

/** Every landing page there is: each species, breed, species in a city and breed in a city. */
export function allLandings(): TLanding[] {
  return LANDING_SPECIES_LIST.flatMap((species) => {
    const breeds = BREEDS.filter((b) => b.species === species);
    return [
      { species, breed: null, city: null },
      ...CITIES.map((city) => ({ species, breed: null, city })),
      ...breeds.map((breed) => ({ species, breed, city: null })),
      ...breeds.flatMap((breed) => CITIES.map((city) => ({ species, breed, city }))),
    ];
  });
}

/** The landing pages above this one, from the species down (the breadcrumb trail without Home): Dogs › Labrador Retriever › Hyderabad. */
export function landingTrail(page: TLanding): TLanding[] {
  const { species, breed, city } = page;
  const trail: TLanding[] = [{ species, breed: null, city: null }];
  if (breed) trail.push({ species, breed, city: null });
  if (city) trail.push(page);
  return trail;
}

/**
 * The pages a landing page links to (the page shows those with listings): other breeds of the species
 * (in the same city on a city page), and the same species or breed in other cities.
 */
export function neighbourLandings(page: TLanding): { breeds: TLanding[]; cities: TLanding[] } {
  const { species, breed, city } = page;
  const breeds = BREEDS.filter((b) => b.species === species && b.slug !== breed?.slug).map((b) => ({ species, breed: b, city }));
  const cities = CITIES.filter((c) => c.slug !== city?.slug).map((c) => ({ species, breed, city: c }));
  return { breeds, cities };
}
