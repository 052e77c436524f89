import { resolveSitemap } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import type { MetadataRoute } from "next";
import { DELETE as deletePet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { PATCH as setStatus } from "@/app/server/pets/[id]/status/route";
import { GET as listPets, POST as createPetRoute } from "@/app/server/pets/route";
import { GET as sitemapIndex } from "@/app/sitemap.xml/route";
import * as landingSitemap from "@/app/sitemaps/landing/sitemap";
import * as pagesSitemap from "@/app/sitemaps/pages/sitemap";
import * as petsSitemap from "@/app/sitemaps/pets/sitemap";
import * as sellersSitemap from "@/app/sitemaps/sellers/sitemap";
import { getDb } from "@/lib/db";
import { PAGE_CACHE } from "@/lib/http/page-cache.mjs";
import { COUNT_CAP, getLandingPage } from "@/lib/pets/landing";
import { countSitemapSellers, listSitemapSellers } from "@/lib/pets/sitemap";
import { SITEMAP_CACHE_CONTROL } from "@/lib/sitemap-cache";
import { MAX_PART_BYTES, PAGES_PER_PART } from "@/lib/sitemaps";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createUser, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { childrenNamed, parseXml, type TXmlElement } from "../helpers/xml";

const db = getDb();
const BASE = "http://localhost:3000";
const LOCALES = [
  ["en", ""],
  ["te", "/te"],
  ["hi", "/hi"],
] as const;
jest.setTimeout(120_000);

type TSpecies = "dog" | "cat" | "bird" | "fish" | "rabbit" | "other";
type TStatus = "active" | "inactive" | "sold" | "hidden";

let seller: Awaited<ReturnType<typeof createUser>>;
let minutes = 0;

/** A listing written straight to the database, each one newer than the last. */
async function addPet({
  name,
  species,
  breed,
  location,
  price = 20_000,
  status = "active",
}: {
  name: string;
  species: TSpecies | null;
  breed: string;
  location: string;
  price?: number;
  status?: TStatus;
}) {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + ++minutes * 60_000);
  return db.pet.create({
    data: {
      sellerId: seller.id,
      name,
      species,
      breed,
      breedKey: breed.trim().toLowerCase(),
      location,
      locationKey: location.trim().toLowerCase(),
      price,
      status,
      age: "1 year",
      gender: "female",
      description: `${name}, listed for the landing page tests.`,
      createdAt,
      ...(status === "hidden" ? { hiddenAt: new Date(), hiddenCause: "moderator" as const, hiddenReason: "Test" } : {}),
    },
  });
}

const ids = (page: Awaited<ReturnType<typeof getLandingPage>>) => page!.firstPage.pets.map((p) => p.id);
const paths = (pages: { species: string; breed: { slug: string } | null; city: { slug: string } | null }[]) =>
  pages.map((p) => [p.species, p.breed?.slug ?? null, p.city?.slug ?? null].filter(Boolean).join("/"));

const pets: Record<string, { id: string }> = {};

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  pets.lab1 = await addPet({ name: "Lab One", species: "dog", breed: "Labrador Retriever", location: "Hyderabad", price: 20_000 });
  pets.lab2 = await addPet({ name: "Lab Two", species: "dog", breed: "Labrador Retriever", location: "Hyderabad", price: 30_000 });
  pets.labPune = await addPet({ name: "Lab Pune", species: "dog", breed: "Labrador Retriever", location: "Pune", price: 40_000 });
  // No species given: on the breed's pages (the breed says it), not on the species' pages.
  pets.labNoSpecies = await addPet({
    name: "Lab Unsure",
    species: null,
    breed: " labrador retriever",
    location: "HYDERABAD ",
    price: 25_000,
  });
  pets.pug = await addPet({ name: "Pug Mumbai", species: "dog", breed: "Pug", location: "Mumbai", price: 18_000 });
  pets.persian = await addPet({ name: "Persian Lucknow", species: "cat", breed: "Persian", location: "Lucknow", price: 15_000 });
  // Never shown: hidden, sold, set aside.
  pets.hidden = await addPet({ name: "Beagle Hidden", species: "dog", breed: "Beagle", location: "Hyderabad", status: "hidden" });
  pets.sold = await addPet({ name: "Beagle Sold", species: "dog", breed: "Beagle", location: "Hyderabad", status: "sold" });
  pets.inactive = await addPet({ name: "Beagle Away", species: "dog", breed: "Beagle", location: "Bengaluru", status: "inactive" });
  pets.hiddenCat = await addPet({ name: "Siamese Hidden", species: "cat", breed: "Siamese", location: "Chennai", status: "hidden" });
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[PAGE_CACHE];
  await closeDb();
});

