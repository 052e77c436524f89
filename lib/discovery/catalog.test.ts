import demoPets from "@/prisma/demo/pets.json";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { routing } from "@/lib/i18n/routing";
import { SPECIES } from "@/lib/pets/constants";
import { keyOf } from "@/lib/pets/pet-row";
import { isCachedPage, isKnownPage } from "@/lib/routes";
import {
  allLandings,
  BREED_SIZES,
  BREEDS,
  breedBySlug,
  breedOfName,
  CITIES,
  cityBySlug,
  cityOfName,
  LANDING_SPECIES,
  LANDING_SPECIES_LIST,
  landingFilters,
  landingOfFilters,
  landingKeyOf,
  landingKind,
  landingPath,
  landingOfPet,
  landingsOfPet,
  landingTrail,
  neighbourLandings,
  resolveLanding,
} from "./catalog";
import { LANDING_BREEDS_BY_SPECIES } from "./breeds";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SCRIPTS = { en: /^[\x20-\x7e\u00c0-\u017f°–]+$/, te: /[\u0c00-\u0c7f]/, hi: /[\u0900-\u097f]/ } as const;
/** Sentences of an introduction: ends with ".", "।", "?" or "!" (then a space or the end). */
const sentences = (text: string) => text.split(/(?<=[.।?!])\s+/).filter(Boolean);

describe("lib/discovery/breeds/*.json", () => {
  it("has about 25 breeds or more, with unique slugs that are addresses of their own", () => {
    expect(BREEDS.length).toBeGreaterThanOrEqual(25);
    const slugs = BREEDS.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect([slug, SLUG.test(slug) && slug !== "in"]).toEqual([slug, true]);
  });

  it("names each breed as listings spell it, one breed per key", () => {
    const keys = BREEDS.map((b) => landingKeyOf(b.breed));
    expect(new Set(keys).size).toBe(keys.length);
    for (const b of BREEDS) expect([b.slug, b.breed, b.breed.trim() === b.breed && b.breed.length <= 80]).toEqual([b.slug, b.breed, true]);
  });

  it("keeps each species' breeds in its own file", () => {
    for (const [species, breeds] of Object.entries(LANDING_BREEDS_BY_SPECIES))
      expect([species, breeds.filter((b) => b.species !== species).map((b) => b.slug)]).toEqual([species, []]);
  });

  it("gives each breed a species with landing pages and a size", () => {
    for (const b of BREEDS) {
      expect([b.slug, LANDING_SPECIES_LIST.includes(b.species)]).toEqual([b.slug, true]);
      expect([b.slug, (BREED_SIZES as readonly string[]).includes(b.size)]).toEqual([b.slug, true]);
    }
  });

  it.each(routing.locales)("has the name and a 2–3 sentence introduction of every breed in %s, in its script", (locale) => {
    for (const b of BREEDS) {
      expect([b.slug, SCRIPTS[locale].test(b.names[locale]), SCRIPTS[locale].test(b.intro[locale])]).toEqual([b.slug, true, true]);
      expect([b.slug, sentences(b.intro[locale]).length >= 2 && sentences(b.intro[locale]).length <= 4]).toEqual([b.slug, true]);
    }
  });

  it("speaks of the Indian climate for every breed: the heat, and the monsoon (rain, damp, humidity)", () => {
    const aboutClimate = (b: (typeof BREEDS)[number]) =>
      /heat|hot|summer|warm|sun/i.test(b.intro.en) && /monsoon|rain|humid|damp|wet/i.test(b.intro.en);
    expect(BREEDS.filter((b) => !aboutClimate(b)).map((b) => b.slug)).toEqual([]);
  });

  it("has a page for every breed of the demo data (bar species other) and for the popular Indian breeds", () => {
    const demoBreeds = demoPets.filter((p) => p.species !== "other").map((p) => p.breed);
    expect(demoBreeds.filter((breed) => !breedOfName(breed))).toEqual([]);
    const popular = [
      "Labrador Retriever",
      "German Shepherd",
      "Golden Retriever",
      "Beagle",
      "Pug",
      "Shih Tzu",
      "Pomeranian",
      "Indian Pariah Dog (Indie)",
      "Siberian Husky",
      "Rottweiler",
      "Doberman",
      "Dachshund",
      "Persian",
      "Siamese",
      "Maine Coon",
      "Indian Domestic Cat",
      "Budgerigar",
      "Cockatiel",
      "African Grey Parrot",
      "Goldfish",
      "Betta",
      "Holland Lop",
    ];
    expect(popular.filter((breed) => !breedOfName(breed))).toEqual([]);
    // The demo's breed is the same species on its page.
    for (const p of demoPets.filter((d) => d.species !== "other"))
      expect([p.breed, breedOfName(p.breed)?.species]).toEqual([p.breed, p.species]);
  });
});

