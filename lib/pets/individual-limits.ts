// What an individual (no seller type, or `individual`) may list of young dogs and cats before it is a
// breeder's business: plain data and a pure function, tested beside it and applied in seller-rules.ts.
// Why these figures: the Dog Breeding and Marketing Rules 2017 make whoever breeds dogs to sell register,
// and their Second Schedule allows a bitch one litter a year, so two litters a year is the most two animals
// of one home have; three young listings at once covers one litter listed pup by pup. Registered sellers
// have no such limit: their registration is the check. docs/trust.md, "Registered sellers".

/** Litters of dogs or cats an individual may list in LITTER_PERIOD_MONTHS. */
export const MAX_INDIVIDUAL_LITTERS = 2;
/** The period litters are counted over: the listings created in the last 12 months. */
export const LITTER_PERIOD_MONTHS = 12;
/** An animal under this age (at listing) is of a litter; under it now, the listing counts as a young one. */
export const YOUNG_MONTHS = 6;
/** Birth dates within this many days of a litter's first are the same litter (a date guessed from "8 weeks"). */
export const LITTER_SPREAD_DAYS = 14;
/** Active listings of dogs or cats under YOUNG_MONTHS an individual may have at once. */
export const MAX_INDIVIDUAL_YOUNG_LISTINGS = 3;
/** The species the Dog Breeding and Marketing Rules 2017 (dogs) and their reading for cats limit. */
export const LITTER_SPECIES = ["dog", "cat"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many litters these listings are. A litter is the listings of one species whose animals were born
 * within LITTER_SPREAD_DAYS of the litter's first birth date (the earliest), so a litter never spans
 * more than that, and listings of it on different days, or one listing per pup, count once.
 * `bornOn` is a day (YYYY-MM-DD), the listing's birth date as the search reads it (pets.bornOn).
 */
export function countLitters(listings: { species: string; bornOn: string }[]): number {
  const sorted = [...listings].sort((a, b) => a.species.localeCompare(b.species) || a.bornOn.localeCompare(b.bornOn));
  let litters = 0;
  let first: { species: string; at: number } | null = null;
  for (const l of sorted) {
    const at = Date.parse(`${l.bornOn}T00:00:00Z`);
    if (!first || first.species !== l.species || at - first.at > LITTER_SPREAD_DAYS * DAY_MS) {
      litters += 1;
      first = { species: l.species, at };
    }
  }
  return litters;
}
