import sharp from "sharp";
import { GET as getImage } from "@/app/server/images/[...key]/route";
import { DELETE as deletePet, GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { POST as reportPet } from "@/app/server/pets/[id]/report/route";
import { POST as recordViews } from "@/app/server/pets/[id]/views/route";
import { PATCH as setStatus } from "@/app/server/pets/[id]/status/route";
import { GET as listPets, POST as createPet } from "@/app/server/pets/route";
import { GET as myPets } from "@/app/server/pets/user/route";
import { getDb } from "@/lib/db";
import { encodeCursor } from "@/lib/http/cursor";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createUser, jpegPhoto, pngPhoto, registerSeller, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
jest.setTimeout(60_000);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const imagePath = (url: string) => url.replace(/^\/server\/images\//, "");

async function newListing(token: string, fields: Record<string, string> = {}, files: { name: string; type: string; data: Buffer }[] = []) {
  const res = await callMultipart(createPet, "POST", "/server/pets", { token, fields: { ...validPet, ...fields }, files });
  expect(res.status).toBe(201);
  return res.json.pet.id as string;
}

let seller: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  other = await createUser({ name: "Arjun Mehta" });
  // A registered breeder, checked (lib/sellers): the number their listings show is the registration's.
  await registerSeller(seller.id, "breeder", "TSAWB/2024/117");
});
afterAll(closeDb);
// Listing creation is rate limited per user; these tests make many attempts on purpose.
beforeEach(() => db.rateLimit.deleteMany());

