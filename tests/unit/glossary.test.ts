import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import glossary from "@/lib/i18n/glossary.json";

// One rendering per product term per language (lib/i18n/glossary.json), and Hindi counts that read
// naturally at zero.

type TTree = { [k: string]: string | TTree };
type TLocale = "te" | "hi";
const flatten = (tree: TTree, prefix = ""): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));

const english = flatten(en as TTree);
const catalogues: Record<TLocale, Record<string, string>> = { te: flatten(te as TTree), hi: flatten(hi as TTree) };

describe.each(["te", "hi"] as const)("messages/%s.json against the glossary", (locale) => {
  const messages = catalogues[locale];

  it.each(glossary.terms.map((t) => [t.term, t] as const))("uses one rendering for %s", (_term, term) => {
    const { use, avoid } = term[locale];
    const avoided = Object.entries(messages).filter(([, text]) => avoid.some((word) => text.includes(word))).map(([key]) => key);
    expect(avoided).toEqual([]);
    const pattern = new RegExp(term.en, "i");
    const missing = Object.keys(english).filter((key) => pattern.test(english[key]) && !term.except.includes(key) && !messages[key].includes(use));
    expect(missing).toEqual([]);
  });
});

describe("Hindi counts", () => {
  it("have their own words for zero ('कोई … नहीं', not '0 सहेजा गया पालतू')", () => {
    const withoutZero = Object.entries(catalogues.hi).filter(([, text]) => text.includes(", plural,") && !text.includes("=0 {")).map(([key]) => key);
    expect(withoutZero).toEqual([]);
  });
});

describe("the glossary", () => {
  it("names terms that the English catalogue uses, with a rendering for each language", () => {
    for (const term of glossary.terms) {
      expect(Object.values(english).some((text) => new RegExp(term.en, "i").test(text))).toBe(true);
      expect(term.te.use.length).toBeGreaterThan(0);
      expect(term.hi.use.length).toBeGreaterThan(0);
    }
  });
});