describe("lib/discovery/cities.json", () => {
  it("has unique slugs and keys, and every city of the demo data", () => {
    const slugs = CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect([slug, SLUG.test(slug)]).toEqual([slug, true]);
    const keys = CITIES.map((c) => landingKeyOf(c.location));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...new Set(demoPets.map((p) => p.location))].filter((city) => !cityOfName(city))).toEqual([]);
    const big = [
      "Hyderabad",
      "Bengaluru",
      "Chennai",
      "Mumbai",
      "Delhi",
      "Pune",
      "Kolkata",
      "Ahmedabad",
      "Jaipur",
      "Lucknow",
      "Kochi",
      "Visakhapatnam",
      "Vijayawada",
      "Chandigarh",
      "Gurugram",
    ];
    expect(big.filter((city) => !cityOfName(city))).toEqual([]);
  });

  it.each(routing.locales)("has the name, state and an introduction of every city in %s, in its script", (locale) => {
    for (const c of CITIES) {
      expect([
        c.slug,
        SCRIPTS[locale].test(c.names[locale]),
        SCRIPTS[locale].test(c.state[locale]),
        SCRIPTS[locale].test(c.intro[locale]),
      ]).toEqual([c.slug, true, true, true]);
      expect([c.slug, sentences(c.intro[locale]).length >= 1 && sentences(c.intro[locale]).length <= 3]).toEqual([c.slug, true]);
    }
  });
});

describe("the landing species", () => {
  it("are the listing species but `other`, each with its name and introduction in every catalogue", () => {
    expect([...LANDING_SPECIES_LIST].sort()).toEqual(SPECIES.filter((s) => s !== "other").sort());
    for (const catalogue of [en, te, hi]) {
      for (const species of LANDING_SPECIES_LIST) {
        const texts = catalogue.Landing.species[species];
        expect([species, texts.name.length > 0, texts.intro.length > 40]).toEqual([species, true, true]);
      }
    }
  });
});