describe("POST /server/pets", () => {
  it("needs a session", async () => {
    const res = await callMultipart(createPet, "POST", "/server/pets", { fields: validPet });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, message: "You must be logged in to create a listing." });
  });

  it("creates a listing with its photos, stored as WebP renditions, first photo first", async () => {
    const red = await jpegPhoto({ color: { r: 220, g: 30, b: 30 } });
    const green = await pngPhoto();
    const res = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: {
        ...validPet,
        features: JSON.stringify([" Vaccinated ", "Vaccinated", "Friendly", ""]),
        species: "dog",
        dateOfBirth: daysAgo(400),
        vaccinated: "true",
        dewormed: "false",
        // A breeder's dog over 6 months old is sold sterilised (Dog Breeding and Marketing Rules 2017: lib/law).
        sterilised: "true",
        microchipNumber: "985 112 003 456 789",
        sellerType: "breeder",
        registrationNumber: "TSAWB/2024/117",
      },
      files: [
        { name: "red.jpg", type: "image/jpeg", data: red },
        { name: "green.png", type: "image/png", data: green },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: "Your pet listing has been created successfully!" });

    const detail = await call(getPet, "GET", `/server/pets/${res.json.pet.id}`, { params: { id: res.json.pet.id } });
    expect(detail.status).toBe(200);
    const pet = detail.json.pet;
    expect(pet).toMatchObject({
      name: "Bruno",
      breed: "Labrador Retriever",
      age: "2 years",
      gender: "male",
      price: 15000,
      location: "Hyderabad",
      features: ["Vaccinated", "Friendly"],
      status: "active",
      likes: 0,
      species: "dog",
      vaccinated: true,
      dewormed: false,
      sterilised: true,
      microchipNumber: "985112003456789",
      sellerType: "breeder",
      registrationNumber: "TSAWB/2024/117",
      seller: { id: seller.id, name: "Lakshmi Reddy" },
    });
    expect(pet.images).toHaveLength(2);
    expect(pet.seller.email).toBeUndefined();

    const first = await call(getImage, "GET", pet.images[0], { params: { key: imagePath(pet.images[0]) } });
    expect(first.status).toBe(200);
    const firstBytes = await db.storedBlob.findUniqueOrThrow({ where: { key: imagePath(pet.images[0]) } });
    const meta = await sharp(Buffer.from(firstBytes.data)).metadata();
    expect(meta.format).toBe("webp");
    const { dominant } = await sharp(Buffer.from(firstBytes.data)).stats();
    expect(dominant.r).toBeGreaterThan(150); // the red photo is the first
    expect(pet.thumbnails[0]).toMatch(/\/sm\.webp$/);
  });

  it.each([
    ["name", "Pet name is required"],
    ["breed", "Breed is required"],
    ["age", "Age is required"],
    ["gender", "Gender is required"],
    ["location", "Location is required"],
    ["description", "Description is required"],
  ])("refuses a listing without %s: '%s'", async (field, message) => {
    const before = await db.pet.count();
    const res = await callMultipart(createPet, "POST", "/server/pets", { token: seller.token, fields: { ...validPet, [field]: "  " } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors[field]).toContain(message);
    expect(await db.pet.count()).toBe(before);
  });

  it.each(["0", "-5", "abc", ""])("refuses price %j: 'Price must be a valid number greater than 0'", async (price) => {
    const res = await callMultipart(createPet, "POST", "/server/pets", { token: seller.token, fields: { ...validPet, price } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors.price).toContain("Price must be a valid number greater than 0");
  });

  it("refuses a gender other than male or female, and features that are not a JSON list", async () => {
    const g = await callMultipart(createPet, "POST", "/server/pets", { token: seller.token, fields: { ...validPet, gender: "robot" } });
    expect(g.json.fieldErrors.gender).toContain("Gender is required");
    const f = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: { ...validPet, features: "{not json" },
    });
    expect(f.status).toBe(422);
    expect(f.json.fieldErrors.features).toContain("Features must be a list of short texts");
    const f2 = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: { ...validPet, features: JSON.stringify({ a: 1 }) },
    });
    expect(f2.status).toBe(422);
  });

  it("refuses a puppy or kitten born under 8 weeks ago, but not an older one or a bird", async () => {
    const puppy = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: { ...validPet, species: "dog", dateOfBirth: daysAgo(35) },
    });
    expect(puppy.status).toBe(422);
    expect(puppy.json.fieldErrors.dateOfBirth).toContain("Puppies and kittens under 8 weeks old cannot be listed");
    const kitten = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: { ...validPet, species: "cat", dateOfBirth: daysAgo(55) },
    });
    expect(kitten.status).toBe(422);
    expect(
      (
        await callMultipart(createPet, "POST", "/server/pets", {
          token: seller.token,
          fields: { ...validPet, species: "cat", dateOfBirth: daysAgo(57) },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await callMultipart(createPet, "POST", "/server/pets", {
          token: seller.token,
          fields: { ...validPet, species: "bird", dateOfBirth: daysAgo(20) },
        })
      ).status,
    ).toBe(201);
    const future = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: { ...validPet, dateOfBirth: daysAgo(-3) },
    });
    expect(future.json.fieldErrors.dateOfBirth).toContain("Date of birth cannot be in the future");
  });

  it.each(["0000-01-01", "1899-12-31"])(
    "refuses a date of birth of %s (out of range) with 422, not a database error",
    async (dateOfBirth) => {
      const res = await callMultipart(createPet, "POST", "/server/pets", {
        token: seller.token,
        fields: { ...validPet, species: "bird", dateOfBirth },
      });
      expect(res.status).toBe(422);
      expect(res.json.fieldErrors.dateOfBirth).toContain("Please enter a valid date of birth");
    },
  );

  it.each([
    ["name", "Bru\u0000no"],
    ["description", "Nice\u0000dog"],
    ["breed", "Lab\nrador"],
    ["location", "\u0007"],
  ])("refuses %s with a control character: 422, nothing stored", async (field, value) => {
    const before = await db.pet.count();
    const res = await callMultipart(createPet, "POST", "/server/pets", { token: seller.token, fields: { ...validPet, [field]: value } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors[field]).toEqual(["This text contains characters that are not allowed."]);
    expect(await db.pet.count()).toBe(before);
  });

  it.each([
    ["name", "W".repeat(31), "Pet name cannot have a word longer than 30 characters", "petNameWord"],
    ["name", "https://www.example.com/pets/bruno-the-labrador", "Pet name cannot have a word longer than 30 characters", "petNameWord"],
    ["breed", `Labrador ${"R".repeat(40)}`, "Breed cannot have a word longer than 30 characters", "breedWord"],
  ])("refuses a %s with a word longer than 30 characters (%s): 422, nothing stored", async (field, value, message, code) => {
    const before = await db.pet.count();
    const res = await callMultipart(createPet, "POST", "/server/pets", { token: seller.token, fields: { ...validPet, [field]: value } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual({ [field]: [message] });
    expect(res.json.fieldCodes).toEqual({ [field]: [code] });
    expect(await db.pet.count()).toBe(before);
  });

  it("takes a name and a breed whose longest word is 30 characters", async () => {
    const id = await newListing(seller.token, { name: `Sheru ${"w".repeat(30)}`, breed: "B".repeat(30) });
    expect(await db.pet.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: `Sheru ${"w".repeat(30)}`, breed: "B".repeat(30) });
  });

  it("keeps line breaks in the description and stores text NFC-normalised", async () => {
    const id = await newListing(seller.token, { name: "Rene\u0301e", description: "Line one.\r\nLine two." });
    expect(await db.pet.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Ren\u00e9e", description: "Line one.\nLine two." });
  });

  it("refuses a 6th image: 'You can upload up to 5 images'", async () => {
    const photo = await jpegPhoto({ width: 64, height: 64 });
    const before = await db.pet.count();
    const res = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: validPet,
      files: Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, type: "image/jpeg", data: photo })),
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("You can upload up to 5 images");
    expect(await db.pet.count()).toBe(before);
  });

  it("refuses a text file renamed .png, whatever its declared type", async () => {
    const before = await db.storedBlob.count();
    const res = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: validPet,
      files: [{ name: "cute.png", type: "image/png", data: Buffer.from("this is just text, not a picture\n".repeat(50)) }],
    });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors.images[0]).toMatch(/not an image/);
    expect(await db.storedBlob.count()).toBe(before);
  });

  it.each([5, 30])("refuses a %i MB request with 413 and says why, before storing anything", async (mb) => {
    const before = await db.pet.count();
    const res = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: validPet,
      files: [{ name: "huge.jpg", type: "image/jpeg", data: Buffer.alloc(mb * 1024 * 1024, 1) }],
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      code: "PHOTOS_TOO_LARGE_TOGETHER",
      message: "Your photos are too large to send together (4 MB at most). Please remove a photo or choose smaller ones.",
    });
    expect(await db.pet.count()).toBe(before);
  });

  it("takes five phone-sized photos (2048 px, as the browser makes them) in one request under the platform's limit", async () => {
    const photo = (seed: number) =>
      sharp({
        create: {
          width: 2048,
          height: 1536,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: "gaussian", mean: 110 + seed, sigma: 12 },
        },
      })
        .jpeg({ quality: 82 })
        .toBuffer();
    const files = await Promise.all([1, 2, 3, 4, 5].map(async (i) => ({ name: `p${i}.jpg`, type: "image/jpeg", data: await photo(i) })));
    const total = files.reduce((sum, f) => sum + f.data.length, 0);
    expect(total).toBeLessThan(4 * 1024 * 1024);
    const id = await newListing(seller.token, {}, files);
    expect(await db.petImage.count({ where: { petId: id } })).toBe(5);
  });

  it("strips EXIF and GPS metadata and turns the photo upright", async () => {
    const photo = await jpegPhoto({ width: 400, height: 200, gps: true, orientation: 6 });
    const inputMeta = await sharp(photo).metadata();
    expect(inputMeta.exif?.toString("latin1")).toContain("Pixel Test");
    expect(inputMeta.orientation).toBe(6);
    const hasGpsIfd = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])); // tag 0x8825: GPS IFD
    expect(hasGpsIfd(inputMeta.exif!)).toBe(true);

    const id = await newListing(seller.token, {}, [{ name: "gps.jpg", type: "image/jpeg", data: photo }]);
    const image = await db.petImage.findFirstOrThrow({ where: { petId: id } });
    for (const size of ["sm", "lg"]) {
      const blob = await db.storedBlob.findUniqueOrThrow({ where: { key: `pets/${image.id}/${size}.webp` } });
      const meta = await sharp(Buffer.from(blob.data)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(blob.data).toString("latin1")).not.toContain("Pixel Test");
      // Orientation 6 = rotated 90°: the stored photo is portrait.
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
  });
});

