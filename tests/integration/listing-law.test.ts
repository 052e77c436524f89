import { GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { PATCH as statusRoute } from "@/app/server/pets/[id]/status/route";
import { GET as listPets, POST as createPet } from "@/app/server/pets/route";
import { getDb } from "@/lib/db";
import { isProtectedBreed } from "@/lib/law/species";
import { correctPlan } from "@/lib/search/corrections";
import { parseSearch } from "@/lib/search/parse";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createUser, jpegPhoto, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";

// What the law asks of a listing (lib/law/listing-rules.ts), through POST and PUT /server/pets on a real
// PostgreSQL: protected wildlife refused naming the Wild Life (Protection) Act, 1972; a CITES species only
// with the owner's registration (Living Animal Species (Reporting and Registration) Rules, 2024); a
// breeder's or pet shop's dog with its 15-digit microchip, and sterilised past 6 months when a breeder
// sells it (Dog Breeding and Marketing Rules, 2017). A refusal changes nothing. And the health records:
// vaccinations, the deworming day, "photo with the mother"; and a search that never offers a protected species.

const db = getDb();
jest.setTimeout(120_000);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const ACT = "Wild Life (Protection) Act, 1972";
const CHIP = "985112003456789";

type TUser = Awaited<ReturnType<typeof createUser>>;
let individual: TUser;
/** Another individual, for the health records (the individual limits on young dogs count per seller). */
let owner: TUser;
let breeder: TUser;
let petShop: TUser;

/** A seller whose registration of that type a moderator approved (lib/pets/seller-rules.ts publishes their listings). */
async function registeredSeller(type: "breeder" | "pet_shop", name: string) {
  const user = await createUser({ name, verified: true });
  await db.sellerRegistration.create({
    data: {
      userId: user.id,
      type,
      state: "TS",
      number: type === "breeder" ? "TSAWB/BR/2026/0042" : "TSAWB/PS/2026/0017",
      validUntil: new Date(Date.now() + 365 * 86_400_000),
      certificateKey: `certificates/${user.id}`,
      certificateType: "application/pdf",
      status: "approved",
      decidedAt: new Date(),
    },
  });
  return user;
}

type TFile = { name: string; type: string; data: Buffer };
const post = (user: TUser, fields: Record<string, string>, files: TFile[] = []) =>
  callMultipart(createPet, "POST", "/server/pets", { token: user.token, fields: { ...validPet, ...fields }, files });
const put = (user: TUser, id: string, fields: Record<string, string>, files: TFile[] = []) =>
  callMultipart(updatePet, "PUT", `/server/pets/${id}`, {
    token: user.token,
    params: { id },
    fields: { ...validPet, keepImageIds: "[]", ...fields },
    files,
  });
const detail = async (id: string) => {
  const res = await call(getPet, "GET", `/server/pets/${id}`, { params: { id } });
  expect(res.status).toBe(200);
  return res.json.pet;
};
const setStatus = (user: TUser, id: string, status: string) =>
  call(statusRoute, "PATCH", `/server/pets/${id}/status`, { token: user.token, params: { id }, body: { status } });
const statusOf = async (id: string) => (await db.pet.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

async function created(user: TUser, fields: Record<string, string>, files: TFile[] = []) {
  const res = await post(user, fields, files);
  expect([res.status, res.json.code]).toEqual([201, undefined]);
  return res.json.pet.id as string;
}
/** What a refused write leaves: the listings, their photos and vaccinations, counted. */
const counts = async () => ({
  pets: await db.pet.count(),
  images: await db.petImage.count(),
  vaccinations: await db.petVaccination.count(),
});

beforeAll(async () => {
  await resetDb();
  individual = await createUser({ name: "Sita Rao", verified: true });
  owner = await createUser({ name: "Kiran Kumar", verified: true });
  breeder = await registeredSeller("breeder", "Ravi Kennels");
  petShop = await registeredSeller("pet_shop", "Happy Paws Pet Shop");
});
afterAll(closeDb);
// Listing creation is rate limited per user; these tests make many listings on purpose.
beforeEach(() => db.rateLimit.deleteMany());

describe("protected wildlife (Wild Life (Protection) Act, 1972)", () => {
  it("lists a budgerigar, as 'parakeet' too", async () => {
    for (const breed of ["Budgerigar", "Parakeet", "बजरीगर"]) {
      const id = await created(individual, { name: "Mithu", breed, age: "6 months" });
      expect((await detail(id)).species).toBe("bird");
    }
  });

  it("refuses a rose-ringed parakeet, naming the Act, on the breed field: nothing is stored, not even its photo", async () => {
    const before = await counts();
    const blobs = await db.storedBlob.count();
    for (const breed of ["Rose-ringed parakeet", "Indian Ringneck", "Alexandrine"]) {
      const res = await post(individual, { name: "Raja", breed, age: "1 year" }, [
        { name: "a.jpg", type: "image/jpeg", data: await jpegPhoto() },
      ]);
      expect([breed, res.status, res.json.code]).toEqual([breed, 422, "SPECIES_PROTECTED"]);
      expect(res.json.message).toContain(ACT);
      expect(res.json.fieldCodes).toEqual({ breed: ["speciesProtected"] });
    }
    expect(await counts()).toEqual(before);
    expect(await db.storedBlob.count()).toBe(blobs);
  });

  it("refuses an Indian star tortoise and a hill myna, in the script they are written in", async () => {
    const star = await post(individual, { name: "Chhotu", breed: "Indian Star Tortoise", age: "2 years" });
    expect(star.status).toBe(422);
    expect(star.json).toMatchObject({
      code: "SPECIES_PROTECTED",
      message: `Indian star tortoises are protected under the ${ACT} and cannot be listed.`,
      params: { species: "Indian star tortoises" },
    });
    expect((await post(individual, { name: "Chhotu", breed: "तारा कछुआ", age: "2 years" })).json.params).toEqual({
      species: "भारतीय तारा कछुआ",
    });
    expect((await post(individual, { name: "Maina", breed: "Hill myna", age: "1 year" })).json.code).toBe("SPECIES_PROTECTED");
    // The name, when it names the species in two words or more; a pet called Maina is only a name.
    const named = await post(individual, { name: "Hill myna chick", breed: "Bird", age: "1 year" });
    expect([named.status, named.json.fieldCodes]).toEqual([422, { name: ["speciesProtected"] }]);
    await created(individual, { name: "Maina", breed: "Persian", species: "cat", age: "1 year" });
  });

  it("keeps a listing stored before the rules from being set active again, and lets it be put away", async () => {
    // As if listed before the species catalogue: a star tortoise, written straight to the row.
    const id = await created(individual, { name: "Chhotu", breed: "Persian", species: "cat", age: "2 years" });
    expect((await setStatus(individual, id, "inactive")).status).toBe(200);
    await db.pet.update({ where: { id }, data: { breed: "Indian Star Tortoise", species: null } });
    const res = await setStatus(individual, id, "active");
    expect([res.status, res.json.code, res.json.params]).toEqual([422, "SPECIES_PROTECTED", { species: "Indian star tortoises" }]);
    expect(await statusOf(id)).toBe("inactive");
    expect((await setStatus(individual, id, "sold")).status).toBe(200);
  });

  it("does not read the description: 'not a myna' is no myna for sale", async () => {
    await created(individual, {
      name: "Peeku",
      breed: "Cockatiel",
      age: "7 months",
      description: "A cockatiel, not a myna; whistles well.",
    });
  });

  it("asks which parrot a 'tota' is", async () => {
    const res = await post(individual, { name: "Mitthu", breed: "Tota", age: "1 year" });
    expect([res.status, res.json.code, res.json.fieldCodes]).toEqual([422, "VALIDATION", { breed: ["PARROT_KIND_REQUIRED"] }]);
    expect(res.json.message).toContain(ACT);
  });
});

describe("CITES species (Living Animal Species (Reporting and Registration) Rules, 2024)", () => {
  it("refuses a macaw without the owner's registration number, and lists it with one, shown on the pet page", async () => {
    const before = await counts();
    const refused = await post(individual, { name: "Rio", breed: "Blue and gold macaw", age: "3 years" });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      code: "SPECIES_REGISTRATION_REQUIRED",
      message:
        "Macaws are on the CITES appendices: give the owner's registration number under the Living Animal Species (Reporting and Registration) Rules, 2024.",
      fieldCodes: { speciesRegistrationNumber: ["speciesRegistrationRequired"] },
    });
    expect(await counts()).toEqual(before);
    const id = await created(individual, {
      name: "Rio",
      breed: "Blue and gold macaw",
      age: "3 years",
      speciesRegistrationNumber: " KA/LASRR/2024/00123 ",
    });
    expect((await detail(id)).speciesRegistrationNumber).toBe("KA/LASRR/2024/00123");
  });

  it("refuses to drop the registration on an edit, and leaves the listing as it was", async () => {
    const id = await created(individual, {
      name: "Grey",
      breed: "African Grey Parrot",
      age: "2 years",
      speciesRegistrationNumber: "TS/LASRR/2024/9",
    });
    const res = await put(individual, id, { name: "Grey", breed: "African Grey Parrot", age: "2 years", price: "99000" });
    expect([res.status, res.json.code]).toEqual([422, "SPECIES_REGISTRATION_REQUIRED"]);
    expect(await detail(id)).toMatchObject({ price: 15000, speciesRegistrationNumber: "TS/LASRR/2024/9" });
  });
});

