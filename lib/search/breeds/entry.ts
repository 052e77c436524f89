// What the search's dictionary knows of a breed (lib/search/breeds.ts); the files beside this one list
// the breeds by species.
import type { TSearchSpecies } from "../words";

export type TBreedEntry = {
  /** As listings spell it (prisma/demo/pets.json): shown as "Showing results for …" and searched for again. */
  name: string;
  species: TSearchSpecies;
  /** Other spellings sellers use for the same breed, lower-cased like breedKey; the filter takes any of them. */
  keys?: string[];
  /** What people type: short names, other names, misspellings, Hindi and Telugu (the name itself is implied). */
  aliases: string[];
};
