// Data: breeds a search recognises, named as listings spell them, with what people type for them:
// short names ("lab", "GSD", "pom"), old names ("alsatian"), common misspellings, and the Hindi and
// Telugu spellings. A recognised breed becomes an exact filter on the listing's breedKey (the
// lower-cased breed), indexed; a breed missing here is still found by the full-text match and, when
// misspelt, by the correction against the breeds actually listed (lib/search/corrections.ts).
//
// The breeds are listed by species in lib/search/breeds/ (dogs, cats, birds, fish, and rabbits with the
// other small pets); this is their one list, in that order.
import { BIRD_BREEDS } from "./breeds/birds";
import { CAT_BREEDS } from "./breeds/cats";
import { DOG_BREEDS } from "./breeds/dogs";
import type { TBreedEntry } from "./breeds/entry";
import { FISH_BREEDS } from "./breeds/fish";
import { SMALL_PET_BREEDS } from "./breeds/small-pets";

export type { TBreedEntry };

export const BREEDS: TBreedEntry[] = [...DOG_BREEDS, ...CAT_BREEDS, ...BIRD_BREEDS, ...FISH_BREEDS, ...SMALL_PET_BREEDS];