describe("a dog from a breeder or a pet shop (Dog Breeding and Marketing Rules, 2017)", () => {
  const puppy = { name: "Bruno", breed: "Labrador Retriever", species: "dog", dateOfBirth: daysAgo(100) };

  it.each([
    ["breeder", () => breeder],
    ["pet_shop", () => petShop],
  ] as const)(
    "needs its 15-digit microchip number when a %s sells it: none or 14 digits refused, 15 listed",
    async (sellerType, seller) => {
      const before = await counts();
      for (const microchipNumber of [undefined, "98511200345678", "ABC112003456789"]) {
        const res = await post(seller(), { ...puppy, sellerType, ...(microchipNumber ? { microchipNumber } : {}) });
        expect([microchipNumber, res.status, res.json.code, res.json.fieldCodes]).toEqual([
          microchipNumber,
          422,
          "VALIDATION",
          { microchipNumber: ["MICROCHIP_REQUIRED"] },
        ]);
        expect(res.json.message).toBe(
          "A dog sold by a breeder or pet shop needs its microchip number (15 digits, ISO 11784), as the Dog Breeding and Marketing Rules 2017 require.",
        );
      }
      expect(await counts()).toEqual(before);
      const id = await created(seller(), { ...puppy, sellerType, microchipNumber: "985 112 003 456 789" });
      expect(await detail(id)).toMatchObject({ microchipNumber: CHIP, status: "active" });
    },
  );

  it("keeps an individual's dog free to list without a microchip", async () => {
    await created(individual, { ...puppy, name: "Kalu", sellerType: "individual" });
  });

  it("refuses a breeder's 8-month-old dog that is not sterilised, by its date of birth or its age, and lists it sterilised", async () => {
    const older = { ...puppy, sellerType: "breeder", microchipNumber: CHIP, dateOfBirth: daysAgo(245) };
    for (const fields of [older, { ...older, sterilised: "false" }, { ...older, dateOfBirth: "", age: "8 months" }]) {
      const res = await post(breeder, fields);
      expect([res.status, res.json.fieldCodes]).toEqual([422, { sterilised: ["STERILISATION_REQUIRED"] }]);
      expect(res.json.message).toBe(
        "A dog over 6 months old sold by a breeder must be sterilised (Dog Breeding and Marketing Rules 2017).",
      );
    }
    const id = await created(breeder, { ...older, sterilised: "true" });
    expect((await detail(id)).sterilised).toBe(true);
    // A puppy under six months needs nothing of the kind.
    await created(breeder, { ...puppy, sellerType: "breeder", microchipNumber: CHIP, sterilised: "false" });
  });

  it("sets a breeder's puppy put away before 6 months active again only once it is sterilised", async () => {
    const id = await created(breeder, { ...puppy, name: "Sheru", sellerType: "breeder", microchipNumber: CHIP, sterilised: "false" });
    expect((await setStatus(breeder, id, "inactive")).status).toBe(200);
    // Months later: born 8 months ago now.
    await db.pet.update({ where: { id }, data: { bornOn: new Date(`${daysAgo(245)}T00:00:00Z`) } });
    const res = await setStatus(breeder, id, "active");
    expect([res.status, res.json.code, res.json.message]).toEqual([
      422,
      "STERILISATION_REQUIRED",
      "A dog over 6 months old sold by a breeder must be sterilised (Dog Breeding and Marketing Rules 2017).",
    ]);
    expect(await statusOf(id)).toBe("inactive");
    await db.pet.update({ where: { id }, data: { sterilised: true } });
    expect((await setStatus(breeder, id, "active")).status).toBe(200);
    expect(await statusOf(id)).toBe("active");
  });

  it("names both problems of a breeder's older dog at once, each on its field", async () => {
    const res = await post(breeder, { ...puppy, sellerType: "breeder", dateOfBirth: daysAgo(300) });
    expect(res.json.fieldCodes).toEqual({ microchipNumber: ["MICROCHIP_REQUIRED"], sterilised: ["STERILISATION_REQUIRED"] });
  });

  it("lists an individual's 8-month-old dog that is not sterilised", async () => {
    await created(individual, { ...puppy, name: "Moti", dateOfBirth: daysAgo(245), sellerType: "individual", sterilised: "false" });
  });

  it("refuses an edit that removes a breeder's dog's microchip, and keeps the listing as it was", async () => {
    const id = await created(breeder, { ...puppy, sellerType: "breeder", microchipNumber: CHIP });
    const res = await put(breeder, id, { ...puppy, sellerType: "breeder", microchipNumber: "", price: "12000" });
    expect([res.status, res.json.fieldCodes]).toEqual([422, { microchipNumber: ["MICROCHIP_REQUIRED"] }]);
    expect(await detail(id)).toMatchObject({ microchipNumber: CHIP, price: 15000 });
  });
});

