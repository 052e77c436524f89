import { facetsText, readFacets, type TSearchFacets, type TSearchPrefer } from "./facets";

const read = (q: string) => readFacets(q);
const price = (min?: number, max?: number): TSearchFacets["price"] => ({
  ...(min !== undefined ? { min } : {}),
  ...(max !== undefined ? { max } : {}),
});

describe("readFacets: budgets", () => {
  it.each<[string, TSearchFacets["price"], string]>([
    // At most: the words before or after, the number as people write it
    ["pug under 10000", price(undefined, 10000), "pug"],
    ["lab below 15k", price(undefined, 15000), "lab"],
    ["beagle upto 20,000", price(undefined, 20000), "beagle"],
    ["beagle up to 20,000", price(undefined, 20000), "beagle"],
    ["max 8000 persian", price(undefined, 8000), "persian"],
    ["husky within ₹25,000", price(undefined, 25000), "husky"],
    ["shih tzu less than 30k", price(undefined, 30000), "shih tzu"],
    ["gsd budget 1 lakh", price(undefined, 100000), "gsd"],
    ["₹5,000 से कम बिल्ली", price(undefined, 5000), "बिल्ली"],
    ["10 हज़ार तक कुत्ता", price(undefined, 10000), "कुत्ता"],
    ["10 हजार तक कुत्ता", price(undefined, 10000), "कुत्ता"],
    ["पग 8000 रुपये तक", price(undefined, 8000), "पग"],
    ["10 వేల లోపు కుక్క", price(undefined, 10000), "కుక్క"],
    ["పగ్ 15000 లోపు", price(undefined, 15000), "పగ్"],
    ["20 వేల వరకు పిల్లి", price(undefined, 20000), "పిల్లి"],
    ["pug 10000 se kam", price(undefined, 10000), "pug"],
    ["labrador 1.5 lakh tak", price(undefined, 150000), "labrador"],
    ["pug 1,20,000 or less", price(undefined, 120000), "pug"],
    // A rupee mark, a rupee word or a multiplier alone says money: read as the most to pay
    ["pug ₹10000", price(undefined, 10000), "pug"],
    ["pug rs 10000", price(undefined, 10000), "pug"],
    ["pug rs.10000", price(undefined, 10000), "pug"],
    ["pug 10000/-", price(undefined, 10000), "pug"],
    ["lab 15k", price(undefined, 15000), "lab"],
    ["लैब 15 हज़ार", price(undefined, 15000), "लैब"],
    ["పగ్ 10 వేలు", price(undefined, 10000), "పగ్"],
    // At least
    ["gsd above 20000", price(20000), "gsd"],
    ["gsd over 20k", price(20000), "gsd"],
    ["gsd more than 20000", price(20000), "gsd"],
    ["जर्मन शेफर्ड 20000 से ज़्यादा", price(20000), "जर्मन शेफर्ड"],
    ["జర్మన్ షెపర్డ్ 20000 పైన", price(20000), "జర్మన్ షెపర్డ్"],
    ["husky 30k+", price(30000), "husky"],
    // Ranges
    ["pug between 5000 and 10000", price(5000, 10000), "pug"],
    ["pug 5k-10k", price(5000, 10000), "pug"],
    ["pug 5000-10000", price(5000, 10000), "pug"],
    ["pug 10000 to 5000", price(5000, 10000), "pug"],
    ["पग 5000 से 10000 तक", price(5000, 10000), "पग"],
    ["పగ్ 5000 నుండి 10000 వరకు", price(5000, 10000), "పగ్"],
    // Digits of the Indic scripts
    ["पग ५००० तक", price(undefined, 5000), "पग"],
    ["పగ్ ౫౦౦౦ లోపు", price(undefined, 5000), "పగ్"],
  ])("%s", (q, expected, rest) => {
    const got = read(q);
    expect(got.facets.price).toEqual(expected);
    expect(got.rest).toBe(rest);
  });

  it.each([
    // Ages and other numbers are not money: they stay in the search as words
    "puppy under 3 months",
    "puppy under 12 months",
    "2-3 months lab",
    "2 to 3 saal",
    "6 నెలలు కుక్క",
    "3 महीने का पिल्ला",
    "pug 10000",
    "2 dogs",
    "k9 trained",
    "labrador 2024",
  ])("%s names no budget", (q) => {
    expect(read(q).facets.price).toBeNull();
  });

  it("reads the first budget of a search that names two", () => {
    expect(read("pug under 10000 under 5000").facets.price).toEqual(price(undefined, 10000));
  });

  it("ignores an amount that is no price (zero, or past what a price column holds)", () => {
    expect(read("pug under 0").facets.price).toBeNull();
    expect(read("pug under 5000000000").facets.price).toBeNull();
  });
});

