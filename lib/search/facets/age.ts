// The age a search names (lib/search/facets.ts): "under 3 months", "2-3 months", "2 साल से ज़्यादा",
// "6 నెలలు", "adult". A number before a unit of age is an age, never a budget (lib/search/facets/budget.ts).
import { alternatives, END, RANGE_END, RANGE_JOIN, re, readFirst, START, W, wordsPattern } from "./patterns";

export const SEARCH_AGE_UNITS = ["day", "week", "month", "year"] as const;
/** An age as the search said it: "3 months" is { n: 3, unit: "month" }. */
export type TSearchAge = { n: number; unit: (typeof SEARCH_AGE_UNITS)[number] };
/**
 * The age range a search named (either end may be open): at least `min`, and younger than `max`.
 * "under 3 months" is { max: 3 months }; "3 months" is { min: 3 months, max: 4 months } (three months
 * old until four); "2-3 months" is { min: 2 months, max: 4 months }; "adult" is { min: 1 year }.
 */
export type TSearchAgeRange = { min?: TSearchAge; max?: TSearchAge };

/** Units of age, by what each is written as. */
const AGE_UNIT_WORDS: Record<TSearchAge["unit"], string[]> = {
  day: ["day", "days", "din", "दिन", "రోజు", "రోజులు", "రోజుల"],
  week: ["week", "weeks", "wk", "wks", "hafte", "हफ्ते", "हफ़्ते", "हफ्ता", "सप्ताह", "వారం", "వారాలు", "వారాల"],
  month: ["month", "months", "mon", "mnth", "mnths", "mo", "mos", "mahine", "mahina", "महीने", "महीना", "माह", "నెల", "నెలలు", "నెలల"],
  year: ["year", "years", "yr", "yrs", "saal", "sal", "साल", "वर्ष", "సంవత్సరం", "సంవత్సరాలు", "సంవత్సరాల", "ఏళ్ళు", "ఏళ్లు", "ఏడాది"],
};
const unitOf = (word: string | undefined) =>
  word
    ? (Object.entries(AGE_UNIT_WORDS) as [TSearchAge["unit"], string[]][]).find(([, words]) =>
        words.some((w) => w.normalize("NFC") === word),
      )?.[0]
    : undefined;
const AGE_NUMBER = "\\d+(?:\\.\\d+)?";
const ageAs = (name: string) =>
  `(?<${name}>${AGE_NUMBER})\\s*(?<${name}u>${alternatives(Object.values(AGE_UNIT_WORDS).flat())})${END}(?:\\s*(?:old|का|की|के|వయసు|వయస్సు)${END})?`;
const AGE_MAX_BEFORE = ["under", "below", "less than", "upto", "up to", "within", "younger than", "max"];
const AGE_MAX_AFTER = ["se kam", "से कम", "तक", "के अंदर", "లోపు", "లోపల", "వరకు", "or less", "or younger", "and below"];
const AGE_MIN_BEFORE = ["above", "over", "more than", "older than", "at least", "min"];
const AGE_MIN_AFTER = ["se zyada", "से ज़्यादा", "से ज्यादा", "से अधिक", "से ऊपर", "పైన", "పైగా", "or more", "or older", "and above", "plus", "+"];
const AGE_PATTERNS: { kind: "range" | "max" | "min" | "about"; pattern: RegExp }[] = [
  {
    kind: "range",
    pattern: re(
      `${START}(?:between\\s+)?(?<a>${AGE_NUMBER})\\s*(?<au>${alternatives(Object.values(AGE_UNIT_WORDS).flat())})?\\s*(?:${alternatives(RANGE_JOIN)})\\s*${ageAs("b")}(?:\\s*(?:${alternatives(RANGE_END)})${END})?`,
    ),
  },
  { kind: "max", pattern: re(`${START}(?:${alternatives(AGE_MAX_BEFORE)})\\s*${ageAs("a")}`) },
  { kind: "max", pattern: re(`${START}${ageAs("a")}\\s*(?:${alternatives(AGE_MAX_AFTER)})${END}`) },
  { kind: "min", pattern: re(`${START}(?:${alternatives(AGE_MIN_BEFORE)})\\s*${ageAs("a")}`) },
  { kind: "min", pattern: re(`${START}${ageAs("a")}\\s*(?:${alternatives(AGE_MIN_AFTER)})(?![${W}])`) },
  { kind: "about", pattern: re(`${START}${ageAs("a")}`) },
];
/** Words for a grown animal: a year old or more. */
export const ADULT_WORDS = ["adult", "adults", "grown up", "fully grown", "वयस्क", "एडल्ट", "ఎదిగిన", "పెద్దది", "పెద్దవి", "అడల్ట్"];
const ADULT_PATTERN = wordsPattern(ADULT_WORDS);
/** The age from which a dog or a cat is called senior (vets' usual line for both): the search's "senior", "old". */
export const SENIOR_MIN_YEARS = 7;
/** Words for an old animal: SENIOR_MIN_YEARS or more. ("2 years old" is an age of its own: ageAs reads its "old".) */
export const SENIOR_WORDS = ["senior", "seniors", "old", "elderly", "बूढ़ा", "बूढ़ी", "बूढ़े", "बुज़ुर्ग", "बुजुर्ग", "ముసలి", "ముసలిది", "ముసలివి", "వృద్ధ"];
const SENIOR_PATTERN = wordsPattern(SENIOR_WORDS);