describe("landing pages (getLandingPage)", () => {
  it("a breed in a city lists its active listings, newest first, whatever species they gave, with the count and the price range", async () => {
    const page = await getLandingPage({ species: "dogs", breed: "labrador-retriever", city: "hyderabad" });
    expect(ids(page)).toEqual([pets.labNoSpecies.id, pets.lab2.id, pets.lab1.id]);
    expect(page).toMatchObject({ count: 3, isCountCapped: false, filters: { breed: "Labrador Retriever", location: "Hyderabad" } });
    // The 25th and 75th percentiles of 20,000, 25,000 and 30,000: prices listings really ask.
    expect(page!.priceRange).toEqual({ low: 20_000, high: 30_000, sample: 3 });
    expect(page!.firstPage.nextCursor).toBeNull();
  });

  it("a breed lists it in every city; a species and a species in a city by the listing's species", async () => {
    const breed = await getLandingPage({ species: "dogs", breed: "labrador-retriever" });
    expect(ids(breed)).toEqual([pets.labNoSpecies.id, pets.labPune.id, pets.lab2.id, pets.lab1.id]);
    const species = await getLandingPage({ species: "dogs" });
    expect(ids(species)).toEqual([pets.pug.id, pets.labPune.id, pets.lab2.id, pets.lab1.id]);
    expect(species).toMatchObject({ count: 4, filters: { species: "dog" } });
    const city = await getLandingPage({ species: "dogs", city: "hyderabad" });
    expect(ids(city)).toEqual([pets.lab2.id, pets.lab1.id]);
    const cats = await getLandingPage({ species: "cats", breed: "persian", city: "lucknow" });
    expect(ids(cats)).toEqual([pets.persian.id]);
    // One listing is no range.
    expect(cats).toMatchObject({ count: 1, priceRange: null });
  });

  it("never shows a hidden, sold or inactive listing, and links only to pages that have active listings", async () => {
    const shown = new Set<string>();
    for (const segments of [
      { species: "dogs" },
      { species: "dogs", breed: "beagle" },
      { species: "dogs", city: "hyderabad" },
      { species: "dogs", breed: "beagle", city: "hyderabad" },
      { species: "cats" },
      { species: "cats", breed: "siamese", city: "chennai" },
    ]) {
      for (const id of ids(await getLandingPage(segments))) shown.add(id);
    }
    for (const gone of [pets.hidden, pets.sold, pets.inactive, pets.hiddenCat]) expect(shown.has(gone.id)).toBe(false);

    const dogs = await getLandingPage({ species: "dogs" });
    expect(paths(dogs!.neighbours.breeds)).toEqual(["dog/labrador-retriever", "dog/pug"]);
    expect(paths(dogs!.neighbours.cities)).toEqual(["dog/hyderabad", "dog/mumbai", "dog/pune"]);
    const lab = await getLandingPage({ species: "dogs", breed: "labrador-retriever" });
    expect(paths(lab!.neighbours.breeds)).toEqual(["dog/pug"]);
    expect(paths(lab!.neighbours.cities)).toEqual(["dog/labrador-retriever/hyderabad", "dog/labrador-retriever/pune"]);
    const labHyd = await getLandingPage({ species: "dogs", breed: "labrador-retriever", city: "hyderabad" });
    expect(paths(labHyd!.neighbours.breeds)).toEqual([]);
    expect(paths(labHyd!.neighbours.cities)).toEqual(["dog/labrador-retriever/pune"]);
  });

  it("a page with no active listing is still a page (noindex, with the alert), with nothing to list", async () => {
    for (const segments of [
      { species: "dogs", breed: "beagle" },
      { species: "dogs", breed: "beagle", city: "hyderabad" },
      { species: "birds" },
      { species: "cats", city: "chennai" },
    ]) {
      const page = await getLandingPage(segments);
      expect([segments, page?.count, page?.firstPage.pets, page?.priceRange]).toEqual([segments, 0, [], null]);
    }
    const beagle = await getLandingPage({ species: "dogs", breed: "beagle", city: "hyderabad" });
    expect(paths(beagle!.neighbours.breeds)).toEqual(["dog/labrador-retriever/hyderabad"]);
    expect(beagle!.neighbours.cities).toEqual([]);
  });

  it("is the 404 (null) for an unknown species, breed or city, or a breed of another species", async () => {
    for (const segments of [
      { species: "dragons" },
      { species: "other" },
      { species: "dog" },
      { species: "dogs", breed: "unicorn" },
      { species: "dogs", city: "atlantis" },
      { species: "cats", breed: "labrador-retriever" },
      { species: "dogs", breed: "pug", city: "nowhere" },
    ]) {
      expect([segments, await getLandingPage(segments)]).toEqual([segments, null]);
    }
  });

  it("pages on with the browse API's keyset cursor: 'Load more' continues exactly where the page stopped", async () => {
    const goldens = [];
    for (let n = 0; n < 14; n++)
      goldens.push(
        await addPet({ name: `Golden ${n}`, species: "dog", breed: "Golden Retriever", location: "Chennai", price: 30_000 + n }),
      );
    const page = await getLandingPage({ species: "dogs", breed: "golden-retriever", city: "chennai" });
    expect(page!.count).toBe(14);
    expect(ids(page)).toHaveLength(12);
    expect(page!.firstPage.nextCursor).toEqual(expect.any(String));
    const more = await call(listPets, "GET", "/server/pets", { query: { ...page!.filters, cursor: page!.firstPage.nextCursor! } });
    expect(more.status).toBe(200);
    const rest = (more.json.pets as { id: string }[]).map((p) => p.id);
    expect([...ids(page), ...rest]).toEqual(goldens.map((g) => g.id).reverse());
    expect(more.json.nextCursor).toBeNull();
  });
});

