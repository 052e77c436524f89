import { getDb } from "@/lib/db";
import { breedBySlug, cityBySlug } from "@/lib/discovery/catalog";
import { citiesWithListings } from "@/lib/pets/landing";
import { listLandingAlternatives, listSimilarPets, SIMILAR_PETS_LIMIT } from "@/lib/pets/similar-pets";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";

// "More like this" (lib/pets/similar-pets.ts) on a real database: its tiers in order, active listings
// only, never the pet itself, bounded, and what an empty landing page offers; and the home page's cities.

const db = getDb();
jest.setTimeout(60_000);

type TSpecies = "dog" | "cat" | "bird" | "fish" | "rabbit" | "other";
type TStatus = "active" | "inactive" | "sold" | "hidden";

let sellerId = "";
let minutes = 0;

/** A listing written straight to the database, each one newer than the last. */
async function addPet(name: string, species: TSpecies | null, breed: string, location: string, status: TStatus = "active") {
  const pet = await db.pet.create({
    data: {
      sellerId,
      name,
      species,
      breed,
      breedKey: breed.trim().toLowerCase(),
      location,
      locationKey: location.trim().toLowerCase(),
      price: 20_000,
      status,
      age: "1 year",
      gender: "male",
      description: `${name}, listed for the similar pets tests.`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + ++minutes * 60_000),
      ...(status === "hidden" ? { hiddenAt: new Date(), hiddenCause: "moderator" as const, hiddenReason: "Test" } : {}),
    },
  });
  return { id: pet.id, name, species, breed, location };
}

const names = (cards: { name: string }[]) => cards.map((c) => c.name);

let pets: Record<string, Awaited<ReturnType<typeof addPet>>> = {};

beforeAll(async () => {
  await resetDb();
  sellerId = (await createUser({ name: "Similar Seller" })).id;
  pets = {
    // The pet whose page it is.
    me: await addPet("Me", "dog", "Labrador Retriever", "Hyderabad"),
    // Same breed, same town (its spelling as another seller typed it).
    labHyd1: await addPet("Lab Hyd 1", "dog", "Labrador Retriever", "Hyderabad"),
    labHyd2: await addPet("Lab Hyd 2", null, " labrador retriever", "HYDERABAD "),
    // Same species, same town.
    pugHyd: await addPet("Pug Hyd", "dog", "Pug", "Hyderabad"),
    // Same breed, other towns.
    labPune: await addPet("Lab Pune", "dog", "Labrador Retriever", "Pune"),
    labDelhi: await addPet("Lab Delhi", "dog", "Labrador Retriever", "Delhi"),
    // Not similar: another species in the town, another breed elsewhere.
    catHyd: await addPet("Cat Hyd", "cat", "Persian", "Hyderabad"),
    pugPune: await addPet("Pug Pune", "dog", "Pug", "Pune"),
    // Never shown: not active.
    labSold: await addPet("Lab Sold", "dog", "Labrador Retriever", "Hyderabad", "sold"),
    labHidden: await addPet("Lab Hidden", "dog", "Labrador Retriever", "Hyderabad", "hidden"),
    labAway: await addPet("Lab Away", "dog", "Labrador Retriever", "Hyderabad", "inactive"),
  };
});
afterAll(closeDb);

