import "server-only";
// The listing form's breed suggestions, built on the server from the catalogue (lib/discovery/catalog.ts)
// and handed to the form, so the browser gets a few names, not the catalogue's page texts: for each
// species with landing pages, its breeds as listings spell them (the value a listing stores, so it lands
// on the breed's page), with their names in the reader's language.
import type { TLocale } from "@/lib/i18n/routing";
import type { TBreedChoice, TBreedChoices } from "./breed-choices";
import { BREEDS, LANDING_SPECIES_LIST } from "./catalog";

export function breedChoices(locale: TLocale): TBreedChoices {
  const choices = Object.fromEntries(LANDING_SPECIES_LIST.map((species) => [species, [] as TBreedChoice[]])) as TBreedChoices;
  for (const breed of BREEDS) {
    const name = breed.names[locale];
    const same = name.trim().toLowerCase() === breed.breed.trim().toLowerCase();
    choices[breed.species].push(same ? { value: breed.breed } : { value: breed.breed, label: name });
  }
  for (const list of Object.values(choices)) list.sort((a, b) => a.value.localeCompare(b.value, "en"));
  return choices;
}
