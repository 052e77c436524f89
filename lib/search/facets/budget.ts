// The budget of a search (lib/search/facets.ts): "pug under 10000", "lab below 15k", "₹5,000 से कम",
// "10 हज़ार तक", "10 వేల లోపు", "between 5k and 10k", "1.5 lakh".
//
// What counts as money: an amount with a rupee mark ("₹10000", "rs 10000", "10000 रुपये"), a multiplier
// ("10k", "10 हज़ार", "10 వేలు", "1 lakh"), or a budget word beside it ("under 10000", "10000 तक"). A
// number before a unit of age is an age. A bare number stays a word ("pug 10000"): it is matched against
// the listings' text like any word, and when no listing has it the rest of the search still answers.
import { alternatives, END, RANGE_END, RANGE_JOIN, re, readFirst, START, W } from "./patterns";

/** The price range a search named, in whole rupees (either end may be open). */
export type TSearchPrice = { min?: number; max?: number };

/** Multipliers after an amount: thousands and lakhs. */
const MULTIPLIERS: [string[], number][] = [
  [["k", "thousand", "thousands", "hazar", "hazaar", "hajar", "हज़ार", "हजार", "వేలు", "వేల", "వెయ్యి", "వేయి"], 1_000],
  [["lakh", "lakhs", "lac", "lacs", "लाख", "లక్ష", "లక్షలు", "లక్షల"], 100_000],
];
export const MULTIPLIER_WORDS = MULTIPLIERS.flatMap(([words]) => words);
/** Currency words and marks before or after an amount ("₹10000", "rs 10000", "10000/-", "10000 रुपये"). */
const CURRENCY_BEFORE = ["₹", "rs.", "rs", "inr", "rupees", "rupee"];
const CURRENCY_AFTER = ["rs", "rupees", "rupee", "/-", "रुपये", "रुपए", "रुपया", "रू", "రూపాయలు", "రూపాయల", "రూ"];

/** Budget words: before the amount ("under 10000") or after it ("10000 तक", "10 వేల లోపు"). */
const MAX_BEFORE = [
  "under",
  "below",
  "upto",
  "up to",
  "max",
  "maximum",
  "within",
  "less than",
  "budget",
  "budget of",
  "not more than",
  "<",
  "<=",
];
const MAX_AFTER = [
  "se kam",
  "tak",
  "से कम",
  "तक",
  "के अंदर",
  "के भीतर",
  "లోపు",
  "లోపల",
  "లోగా",
  "వరకు",
  "కంటే తక్కువ",
  "or less",
  "max",
  "and below",
  "or below",
];
const MIN_BEFORE = ["above", "over", "more than", "from", "min", "minimum", "at least", ">", ">="];
const MIN_AFTER = [
  "se zyada",
  "se upar",
  "से ज़्यादा",
  "से ज्यादा",
  "से अधिक",
  "से ऊपर",
  "పైన",
  "పైగా",
  "కంటే ఎక్కువ",
  "or more",
  "and above",
  "plus",
  "+",
];
/**
 * Units of age and time: a number before one is an age, never money ("under 3 months", "2-3 साल",
 * "6 నెలలు").
 */
const AGE_UNITS = [
  "month",
  "months",
  "mon",
  "mnth",
  "mnths",
  "mo",
  "year",
  "years",
  "yr",
  "yrs",
  "week",
  "weeks",
  "wk",
  "wks",
  "day",
  "days",
  "mahine",
  "mahina",
  "saal",
  "sal",
  "महीने",
  "महीना",
  "माह",
  "साल",
  "वर्ष",
  "हफ्ते",
  "हफ़्ते",
  "सप्ताह",
  "दिन",
  "నెల",
  "నెలలు",
  "నెలల",
  "సంవత్సరం",
  "సంవత్సరాలు",
  "సంవత్సరాల",
  "ఏళ్ళు",
  "ఏళ్లు",
  "ఏడాది",
  "వారాలు",
  "వారాల",
  "రోజులు",
  "రోజుల",
];
const NOT_AN_AGE = `(?!\\s*(?:${alternatives(AGE_UNITS)})${END})`;

