import { GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { GET as listPets, POST as createPet } from "@/app/server/pets/route";
import { getDb } from "@/lib/db";
import { getLandingPage } from "@/lib/pets/landing";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createUser, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";

// The 8-week rule read from the age a seller writes (when no date of birth is given), and the species a
// listing without one takes from its breed: POST and PUT /server/pets, the Dog filter, the /dogs pages.

const db = getDb();
jest.setTimeout(120_000);

const TOO_YOUNG = "Puppies and kittens under 8 weeks old cannot be listed";
const UNREADABLE =
  "We could not read this age. For a dog or cat, please give the date of birth, or write the age as a number, such as 10 weeks or 2 years.";
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

let seller: Awaited<ReturnType<typeof createUser>>;
const post = (fields: Record<string, string>) =>
  callMultipart(createPet, "POST", "/server/pets", { token: seller.token, fields: { ...validPet, ...fields } });
const put = (id: string, fields: Record<string, string>) =>
  callMultipart(updatePet, "PUT", `/server/pets/${id}`, { token: seller.token, params: { id }, fields: { ...validPet, ...fields } });

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
});
afterAll(closeDb);
// Listing creation is rate limited per user; these tests make many listings on purpose. And each test
// is a seller's own first listings: an individual lists only so many young dogs and cats (the individual
// limits, lib/pets/individual-limits.ts, tested in tests/integration/seller-registration.test.ts).
beforeEach(async () => {
  await db.rateLimit.deleteMany();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
});

describe("the age a seller writes, as the database reads it (pet_age_days, also the search's bornOn)", () => {
  it.each([
    ["3 weeks", 21],
    ["20 days", 20],
    ["1 month", 30],
    ["1.5 months", 46],
    ["8 weeks old", 56],
    ["2 years", 730],
    ["3m", 91],
    ["6 हफ्ते", 42],
    ["6 हफ़्ते", 42],
    ["2 सप्ताह", 14],
    ["20 दिन", 20],
    ["3 महीने", 91],
    ["1 साल", 365],
    ["३ हफ़्ते", 21],
    ["6 hafte", 42],
    ["3 వారాలు", 21],
    ["15 రోజులు", 15],
    ["2 నెలలు", 61],
    ["1 సంవత్సరం", 365],
    ["౩ వారాలు", 21],
    ["3 vaaralu", 21],
    ["puppy", null],
    ["six weeks", null],
    ["99999999999 years", null],
  ])("%j is %j days", async (age, days) => {
    const [row] = await db.$queryRaw<{ days: number | null }[]>`SELECT pet_age_days(${age}) AS days`;
    expect(row.days).toBe(days);
  });
});

describe("the 8-week rule on the age text, POST /server/pets", () => {
  it.each([
    // English, Hindi and Telugu, as sellers write them
    ["3 weeks"],
    ["20 days"],
    ["1 month"],
    ["1.5 months"],
    ["6 हफ्ते"],
    ["6 हफ़्ते"],
    ["20 दिन"],
    ["1 महीना"],
    ["३ हफ़्ते"],
    ["3 వారాలు"],
    ["15 రోజులు"],
    ["1 నెల"],
  ])("refuses a puppy whose age is %j, without a date of birth: 422, nothing stored", async (age) => {
    const before = await db.pet.count();
    const res = await post({ species: "dog", age });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual({ age: [TOO_YOUNG] });
    expect(res.json.fieldCodes).toEqual({ age: ["tooYoung"] });
    expect(await db.pet.count()).toBe(before);
  });

  it.each([["8 weeks"], ["3 months"], ["2 years"], ["10 हफ़्ते"], ["3 महीने"], ["1 साल"], ["9 వారాలు"], ["3 నెలలు"], ["2 సంవత్సరాలు"]])(
    "lists a puppy or kitten whose age is %j",
    async (age) => {
      expect((await post({ species: "dog", age })).status).toBe(201);
      expect((await post({ species: "cat", age })).status).toBe(201);
    },
  );

  it.each([["puppy"], ["young"], ["छोटा पिल्ला"], ["చిన్న కుక్కపిల్ల"], ["six weeks"], ["99999999999 years"]])(
    "asks for the date of birth of a dog whose age %j does not read (422, not a 500), and takes it with one",
    async (age) => {
      const before = await db.pet.count();
      const res = await post({ species: "dog", age });
      expect(res.status).toBe(422);
      expect(res.json.fieldErrors).toEqual({ age: [UNREADABLE] });
      expect(res.json.fieldCodes).toEqual({ age: ["ageUnreadable"] });
      expect(await db.pet.count()).toBe(before);
      expect((await post({ species: "dog", age, dateOfBirth: daysAgo(120) })).status).toBe(201);
    },
  );

  it("takes the date of birth over the age text, both ways", async () => {
    expect((await post({ species: "cat", age: "3 weeks", dateOfBirth: daysAgo(90) })).status).toBe(201);
    const young = await post({ species: "cat", age: "2 years", dateOfBirth: daysAgo(30) });
    expect(young.status).toBe(422);
    expect(young.json.fieldErrors).toEqual({ dateOfBirth: [TOO_YOUNG] });
  });

  it("leaves other species alone, whatever their age says", async () => {
    for (const [species, age] of [
      ["bird", "3 weeks"],
      ["fish", "young"],
      ["rabbit", "20 days"],
    ])
      expect((await post({ species, breed: "Mixed", age })).status).toBe(201);
  });

  it("judges a dog or cat by its breed when no species is given; an unknown breed is not judged", async () => {
    const lab = await post({ breed: "Labrador", age: "3 weeks" });
    expect(lab.status).toBe(422);
    expect(lab.json.fieldErrors).toEqual({ age: [TOO_YOUNG] });
    const persian = await post({ breed: "पर्शियन", age: "kitten" });
    expect(persian.json.fieldErrors).toEqual({ age: [UNREADABLE] });
    const inferredBirth = await post({ breed: "German Shepherd", dateOfBirth: daysAgo(20) });
    expect(inferredBirth.json.fieldErrors).toEqual({ dateOfBirth: [TOO_YOUNG] });
    expect((await post({ breed: "Fuzz Hound", age: "3 weeks" })).status).toBe(201);
  });
});

