/**
 * How a review's author is named in public: the first name and the initial of the last ("Arjun M."),
 * enough to tell reviews apart without publishing a buyer's full name. One word stays as it is.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? "";
  // By code point, so a name in Telugu or Devanagari keeps a whole first letter.
  return `${words[0]} ${Array.from(words.at(-1)!)[0].toLocaleUpperCase("en-IN")}.`;
}