describe("readFacets: genders", () => {
  it.each<[string, "male" | "female" | null, string]>([
    ["female pug", "female", "pug"],
    ["male lab hyderabad", "male", "lab hyderabad"],
    ["pug girl", "female", "pug"],
    ["मादा पग", "female", "पग"],
    ["नर लैब्राडोर", "male", "लैब्राडोर"],
    ["ఆడ కుక్క", "female", "కుక్క"],
    ["మగ పిల్లి", "male", "పిల్లి"],
    ["male and female pair", null, "and pair"],
    ["females", "female", ""],
    // Inside a word, a gender word is no gender: "Malerkotla", "shemale" are not male
    ["malerkotla", null, "malerkotla"],
  ])("%s", (q, gender, rest) => {
    const got = read(q);
    expect(got.facets.gender).toBe(gender);
    expect(got.rest).toBe(rest);
  });

  it("reads a budget and a gender in one search", () => {
    expect(read("female pug under 10k in pune")).toMatchObject({
      facets: { price: price(undefined, 10000), gender: "female", age: null },
      rest: "pug in pune",
    });
  });
});

describe("readFacets: ages", () => {
  const months = (n: number) => ({ n, unit: "month" as const });
  const years = (n: number) => ({ n, unit: "year" as const });
  it.each<[string, object | null, string]>([
    ["puppy under 3 months", { max: months(3) }, "puppy"],
    ["lab below 6 months", { max: months(6) }, "lab"],
    ["pug 3 महीने से कम", { max: months(3) }, "pug"],
    ["पग 6 महीने तक", { max: months(6) }, "पग"],
    ["కుక్కపిల్ల 3 నెలల లోపు", { max: months(3) }, "కుక్కపిల్ల"],
    ["gsd above 2 years", { min: years(2) }, "gsd"],
    ["gsd 2 साल से ज़्यादा", { min: years(2) }, "gsd"],
    ["husky 2-3 months", { min: months(2), max: months(4) }, "husky"],
    ["husky 6 months to 1 year", { min: months(6), max: years(2) }, "husky"],
    ["2 month old lab", { min: months(2), max: months(3) }, "lab"],
    ["3 महीने का पिल्ला", { min: months(3), max: months(4) }, "पिल्ला"],
    ["adult labrador", { min: years(1) }, "labrador"],
    ["वयस्क कुत्ता", { min: years(1) }, "कुत्ता"],
    ["senior dog", { min: years(7) }, "dog"],
    ["old labrador hyderabad", { min: years(7) }, "labrador hyderabad"],
    ["elderly cat", { min: years(7) }, "cat"],
    ["बूढ़ा कुत्ता", { min: years(7) }, "कुत्ता"],
    ["ముసలి కుక్క", { min: years(7) }, "కుక్క"],
    // A number names the age itself; its "old" is part of it, not a senior.
    ["2 years old pug", { min: years(2), max: years(3) }, "pug"],
    ["senior pug 2 years", { min: years(2), max: years(3) }, "pug"],
    ["pug 10 weeks", { min: { n: 10, unit: "week" }, max: { n: 11, unit: "week" } }, "pug"],
    ["pug under 10000", null, "pug"],
  ])("%s", (q, age, rest) => {
    const got = read(q);
    expect(got.facets.age).toEqual(age);
    expect(got.rest).toBe(rest);
  });

  it("reads a budget and an age side by side", () => {
    expect(read("lab under 15k under 3 months")).toMatchObject({
      facets: { price: price(undefined, 15000), age: { max: months(3) } },
      rest: "lab",
    });
  });
});

