import demoPets from "@/prisma/demo/pets.json";
import { LANDING_BREEDS } from "@/lib/discovery/breeds";
import { routing } from "@/lib/i18n/routing";
import { BREEDS } from "@/lib/search/breeds";
import { lookupWords } from "@/lib/search/normalize";
import { parseSearch } from "@/lib/search/parse";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { lawError } from "./assert-listing-law";
import citesHint from "./cites-hint.json";
import { isCitesListing } from "./cites-hint";
import { listingLawProblems, type TListingLawInput } from "./listing-rules";
import { citesHintLists, isProtectedBreed, LAW_SOURCES, LAW_SPECIES, lawSpeciesIn, NOT_LISTED, UNCLEAR } from "./species";

// The law's catalogue of species (lib/law/species.json) held to its own rules and to the breed
// catalogues of the search (lib/search/breeds/) and the landing pages (lib/discovery/breeds/), and the
// listing rules that read it (lib/law/listing-rules.ts).

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SCRIPTS = { en: /^[\x20-\x7e\u00c0-\u017f°–…]+$/, te: /[\u0c00-\u0c7f]/, hi: /[\u0900-\u097f]/ } as const;
const phrase = (text: string) => lookupWords(text).join(" ");

/** A listing of this breed by an individual, with nothing else said. */
const listing = (fields: Partial<TListingLawInput>): TListingLawInput => ({
  species: null,
  breed: "Labrador Retriever",
  name: "Bruno",
  sellerType: null,
  microchipNumber: null,
  sterilised: null,
  isOverSixMonths: null,
  speciesRegistrationNumber: null,
  ...fields,
});
const rulesOf = (fields: Partial<TListingLawInput>) => listingLawProblems(listing(fields)).map((p) => `${p.rule}:${p.field}`);
const breedRule = (breed: string) => rulesOf({ breed })[0] ?? "none";

/**
 * The search's and landing pages' breeds that the law's list names as CITES species, and why that is
 * right: they may be sold, with the owner's registration (the listing asks for it). No protected species
 * may be among the breeds at all.
 */
const CITES_BREEDS = {
  "African Grey Parrot": "CITES Appendix I: sold with the owner's registration",
  Cockatoo: "CITES Appendices I and II (the cockatiel is exempt)",
  Macaw: "CITES Appendices I and II",
  "Sun Conure": "CITES Appendix II",
  Lovebird: 'its spelling "fischer\'s lovebird": Agapornis fischeri is in Appendix II (the peach-faced is exempt)',
  Turtle: 'its spellings "tortoise", "tortoises": every tortoise is in Appendix II',
} as Record<string, string>;

