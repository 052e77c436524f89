import { longestWordLength } from "./words";

describe("longestWordLength", () => {
  it("counts the letters of the longest word between spaces", () => {
    expect(longestWordLength("")).toBe(0);
    expect(longestWordLength("Bruno")).toBe(5);
    expect(longestWordLength("Sona & Moti")).toBe(4);
    expect(longestWordLength("  American   Staffordshire Terrier ")).toBe(13);
    // A hyphen does not end a word: a browser may break after it, but a name of hyphens is no name.
    expect(longestWordLength("Peach-faced Lovebird")).toBe(11);
  });

  it("ends a word at any space a line may break at, a zero-width space too", () => {
    expect(longestWordLength("abc\tdefg\nhi")).toBe(4);
    expect(longestWordLength(`${"a".repeat(20)}\u2009${"b".repeat(20)}`)).toBe(20);
    expect(longestWordLength(`${"a".repeat(20)}\u200B${"b".repeat(20)}`)).toBe(20);
    expect(longestWordLength(`${"a".repeat(20)}\u3000${"b".repeat(20)}`)).toBe(20);
  });

  it("does not end a word at a non-breaking space, which a line never breaks at", () => {
    expect(longestWordLength(`${"a".repeat(20)}\u00A0${"b".repeat(20)}`)).toBe(41);
    expect(longestWordLength(`${"a".repeat(20)}\u202F${"b".repeat(20)}`)).toBe(41);
    expect(longestWordLength(`${"a".repeat(20)}\u2007${"b".repeat(20)}`)).toBe(41);
  });

  it("counts letters as a reader sees them: vowel signs, viramas and joiners are not letters of their own", () => {
    // కావాలనుకునే: 11 code points, 6 letters; पिल्ला: 6 code points, 3 letters.
    expect(longestWordLength("కావాలనుకునే")).toBe(6);
    expect(longestWordLength("पिल्ला")).toBe(3);
    expect(longestWordLength("Re\u0301e")).toBe(3);
    expect(longestWordLength("a\u200Db\u200Cc")).toBe(3);
    // An emoji is one (two UTF-16 units); a family emoji is its three people, the joiners between them none.
    expect(longestWordLength("🐶🐶")).toBe(2);
    expect(longestWordLength("👨‍👩‍👧")).toBe(3);
  });

  it("sees a pasted link or markup as one long word", () => {
    expect(longestWordLength("see https://example.com/a/very/long/path?x=1")).toBe(40);
    expect(longestWordLength("<b>Bruno</b>")).toBe(12);
  });
});
