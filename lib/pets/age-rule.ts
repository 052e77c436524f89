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
 * What the rule refuses, and on which field; null when it lets the listing through.
 *
 * It lets through: any pet that is not a dog or a cat (birds, fish, rabbits, unknown breeds without a
 * species); a dog or cat born at least MIN_AGE_DAYS ago by its date of birth, whatever the age text says
 * (the date is the more exact); without a date, one whose age text reads as at least MIN_AGE_DAYS
 * ("8 weeks", "3 months", "2 साल", "1 సంవత్సరం"). `ageDays` is that reading, made by the database's
 * pet_age_days (the one reader of the age text, which the search's age filters use too: migrations
 * 20261127110000 and 20261202100000); `undefined` where it is not known (the browser), which then judges
 * the date of birth only.
 *
 * It refuses: a dog or cat whose date of birth is under MIN_AGE_DAYS ago (`tooYoung` on dateOfBirth); with
 * no date, one whose age reads under it ("3 weeks", "20 days", "1.5 months", "6 हफ्ते", "3 వారాలు":
 * `tooYoung` on age); and with no date, one whose age does not read at all ("puppy", "young", "six
 * weeks"): `ageUnreadable` on age, which asks for the date of birth or an age with a number.
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