/** The age a match names, or null when it is not one. */
function ageOf(kind: (typeof AGE_PATTERNS)[number]["kind"], groups: Record<string, string | undefined>): TSearchAgeRange | null {
  const unitB = unitOf(groups.bu);
  const unitA = unitOf(groups.au) ?? unitB;
  const a = Number(groups.a);
  if (!unitA || !Number.isFinite(a) || a < 0 || a > 100) return null;
  const age = (n: number, unit: TSearchAge["unit"]): TSearchAge => ({ n, unit });
  if (kind === "range") {
    const b = Number(groups.b);
    if (!unitB || !Number.isFinite(b) || b > 100) return null;
    const [low, high] = toDays(age(a, unitA)) <= toDays(age(b, unitB)) ? [age(a, unitA), age(b, unitB)] : [age(b, unitB), age(a, unitA)];
    // The older end is said in whole units: "2-3 months" goes up to four months.
    return { min: low, max: age(high.n + 1, high.unit) };
  }
  if (kind === "max") return { max: age(a, unitA) };
  if (kind === "min") return { min: age(a, unitA) };
  // "3 months", "2 महीने का": that age, up to the next one ("3 months" is from 3 to 4 months).
  return { min: age(a, unitA), max: age(a + 1, unitA) };
}

/** Days in an age (a year is 365 days, a month 30.44), as the listings' bornOn is counted (migration 20261127110000). */
export const toDays = ({ n, unit }: TSearchAge) => Math.round(n * { day: 1, week: 7, month: 30.44, year: 365 }[unit]);

/**
 * The first age the text names (when no number does, "adult": a year or more; "senior", "old":
 * SENIOR_MIN_YEARS or more), and the text without the words that named it.
 */
export function readAge(text: string): { age: TSearchAgeRange | null; rest: string } {
  const read = readFirst(text, AGE_PATTERNS, (kind, _whole, groups) => ageOf(kind, groups));
  let age = read.value;
  const rest = read.rest
    .replace(ADULT_PATTERN, () => {
      age ??= { min: { n: 1, unit: "year" } };
      return " ";
    })
    .replace(SENIOR_PATTERN, () => {
      age ??= { min: { n: SENIOR_MIN_YEARS, unit: "year" } };
      return " ";
    });
  return { age, rest };
}

const ageText = ({ n, unit }: TSearchAge) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** An age range in words a search reads again the same way: "under 3 months", "above 1 year", "3 months to 1 year". */
export function ageRangeText(age: TSearchAgeRange | null): string | null {
  if (age?.min && age.max) return `${ageText(age.min)} to ${ageText({ ...age.max, n: age.max.n - 1 })}`;
  if (age?.max) return `under ${ageText(age.max)}`;
  if (age?.min) return `above ${ageText(age.min)}`;
  return null;
}
