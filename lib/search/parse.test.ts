import demoPets from "@/prisma/demo/pets.json";
import { SPECIES } from "@/lib/pets/constants";
import { BREEDS } from "./breeds";
import { CITIES } from "./cities";
import { words } from "./normalize";
import { LANDING_BREEDS } from "@/lib/discovery/breeds";
import landingCities from "@/lib/discovery/cities.json";
import { dictionaryConflicts, hasFilters, hasSeveralKeys, narrowToListed, parseSearch, planText, type TSearchPlan } from "./parse";
import { NOISE_WORDS, SEARCH_SPECIES, SPECIES_WORDS } from "./words";

type TExpected = { species?: string[]; breeds?: string[]; locations?: string[]; words?: string[] };

/** The parts of a plan a reader cares about: names, not keys. */
const summary = (plan: TSearchPlan) => ({
  species: plan.species,
  breeds: plan.breeds.map((b) => b.name),
  locations: plan.locations.map((l) => l.name),
  words: plan.words,
});
const expected = (e: TExpected) => ({
  species: e.species ?? [],
  breeds: e.breeds ?? [],
  locations: e.locations ?? [],
  words: e.words ?? [],
});

describe("parseSearch", () => {
  it.each<[string, TExpected]>([
    // Breeds: the listing's spelling, short names, old names, plurals, misspellings people make
    ["labrador", { breeds: ["Labrador Retriever"] }],
    ["Labrador Retriever", { breeds: ["Labrador Retriever"] }],
    ["lab", { breeds: ["Labrador Retriever"] }],
    ["labra", { breeds: ["Labrador Retriever"] }],
    ["Labs", { breeds: ["Labrador Retriever"] }],
    ["GSD", { breeds: ["German Shepherd"] }],
    ["gsd", { breeds: ["German Shepherd"] }],
    ["alsatian", { breeds: ["German Shepherd"] }],
    ["German Shepherd Dog", { breeds: ["German Shepherd"] }],
    ["german shepherds", { breeds: ["German Shepherd"] }],
    ["pom", { breeds: ["Pomeranian"] }],
    ["indie", { breeds: ["Indian Pariah Dog (Indie)"] }],
    ["desi", { breeds: ["Indian Pariah Dog (Indie)"] }],
    ["pariah", { breeds: ["Indian Pariah Dog (Indie)"] }],
    ["husky", { breeds: ["Siberian Husky"] }],
    ["huskies", { breeds: ["Siberian Husky"] }],
    ["golden", { breeds: ["Golden Retriever"] }],
    ["shihtzu", { breeds: ["Shih Tzu"] }],
    ["shih-tzu", { breeds: ["Shih Tzu"] }],
    ["doberman", { breeds: ["Doberman"] }],
    ["Dobermann", { breeds: ["Doberman"] }],
    ["rottie", { breeds: ["Rottweiler"] }],
    ["beagle", { breeds: ["Beagle"] }],
    ["pug", { breeds: ["Pug"] }],
    ["persian", { breeds: ["Persian"] }],
    ["lovebird", { breeds: ["Lovebird"] }],
    ["budgie", { breeds: ["Budgerigar"] }],
    ["budgies", { breeds: ["Budgerigar"] }],
    ["australian parrot", { breeds: ["Budgerigar"] }],
    ["guinea pig", { breeds: ["Guinea Pig"] }],
    ["desi cat", { breeds: ["Indian Domestic Cat"] }],
    ["labrador golden", { breeds: ["Labrador Retriever", "Golden Retriever"] }],
    // Dogs as Indian listings and searches spell them, misspellings included
    ["shitsu", { breeds: ["Shih Tzu"] }],
    ["shih tzoo", { breeds: ["Shih Tzu"] }],
    ["rotweiler", { breeds: ["Rottweiler"] }],
    ["rotwailer", { breeds: ["Rottweiler"] }],
    ["dachsund", { breeds: ["Dachshund"] }],
    ["dashund", { breeds: ["Dachshund"] }],
    ["sausage dogs", { breeds: ["Dachshund"] }],
    ["pomerenian", { breeds: ["Pomeranian"] }],
    ["chiwawa", { breeds: ["Chihuahua"] }],
    ["doberman pinscher", { breeds: ["Doberman"] }],
    ["grate dane", { breeds: ["Great Dane"] }],
    ["coker spaniel", { breeds: ["Cocker Spaniel"] }],
    ["st. bernard", { breeds: ["Saint Bernard"] }],
    ["dalmation", { breeds: ["Dalmatian"] }],
    ["labradoor", { breeds: ["Labrador Retriever"] }],
    ["lebra", { breeds: ["Labrador Retriever"] }],
    ["siberian huskey", { breeds: ["Siberian Husky"] }],
    ["bigal", { breeds: ["Beagle"] }],
    ["pit bull", { breeds: ["Pitbull"] }],
    ["पिटबुल", { breeds: ["Pitbull"] }],
    ["frenchie", { breeds: ["French Bulldog"] }],
    ["golden retriver", { breeds: ["Golden Retriever"] }],
    ["spitz", { breeds: ["Indian Spitz"] }],
    ["yorkie", { breeds: ["Yorkshire Terrier"] }],
    // Birds, fish and small pets
    // "Parakeet" is the budgerigar in India's pet trade; the protected parakeets are named by more (lib/law).
    ["parakeets", { breeds: ["Budgerigar"] }],
    ["tote", { species: ["bird"] }],
    ["australian parakeet", { breeds: ["Budgerigar"] }],
    ["finches", { breeds: ["Finch"] }],
    ["african grey", { breeds: ["African Grey Parrot"] }],
    ["indian ringneck", { words: ["indian", "ringneck"] }], // a protected native bird: no breed of the dictionary
    ["koi", { breeds: ["Koi"] }],
    ["koi carp", { breeds: ["Koi"] }],
    ["कोई मछली", { species: ["fish"] }], // "any fish": कोई is an ordinary Hindi word, not koi
    ["कोई भी कुत्ता", { species: ["dog"] }],
    ["guppies", { breeds: ["Guppy"] }],
    ["goldfish", { breeds: ["Goldfish"] }],
    ["fighter fish", { breeds: ["Betta"] }],
    ["angel fish", { breeds: ["Angelfish"] }],
    ["mollies", { breeds: ["Molly"] }],
    ["गिनी पिग", { breeds: ["Guinea Pig"] }],
    ["గినియా పిగ్", { breeds: ["Guinea Pig"] }],
    ["hamsters", { breeds: ["Hamster"] }],
    ["हैम्स्टर", { breeds: ["Hamster"] }],
    ["హ్యామ్‌స్టర్", { breeds: ["Hamster"] }], // with the zero-width non-joiner inside
    ["హ్యామ్స్టర్", { breeds: ["Hamster"] }], // without it
    ["tortoise", { breeds: ["Turtle"] }],
    ["कछुआ", { breeds: ["Turtle"] }],
    ["తాబేళ్లు", { breeds: ["Turtle"] }],
    // Cats
    ["desi billi", { breeds: ["Indian Domestic Cat"] }],
    ["देसी बिल्ली", { breeds: ["Indian Domestic Cat"] }],
    ["నాటు పిల్లి", { breeds: ["Indian Domestic Cat"] }],
    ["indie kittens", { breeds: ["Indian Domestic Cat"] }],
    ["persian billi", { breeds: ["Persian"] }],
    // Towns: new and old names, short names
    ["bangalore", { locations: ["Bengaluru"] }],
    ["Bengaluru", { locations: ["Bengaluru"] }],
    ["gurgaon", { locations: ["Gurugram"] }],
    ["Bombay", { locations: ["Mumbai"] }],
    ["vizag", { locations: ["Visakhapatnam"] }],
    ["madras", { locations: ["Chennai"] }],
    ["calcutta", { locations: ["Kolkata"] }],
    ["pondicherry", { locations: ["Puducherry"] }],
    ["trivandrum", { locations: ["Thiruvananthapuram"] }],
    ["cochin", { locations: ["Kochi"] }],
    ["mysore", { locations: ["Mysuru"] }],
    ["hyd", { locations: ["Hyderabad"] }],
    ["New Delhi", { locations: ["Delhi"] }],
    ["delhi", { locations: ["Delhi"] }],
    // Species in English, Telugu and Hindi, young ones included
    ["dogs", { species: ["dog"] }],
    ["puppies", { species: ["dog"] }],
    ["kitten", { species: ["cat"] }],
    ["dog cat", { species: ["dog", "cat"] }],
    ["కుక్క", { species: ["dog"] }],
    ["కుక్కపిల్ల", { species: ["dog"] }],
    ["కుక్క పిల్లలు", { species: ["dog"] }],
    ["పిల్లి", { species: ["cat"] }],
    ["పక్షి", { species: ["bird"] }],
    ["చిలుక", { species: ["bird"] }],
    ["చేప", { species: ["fish"] }],
    ["కుందేలు", { species: ["rabbit"] }],
    ["कुत्ता", { species: ["dog"] }],
    ["पिल्ला", { species: ["dog"] }],
    ["डॉगी", { species: ["dog"] }],
    ["बिल्ली", { species: ["cat"] }],
    ["बिल्लियाँ", { species: ["cat"] }],
    ["बिल्लियां", { species: ["cat"] }],
    ["पपी दिल्ली", { species: ["dog"], locations: ["Delhi"] }],
    ["पपीज़", { species: ["dog"] }],
    ["डॉग्स", { species: ["dog"] }],
    ["कैट्स", { species: ["cat"] }],
    ["किटन", { species: ["cat"] }],
    ["पेट्स", {}],
    ["पेट डॉग", { species: ["dog"] }], // पेट is "pet" here, not "stomach"
    ["పప్పీలు హైదరాబాద్‌లో", { species: ["dog"], locations: ["Hyderabad"] }],
    ["పప్పీస్", { species: ["dog"] }],
    ["డాగ్స్", { species: ["dog"] }],
    ["క్యాట్స్", { species: ["cat"] }],
    ["కిట్టెన్", { species: ["cat"] }],
    ["పెట్స్", {}],
    ["parakeet lucknow", { breeds: ["Budgerigar"], locations: ["Lucknow"] }],
    ["तोता", { species: ["bird"] }],
    ["चिड़िया", { species: ["bird"] }], // ड़ as one letter
    ["चिड़िया", { species: ["bird"] }], // ड + nukta
    ["मछली", { species: ["fish"] }],
    ["खरगोश", { species: ["rabbit"] }],
    // Breeds and towns in Hindi and Telugu script
    ["लैब्राडोर", { breeds: ["Labrador Retriever"] }],
    ["जर्मन शेफर्ड", { breeds: ["German Shepherd"] }],
    ["जर्मन शेफ़र्ड", { breeds: ["German Shepherd"] }],
    ["पर्शियन", { breeds: ["Persian"] }],
    ["పర్షియన్", { breeds: ["Persian"] }],
    ["లాబ్రడార్", { breeds: ["Labrador Retriever"] }],
    ["हैदराबाद", { locations: ["Hyderabad"] }],
    ["दिल्ली", { locations: ["Delhi"] }],
    ["బెంగళూరు", { locations: ["Bengaluru"] }],
    ["హైదరాబాద్", { locations: ["Hyderabad"] }],
    ["హైదరాబాద్‌లో", { locations: ["Hyderabad"] }], // with the zero-width non-joiner before the ending
    ["బెంగళూరులో", { locations: ["Bengaluru"] }], // the ending joined
    ["హైదరాబాద్‌లోని కుక్కలు", { species: ["dog"], locations: ["Hyderabad"] }],
    // Plurals in Telugu and Hindi script: the Telugu endings joined or after the non-joiner, English s on a loan word
    ["పగ్‌లు", { breeds: ["Pug"] }],
    ["పగ్లు", { breeds: ["Pug"] }],
    ["లాబ్రడార్లు", { breeds: ["Labrador Retriever"] }],
    ["హస్కీలు", { breeds: ["Siberian Husky"] }],
    ["బీగల్స్", { breeds: ["Beagle"] }],
    ["కుక్కలను", { species: ["dog"] }],
    ["జర్మన్ షెపర్డ్‌లు", { breeds: ["German Shepherd"] }],
    ["लैब्स", { breeds: ["Labrador Retriever"] }],
    ["पग्स", { breeds: ["Pug"] }],
    ["हस्कीज़", { breeds: ["Siberian Husky"] }],
    ["लव बर्ड्स", { breeds: ["Lovebird"] }],
    ["లు", {}],
    // Whole searches: noise dropped, a species the breed implies dropped, other words kept for the text
    ["lab puppies in hyderabad", { breeds: ["Labrador Retriever"], locations: ["Hyderabad"] }],
    ["Labrador puppies for sale near Bangalore", { breeds: ["Labrador Retriever"], locations: ["Bengaluru"] }],
    ["पर्शियन बिल्ली", { breeds: ["Persian"] }],
    ["persian dog", { species: ["dog"], breeds: ["Persian"] }],
    ["कुत्ते के बच्चे बिक्री के लिए दिल्ली में", { species: ["dog"], locations: ["Delhi"] }],
    ["హైదరాబాద్‌లో అమ్మకానికి కుక్కపిల్లలు", { species: ["dog"], locations: ["Hyderabad"] }],
    ["friendly lab", { breeds: ["Labrador Retriever"], words: ["friendly"] }],
    ["KCI registered GSD pune", { breeds: ["German Shepherd"], locations: ["Pune"], words: ["kci", "registered"] }],
    ["Bruno", { words: ["bruno"] }],
    ["Mithu & Pari", { words: ["mithu", "pari"] }],
    ["labrdor", { words: ["labrdor"] }],
    ["xqzzv blorf", { words: ["xqzzv", "blorf"] }],
    ["for sale", {}],
    ["!!!", {}],
    ["🐶🐶 🐱", {}],
    ["'; DROP TABLE pets; --", { words: ["drop", "table"] }],
    ["", {}],
  ])("reads %j", (q, want) => {
    expect(summary(parseSearch(q))).toEqual(expected(want));
  });

  it("gives each breed and town every spelling listings use, so the filter finds them all", () => {
    expect(parseSearch("indie").breeds[0].keys).toEqual(
      expect.arrayContaining(["indian pariah dog (indie)", "indie", "indian pariah dog"]),
    );
    expect(parseSearch("bangalore").locations[0].keys).toEqual(expect.arrayContaining(["bengaluru", "bangalore"]));
    expect(parseSearch("new delhi").locations[0].keys).toEqual(expect.arrayContaining(["delhi", "new delhi"]));
  });

  it("reads at most a dozen words, whatever the length", () => {
    expect(parseSearch("pari ".repeat(50)).words).toHaveLength(12);
  });

  it("says whether a search filters beyond its words", () => {
    expect(hasFilters(parseSearch("lab"))).toBe(true);
    expect(hasFilters(parseSearch("bruno"))).toBe(false);
  });

  it("filters a breed or town by the spellings listed, keeping the others apart, or by all of them when none is", () => {
    const plan = parseSearch("lab in bangalore");
    expect(hasSeveralKeys(plan)).toBe(true);
    expect(hasSeveralKeys(parseSearch("beagle"))).toBe(false);
    const narrowed = narrowToListed(plan, { breeds: new Set(["labrador retriever", "pug"]), towns: new Set(["hyderabad"]) });
    expect(narrowed.breeds.map((b) => [b.keys, b.unlisted])).toEqual([[["labrador retriever"], ["labrador"]]]);
    expect(narrowed.locations[0].keys).toEqual(expect.arrayContaining(["bengaluru", "bangalore"]));
    expect(narrowed.locations[0].unlisted).toBeUndefined();
    expect(narrowToListed(plan, { breeds: null, towns: null })).toEqual(plan);
    expect(summary(narrowed)).toEqual(summary(plan));
  });

  it("writes a plan as a search that reads the same again", () => {
    for (const q of ["lab puppies in hyderabad", "पर्शियन बिल्ली", "indie kolkata friendly", "persian dog", "కుక్క"]) {
      const plan = parseSearch(q);
      expect(summary(parseSearch(planText(plan)))).toEqual(summary(plan));
    }
    // "puppies" says a Labrador (the breed is a dog) and a preference for young ones.
    expect(planText(parseSearch("lab puppies in bangalore"))).toBe("Labrador Retriever Bengaluru young");
  });
});

