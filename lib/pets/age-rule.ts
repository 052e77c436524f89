// The 8-week rule: a puppy or kitten younger than 8 weeks may not be listed. The Prevention of Cruelty to
// Animals (Dog Breeding and Marketing) Rules, 2017 forbid selling a puppy before it is 8 weeks old; the
// Prevention of Cruelty to Animals (Pet Shop) Rules, 2018 count an online platform where pets are sold as
// a pet shop, so those rules bind the listings here. Kittens are held to the same age by PawBazaar's own
// policy (a kitten needs its mother as long), as the help page says (messages: Support.faq.eightWeeks).
// Pure, so that the listing form checks a date of birth in the browser (lib/pets/schemas.ts) as the
// server does (lib/pets/listing-age.ts).
import { MIN_AGE_DAYS } from "./constants";

/** Whose age the rule judges: the dogs and cats, by the species the seller gave or their breed says. */
export const isAgeRuled = (species: string | null | undefined) => species === "dog" || species === "cat";

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * What the 8-week rule refuses of a dog or cat (MIN_AGE_DAYS), and on which field; null when it lets the
 * listing through (other species always pass). A date of birth decides when given (it is the more exact);
 * without one, the age text as the database's pet_age_days reads it (`ageDays`: the one reader, which the
 * search's age filters use too, migrations 20261127110000 and 20261202100000; `undefined` in the browser,
 * which judges the date only). An age that does not read ("puppy") is `ageUnreadable`: it asks for a date.
 * The cases: docs/api.md, "Listings: rules the reference leaves to the code"; age-rule.test.ts.
 */
export function ageRuleProblem({
  species,
  dateOfBirth,
  ageDays,
  today,
}: {
  species: string | null | undefined;
  /** YYYY-MM-DD, or none. */
  dateOfBirth: string | null | undefined;
  ageDays?: number | null;
  /** Today in India, YYYY-MM-DD (todayInIndia). */
  today: string;
}): { field: "age" | "dateOfBirth"; problem: "tooYoung" | "ageUnreadable" } | null {
  if (!isAgeRuled(species)) return null;
  if (dateOfBirth) return daysBetween(dateOfBirth, today) < MIN_AGE_DAYS ? { field: "dateOfBirth", problem: "tooYoung" } : null;
  if (ageDays === undefined) return null;
  if (ageDays === null) return { field: "age", problem: "ageUnreadable" };
  return ageDays < MIN_AGE_DAYS ? { field: "age", problem: "tooYoung" } : null;
}