describe("listSimilarPets", () => {
  it("lists the breed in the town, the species in the town, the breed elsewhere, then the species elsewhere, newest first in each; active only, not the pet", async () => {
    const cards = await listSimilarPets(pets.me);
    expect(names(cards)).toEqual(["Lab Hyd 2", "Lab Hyd 1", "Pug Hyd", "Lab Delhi", "Lab Pune", "Pug Pune"]);
    // What a card shows, no more (lib/pets/card.ts).
    expect(cards[0]).toMatchObject({ id: pets.labHyd2.id, breed: " labrador retriever", location: "HYDERABAD ", thumbnail: null });
    expect(cards[0]).not.toHaveProperty("description");
    expect(cards.every((c) => c.status === "active")).toBe(true);
  });

  it("a sold pet's page gets the same list (the pet's own status does not matter), never itself", async () => {
    const cards = await listSimilarPets(pets.labSold);
    expect(names(cards)).toEqual(["Lab Hyd 2", "Lab Hyd 1", "Me", "Pug Hyd", "Lab Delhi", "Lab Pune", "Pug Pune"]);
  });

  it("stops at the limit, taking the nearest tiers first", async () => {
    expect(names(await listSimilarPets(pets.me, 3))).toEqual(["Lab Hyd 2", "Lab Hyd 1", "Pug Hyd"]);
    expect(names(await listSimilarPets(pets.me, 1))).toEqual(["Lab Hyd 2"]);
    expect(await listSimilarPets(pets.me, 0)).toEqual([]);
  });

  it("without a species, skips the species tiers; a pet with nothing like it gets an empty list", async () => {
    expect(names(await listSimilarPets({ ...pets.me, species: null }))).toEqual(["Lab Hyd 2", "Lab Hyd 1", "Lab Delhi", "Lab Pune"]);
    expect(await listSimilarPets({ id: pets.catHyd.id, species: "cat", breed: "Persian", location: "Hyderabad" })).toEqual([]);
  });

  it("stops at its size when one tier alone has more", async () => {
    // More than a page of one tier: the list still stops at its size and keeps its order.
    for (let i = 0; i < SIMILAR_PETS_LIMIT + 2; i++) await addPet(`Extra ${i}`, "dog", "Labrador Retriever", "Hyderabad");
    const cards = await listSimilarPets(pets.me);
    expect(cards).toHaveLength(SIMILAR_PETS_LIMIT);
    expect(names(cards)).toEqual(Array.from({ length: SIMILAR_PETS_LIMIT }, (_, i) => `Extra ${SIMILAR_PETS_LIMIT + 1 - i}`));
    await db.pet.deleteMany({ where: { name: { startsWith: "Extra " } } });
  });
});

describe("listLandingAlternatives (an empty landing page)", () => {
  const lab = breedBySlug("labrador-retriever")!;
  const beagle = breedBySlug("beagle")!;

  it("a breed in a city with none: the breed in other towns, then the species in the city", async () => {
    const cards = await listLandingAlternatives({ species: "dog", breed: lab, city: cityBySlug("chennai")! });
    expect(names(cards)).toEqual(["Lab Delhi", "Lab Pune", "Lab Hyd 2", "Lab Hyd 1", "Me"]);
    const beagleInPune = await listLandingAlternatives({ species: "dog", breed: beagle, city: cityBySlug("pune")! });
    expect(names(beagleInPune)).toEqual(["Pug Pune", "Lab Pune"]);
  });

  it("a species in a city with none: the species elsewhere; a breed with none: its species", async () => {
    expect(names(await listLandingAlternatives({ species: "cat", breed: null, city: cityBySlug("chennai")! }))).toEqual(["Cat Hyd"]);
    expect(names(await listLandingAlternatives({ species: "dog", breed: beagle, city: null }))).toEqual([
      "Pug Pune",
      "Lab Delhi",
      "Lab Pune",
      "Pug Hyd",
      "Lab Hyd 1",
      "Me",
    ]);
  });

  it("a species page has nothing near enough to offer", async () => {
    expect(await listLandingAlternatives({ species: "bird", breed: null, city: null })).toEqual([]);
  });
});

describe("citiesWithListings (the home page's popular cities)", () => {
  it("gives the landing data's cities that have an active listing, in its order, up to the limit", async () => {
    // Chennai has only a hidden listing, Bengaluru a sold one: not offered.
    await addPet("Chennai Hidden", "dog", "Pug", "Chennai", "hidden");
    await addPet("Bengaluru Sold", "dog", "Pug", "Bengaluru", "sold");
    expect((await citiesWithListings(8)).map((c) => c.slug)).toEqual(["hyderabad", "delhi", "pune"]);
    expect((await citiesWithListings(2)).map((c) => c.slug)).toEqual(["hyderabad", "delhi"]);
  });
});