describe("the 8-week rule on an edit, PUT /server/pets/{id}", () => {
  it("refuses an edit to an age under 8 weeks and keeps the listing as it was", async () => {
    const id = (await post({ species: "dog", age: "3 months" })).json.pet.id as string;
    const res = await put(id, { species: "dog", age: "3 weeks", price: "9999" });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual({ age: [TOO_YOUNG] });
    expect(await db.pet.findUniqueOrThrow({ where: { id } })).toMatchObject({ age: "3 months", price: 15000 });
  });

  it("refuses making a young bird's listing a dog's, and asks for the date when the age does not read", async () => {
    const id = (await post({ species: "bird", breed: "Mixed", age: "3 weeks" })).json.pet.id as string;
    expect((await put(id, { species: "dog", breed: "Mixed", age: "3 weeks" })).json.fieldErrors).toEqual({ age: [TOO_YOUNG] });
    expect((await put(id, { species: "dog", breed: "Mixed", age: "young" })).json.fieldErrors).toEqual({ age: [UNREADABLE] });
    expect((await db.pet.findUniqueOrThrow({ where: { id } })).species).toBe("bird");
  });

  it("lets an edit that leaves the age alone through, for a listing from before the rule", async () => {
    const id = (await post({ species: "dog", age: "2 years" })).json.pet.id as string;
    await db.pet.update({ where: { id }, data: { age: "Young and playful" } });
    const res = await put(id, { species: "dog", age: "Young and playful", price: "12000" });
    expect(res.status).toBe(200);
    expect((await db.pet.findUniqueOrThrow({ where: { id } })).price).toBe(12000);
  });
});

describe("a species from the breed, when none is given", () => {
  it("a Labrador listed without a species is a dog: the Dog filter and the /dogs pages find it", async () => {
    const res = await post({ name: "Rocky", breed: "Labrador", age: "1 year", location: "Warangal" });
    expect(res.status).toBe(201);
    const id = res.json.pet.id as string;
    expect((await call(getPet, "GET", `/server/pets/${id}`, { params: { id } })).json.pet.species).toBe("dog");
    const dogs = await call(listPets, "GET", "/server/pets", { query: { species: "dog", location: "Warangal" } });
    expect(dogs.json.pets.map((p: { id: string }) => p.id)).toEqual([id]);
    const page = await getLandingPage({ species: "dogs" });
    expect(page!.firstPage.pets.map((p) => p.id)).toContain(id);
  });

  it.each([
    ["Labrador Retriever", "dog"],
    ["GSD", "dog"],
    ["लैब्राडोर", "dog"],
    ["జర్మన్ షెపర్డ్", "dog"],
    ["Persian cat", "cat"],
    ["పర్షియన్", "cat"],
    ["Budgerigar", "bird"],
    ["Guinea Pig", "other"],
  ])("%s is a %s", async (breed, species) => {
    const id = (await post({ breed, age: "1 year" })).json.pet.id as string;
    expect((await db.pet.findUniqueOrThrow({ where: { id } })).species).toBe(species);
  });

  it("an unknown breed or a breed with more words stays without a species; a species given is kept", async () => {
    for (const breed of ["Fuzz Hound", "Labrador mix", "Indie cross"]) {
      const id = (await post({ breed, age: "1 year" })).json.pet.id as string;
      expect([breed, (await db.pet.findUniqueOrThrow({ where: { id } })).species]).toEqual([breed, null]);
    }
    const id = (await post({ breed: "Labrador", species: "other", age: "1 year" })).json.pet.id as string;
    expect((await db.pet.findUniqueOrThrow({ where: { id } })).species).toBe("other");
    // An edit that clears the species gives it the breed's again.
    expect((await put(id, { breed: "Labrador", species: "", age: "1 year" })).status).toBe(200);
    expect((await db.pet.findUniqueOrThrow({ where: { id } })).species).toBe("dog");
  });
});