describe("the catalogue's functions", () => {
  it("match listings on the key the listing service stores", () => {
    for (const text of ["  Labrador Retriever ", "HYDERABAD", "Betta (Halfmoon)"]) expect(landingKeyOf(text)).toBe(keyOf(text));
    expect(breedOfName(" labrador retriever ")?.slug).toBe("labrador-retriever");
    expect(cityOfName("hyderabad")?.slug).toBe("hyderabad");
    expect(breedOfName("Labrador")).toBeNull();
  });

  it("resolve an address, and refuse an unknown species, breed or city, or a breed of another species", () => {
    const page = resolveLanding({ species: "dogs", breed: "labrador-retriever", city: "hyderabad" });
    expect(page && [page.species, page.breed?.breed, page.city?.location, landingKind(page), landingPath(page)]).toEqual([
      "dog",
      "Labrador Retriever",
      "Hyderabad",
      "breedCity",
      "/dogs/labrador-retriever/in/hyderabad",
    ]);
    expect(landingPath(resolveLanding({ species: "cats", city: "pune" })!)).toBe("/cats/in/pune");
    expect(landingPath(resolveLanding({ species: "fish" })!)).toBe("/fish");
    for (const bad of [
      { species: "other" },
      { species: "dog" },
      { species: "dogs", breed: "persian" },
      { species: "dogs", breed: "nope" },
      { species: "dogs", city: "atlantis" },
      { species: "dogs", breed: "beagle", city: "" },
    ]) {
      expect([bad, resolveLanding(bad)]).toEqual([bad, null]);
    }
  });

  it("say what a page lists: a breed page by breed (the species is optional on a listing), the others by species", () => {
    expect(landingFilters(resolveLanding({ species: "dogs", breed: "beagle", city: "bengaluru" })!)).toEqual({
      breed: "Beagle",
      location: "Bengaluru",
    });
    expect(landingFilters(resolveLanding({ species: "dogs", breed: "beagle" })!)).toEqual({ breed: "Beagle" });
    expect(landingFilters(resolveLanding({ species: "cats", city: "delhi" })!)).toEqual({ species: "cat", location: "Delhi" });
    expect(landingFilters(resolveLanding({ species: "rabbits" })!)).toEqual({ species: "rabbit" });
  });

  it("know the landing page that lists exactly what browse filters find, and only then", () => {
    const path = (filters: Parameters<typeof landingOfFilters>[0]) => {
      const page = landingOfFilters(filters);
      return page && landingPath(page);
    };
    expect(path({ species: "dog", location: "hyderabad", sort: "newest" })).toBe("/dogs/in/hyderabad");
    expect(path({ breed: "labrador retriever", location: "Hyderabad" })).toBe("/dogs/labrador-retriever/in/hyderabad");
    expect(path({ breed: "Beagle" })).toBe("/dogs/beagle");
    expect(path({ species: "cat" })).toBe("/cats");
    // Each landing filter round-trips.
    for (const page of allLandings()) expect(path(landingFilters(page))).toBe(landingPath(page));
    for (const other of [
      { species: "dog", location: "Hyderabad", sort: "price_asc" },
      { species: "dog", gender: "female" },
      { species: "dog", minPrice: 100 },
      { species: "dog", q: "lab" },
      { species: "other" },
      { species: "dog", location: "Atlantis" },
      { breed: "Beagle", species: "dog" },
      { breed: "Mongrel" },
      { location: "Hyderabad" },
      {},
    ])
      expect([other, path(other)]).toEqual([other, null]);
  });

  it("find the pages that list a pet, whatever it knows", () => {
    const paths = (pet: Parameters<typeof landingsOfPet>[0]) => landingsOfPet(pet).map(landingPath).sort();
    expect(paths({ species: "dog", breedKey: "labrador retriever", locationKey: "hyderabad" })).toEqual([
      "/dogs",
      "/dogs/in/hyderabad",
      "/dogs/labrador-retriever",
      "/dogs/labrador-retriever/in/hyderabad",
    ]);
    expect(paths({ species: null, breedKey: "beagle", locationKey: "nowhere" })).toEqual(["/dogs/beagle"]);
    expect(paths({ species: "other", breedKey: "guinea pig", locationKey: "delhi" })).toEqual([]);
    expect(paths({ species: "cat", breedKey: "tabby", locationKey: "pune" })).toEqual(["/cats", "/cats/in/pune"]);
  });

  it("find the narrowest page of a pet, for its breadcrumb", () => {
    const trail = (pet: Parameters<typeof landingOfPet>[0]) => {
      const page = landingOfPet(pet);
      return page ? landingTrail(page).map(landingPath) : null;
    };
    expect(trail({ species: "dog", breed: "Labrador Retriever", location: " Hyderabad" })).toEqual([
      "/dogs",
      "/dogs/labrador-retriever",
      "/dogs/labrador-retriever/in/hyderabad",
    ]);
    // The breed says the species when the listing does not; a town without pages is left out.
    expect(trail({ species: null, breed: "beagle", location: "Nowhere" })).toEqual(["/dogs", "/dogs/beagle"]);
    expect(trail({ species: "cat", breed: "Tabby", location: "Pune" })).toEqual(["/cats", "/cats/in/pune"]);
    expect(trail({ species: "other", breed: "Guinea pig", location: "Delhi" })).toBeNull();
    expect(trail({ species: null, breed: "Mixed", location: "Delhi" })).toBeNull();
  });

  it("list every page once, each an address the proxy knows and serves from the cache", () => {
    const all = allLandings().map(landingPath);
    const perSpecies = (s: string) => BREEDS.filter((b) => b.species === s).length;
    expect(all.length).toBe(LANDING_SPECIES_LIST.reduce((n, s) => n + (1 + perSpecies(s)) * (1 + CITIES.length), 0));
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect([path, isKnownPage(path), isCachedPage(path, "")]).toEqual([path, true, true]);
    expect(Object.values(LANDING_SPECIES).every((slug) => all.includes(`/${slug}`))).toBe(true);
  });

  it("give the breadcrumb trail and the neighbours of a page, never the page itself", () => {
    const page = resolveLanding({ species: "dogs", breed: "pug", city: "mumbai" })!;
    expect(landingTrail(page).map(landingPath)).toEqual(["/dogs", "/dogs/pug", "/dogs/pug/in/mumbai"]);
    expect(landingTrail(resolveLanding({ species: "dogs", city: "mumbai" })!).map(landingPath)).toEqual(["/dogs", "/dogs/in/mumbai"]);
    const { breeds, cities } = neighbourLandings(page);
    expect(breeds.map(landingPath)).toContain("/dogs/beagle/in/mumbai");
    expect(breeds.every((p) => p.breed?.species === "dog" && p.city?.slug === "mumbai" && p.breed.slug !== "pug")).toBe(true);
    expect(cities.map(landingPath)).toContain("/dogs/pug/in/pune");
    expect(cities.some((p) => p.city?.slug === "mumbai")).toBe(false);
    expect(breedBySlug("pug")?.names.hi).toBe("पग");
    expect(cityBySlug("mumbai")?.state.en).toBe("Maharashtra");
  });
});
