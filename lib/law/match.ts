import { lookupWords, variantsOf } from "@/lib/search/normalize";

// Finding the law's phrases (lib/law/species.json: a species' aliases, the names that are not listed
// species, the unclear words) in what a seller wrote, word by word, the way the search reads a query
// (lib/search/normalize.ts): case, accents and the Devanagari nukta aside, a hyphen or an apostrophe
// between words, and an English or Telugu plural ("mynas", "చిలుకలు") read as its singular. Whole words
// only: "myna" is in "hill myna" and "mynas", never in "mynatown". Pure, and free of the catalogue
// itself, so the listing form can use it with a small list of its own (lib/law/cites-hint.ts).

/** One phrase in its lookup words, with what it stands for. */
export type TPhrase<T> = { words: string[]; value: T };
/** A phrase found in a text: words from..to-1 of the text. */
export type TPhraseMatch<T> = { from: number; to: number; value: T };

/** Phrases by their first word, for a text to be read against many of them. */
export type TPhraseIndex<T> = Map<string, TPhrase<T>[]>;

export function phraseIndex<T>(entries: { text: string; value: T }[]): TPhraseIndex<T> {
  const index: TPhraseIndex<T> = new Map();
  for (const { text, value } of entries) {
    const words = lookupWords(text);
    if (!words.length) continue;
    const list = index.get(words[0]) ?? [];
    list.push({ words, value });
    index.set(words[0], list);
  }
  return index;
}

/** The words of a text in their lookup form, each with the other spellings it may stand for (a plural's singular). */
function readWords(text: string): Set<string>[] {
  return lookupWords(text).map((w) => new Set([w, ...variantsOf(w)]));
}

/**
 * Every phrase of the index found in the text, the longest first where one is inside another: "burmese
 * star tortoise" (an exotic one) hides the "star tortoise" inside it, "java sparrow" the "sparrow". Two
 * that only overlap are both kept. In the order they appear in the text.
 */
export function findPhrases<T>(index: TPhraseIndex<T>, text: string): TPhraseMatch<T>[] {
  const words = readWords(text);
  const found: TPhraseMatch<T>[] = [];
  for (let from = 0; from < words.length; from++) {
    const candidates = new Set<TPhrase<T>>();
    for (const w of words[from]) for (const p of index.get(w) ?? []) candidates.add(p);
    for (const phrase of candidates) {
      const to = from + phrase.words.length;
      if (to > words.length) continue;
      if (phrase.words.every((w, k) => words[from + k].has(w))) found.push({ from, to, value: phrase.value });
    }
  }
  const longestFirst = [...found].sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
  const kept: TPhraseMatch<T>[] = [];
  for (const m of longestFirst) {
    const isInside = kept.some((k) => k.from <= m.from && m.to <= k.to && k.to - k.from > m.to - m.from);
    if (!isInside) kept.push(m);
  }
  return kept.sort((a, b) => a.from - b.from);
}
