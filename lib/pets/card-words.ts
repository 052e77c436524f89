// A listing's breed, town and age in the reader's language, for the cards and the pet page. Pure (no
// request, no clock: `today` is given), so the server's cards, the browser's next pages and the pet page
// say the same.
//
// - Breed and town: the catalogue's name in Telugu or Hindi when it knows the listing's breed or town
//   (lib/discovery/catalog.ts, matched on the lower-cased name as the landing pages match them); the
//   seller's own spelling otherwise, and always in English (what the seller wrote is what they meant).
// - Age: counted from `bornOn` (the day the pet was born as the search counts it: the date of birth, or
//   the age text read on the day it was listed), in whole units, in bands people use for young animals:
//   days in the first week, weeks under 12 weeks ("11 weeks"), months under 2 years ("18 months"), then
//   years ("2 years"). Without `bornOn` (an age text nobody could read) the seller's text is shown as written.
import { breedOfName, cityOfName } from "@/lib/discovery/catalog";
import type { TLocale } from "@/lib/i18n/routing";

export const AGE_UNITS = ["day", "week", "month", "year"] as const;
export type TAgeUnit = (typeof AGE_UNITS)[number];
/** An age as the cards say it: `count` whole `unit`s (messages PetCard.age.<unit>, an ICU plural). */
export type TAge = { unit: TAgeUnit; count: number };

/** Days under which an age is said in weeks (12 weeks), and months under which it is said in months (2 years). */
export const WEEKS_UNDER_DAYS = 84;
export const MONTHS_UNDER = 24;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string) {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(y, mo - 1, d);
  // 2026-02-31 is no day: Date.UTC would roll it over to March.
  return new Date(time).getUTCDate() === d ? { y, mo, d, time } : null;
}

/**
 * The age on `today` of a pet born on `bornOn` (both YYYY-MM-DD, today in India: todayInIndia), or null
 * when there is no birth day, it is not a date, or it is after today.
 */
export function ageOn(bornOn: string | null | undefined, today: string): TAge | null {
  if (!bornOn) return null;
  const born = parts(bornOn);
  const now = parts(today);
  if (!born || !now || born.time > now.time) return null;
  const days = Math.round((now.time - born.time) / 86_400_000);
  if (days < 7) return { unit: "day", count: days };
  if (days < WEEKS_UNDER_DAYS) return { unit: "week", count: Math.floor(days / 7) };
  // Whole calendar months: born on the 15th, a month older on each 15th (or the month's last day).
  const months = (now.y - born.y) * 12 + (now.mo - born.mo) - (now.d < born.d && !isLastDayOfMonth(now) ? 1 : 0);
  if (months < MONTHS_UNDER) return { unit: "month", count: months };
  return { unit: "year", count: Math.floor(months / 12) };
}

function isLastDayOfMonth({ y, mo, d }: { y: number; mo: number; d: number }) {
  return new Date(Date.UTC(y, mo, 0)).getUTCDate() === d;
}

/** The breed as the reader's language names it: the catalogue's Telugu or Hindi name, else the seller's text. */
export function breedWords(breed: string, locale: TLocale): string {
  if (locale === "en") return breed;
  return breedOfName(breed)?.names[locale] ?? breed;
}

/** The town as the reader's language names it: the catalogue's Telugu or Hindi name, else the seller's text. */
export function townWords(location: string, locale: TLocale): string {
  if (locale === "en") return location;
  return cityOfName(location)?.names[locale] ?? location;
}

export type TCardWords = {
  breed: string;
  town: string;
  /** The age to put into words (PetCard.age.<unit>), or null: then `ageText`, the seller's text, is shown. */
  age: TAge | null;
  ageText: string;
};

/** A listing's breed, town and age for a reader of `locale` on `today` (YYYY-MM-DD, in India). */
export function cardWords(
  pet: { breed: string; location: string; age: string; bornOn?: string | null },
  locale: TLocale,
  today: string,
): TCardWords {
  return { breed: breedWords(pet.breed, locale), town: townWords(pet.location, locale), age: ageOn(pet.bornOn, today), ageText: pet.age };
}
