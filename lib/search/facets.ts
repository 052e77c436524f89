// Reading a budget, a gender, an age and what a search prefers out of it, in English, Hindi and Telugu,
// as people in India type them: "pug under 10000", "lab below 15k", "₹5,000 से कम", "10 हज़ार तक", "10
// వేల లోపు", "between 5k and 10k", "1.5 lakh", "female pug", "मादा", "ఆడ కుక్క", "under 3 months", "2 साल
// से ज़्यादा", "adult", "for adoption", "urgent". The budget, gender and age become filters (beside the
// browse page's own price and gender filters), the preferences an order (lib/pets/service.ts), and the
// words that said them leave the query before the dictionary reads the rest (lib/search/parse.ts). Pure
// and synchronous.
//
// What counts as money: an amount with a rupee mark ("₹10000", "rs 10000", "10000 रुपये"), a multiplier
// ("10k", "10 हज़ार", "10 వేలు", "1 lakh"), or a budget word beside it ("under 10000", "10000 तक"). A
// number before a unit of age is an age. A bare number stays a word ("pug 10000"): it is matched against
// the listings' text like any word, and when no listing has it the rest of the search still answers.

export type TSearchGender = "male" | "female";
/** The price range a search named, in whole rupees (either end may be open). */
export type TSearchPrice = { min?: number; max?: number };
export const SEARCH_AGE_UNITS = ["day", "week", "month", "year"] as const;
/** An age as the search said it: "3 months" is { n: 3, unit: "month" }. */
export type TSearchAge = { n: number; unit: (typeof SEARCH_AGE_UNITS)[number] };
/**
 * The age range a search named (either end may be open): at least `min`, and younger than `max`.
 * "under 3 months" is { max: 3 months }; "3 months" is { min: 3 months, max: 4 months } (three months
 * old until four); "2-3 months" is { min: 2 months, max: 4 months }; "adult" is { min: 1 year }.
 */
export type TSearchAgeRange = { min?: TSearchAge; max?: TSearchAge };
/**
 * What a search prefers without excluding the rest: offered for adoption ("adoption", "free", "गोद",
 * "దత్తత": listings of shelters first), urgent ("urgent", "अर्जेंट": listings that say so first), and
 * young ("puppy", "kitten", "पिल्ला", "కుక్కపిల్ల": under a year first; read by lib/search/parse.ts).
 */
export type TSearchPrefer = { adoption: boolean; urgent: boolean; young: boolean };
export type TSearchFacets = {
  price: TSearchPrice | null;
  gender: TSearchGender | null;
  age: TSearchAgeRange | null;
  prefer: TSearchPrefer;
  preferWords: string[];
};

// A character of a word: letters, combining marks (Indic vowel signs) and digits. Used for word edges,
// since JavaScript's \b knows only ASCII.
const W = "\\p{L}\\p{M}\\p{N}";
const START = `(?<![${W}])`;
const END = `(?![${W}])`;

/** A list of words or phrases as one regular-expression alternation (NFC, a space matching any spacing). */
const alternatives = (list: string[]) =>
  [...list]
    .map((w) => w.normalize("NFC"))
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s*"))
    .join("|");

/** Multipliers after an amount: thousands and lakhs. */
const MULTIPLIERS: [string[], number][] = [
  [["k", "thousand", "thousands", "hazar", "hazaar", "hajar", "हज़ार", "हजार", "వేలు", "వేల", "వెయ్యి", "వేయి"], 1_000],
  [["lakh", "lakhs", "lac", "lacs", "लाख", "లక్ష", "లక్షలు", "లక్షల"], 100_000],
];
const MULTIPLIER_WORDS = MULTIPLIERS.flatMap(([words]) => words);
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
const RANGE_JOIN = ["-", "–", "to", "and", "se", "से", "నుండి", "నుంచి"];
const RANGE_END = ["tak", "तक", "వరకు", "లోపు"];
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

const re = (source: string) => new RegExp(source, "giu");
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

/** Words that mean a gender; "male and female" (both) means no gender filter. */
const GENDER_WORDS: Record<TSearchGender, string[]> = {
  male: ["male", "males", "boy", "boys", "nar", "नर", "मेल", "लड़का", "మగ", "మగది", "మగవి", "మేల్"],
  female: ["female", "females", "girl", "girls", "mada", "maada", "मादा", "फीमेल", "फ़ीमेल", "लड़की", "ఆడ", "ఆడది", "ఆడవి", "ఫీమేల్"],
};
// "ఆడ కుక్క" (a female dog): the gender word goes, the animal word stays for the dictionary.
const GENDER_PATTERNS = (Object.entries(GENDER_WORDS) as [TSearchGender, string[]][]).map(([gender, list]) => ({
  gender,
  pattern: re(`${START}(?:${alternatives(list)})${END}`),
}));

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
const ADULT_WORDS = ["adult", "adults", "grown up", "fully grown", "वयस्क", "एडल्ट", "ఎదిగిన", "పెద్దది", "పెద్దవి", "అడల్ట్"];
/** Words that ask for a pet offered for adoption or rehoming: shelters' listings first. */
const ADOPTION_WORDS = [
  "adoption",
  "adopt",
  "adopting",
  "rehome",
  "rehoming",
  "rehomed",
  "free",
  "for free",
  "गोद",
  "गोद लेना",
  "गोद लेने",
  "गोद लें",
  "दत्तक",
  "मुफ्त",
  "मुफ़्त",
  "फ्री",
  "దత్తత",
  "దత్తతకు",
  "ఉచితం",
  "ఉచితంగా",
  "ఫ్రీ",
];
/** "young" itself (the young words that also name a species are lib/search/words.ts's YOUNG_WORDS). */
const YOUNG_FACET_WORDS = ["young", "younger"];
/** Words that say the seller is in a hurry: listings that say so first. */
const URGENT_WORDS = ["urgent", "urgently", "अर्जेंट", "जल्दी", "तुरंत", "అర్జెంట్", "అత్యవసరం", "తొందరగా"];
/** What an urgent listing's text says (its words' beginnings, matched by prefix): in English, Hindi or Telugu. */
export const URGENT_STEMS = ["urgent", "अर्जेंट", "जल्दी", "तुरंत", "అర్జెంట్", "అత్యవసర", "తొందర"];
const wordsPattern = (list: string[]) => re(`${START}(?:${alternatives(list)})${END}`);
const ADULT_PATTERN = wordsPattern(ADULT_WORDS);
const ADOPTION_PATTERN = wordsPattern(ADOPTION_WORDS);
const URGENT_PATTERN = wordsPattern(URGENT_WORDS);
const YOUNG_PATTERN = wordsPattern(YOUNG_FACET_WORDS);

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