describe("the data files", () => {
  it("name the species of lib/pets/constants", () => {
    expect([...SEARCH_SPECIES]).toEqual([...SPECIES]);
  });

  it("read every name a landing page shows, in every language, as its breed or town, with no word left over", () => {
    const missed: string[] = [];
    for (const landing of LANDING_BREEDS) {
      for (const name of [landing.breed, ...Object.values(landing.names)]) {
        const plan = parseSearch(name);
        if (!plan?.breeds.some((b) => b.keys.includes(landing.breed.toLowerCase())) || plan.words.length)
          missed.push(`${landing.slug}: ${name}`);
      }
    }
    for (const landing of landingCities) {
      for (const name of [landing.location, ...Object.values(landing.names)]) {
        const plan = parseSearch(name);
        if (!plan?.locations.some((l) => l.keys.includes(landing.location.toLowerCase())) || plan.words.length)
          missed.push(`${landing.slug}: ${name}`);
      }
    }
    expect(missed).toEqual([]);
    // A name's bracketed part is read both ways.
    expect(parseSearch("इंडियन पैरिया डॉग")?.breeds.map((b) => b.name)).toEqual(["Indian Pariah Dog (Indie)"]);
    expect(parseSearch("హాఫ్‌మూన్ బెట్టా")?.breeds.map((b) => b.name)).toEqual(["Betta"]);
  });

  it("give no spelling two meanings", () => {
    expect(dictionaryConflicts()).toEqual([]);
  });

  it("have only spellings with words in them", () => {
    const all = [
      ...BREEDS.flatMap((b) => [b.name, ...(b.keys ?? []), ...b.aliases]),
      ...CITIES.flatMap((c) => [c.name, ...(c.keys ?? []), ...c.aliases]),
      ...Object.values(SPECIES_WORDS).flat(),
      ...NOISE_WORDS,
    ];
    expect(all.filter((text) => words(text).length === 0)).toEqual([]);
  });

  it("keep listing keys lower-case, as breedKey and locationKey are", () => {
    const keys = [...BREEDS, ...CITIES].flatMap((e) => e.keys ?? []);
    expect(keys.filter((k) => k !== k.toLowerCase() || k !== k.trim())).toEqual([]);
  });

  it("read every breed and town back as itself", () => {
    for (const b of BREEDS) expect([b.name, summary(parseSearch(b.name))]).toEqual([b.name, expected({ breeds: [b.name] })]);
    for (const c of CITIES) expect([c.name, summary(parseSearch(c.name))]).toEqual([c.name, expected({ locations: [c.name] })]);
  });

  it("know the breed, species and town of every demo listing as the listing spells them", () => {
    for (const pet of demoPets as { breed: string; species: string; location: string }[]) {
      const breed = parseSearch(pet.breed).breeds[0];
      expect([pet.breed, breed?.keys.includes(pet.breed.toLowerCase()), breed?.species]).toEqual([pet.breed, true, pet.species]);
      const town = parseSearch(pet.location).locations[0];
      expect([pet.location, town?.keys.includes(pet.location.toLowerCase())]).toEqual([pet.location, true]);
    }
  });
});