describe("a listing's change refreshes its landing pages at once, in every language", () => {
  const purged: string[] = [];
  beforeAll(() => {
    (globalThis as Record<symbol, unknown>)[PAGE_CACHE] = { purge: (list: string[]) => purged.push(...list) };
  });
  beforeEach(async () => {
    purged.length = 0;
    await db.rateLimit.deleteMany();
  });
  const everyLanguage = (path: string) => LOCALES.map(([locale]) => `/${locale}${path}`);

  it("on creating, editing (its old pages and its new ones), selling and deleting it", async () => {
    const created = await callMultipart(createPetRoute, "POST", "/server/pets", {
      token: seller.token,
      fields: { ...validPet, breed: "Beagle", location: "Bengaluru", species: "dog" },
    });
    expect(created.status).toBe(201);
    const id = created.json.pet.id as string;
    expect(purged).toEqual(
      expect.arrayContaining(["/dogs", "/dogs/in/bengaluru", "/dogs/beagle", "/dogs/beagle/in/bengaluru"].flatMap(everyLanguage)),
    );
    expect(purged).toEqual(expect.arrayContaining(everyLanguage(`/pets/${id}`)));

    purged.length = 0;
    const edited = await callMultipart(updatePet, "PUT", `/server/pets/${id}`, {
      token: seller.token,
      params: { id },
      fields: { ...validPet, breed: "Pug", location: "Mumbai", species: "dog", keepImageIds: "[]" },
    });
    expect(edited.status).toBe(200);
    expect(purged).toEqual(
      expect.arrayContaining(
        ["/dogs/beagle", "/dogs/beagle/in/bengaluru", "/dogs/in/bengaluru", "/dogs/pug", "/dogs/pug/in/mumbai", "/dogs/in/mumbai"].flatMap(
          everyLanguage,
        ),
      ),
    );
    expect((await getLandingPage({ species: "dogs", breed: "pug", city: "mumbai" }))!.firstPage.pets.map((p) => p.id)).toContain(id);

    purged.length = 0;
    expect(
      (await call(setStatus, "PATCH", `/server/pets/${id}/status`, { token: seller.token, params: { id }, body: { status: "sold" } }))
        .status,
    ).toBe(200);
    expect(purged).toEqual(expect.arrayContaining(["/dogs/pug/in/mumbai", "/dogs/in/mumbai"].flatMap(everyLanguage)));
    expect((await getLandingPage({ species: "dogs", breed: "pug", city: "mumbai" }))!.firstPage.pets.map((p) => p.id)).not.toContain(id);

    purged.length = 0;
    expect((await call(deletePet, "DELETE", `/server/pets/${id}`, { token: seller.token, params: { id } })).status).toBe(200);
    // Gone from the database, so its pages come from what it was before.
    expect(purged).toEqual(expect.arrayContaining(["/dogs", "/dogs/pug", "/dogs/pug/in/mumbai", "/dogs/in/mumbai"].flatMap(everyLanguage)));
    // Nothing of another breed or town.
    expect(purged.filter((p) => p.includes("/beagle") || p.includes("bengaluru"))).toEqual([]);
  });
});