/** Devanagari and Telugu digits as ASCII ("५०००", "౫౦౦౦"), so amounts read the same in every script. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0966-\u096F\u0C66-\u0C6F]/g, (d) => {
    const code = d.codePointAt(0)!;
    return String(code - (code >= 0x0c66 ? 0x0c66 : 0x0966));
  });

/**
 * The budget and gender a search names, and the search without the words that named them. Only the
 * first budget counts ("under 10000 under 5000" reads the first); a gender named twice differently
 * ("male female pair") is no gender.
 */
export function readFacets(q: string): { facets: TSearchFacets; rest: string } {
  let text = asciiDigits(q.normalize("NFC").toLowerCase());
  let price: TSearchPrice | null = null;
  for (const { kind, pattern } of PATTERNS) {
    if (price) break;
    text = text.replace(pattern, (whole: string, ...args: unknown[]) => {
      if (price) return whole;
      price = priceOf(kind, whole, args.at(-1) as Record<string, string | undefined>);
      return price ? " " : whole;
    });
  }
  const named = new Set<TSearchGender>();
  for (const { gender, pattern } of GENDER_PATTERNS) {
    text = text.replace(pattern, () => {
      named.add(gender);
      return " ";
    });
  }
  const gender = named.size === 1 ? [...named][0] : null;

  let age: TSearchAgeRange | null = null;
  for (const { kind, pattern } of AGE_PATTERNS) {
    if (age) break;
    text = text.replace(pattern, (whole: string, ...args: unknown[]) => {
      if (age) return whole;
      age = ageOf(kind, args.at(-1) as Record<string, string | undefined>);
      return age ? " " : whole;
    });
  }
  text = text.replace(ADULT_PATTERN, () => {
    age ??= { min: { n: 1, unit: "year" } };
    return " ";
  });

  const preferWords: string[] = [];
  const prefer: TSearchPrefer = { adoption: false, urgent: false, young: false };
  for (const [key, pattern] of [
    ["adoption", ADOPTION_PATTERN],
    ["urgent", URGENT_PATTERN],
    ["young", YOUNG_PATTERN],
  ] as const) {
    text = text.replace(pattern, (whole: string) => {
      prefer[key] = true;
      preferWords.push(whole.trim());
      return " ";
    });
  }
  return { facets: { price, gender, age, prefer, preferWords }, rest: text.replace(/\s+/g, " ").trim() };
}

/** Every word the facets read, for the data files' check that no dictionary word means a budget or a gender. */
export const FACET_WORDS = [
  ...Object.values(GENDER_WORDS).flat(),
  ...MULTIPLIER_WORDS,
  ...ADULT_WORDS,
  ...ADOPTION_WORDS,
  ...URGENT_WORDS,
  ...YOUNG_FACET_WORDS,
];

const ageText = ({ n, unit }: TSearchAge) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * The facets in words a search reads again the same way: "under 10000", "above 5000", "5000 to 10000",
 * "female", "under 3 months", "above 1 year", "3 months to 1 year", "young", "adoption", "urgent".
 */
export function facetsText(facets: Pick<TSearchFacets, "price" | "gender" | "age" | "prefer">): string[] {
  const out: string[] = [];
  const { price, gender, age, prefer } = facets;
  if (price?.min !== undefined && price.max !== undefined) out.push(`${price.min} to ${price.max}`);
  else if (price?.max !== undefined) out.push(`under ${price.max}`);
  else if (price?.min !== undefined) out.push(`above ${price.min}`);
  if (gender) out.push(gender);
  if (age?.min && age.max) out.push(`${ageText(age.min)} to ${ageText({ ...age.max, n: age.max.n - 1 })}`);
  else if (age?.max) out.push(`under ${ageText(age.max)}`);
  else if (age?.min) out.push(`above ${ageText(age.min)}`);
  if (prefer?.young) out.push("young");
  if (prefer?.adoption) out.push("adoption");
  if (prefer?.urgent) out.push("urgent");
  return out;
}
