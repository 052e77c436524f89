// The listing form's breed suggestions: their shape, and which ones the species chosen on the form
// offers. No data here (the browser imports it): the server builds the lists (./breed-suggestions.ts).
import type { TLandingSpecies } from "./species";

/** One suggestion: `value` goes into the breed field; `label` is shown beside it when it says more. */
export type TBreedChoice = { value: string; label?: string };
export type TBreedChoices = Record<TLandingSpecies, TBreedChoice[]>;

/** The suggestions for the species chosen on the form: its own breeds, every breed while none is chosen, none for `other`. */
export function breedChoicesFor(choices: TBreedChoices, species: string): TBreedChoice[] {
  if (!species) return Object.values(choices).flat();
  return Object.hasOwn(choices, species) ? choices[species as TLandingSpecies] : [];
}