describe("readFacets: what a search prefers", () => {
  it.each<[string, Partial<TSearchPrefer>, string]>([
    ["pug for adoption", { adoption: true }, "pug for"],
    ["free puppy", { adoption: true }, "puppy"],
    ["rehome my cat", { rehoming: true }, "my cat"],
    ["dalmatian rehoming", { rehoming: true }, "dalmatian"],
    ["re-homing a beagle", { rehoming: true }, "a beagle"],
    // Its "free" is part of the owner's phrase, not the adoption word.
    ["free to a good home beagle", { rehoming: true }, "beagle"],
    ["पग को नया घर चाहिए", { rehoming: true }, "पग को चाहिए"],
    ["కొత్త ఇల్లు కావాలి పిల్లి", { rehoming: true }, "కావాలి పిల్లి"],
    ["rehoming adoption lab", { rehoming: true, adoption: true }, "lab"],
    ["पग गोद लेना", { adoption: true }, "पग"],
    ["దత్తత కోసం పిల్లి", { adoption: true }, "కోసం పిల్లి"],
    ["urgent sale gsd", { urgent: true }, "sale gsd"],
    ["अर्जेंट लैब", { urgent: true }, "लैब"],
    ["young beagle", { young: true }, "beagle"],
    ["cheap doberman", { cheap: true }, "doberman"],
    ["affordable shih tzu", { cheap: true }, "shih tzu"],
    ["budget pug", { cheap: true }, "pug"],
    ["sasta labra", { cheap: true }, "labra"],
    ["सस्ता पग", { cheap: true }, "पग"],
    ["कम कीमत में लैब", { cheap: true }, "में लैब"],
    ["తక్కువ ధర కుక్కపిల్ల", { cheap: true }, "కుక్కపిల్ల"],
    ["చౌకగా పిల్లి", { cheap: true }, "పిల్లి"],
    // A word that only begins like one is not one.
    ["cheapside kennels", {}, "cheapside kennels"],
  ])("%s", (q, prefer, rest) => {
    const got = read(q);
    expect(got.facets.prefer).toEqual({ adoption: false, rehoming: false, urgent: false, young: false, cheap: false, ...prefer });
    expect(got.rest).toBe(rest);
  });

  it("keeps the cheap words out of the words a listing can lack (an order, not a tier)", () => {
    expect(read("cheap urgent pug").facets.preferWords).toEqual(["urgent"]);
  });

  it("reads a budget with an amount as a budget, and 'budget' alone as cheap", () => {
    expect(read("pug budget 10000").facets).toMatchObject({ price: { max: 10000 }, prefer: { cheap: false } });
    expect(read("budget pug").facets).toMatchObject({ price: null, prefer: { cheap: true } });
  });
});

describe("facetsText", () => {
  it("says each facet in words that read back the same", () => {
    for (const q of [
      "under 10000",
      "above 5000",
      "5000 to 10000",
      "female",
      "male",
      "under 3 months",
      "above 1 year",
      "2 months to 3 months",
      "young",
      "adoption",
      "rehoming",
      "urgent",
      "cheap",
    ]) {
      const { facets } = read(q);
      expect(facetsText(facets)).toEqual([q]);
      expect(read(facetsText(facets).join(" ")).facets).toMatchObject({
        price: facets.price,
        gender: facets.gender,
        age: facets.age,
        prefer: facets.prefer,
      });
    }
  });
});

describe("the facets and the dictionary", () => {
  it("never read a gender or a multiplier word as a breed, a town or a species", async () => {
    const { parseSearch } = await import("./parse");
    const { FACET_WORDS } = await import("./facets");
    for (const word of FACET_WORDS) {
      const plan = parseSearch(`pug ${word}`);
      expect([word, plan.breeds.map((b) => b.name), plan.locations, plan.species]).toEqual([word, ["Pug"], [], []]);
    }
  });
});