describe("health records: vaccinations, deworming, photo with the mother", () => {
  it("stores the vaccinations and the deworming day, shown by GET /server/pets/{id} in their order", async () => {
    const vaccinations = [
      { vaccine: "DHPPi + L (first dose)", date: daysAgo(40) },
      { vaccine: " Anti-rabies ", date: daysAgo(10) },
    ];
    const id = await created(owner, {
      dateOfBirth: daysAgo(120),
      vaccinations: JSON.stringify([...vaccinations, { vaccine: "", date: "" }]),
      dewormedOn: daysAgo(5),
    });
    expect(await detail(id)).toMatchObject({
      vaccinations: [
        { vaccine: "DHPPi + L (first dose)", date: daysAgo(40) },
        { vaccine: "Anti-rabies", date: daysAgo(10) },
      ],
      dewormedOn: daysAgo(5),
    });
    // An edit replaces them; a refused edit keeps them.
    expect((await put(owner, id, { vaccinations: JSON.stringify([{ vaccine: "Booster", date: daysAgo(2) }]) })).status).toBe(200);
    expect((await detail(id)).vaccinations).toEqual([{ vaccine: "Booster", date: daysAgo(2) }]);
    expect((await put(owner, id, { breed: "Hill myna", vaccinations: "[]" })).status).toBe(422);
    expect(await detail(id)).toMatchObject({ breed: "Labrador Retriever", vaccinations: [{ vaccine: "Booster", date: daysAgo(2) }] });
  });

  it.each([
    [
      "a future vaccination",
      { vaccinations: JSON.stringify([{ vaccine: "Anti-rabies", date: daysAgo(-3) }]) },
      "vaccinations.0.date",
      "vaccinationDateFuture",
    ],
    [
      "a vaccination before the date of birth",
      {
        dateOfBirth: daysAgo(100),
        vaccinations: JSON.stringify([
          { vaccine: "X", date: daysAgo(10) },
          { vaccine: "Y", date: daysAgo(200) },
        ]),
      },
      "vaccinations.1.date",
      "vaccinationDateBeforeBirth",
    ],
    [
      "a vaccination without its date",
      { vaccinations: JSON.stringify([{ vaccine: "Anti-rabies", date: "" }]) },
      "vaccinations.0.date",
      "vaccinationDateInvalid",
    ],
    [
      "a date without its vaccine",
      { vaccinations: JSON.stringify([{ vaccine: " ", date: daysAgo(3) }]) },
      "vaccinations.0.vaccine",
      "vaccineRequired",
    ],
    ["vaccinations that are not JSON", { vaccinations: "[{" }, "vaccinations", "vaccinationsInvalid"],
    [
      "eleven vaccinations",
      { vaccinations: JSON.stringify(Array.from({ length: 11 }, () => ({ vaccine: "X", date: daysAgo(3) }))) },
      "vaccinations",
      "vaccinationsMax",
    ],
    ["a future deworming", { dewormedOn: daysAgo(-1) }, "dewormedOn", "dewormedOnFuture"],
    [
      "a deworming before the date of birth",
      { dateOfBirth: daysAgo(100), dewormedOn: daysAgo(101) },
      "dewormedOn",
      "dewormedOnBeforeBirth",
    ],
    ["a mark on a photo the listing does not have", { withMother: "[1]" }, "withMother", "withMotherInvalid"],
  ])("refuses %s on its field (422), storing nothing", async (_what, fields, field, code) => {
    const before = await counts();
    const res = await post(owner, fields, [{ name: "a.jpg", type: "image/jpeg", data: await jpegPhoto() }]);
    expect([res.status, res.json.fieldCodes?.[field]]).toEqual([422, [code]]);
    expect(await counts()).toEqual(before);
  });

  it("refuses a control character hidden in the JSON text of a vaccine, as any other field", async () => {
    const res = await post(owner, { vaccinations: '[{"vaccine":"Anti\\u0000rabies","date":"2026-01-01"}]' });
    expect([res.status, res.json.fieldCodes]).toEqual([422, { "vaccinations.0.vaccine": ["INPUT_UNSAFE"] }]);
  });

  it("marks the photos with the mother, on create and on an edit that reorders and adds photos", async () => {
    const photo = async (r: number) => ({ name: `${r}.jpg`, type: "image/jpeg", data: await jpegPhoto({ color: { r, g: 100, b: 100 } }) });
    const id = await created(owner, { withMother: "[1]" }, [await photo(200), await photo(50)]);
    const first = await detail(id);
    expect(first.imageList.map((i: { withMother: boolean }) => i.withMother)).toEqual([false, true]);
    const [a, b] = first.imageList.map((i: { id: string }) => i.id);
    // Kept in the other order, then a new one: the mark follows the places given (b first, the new last).
    const res = await put(owner, id, { keepImageIds: JSON.stringify([b, a]), withMother: "[0, 2]" }, [await photo(120)]);
    expect(res.status).toBe(200);
    const after = await detail(id);
    expect(
      after.imageList.map((i: { id: string; withMother: boolean }) => [i.id === b ? "b" : i.id === a ? "a" : "new", i.withMother]),
    ).toEqual([
      ["b", true],
      ["a", false],
      ["new", true],
    ]);
  });
});