// An amount: digits with Indian or Western grouping ("1,20,000", "120,000") or a decimal ("1.5"), an
// optional multiplier, a currency before or after, and no unit of age after it. Its number and its
// multiplier are captured under `name` and `name`x, so that a pattern can hold two amounts.
const amount = (name: string) =>
  `(?:(?:${alternatives(CURRENCY_BEFORE)})\\s*)?(?<${name}>\\d{1,3}(?:,\\d{2,3})+|\\d+(?:\\.\\d+)?)(?![\\d.,]*\\d)(?:\\s*(?<${name}x>${alternatives(MULTIPLIER_WORDS)})${END})?` +
  `(?:\\s*(?:${alternatives(CURRENCY_AFTER)})(?![${W}]))?${NOT_AN_AGE}`;

type TKind = "range" | "max" | "min" | "money";
/** Tried in this order: a range, a maximum, a minimum, then an amount that says it is money by itself (read as a maximum). */
const PATTERNS: { kind: TKind; pattern: RegExp }[] = [
  {
    kind: "range",
    pattern: re(
      `${START}(?<between>between\\s+|बीच\\s+)?${amount("a")}\\s*(?:${alternatives(RANGE_JOIN)})\\s*${amount("b")}(?:\\s*(?:${alternatives(RANGE_END)})${END})?`,
    ),
  },
  { kind: "max", pattern: re(`${START}(?:${alternatives(MAX_BEFORE)})\\s*${amount("a")}`) },
  { kind: "max", pattern: re(`${START}${amount("a")}\\s*(?:${alternatives(MAX_AFTER)})${END}`) },
  { kind: "min", pattern: re(`${START}(?:${alternatives(MIN_BEFORE)})\\s*${amount("a")}`) },
  { kind: "min", pattern: re(`${START}${amount("a")}\\s*(?:${alternatives(MIN_AFTER)})(?![${W}])`) },
  { kind: "money", pattern: re(`${START}${amount("a")}`) },
];
/** A rupee mark or word in a matched text. */
const CURRENCY_MARK = /₹|(?<![\p{L}])(?:rs|inr|rupees?)(?![\p{L}])|\/-|रुप|रू|రూ/u;

/** The largest amount read: a listing's price is a PostgreSQL integer (a larger budget would mean "any price"). */
const MAX_AMOUNT = 2_147_483_647;

/** Rupees of a matched amount: "1,20,000" → 120000, "1.5" + "lakh" → 150000, "10" + "k" → 10000; null when not a price. */
function rupees(number: string | undefined, multiplier: string | undefined): number | null {
  if (!number) return null;
  const value = Number(number.replace(/,/g, ""));
  const word = multiplier?.normalize("NFC").toLowerCase();
  const factor = word ? (MULTIPLIERS.find(([words]) => words.some((w) => w.normalize("NFC") === word))?.[1] ?? 1) : 1;
  const price = Math.round(value * factor);
  return Number.isFinite(price) && price > 0 && price <= MAX_AMOUNT ? price : null;
}

/** The price a match names, or null when it is not one (a plain "2-3" is not a budget; "5000-10000" is). */
function priceOf(kind: TKind, whole: string, groups: Record<string, string | undefined>): TSearchPrice | null {
  const a = rupees(groups.a, groups.ax);
  if (a === null) return null;
  const isMarked = CURRENCY_MARK.test(whole) || !!groups.ax || !!groups.bx;
  if (kind === "money") return isMarked ? { max: a } : null;
  if (kind !== "range") return kind === "max" ? { max: a } : { min: a };
  const b = rupees(groups.b, groups.bx);
  if (b === null) return null;
  // Two plain numbers are a budget when said to be ("between") or when both are prices no age is.
  if (!isMarked && !groups.between && Math.min(a, b) < 100) return null;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** The first budget the text names, and the text without it ("under 10000 under 5000" reads the first). */
export function readPrice(text: string): { price: TSearchPrice | null; rest: string } {
  const { value: price, rest } = readFirst(text, PATTERNS, priceOf);
  return { price, rest };
}

/** A budget in words a search reads again the same way: "under 10000", "above 5000", "5000 to 10000". */
export function priceText(price: TSearchPrice | null): string | null {
  if (price?.min !== undefined && price.max !== undefined) return `${price.min} to ${price.max}`;
  if (price?.max !== undefined) return `under ${price.max}`;
  if (price?.min !== undefined) return `above ${price.min}`;
  return null;
}
