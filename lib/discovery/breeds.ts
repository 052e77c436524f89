// The landing pages' breeds (docs/discovery.md): one data file per species with landing pages in
// lib/discovery/breeds/, joined here into one list in the order of LANDING_SPECIES.
import birds from "./breeds/birds.json";
import cats from "./breeds/cats.json";
import dogs from "./breeds/dogs.json";
import fish from "./breeds/fish.json";
import rabbits from "./breeds/rabbits.json";
import type { TLandingSpecies } from "./species";

/** Each species' breeds, as its file lists them (lib/discovery/catalog.test.ts checks that a file holds its species only). */
export const LANDING_BREEDS_BY_SPECIES = {
  dog: dogs,
  cat: cats,
  bird: birds,
  fish,
  rabbit: rabbits,
} satisfies Record<TLandingSpecies, unknown[]>;

/** Every breed with a landing page: the dogs, then the cats, birds, fish and rabbits. */
export const LANDING_BREEDS = Object.values(LANDING_BREEDS_BY_SPECIES).flat();
