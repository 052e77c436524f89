// Phone numbers (lib/messages/scam-signals.ts): an Indian mobile, in digits or spelled out in words.
import { rx } from "./text";

// Digits written as words, in English, Hindi (Devanagari and romanised) and Telugu. "do" (2) and "ek"
// (1) are everyday Hindi words, so words only count inside a run that spells a whole number (below).
const DIGIT_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries({
    zero: "0",
    oh: "0",
    one: "1",
    two: "2",
    three: "3",
    four: "4",
    five: "5",
    six: "6",
    seven: "7",
    eight: "8",
    nine: "9",
    shunya: "0",
    sunya: "0",
    ek: "1",
    do: "2",
    teen: "3",
    char: "4",
    chaar: "4",
    panch: "5",
    paanch: "5",
    chhe: "6",
    chhah: "6",
    saat: "7",
    aath: "8",
    nau: "9",
    शून्य: "0",
    एक: "1",
    दो: "2",
    तीन: "3",
    चार: "4",
    पांच: "5",
    पाँच: "5",
    छह: "6",
    छः: "6",
    सात: "7",
    आठ: "8",
    नौ: "9",
    సున్నా: "0",
    ఒకటి: "1",
    రెండు: "2",
    మూడు: "3",
    నాలుగు: "4",
    ఐదు: "5",
    ఆరు: "6",
    ఏడు: "7",
    ఎనిమిది: "8",
    తొమ్మిది: "9",
  }).map(([w, d]) => [w.normalize("NFKC"), d]),
);
const REPEAT_WORDS: Record<string, number> = { double: 2, triple: 3 };
// What separates the words of a spelled number: spaces, commas, dots, dashes.
const SPELL_SPLIT = /([\s,.\-–—]+)/;

/**
 * A number spelled out ("nine eight four eight zero one two three four five", "98480 ఒకటి రెండు …",
 * "double nine …") becomes its digits when a run of such words (and digits) spells ten digits or more.
 * Shorter runs stay as they are: "do" and "ek" are ordinary Hindi words, "one" an ordinary English one.
 */
export function spellDigits(t: string): string {
  const parts = t.split(SPELL_SPLIT); // words at even indexes, separators at odd ones
  const out: string[] = [];
  let digits = "";
  let words = 0;
  let from = -1; // where the current run starts in `out`, or -1
  let repeat = 1;
  const close = (end: number) => {
    if (from >= 0 && words > 0 && digits.length >= 10) out.splice(from, end - from, ` ${digits} `);
    digits = "";
    words = 0;
    from = -1;
    repeat = 1;
  };
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    out.push(part);
    if (i % 2 === 1 || part === "") continue; // a separator keeps the run going
    const word = DIGIT_WORDS[part];
    if (word !== undefined || /^\d{1,10}$/.test(part)) {
      if (from < 0) from = out.length - 1;
      digits += word !== undefined ? word.repeat(repeat) : part;
      if (word !== undefined) words += 1;
      repeat = 1;
    } else if (REPEAT_WORDS[part]) {
      if (from < 0) from = out.length - 1;
      repeat = REPEAT_WORDS[part];
    } else {
      close(out.length - 1);
    }
  }
  close(out.length);
  return out.join("");
}

// +91 / 91 / 0091 / 0, then ten digits starting 6-9 (an Indian mobile), each digit optionally after one
// space, dot or dash ("98480 12345", "984-801-2345", "9 8 4 8 0 1 2 3 4 5"). It must not be part of a
// longer number: a 15-digit microchip (however it is grouped in threes or fours), a 12-digit Aadhaar or
// a bank account number is not a phone number (account numbers are "bank": bank.ts).
const MOBILE = /(?<![\d+])(?:(?:\(\s?)?(?:\+|00)?91(?:\s?\))?[ .\-]{0,2}|0[ .\-]?)?[6-9](?:[ .\-]?\d){9}(?!\d)(?![ .\-]\d{3})/g;
// A money amount just before the number: "₹ 65000 70000" is a price.
const CURRENCY_BEFORE = rx(/(?:₹|\brs\.?|\binr|\brupees?|रु\.?|रुपये|రూ\.?)\s*$/);

export function hasIndianMobile(t: string): boolean {
  for (const m of t.matchAll(MOBILE)) {
    if (CURRENCY_BEFORE.test(t.slice(Math.max(0, m.index - 10), m.index))) continue;
    // Two round amounts side by side ("65000-70000", "70000 80000") are a price range.
    const groups = m[0].split(/[ .\-()+]+/).filter(Boolean);
    if (groups.length === 2 && groups.every((g) => g.length >= 4 && g.endsWith("00"))) continue;
    return true;
  }
  return false;
}