/** A sitemap part as Next.js serves it: its module's generateSitemaps must name the part, and its entries become XML. */
const SITEMAP_MODULES = { pages: pagesSitemap, sellers: sellersSitemap, landing: landingSitemap, pets: petsSitemap } as const;
async function partXml(loc: string): Promise<string> {
  const m = new RegExp(`^${BASE}/sitemaps/(pages|sellers|landing|pets)/sitemap/(\\d+)\\.xml$`).exec(loc);
  if (!m) throw new Error(`not a part of ours: ${loc}`);
  const mod = SITEMAP_MODULES[m[1] as keyof typeof SITEMAP_MODULES];
  expect((await mod.generateSitemaps()).map((p) => String(p.id))).toContain(m[2]);
  return resolveSitemap(await mod.default({ id: Promise.resolve(m[2]) }));
}

async function readSitemaps() {
  const res = await sitemapIndex();
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
  // A CDN keeps it for an hour; a browser keeps nothing (the parts get the same from next.config.ts, e2e/cache.spec.ts).
  expect(res.headers.get("cache-control")).toBe(SITEMAP_CACHE_CONTROL);
  const index = parseXml(await res.text());
  expect([index.name, index.attributes.xmlns]).toEqual(["sitemapindex", "http://www.sitemaps.org/schemas/sitemap/0.9"]);
  const locs = childrenNamed(index, "sitemap").map((s) => childrenNamed(s, "loc")[0].text);
  const urls: TXmlElement[] = [];
  for (const loc of locs) {
    const set = parseXml(await partXml(loc));
    expect([set.name, set.attributes.xmlns]).toEqual(["urlset", "http://www.sitemaps.org/schemas/sitemap/0.9"]);
    const entries = childrenNamed(set, "url");
    expect(entries.length).toBeLessThanOrEqual(50_000);
    if (entries.length) expect(set.attributes["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    urls.push(...entries);
  }
  const locOf = (u: TXmlElement) => childrenNamed(u, "loc")[0].text;
  const alternates = (u: TXmlElement) =>
    Object.fromEntries(childrenNamed(u, "xhtml:link").map((l) => [l.attributes.hreflang, l.attributes.href]));
  return { locs, urls: urls.map(locOf), entries: urls.map((u) => ({ loc: locOf(u), alternates: alternates(u) })) };
}

describe("/sitemap.xml, the index, and its parts", () => {
  it("are well-formed XML: the index names a part of each type, each part a urlset with every page once per language, with its alternates", async () => {
    const { locs, urls, entries } = await readSitemaps();
    expect(locs).toEqual(["pages", "sellers", "landing", "pets"].map((type) => `${BASE}/sitemaps/${type}/sitemap/0.xml`));
    expect(new Set(urls).size).toBe(urls.length);
    for (const { loc, alternates } of entries) {
      expect(Object.keys(alternates).sort()).toEqual(["en", "hi", "te"]);
      expect(Object.values(alternates)).toContain(loc);
    }
    expect(urls).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/te`, `${BASE}/hi/about`, `${BASE}/te/sellers/${seller.id}`]));
  });

  it("list every active listing exactly once per language, and no hidden, sold or inactive one", async () => {
    const { urls } = await readSitemaps();
    const active = await db.pet.findMany({ where: { status: "active" }, select: { id: true } });
    for (const { id } of active)
      for (const [, prefix] of LOCALES) expect([id, urls.filter((u) => u === `${BASE}${prefix}/pets/${id}`).length]).toEqual([id, 1]);
    expect(urls.filter((u) => u.includes("/pets/")).length).toBe(active.length * 3);
    const others = await db.pet.findMany({ where: { status: { not: "active" } }, select: { id: true } });
    expect(others.length).toBeGreaterThanOrEqual(4);
    for (const { id } of others) expect(urls.filter((u) => u.includes(id))).toEqual([]);
  });

  it("list the landing pages that have an active listing, in every language, and no other", async () => {
    const { urls } = await readSitemaps();
    const landing = urls.filter((u) => /\/(dogs|cats|birds|fish|rabbits)(\/|$)/.test(u));
    const expected = [
      "/dogs",
      "/dogs/in/hyderabad",
      "/dogs/in/pune",
      "/dogs/in/mumbai",
      "/dogs/in/chennai",
      "/dogs/labrador-retriever",
      "/dogs/labrador-retriever/in/hyderabad",
      "/dogs/labrador-retriever/in/pune",
      "/dogs/pug",
      "/dogs/pug/in/mumbai",
      "/dogs/golden-retriever",
      "/dogs/golden-retriever/in/chennai",
      "/cats",
      "/cats/in/lucknow",
      "/cats/persian",
      "/cats/persian/in/lucknow",
    ];
    expect(landing.sort()).toEqual(expected.flatMap((p) => LOCALES.map(([, prefix]) => `${BASE}${prefix}${p}`)).sort());
  });

  it("list the sellers who have an active listing and are not suspended, by id, each dated by their newest active listing", async () => {
    const onlySold = await createUser({ name: "Only Sold" });
    const suspended = await createUser({ name: "Suspended Seller" });
    const add = (sellerId: string, status: TStatus) =>
      db.pet.create({
        data: {
          sellerId,
          name: "Sitemap",
          species: "dog",
          breed: "Indie",
          breedKey: "indie",
          location: "Pune",
          locationKey: "pune",
          price: 1000,
          status,
          age: "1 year",
          gender: "male",
          description: "For the sellers' sitemap test.",
        },
      });
    await add(onlySold.id, "sold");
    await add(suspended.id, "active");
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });

    const listed = await listSitemapSellers({ offset: 0, limit: 1_000 });
    const ids = listed.map((s) => s.id);
    expect(ids).toContain(seller.id);
    expect(ids).not.toContain(onlySold.id);
    expect(ids).not.toContain(suspended.id);
    expect(ids).toEqual([...ids].sort());
    expect(await countSitemapSellers()).toBe(listed.length);
    const newest = await db.pet.aggregate({ where: { sellerId: seller.id, status: "active" }, _max: { updatedAt: true } });
    expect(listed.find((s) => s.id === seller.id)!.updatedAt).toEqual(newest._max.updatedAt);
    expect(await listSitemapSellers({ offset: 1, limit: 1_000 })).toEqual(listed.slice(1));
  });

  it("split a type into parts small enough for a Vercel Function (and under 50,000 URLs), every listing still once per language", async () => {
    // One more than a part holds, added in one statement (oldest first, so the new ones fill part 1).
    const before = await db.pet.count({ where: { status: "active" } });
    const extra = PAGES_PER_PART + 1 - before;
    await db.$executeRaw`
      INSERT INTO pets (id, "sellerId", name, breed, "breedKey", age, price, location, "locationKey", description, gender, status, species, "createdAt", "updatedAt")
      SELECT 'bulk' || lpad(g::text, 6, '0'), ${seller.id}, 'Goldie ' || g, 'Goldfish', 'goldfish', '3 months', 300, 'Kochi', 'kochi', 'A goldfish.', 'male', 'active', 'fish', now() + g * interval '1 millisecond', now()
      FROM generate_series(1, ${extra}::int) g`;
    expect(await petsSitemap.generateSitemaps()).toEqual([{ id: 0 }, { id: 1 }]);
    const part0 = await petsSitemap.default({ id: Promise.resolve("0") });
    const part1 = await petsSitemap.default({ id: Promise.resolve("1") });
    expect(part0.length).toBe(PAGES_PER_PART * 3);
    expect(part0.length).toBeLessThanOrEqual(50_000);
    // A full part as served, with room to spare for a domain longer than the tests' localhost:3000.
    expect(Buffer.byteLength(resolveSitemap(part0))).toBeLessThan(0.8 * MAX_PART_BYTES);
    expect(part1.length).toBe(3);
    const all = [...part0, ...part1].map((e: MetadataRoute.Sitemap[number]) => e.url);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((u) => /^http:\/\/localhost:3000\/pets\//.test(u)).length).toBe(PAGES_PER_PART + 1);
    // The small part is well-formed XML too; the index names both.
    expect(childrenNamed(parseXml(resolveSitemap(part1)), "url")).toHaveLength(3);
    const index = parseXml(await (await sitemapIndex()).text());
    expect(childrenNamed(index, "sitemap").map((s) => childrenNamed(s, "loc")[0].text)).toEqual(
      expect.arrayContaining([`${BASE}/sitemaps/pets/sitemap/0.xml`, `${BASE}/sitemaps/pets/sitemap/1.xml`]),
    );

    // A crawler reads part 0, then the listings change, then it reads part 1: each part is read from
    // its own first listing (kept boundaries), so nothing moves between parts and nothing is missed.
    const petUrls = (part: MetadataRoute.Sitemap) =>
      part.map((e: MetadataRoute.Sitemap[number]) => e.url).filter((u: string) => /^http:\/\/localhost:3000\/pets\//.test(u));
    const seenFirst = new Set(petUrls(part0));
    const oldest = await db.pet.findFirst({ where: { status: "active" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    await db.pet.update({ where: { id: oldest!.id }, data: { status: "sold" } });
    await db.$executeRaw`
      INSERT INTO pets (id, "sellerId", name, breed, "breedKey", age, price, location, "locationKey", description, gender, status, species, "createdAt", "updatedAt")
      VALUES ('bulk-newest', ${seller.id}, 'Goldie new', 'Goldfish', 'goldfish', '3 months', 300, 'Kochi', 'kochi', 'A goldfish.', 'male', 'active', 'fish', now() + interval '1 hour', now())`;
    const later = petUrls(await petsSitemap.default({ id: Promise.resolve("1") }));
    const active = await db.pet.findMany({ where: { status: "active" }, select: { id: true } });
    for (const { id } of active) expect(seenFirst.has(`${BASE}/pets/${id}`) || later.includes(`${BASE}/pets/${id}`)).toBe(true);
    expect(later.filter((u: string) => seenFirst.has(u))).toEqual([]);

    // So many fish: the count stops at its cap instead of reading them all.
    await db.$executeRaw`
      INSERT INTO pets (id, "sellerId", name, breed, "breedKey", age, price, location, "locationKey", description, gender, status, species, "createdAt", "updatedAt")
      SELECT 'many' || lpad(g::text, 6, '0'), ${seller.id}, 'Goldie ' || g, 'Goldfish', 'goldfish', '3 months', 300, 'Kochi', 'kochi', 'A goldfish.', 'male', 'active', 'fish', now() + g * interval '1 millisecond', now()
      FROM generate_series(1, ${COUNT_CAP}::int) g`;
    const fish = await getLandingPage({ species: "fish" });
    expect(fish).toMatchObject({ count: COUNT_CAP, isCountCapped: true, priceRange: { low: 300, high: 300 } });
    expect((await getLandingPage({ species: "fish", breed: "goldfish", city: "kochi" }))!.isCountCapped).toBe(true);
  });
});