describe("GET /server/images/{key}", () => {
  it("serves renditions with immutable caching and an ETag, and 304 when unchanged", async () => {
    const id = await newListing(seller.token, {}, [{ name: "a.jpg", type: "image/jpeg", data: await jpegPhoto() }]);
    const image = await db.petImage.findFirstOrThrow({ where: { petId: id } });
    const key = `pets/${image.id}/sm.webp`;
    const res = await call(getImage, "GET", `/server/images/${key}`, { params: { key } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await call(getImage, "GET", `/server/images/${key}`, { params: { key }, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect((await call(getImage, "GET", "/server/images/pets/nope/sm.webp", { params: { key: "pets/nope/sm.webp" } })).status).toBe(404);
    expect((await call(getImage, "GET", "/server/images/..%2Fetc%2Fpasswd", { params: { key: "../etc/passwd" } })).status).toBe(404);
  });
});

describe("GET /server/pets", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await db.pet.deleteMany();
    const base = Date.now() - 1_000_000;
    const rows = [
      {
        name: "Simba",
        breed: "Persian",
        species: "cat" as const,
        gender: "male" as const,
        price: 12000,
        location: "Chennai",
        description: "Calm indoor cat with blue eyes.",
      },
      {
        name: "Rocky",
        breed: "German Shepherd",
        species: "dog" as const,
        gender: "male" as const,
        price: 25000,
        location: "Hyderabad",
        description: "Alert and loyal guard dog.",
      },
      {
        name: "Coco",
        breed: "Labrador Retriever",
        species: "dog" as const,
        gender: "female" as const,
        price: 18000,
        location: "Bengaluru",
        description: "Playful puppy who loves water.",
      },
      {
        name: "Kiwi",
        breed: "Budgerigar",
        species: "bird" as const,
        gender: "female" as const,
        price: 1500,
        location: "Hyderabad",
        description: "Chirpy green budgie, hand tamed.",
      },
      {
        name: "Sold Sam",
        breed: "Beagle",
        species: "dog" as const,
        gender: "male" as const,
        price: 20000,
        location: "Pune",
        description: "Already sold.",
        status: "sold" as const,
      },
      {
        name: "Hidden",
        breed: "Beagle",
        species: "dog" as const,
        gender: "male" as const,
        price: 20000,
        location: "Pune",
        description: "Inactive.",
        status: "inactive" as const,
      },
    ];
    ids = {};
    for (const [i, r] of rows.entries()) {
      const pet = await db.pet.create({
        data: {
          ...r,
          age: "1 year",
          breedKey: r.breed.toLowerCase(),
          locationKey: r.location.toLowerCase(),
          sellerId: seller.id,
          createdAt: new Date(base + i * 1000),
        },
      });
      ids[r.name] = pet.id;
    }
  });

  const names = (res: { json: Record<string, any> }) => (res.json.pets as { name: string }[]).map((p) => p.name); // eslint-disable-line @typescript-eslint/no-explicit-any

  it("lists active listings newest first with the API's fields", async () => {
    const res = await call(listPets, "GET", "/server/pets");
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(names(res)).toEqual(["Kiwi", "Coco", "Rocky", "Simba"]);
    const pet = res.json.pets[0];
    for (const field of [
      "id",
      "name",
      "breed",
      "age",
      "price",
      "location",
      "images",
      "description",
      "gender",
      "features",
      "status",
      "views",
      "likes",
    ]) {
      expect(pet).toHaveProperty(field);
    }
    expect(pet.images).toEqual([]);
    expect(res.json.nextCursor).toBeNull();
  });

  it.each([
    [{ q: "budgie" }, ["Kiwi"]],
    [{ q: "labra" }, ["Coco"]],
    [{ q: "LOYAL guard" }, ["Rocky"]],
    [{ q: "!!!" }, ["Kiwi", "Coco", "Rocky", "Simba"]],
    [{ species: "dog" }, ["Coco", "Rocky"]],
    [{ breed: "labrador retriever" }, ["Coco"]],
    [{ gender: "female" }, ["Kiwi", "Coco"]],
    [{ location: "hyderabad" }, ["Kiwi", "Rocky"]],
    [{ minPrice: "12000", maxPrice: "20000" }, ["Coco", "Simba"]],
    [{ sort: "price_asc" }, ["Kiwi", "Simba", "Coco", "Rocky"]],
    [{ sort: "price_desc", species: "dog" }, ["Rocky", "Coco"]],
    [{ q: "beagle" }, []],
  ])("filters %j", async (query, expected) => {
    const res = await call(listPets, "GET", "/server/pets", { query: query as Record<string, string> });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it.each([
    { limit: "0" },
    { limit: "101" },
    { limit: "ten" },
    { limit: "2.5" },
    { sort: "cheapest" },
    { species: "dragon" },
    { gender: "x" },
    { minPrice: "-1" },
    { minPrice: "abc" },
    { minPrice: "500", maxPrice: "100" },
    { cursor: "garbage" },
    { q: "x".repeat(101) },
    { breed: "\u0000" },
    { location: "a\u0000b" },
    { q: "\u001b[2J" },
    { sort: "price_asc", cursor: encodeCursor({ s: "price_asc", v: 2147483648, id: "cabc" }) },
    { sort: "price_desc", cursor: encodeCursor({ s: "price_desc", v: -1, id: "cabc" }) },
    { cursor: encodeCursor({ s: "newest", v: "0000-01-01T00:00:00.000Z", id: "cabc" }) },
  ] as Record<string, string>[])("answers 400 to %j", async (query) => {
    const res = await call(listPets, "GET", "/server/pets", { query });
    expect(res.status).toBe(400);
    // A cursor that does not decode to a real position is named as such; every other bad value is a query field.
    expect(res.json).toMatchObject({ success: false, code: query.cursor ? "INVALID_CURSOR" : "INVALID_QUERY" });
  });

  it("refuses a cursor made for another sort", async () => {
    const first = await call(listPets, "GET", "/server/pets", { query: { limit: "1" } });
    const res = await call(listPets, "GET", "/server/pets", { query: { limit: "1", sort: "price_asc", cursor: first.json.nextCursor } });
    expect(res.status).toBe(400);
  });
});

describe("paging", () => {
  beforeAll(async () => {
    await db.pet.deleteMany();
    const base = Date.now() - 10_000_000;
    // Equal prices and equal timestamps on purpose: the id breaks ties, so nothing repeats or goes missing.
    await db.pet.createMany({
      data: Array.from({ length: 53 }, (_, i) => ({
        sellerId: seller.id,
        name: `Pet ${i}`,
        breed: "Indie",
        breedKey: "indie",
        age: "1 year",
        price: 1000 + (i % 7) * 500,
        location: "Delhi",
        locationKey: "delhi",
        description: "A lovely indie dog.",
        gender: "male" as const,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    });
  });

  it.each(["newest", "price_asc", "price_desc"])("walks every active listing exactly once (%s)", async (sort) => {
    const seen: string[] = [];
    const prices: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: "7", sort, ...(cursor ? { cursor } : {}) };
      const res = await call(listPets, "GET", "/server/pets", { query });
      expect(res.status).toBe(200);
      seen.push(...res.json.pets.map((p: { id: string }) => p.id));
      prices.push(...res.json.pets.map((p: { price: number }) => p.price));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(8);
    expect(seen).toHaveLength(53);
    expect(new Set(seen).size).toBe(53);
    if (sort === "price_asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
    if (sort === "price_desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("caps limit at 100 and defaults to 24", async () => {
    const res = await call(listPets, "GET", "/server/pets");
    expect(res.json.pets).toHaveLength(24);
    expect(res.json.nextCursor).toEqual(expect.any(String));
  });
});

describe("a listing's owner, and everyone else", () => {
  let petId: string;
  beforeAll(async () => {
    petId = await newListing(seller.token, { name: "Luna" }, [
      { name: "a.jpg", type: "image/jpeg", data: await jpegPhoto() },
      { name: "b.jpg", type: "image/jpeg", data: await jpegPhoto({ color: { r: 10, g: 10, b: 200 } }) },
    ]);
  });

  it.each(["\u0000", "a\u0000b", "../x", "x".repeat(41), "\ud800"])(
    "GET /server/pets/{id}: 404 'Pet not found' for a malformed id %j, before any query",
    async (id) => {
      const res = await call(getPet, "GET", "/server/pets/x", { params: { id } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: "Pet not found", code: "PET_NOT_FOUND" });
    },
  );

  it("GET /server/pets/{id}: 404 for an unknown id", async () => {
    const res = await call(getPet, "GET", "/server/pets/nope", { params: { id: "nope" } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Pet not found", code: "PET_NOT_FOUND" });
  });

  it("counts a view once per visitor per day, and never the owner's", async () => {
    const before = (await db.pet.findUniqueOrThrow({ where: { id: petId } })).views;
    await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, token: seller.token });
    await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, token: other.token });
    await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, token: other.token });
    await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, ip: "192.0.2.44", headers: { "user-agent": "A" } });
    await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, ip: "192.0.2.44", headers: { "user-agent": "A" } });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, ip: "192.0.2.45", headers: { "user-agent": "B" } }),
      ),
    );
    expect((await db.pet.findUniqueOrThrow({ where: { id: petId } })).views).toBe(before + 3);
  });

  it("POST /server/pets/{id}/views, the page's beacon, counts as the API does: once per visitor per day, never the owner's", async () => {
    const beacon = (opts: Parameters<typeof call>[3]) =>
      call(recordViews, "POST", `/server/pets/${petId}/views`, { params: { id: petId }, ...opts });
    const visitor = await createUser({ name: "Divya Nair" });
    const before = (await db.pet.findUniqueOrThrow({ where: { id: petId } })).views;
    expect((await beacon({ token: seller.token })).json).toEqual({ success: true, counted: false });
    expect((await beacon({ token: visitor.token })).json).toEqual({ success: true, counted: true });
    expect((await beacon({ token: visitor.token })).json).toEqual({ success: true, counted: false });
    // The API's own read counts for the same visitor: one view a day between them.
    await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, token: visitor.token });
    // Signed out: one visitor is an address and a browser; a burst from it counts once.
    const burst = await Promise.all(Array.from({ length: 5 }, () => beacon({ ip: "192.0.2.77", headers: { "user-agent": "C" } })));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(burst.filter((r) => r.json.counted)).toHaveLength(1);
    expect((await db.pet.findUniqueOrThrow({ where: { id: petId } })).views).toBe(before + 2);
    const unknown = await call(recordViews, "POST", "/server/pets/nope/views", { params: { id: "nope" } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, code: "PET_NOT_FOUND", message: "Pet not found" });
  });

  it("an inactive listing is its seller's alone: 404 'Pet not found' to everyone else, and no views counted", async () => {
    await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: seller.token,
      params: { id: petId },
      body: { status: "inactive" },
    });
    const views = (await db.pet.findUniqueOrThrow({ where: { id: petId } })).views;
    for (const token of [undefined, other.token]) {
      const res = await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, token, ip: "192.0.2.61" });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, code: "PET_NOT_FOUND", message: "Pet not found" });
    }
    const own = await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, token: seller.token });
    expect(own.status).toBe(200);
    expect(own.json.pet).toMatchObject({ id: petId, status: "inactive" });
    expect((await call(recordViews, "POST", `/server/pets/${petId}/views`, { params: { id: petId }, ip: "192.0.2.62" })).json).toEqual({
      success: true,
      counted: false,
    });
    expect((await db.pet.findUniqueOrThrow({ where: { id: petId } })).views).toBe(views);
    await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: seller.token,
      params: { id: petId },
      body: { status: "active" },
    });
    expect((await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId }, ip: "192.0.2.61" })).status).toBe(200);
  });

  it("GET /server/pets/user lists only my listings, every status", async () => {
    expect((await call(myPets, "GET", "/server/pets/user")).status).toBe(401);
    const mine = await call(myPets, "GET", "/server/pets/user", { token: other.token });
    expect(mine.json).toEqual({ success: true, pets: [] });
    await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: seller.token,
      params: { id: petId },
      body: { status: "inactive" },
    });
    const res = await call(myPets, "GET", "/server/pets/user", { token: seller.token });
    expect(res.json.pets.map((p: { id: string }) => p.id)).toContain(petId);
    expect(res.json.pets.find((p: { id: string }) => p.id === petId).status).toBe("inactive");
    await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: seller.token,
      params: { id: petId },
      body: { status: "active" },
    });
  });

  it("only the owner can edit: 403 for someone else, 404 for nothing", async () => {
    const fields = { ...validPet, name: "Hacked" };
    const res = await callMultipart(updatePet, "PUT", `/server/pets/${petId}`, { token: other.token, fields, params: { id: petId } });
    expect(res.status).toBe(403);
    expect((await db.pet.findUniqueOrThrow({ where: { id: petId } })).name).toBe("Luna");
    expect(
      (await callMultipart(updatePet, "PUT", "/server/pets/nope", { token: seller.token, fields, params: { id: "nope" } })).status,
    ).toBe(404);
    expect((await callMultipart(updatePet, "PUT", `/server/pets/${petId}`, { fields, params: { id: petId } })).status).toBe(401);
  });

  it("the owner edits fields and photos: keeps one, adds one, and the removed one is gone", async () => {
    const images = await db.petImage.findMany({ where: { petId }, orderBy: { position: "asc" } });
    const res = await callMultipart(updatePet, "PUT", `/server/pets/${petId}`, {
      token: seller.token,
      params: { id: petId },
      fields: { ...validPet, name: "Luna Rose", price: "9999", keepImageIds: JSON.stringify([images[1].id]) },
      files: [{ name: "c.png", type: "image/png", data: await pngPhoto() }],
    });
    expect(res.status).toBe(200);
    const after = await db.petImage.findMany({ where: { petId }, orderBy: { position: "asc" } });
    expect(after.map((i) => i.position)).toEqual([0, 1]);
    expect(after[0].id).toBe(images[1].id);
    expect(await db.storedBlob.count({ where: { key: { startsWith: `pets/${images[0].id}/` } } })).toBe(0);
    expect(await db.pet.findUniqueOrThrow({ where: { id: petId } })).toMatchObject({ name: "Luna Rose", price: 9999 });
  });

  it("an edit cannot exceed 5 photos in all", async () => {
    const kept = (await db.petImage.findMany({ where: { petId } })).map((i) => i.id);
    const photo = await jpegPhoto({ width: 32, height: 32 });
    const res = await callMultipart(updatePet, "PUT", `/server/pets/${petId}`, {
      token: seller.token,
      params: { id: petId },
      fields: { ...validPet, keepImageIds: JSON.stringify(kept) },
      files: Array.from({ length: 4 }, (_, i) => ({ name: `${i}.jpg`, type: "image/jpeg", data: photo })),
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("You can upload up to 5 images");
  });

  it("an edit cannot give the name a word longer than 30 characters: 422, the listing unchanged", async () => {
    const before = await db.pet.findUniqueOrThrow({ where: { id: petId } });
    const res = await callMultipart(updatePet, "PUT", `/server/pets/${petId}`, {
      token: seller.token,
      params: { id: petId },
      fields: { ...validPet, name: `<b>${"W".repeat(40)}</b>`, keepImageIds: "[]" },
    });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual({ name: ["Pet name cannot have a word longer than 30 characters"] });
    expect(await db.pet.findUniqueOrThrow({ where: { id: petId } })).toEqual(before);
  });

  it.each(["[{", JSON.stringify({ id: "x" }), JSON.stringify([1]), JSON.stringify(["x".repeat(41)]), JSON.stringify(Array(6).fill("x"))])(
    "an edit refuses keepImageIds %s on the field itself: 422 KEEP_IMAGE_IDS_INVALID, the listing unchanged",
    async (keepImageIds) => {
      const before = await db.pet.findUniqueOrThrow({ where: { id: petId } });
      const res = await callMultipart(updatePet, "PUT", `/server/pets/${petId}`, {
        token: seller.token,
        params: { id: petId },
        fields: { ...validPet, name: "Luna Renamed", keepImageIds },
      });
      expect([res.status, res.json.code, res.json.fieldCodes]).toEqual([422, "VALIDATION", { keepImageIds: ["KEEP_IMAGE_IDS_INVALID"] }]);
      expect(res.json.fieldErrors).toEqual({ keepImageIds: ["keepImageIds must be a list of image ids"] });
      expect(await db.pet.findUniqueOrThrow({ where: { id: petId } })).toEqual(before);
    },
  );

  it("only the owner changes the status; sold leaves the public list", async () => {
    const forbidden = await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: other.token,
      params: { id: petId },
      body: { status: "sold" },
    });
    expect(forbidden.status).toBe(403);
    const bad = await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: seller.token,
      params: { id: petId },
      body: { status: "gone" },
    });
    expect(bad.status).toBe(422);
    const res = await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: seller.token,
      params: { id: petId },
      body: { status: "sold" },
    });
    expect(res.status).toBe(200);
    const list = await call(listPets, "GET", "/server/pets", { query: { q: "luna" } });
    expect(list.json.pets).toEqual([]);
    await call(setStatus, "PATCH", `/server/pets/${petId}/status`, {
      token: seller.token,
      params: { id: petId },
      body: { status: "active" },
    });
    expect((await call(listPets, "GET", "/server/pets", { query: { q: "luna" } })).json.pets).toHaveLength(1);
  });

  it("any signed-in user can report a listing, once per listing", async () => {
    expect(
      (await call(reportPet, "POST", `/server/pets/${petId}/report`, { params: { id: petId }, body: { reason: "scam" } })).status,
    ).toBe(401);
    const res = await call(reportPet, "POST", `/server/pets/${petId}/report`, {
      token: other.token,
      params: { id: petId },
      body: { reason: "scam", note: "Asked for an advance by UPI" },
    });
    expect(res.status).toBe(201);
    await call(reportPet, "POST", `/server/pets/${petId}/report`, {
      token: other.token,
      params: { id: petId },
      body: { reason: "wrong_information" },
    });
    expect(await db.listingReport.findMany({ where: { petId } })).toMatchObject([{ reporterId: other.id, reason: "wrong_information" }]);
    expect(
      (
        await call(reportPet, "POST", `/server/pets/${petId}/report`, {
          token: other.token,
          params: { id: petId },
          body: { reason: "because" },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(reportPet, "POST", `/server/pets/${petId}/report`, {
          token: seller.token,
          params: { id: petId },
          body: { reason: "scam" },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(reportPet, "POST", "/server/pets/nope/report", { token: other.token, params: { id: "nope" }, body: { reason: "scam" } }))
        .status,
    ).toBe(404);
  });

  it("only the owner deletes; the photos go with the listing", async () => {
    expect((await call(deletePet, "DELETE", `/server/pets/${petId}`, { token: other.token, params: { id: petId } })).status).toBe(403);
    const images = await db.petImage.findMany({ where: { petId } });
    const res = await call(deletePet, "DELETE", `/server/pets/${petId}`, { token: seller.token, params: { id: petId } });
    expect(res.status).toBe(200);
    expect(await db.pet.findUnique({ where: { id: petId } })).toBeNull();
    for (const i of images) expect(await db.storedBlob.count({ where: { key: { startsWith: `pets/${i.id}/` } } })).toBe(0);
    expect((await call(deletePet, "DELETE", `/server/pets/${petId}`, { token: seller.token, params: { id: petId } })).status).toBe(404);
  });
});