describe("the search never offers a protected species", () => {
  beforeAll(async () => {
    // A listing from before the listing rules, of a protected bird, written straight to the database.
    await db.pet.create({
      data: {
        sellerId: individual.id,
        name: "Old Raju",
        breed: "Hill Myna",
        breedKey: "hill myna",
        age: "2 years",
        price: 3000,
        location: "Warangal",
        locationKey: "warangal",
        description: "Listed long ago.",
        gender: "male",
        species: "bird",
      },
    });
  });

  const search = (q: string) => call(listPets, "GET", "/server/pets", { query: { q } });

  it("reads 'parakeet' as the budgerigar", async () => {
    const res = await search("parakeet");
    expect(res.json.interpretedAs).toMatchObject({ breeds: ["Budgerigar"], corrected: false });
    expect(res.json.pets.length).toBeGreaterThan(0);
    expect(res.json.pets.every((p: { breed: string }) => !isProtectedBreed(p.breed))).toBe(true);
  });

  it("corrects a misspelt search to no protected breed, though one is listed and close", async () => {
    // The correction itself would reach it: the check can fail.
    const plan = parseSearch("hill mynna");
    expect((await correctPlan(plan))?.breeds.map((b) => b.name)).toContain("Hill Myna");
    expect(await correctPlan(plan, { refuseBreed: isProtectedBreed })).toBeNull();
    for (const q of ["hill mynna", "hil mynah", "hill mina warangal", "myna", "pahadi maina"]) {
      const res = await search(q);
      expect([q, res.status]).toEqual([q, 200]);
      const breeds: string[] = res.json.interpretedAs?.breeds ?? [];
      expect([q, breeds.filter(isProtectedBreed)]).toEqual([q, []]);
      expect([q, res.json.interpretedAs?.corrected ?? false]).toEqual([q, false]);
    }
  });
});