describe("lib/law/species.json", () => {
  it("has unique ids, a status, a scientific name and at least one alias per species", () => {
    const ids = LAW_SPECIES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of LAW_SPECIES) {
      expect([s.id, SLUG.test(s.id), ["protected", "cites"].includes(s.status), s.scientific.length > 0, s.aliases.length > 0]).toEqual([
        s.id,
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it.each(routing.locales)("names every species in %s, in its script", (locale) => {
    for (const s of LAW_SPECIES) expect([s.id, SCRIPTS[locale].test(s.names[locale])]).toEqual([s.id, true]);
    for (const s of LAW_SPECIES) expect([s.id, SCRIPTS.en.test(s.plural)]).toEqual([s.id, true]);
  });

  it("gives every species its sources, which exist: the Act for a protected one, the appendices and the 2024 Rules for a CITES one", () => {
    for (const s of LAW_SPECIES) {
      expect([s.id, s.sources.length > 0 && s.sources.every((id) => id in LAW_SOURCES)]).toEqual([s.id, true]);
      const needed = s.status === "protected" ? ["wpa"] : ["cites", "lasrr"];
      expect([s.id, needed.every((id) => s.sources.includes(id as never))]).toEqual([s.id, true]);
      expect([s.id, s.status === "cites" ? /^(I|II|III)(\/(I|II|III))*$/.test(s.appendix ?? "") : s.appendix === undefined]).toEqual([
        s.id,
        true,
      ]);
    }
    for (const [id, source] of Object.entries(LAW_SOURCES)) {
      expect([id, /^https?:\/\/\S+$/.test(source.url), source.title.length > 10, source.note.length > 10]).toEqual([id, true, true, true]);
    }
  });

  it.each([
    ["en", en],
    ["te", te],
    ["hi", hi],
  ] as const)("has every source's short name on the selling-rules page in messages/%s.json", (_locale, catalogue) => {
    const labels = catalogue.SellingRules.sources as Record<string, string>;
    expect(Object.keys(LAW_SOURCES).filter((id) => !labels[id]?.trim())).toEqual([]);
  });

  it("spells each alias once in the whole list, apart from the names that are not listed species and the unclear words", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    const add = (text: string, owner: string) => {
      const key = phrase(text);
      if (seen.has(key) && seen.get(key) !== owner) twice.push(`${text}: ${seen.get(key)} and ${owner}`);
      seen.set(key, owner);
    };
    for (const s of LAW_SPECIES) for (const a of s.aliases) add(a, s.id);
    for (const n of NOT_LISTED) add(n.phrase, "notListed");
    for (const u of UNCLEAR) for (const w of u.words) add(w, `unclear ${u.id}`);
    expect(twice).toEqual([]);
  });

  it("reads each alias as its own species (no alias is hidden inside a longer name of another species)", () => {
    const wrong = LAW_SPECIES.flatMap((s) => s.aliases.filter((a) => lawSpeciesIn(a)?.species.id !== s.id).map((a) => `${s.id}: ${a}`));
    expect(wrong).toEqual([]);
  });

  it("shares no alias with the breeds the search and the landing pages know, except the CITES species named here", () => {
    const breedTexts = [
      ...BREEDS.map((b) => ({ breed: b.name, texts: [b.name, ...(b.keys ?? []), ...b.aliases] })),
      ...LANDING_BREEDS.map((b) => ({ breed: b.breed, texts: [b.breed, ...Object.values(b.names)] })),
    ];
    const protectedOnes: string[] = [];
    const citesOnes = new Set<string>();
    for (const { breed, texts } of breedTexts) {
      for (const text of texts) {
        const found = lawSpeciesIn(text);
        if (found?.species.status === "protected") protectedOnes.push(`${breed}: ${text}`);
        if (found?.species.status === "cites") citesOnes.add(breed);
      }
    }
    expect(protectedOnes).toEqual([]);
    expect([...citesOnes].sort()).toEqual(Object.keys(CITES_BREEDS).sort());
  });

  it("is never read by the search as a protected breed: a protected species' name finds no breed of it", () => {
    const read = LAW_SPECIES.filter((s) => s.status === "protected").flatMap((s) =>
      s.aliases.flatMap((a) =>
        parseSearch(a)
          .breeds.filter((b) => isProtectedBreed(b.name))
          .map((b) => `${a} → ${b.name}`),
      ),
    );
    expect(read).toEqual([]);
  });

  it("keeps the listing form's small list (lib/law/cites-hint.json) as the catalogue gives it: npx tsx scripts/gen-law-lists.ts", () => {
    expect(citesHint).toEqual(citesHintLists());
  });
});

describe("the listing rules (lib/law/listing-rules.ts)", () => {
  it.each([
    "Budgerigar",
    "budgie",
    "Budgies",
    "parakeet",
    "Parakeets",
    "Australian parakeet",
    "English budgie",
    "बजरीगर",
    "पैराकीट",
    "బడ్జీ",
    "Cockatiel",
    "cockatiel parrot",
    "Peach-faced Lovebird",
    "Lovebird",
    "Zebra finch",
    "Society finch",
    "Ringneck dove",
    "Red-eared slider",
    "Turtle",
    "कछुआ",
    "తాబేలు",
    "Labrador Retriever",
    "Fox Terrier",
    "Deer head chihuahua",
    "Indian Pariah Dog (Indie)",
    "Persian",
    "Koi",
    "Arowana",
    "Silver arowana",
    "Peacock cichlid",
    "Cobra guppy",
    "Blood parrot",
    "Holland Lop",
    "Silver fox",
    "Guinea Pig",
  ])("lets %j be listed", (breed) => {
    expect(breedRule(breed)).toBe("none");
  });

  it.each([
    "Rose-ringed parakeet",
    "rose ringed parakeet",
    "Indian Ringneck",
    "indian ring-neck",
    "Blue ringneck",
    "Ringnecks",
    "Alexandrine parrot",
    "Plum-headed parakeet",
    "Hill Myna",
    "hill mynah",
    "Common myna",
    "Mynas",
    "maina",
    "मैना",
    "पहाड़ी मैना",
    "पहाडी मैना",
    "గోరువంక",
    "Munia",
    "spotted munias",
    "लाल मुनिया",
    "desi tota",
    "देसी तोता",
    "రామచిలుక",
    "రామచిలుకలు",
    "Star tortoise",
    "Indian Star Tortoise",
    "star tortoises",
    "तारा कछुआ",
    "నక్షత్ర తాబేలు",
    "Peacock",
    "Red sand boa",
    "Indian rock python",
    "Slow loris",
    "Mongoose",
    "Seahorse",
  ])("refuses %j as protected wildlife, on the breed", (breed) => {
    expect(breedRule(breed)).toBe("protected:breed");
  });

  it.each([
    "Macaw",
    "Blue and gold macaw",
    "Sulphur-crested cockatoo",
    "African Grey",
    "African Grey Parrot",
    "Sun conure",
    "Fischer's lovebird",
    "Java sparrow",
    "Ball python",
    "Python",
    "Green iguana",
    "Sulcata tortoise",
    "Tortoise",
    "Burmese star tortoise",
    "Asian arowana",
    "Axolotl",
    "Marmoset",
    "मकाउ",
    "మకావ్",
  ])("asks %j for the owner's registration, and takes it with one", (breed) => {
    expect(breedRule(breed)).toBe("registration:speciesRegistrationNumber");
    expect(rulesOf({ breed, speciesRegistrationNumber: "KA/LASRR/2024/00123" })).toEqual([]);
    expect(isCitesListing(breed)).toBe(true);
  });

  it.each(["Parrot", "Tota", "tote", "तोता", "చిలుక", "Green parrot", "Talking parrot"])("asks which parrot %j is", (breed) => {
    expect(breedRule(breed)).toBe("unclear:breed");
    expect(isCitesListing(breed)).toBe(false);
  });

  it("reads the pet's name for names of two words or more only: Maina the cat is a name, 'Hill myna' is not", () => {
    expect(rulesOf({ breed: "Persian", name: "Maina" })).toEqual([]);
    expect(rulesOf({ breed: "Indie", name: "Koel" })).toEqual([]);
    expect(rulesOf({ breed: "Bird", name: "Hill myna for sale" })).toEqual(["protected:name"]);
    expect(rulesOf({ breed: "Bird", name: "Blue and gold macaw" })).toEqual(["registration:speciesRegistrationNumber"]);
    expect(isCitesListing("Bird", "Blue and gold macaw")).toBe(true);
    expect(isCitesListing("Bird", "Macaw")).toBe(false);
  });

  it("does not show the registration field for a protected name that holds a CITES one (the server refuses it instead)", () => {
    for (const breed of ["Indian rock python", "Star tortoise", "Indian chameleon"]) {
      expect([breed, isCitesListing(breed), breedRule(breed)]).toEqual([breed, false, "protected:breed"]);
    }
  });

  it("asks a breeder's or pet shop's dog for its 15-digit microchip number, and no one else's", () => {
    const dog = { species: "dog", breed: "Beagle" };
    for (const sellerType of ["breeder", "pet_shop"]) {
      expect(rulesOf({ ...dog, sellerType })).toEqual(["microchip:microchipNumber"]);
      expect(rulesOf({ ...dog, sellerType, microchipNumber: "98511200345678" })).toEqual(["microchip:microchipNumber"]);
      expect(rulesOf({ ...dog, sellerType, microchipNumber: "98511200345678A" })).toEqual(["microchip:microchipNumber"]);
      expect(rulesOf({ ...dog, sellerType, microchipNumber: "985112003456789" })).toEqual([]);
    }
    for (const sellerType of ["individual", "shelter", null]) expect(rulesOf({ ...dog, sellerType })).toEqual([]);
    expect(rulesOf({ species: "cat", breed: "Persian", sellerType: "breeder" })).toEqual([]);
  });

  it("asks a breeder's dog over 6 months old to be sterilised; not a younger one, not an individual's or a pet shop's", () => {
    const dog = { species: "dog", breed: "Beagle", microchipNumber: "985112003456789" };
    expect(rulesOf({ ...dog, sellerType: "breeder", isOverSixMonths: true })).toEqual(["sterilised:sterilised"]);
    expect(rulesOf({ ...dog, sellerType: "breeder", isOverSixMonths: true, sterilised: false })).toEqual(["sterilised:sterilised"]);
    expect(rulesOf({ ...dog, sellerType: "breeder", isOverSixMonths: true, sterilised: true })).toEqual([]);
    expect(rulesOf({ ...dog, sellerType: "breeder", isOverSixMonths: false })).toEqual([]);
    expect(rulesOf({ ...dog, sellerType: "individual", isOverSixMonths: true, sterilised: false })).toEqual([]);
    expect(rulesOf({ ...dog, sellerType: "pet_shop", isOverSixMonths: true, sterilised: false })).toEqual([]);
    // Both at once: each on its own field.
    expect(rulesOf({ species: "dog", breed: "Beagle", sellerType: "breeder", isOverSixMonths: true })).toEqual([
      "microchip:microchipNumber",
      "sterilised:sterilised",
    ]);
  });

  it("lets every listing of the demo data through (prisma/seed.ts lists them by the same rules)", () => {
    // Six calendar months are 181 to 184 days: the demo's breeders' dogs keep clear of both.
    const refused = demoPets.flatMap((p) => {
      const isOverSixMonths = p.dateOfBirthDaysAgo > 184 ? true : p.dateOfBirthDaysAgo < 181 ? false : null;
      const registration = "speciesRegistrationNumber" in p ? (p.speciesRegistrationNumber as string) : null;
      const problems = listingLawProblems({ ...p, isOverSixMonths, speciesRegistrationNumber: registration });
      const isUnsure = isOverSixMonths === null && p.species === "dog" && p.sellerType === "breeder";
      return problems.length || isUnsure ? [`${p.name}: ${problems.map((x) => x.rule).join(", ") || "6 months old"}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it("names the species in the refusal, in the script the seller wrote it in, and the law on the fields", () => {
    const refusal = (breed: string) => lawError(listingLawProblems(listing({ breed })));
    expect(refusal("Star tortoise")).toMatchObject({
      code: "SPECIES_PROTECTED",
      params: { species: "Indian star tortoises" },
      message: "Indian star tortoises are protected under the Wild Life (Protection) Act, 1972 and cannot be listed.",
      fieldCodes: { breed: ["speciesProtected"] },
    });
    expect(refusal("तारा कछुआ").params).toEqual({ species: "भारतीय तारा कछुआ" });
    expect(refusal("నక్షత్ర తాబేలు").params).toEqual({ species: "భారతీయ నక్షత్ర తాబేలు" });
    expect(refusal("Macaw")).toMatchObject({
      code: "SPECIES_REGISTRATION_REQUIRED",
      message:
        "Macaws are on the CITES appendices: give the owner's registration number under the Living Animal Species (Reporting and Registration) Rules, 2024.",
      fieldCodes: { speciesRegistrationNumber: ["speciesRegistrationRequired"] },
    });
    expect(lawError(listingLawProblems(listing({ species: "dog", sellerType: "breeder" })))).toMatchObject({
      code: "VALIDATION",
      message: en.Errors.MICROCHIP_REQUIRED,
      fieldCodes: { microchipNumber: ["MICROCHIP_REQUIRED"] },
    });
  });
});
