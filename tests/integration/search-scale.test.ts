// A search's words are read through their full-text indexes when they are rare and by walking the list
// when they are common (lib/pets/list-pets-text.ts), so no search reads every listing to look at its text.
// Over 20,000 listings as bench:pets writes them (every description says "A healthy and friendly <breed>
// looking for a loving home.", every name is "Pet <n>", one in ten sold, nine in ten with a photo), with
// PostgreSQL's statistics as autovacuum leaves them: each search's statements are run again under
// EXPLAIN ANALYZE and the rows they read from the listings are counted. Before, a word no listing has
// walked the newest-first index and read all 18,000 active listings' text (12.6 s at a million), and a
// word only in descriptions did the same for the bands of the name.
import { GET as listPets } from "@/app/server/pets/route";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
jest.setTimeout(120_000);

const LISTINGS = 20_000;
/** At most this many rows of the listings read by one search's statements together (a page is 24; 20,000 are listed). */
const MOST_ROWS_READ = 400;

type TAnswer = { status: number; json: { pets: { id: string; name: string }[]; nextCursor: string | null; unmatched?: unknown } };
const search = async (query: Record<string, string>): Promise<TAnswer> => {
  const res = await call(listPets, "GET", "/server/pets", { query: { limit: "24", ...query } });
  return { status: res.status, json: res.json as TAnswer["json"] };
};

type TPlanNode = {
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: TPlanNode[];
};
/** The rows a plan's scans of the listings read: those they returned and those their filters removed. */
function rowsRead(node: TPlanNode): number {
  const own =
    node["Relation Name"] === "pets"
      ? ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0)) * (node["Actual Loops"] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

/** A search's answer, and the rows of the listings its statements read (each run again under EXPLAIN ANALYZE). */
async function searchCounting(query: Record<string, string>) {
  const statements: Prisma.Sql[] = [];
  const original = db.$queryRaw.bind(db);
  const spy = jest.spyOn(db, "$queryRaw").mockImplementation(((strings: TemplateStringsArray, ...values: unknown[]) => {
    statements.push(Prisma.sql(strings, ...values));
    return original(strings, ...values);
  }) as typeof db.$queryRaw);
  let res: TAnswer;
  try {
    res = await search(query);
  } finally {
    spy.mockRestore();
  }
  let read = 0;
  for (const s of statements) {
    const [{ "QUERY PLAN": plan }] = await db.$queryRawUnsafe<{ "QUERY PLAN": { Plan: TPlanNode }[] }[]>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`,
      ...s.values,
    );
    read += rowsRead(plan[0].Plan);
  }
  return { res, read, statements: statements.length };
}

/** The first page a search must show, read the plain way: its listings, those with photos first, newest first. */
async function expected(where: string, order = `"hasPhotos" DESC, "createdAt" DESC, id DESC`) {
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM pets WHERE status = 'active' AND ${where} ORDER BY ${order} LIMIT 24`,
  );
  return rows.map((r) => r.id);
}
const ids = (res: TAnswer) => res.json.pets.map((p) => p.id);

beforeAll(async () => {
  await resetDb();
  const seller = await createUser({ name: "Bench Seller", verified: true });
  await db.$executeRawUnsafe(
    `INSERT INTO pets (id, "sellerId", name, breed, "breedKey", age, price, location, "locationKey", description, gender, features, status, species, "createdAt", "updatedAt")
     SELECT 'scale' || lpad(g::text, 8, '0'), $1, 'Pet ' || g, b.breed, lower(b.breed), '3 months', 500 + (g * 7919) % 80000, c.city, lower(c.city),
            'A healthy and friendly ' || lower(b.breed) || ' looking for a loving home.', (CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END)::"Gender",
            ARRAY['Vaccinated'], (CASE WHEN g % 10 = 0 THEN 'sold' ELSE 'active' END)::"PetStatus", b.species::"Species",
            now() - (g || ' minutes')::interval, now()
     FROM generate_series(1, $2::int) g
     CROSS JOIN LATERAL (SELECT (ARRAY['dog','dog','dog','cat','bird'])[1 + g % 5] AS species,
                                (ARRAY['Labrador Retriever','German Shepherd','Beagle','Persian','Budgerigar'])[1 + g % 5] AS breed) b
     CROSS JOIN LATERAL (SELECT (ARRAY['Hyderabad','Bengaluru','Chennai','Pune'])[1 + (g / 3) % 4] AS city) c`,
    seller.id,
    LISTINGS,
  );
  await db.$executeRawUnsafe(`INSERT INTO pet_images (id, "petId", position, key, width, height, "createdAt")
    SELECT 'img' || p.id, p.id, 0, 'pets/img' || p.id, 1200, 900, now() FROM pets p WHERE right(p.id, 1) <> '3'`);
  // A few listings of their own words, old ones among them: the rare words a search must still find.
  await db.$executeRawUnsafe(
    `UPDATE pets SET name = 'Bruno', description = description || ' Bruno is a sighthound mix.' WHERE id IN ('scale00000011', 'scale00015001')`,
  );
  await db.$executeRawUnsafe(
    `UPDATE pets SET description = description || ' A sighthound, urgent: we move abroad.' WHERE id IN ('scale00000021', 'scale00019001')`,
  );
  // Statistics as autovacuum would leave them (the planner's estimates, and the search's own reading of them).
  await db.$executeRawUnsafe("VACUUM ANALYZE pets");
  await db.$executeRawUnsafe("VACUUM ANALYZE pet_images");
});
afterAll(async () => {
  await resetDb();
  await closeDb();
});

describe("a search reads its words through their index when they are rare, and walks the list when they are common", () => {
  it("finds a word no listing has absent without reading the listings", async () => {
    const { res, read } = await searchCounting({ q: "caring" });
    expect([res.status, res.json.pets]).toEqual([200, []]);
    expect(read).toBeLessThan(50);
    const priced = await searchCounting({ q: "qwxyzzy", sort: "price_asc" });
    expect([priced.res.status, priced.res.json.pets, priced.read < 50]).toEqual([200, [], true]);
  });

  it("answers what was understood when no listing has the word, reading a page of them", async () => {
    const { res, read } = await searchCounting({ q: "beagle caring" });
    expect(ids(res)).toEqual(await expected(`"breedKey" = 'beagle'`));
    expect(res.json.unmatched).toEqual({ words: ["caring"], matchingAll: 0 });
    expect(read).toBeLessThan(MOST_ROWS_READ);
  });

  it.each([
    ["a word only in descriptions", "loving"],
    ["another", "healthy"],
    ["a word in every name", "pet"],
  ])("%s (%s): the newest listings, walked in order", async (_label, q) => {
    const { res, read } = await searchCounting({ q });
    expect(ids(res)).toEqual(await expected("true"));
    expect(read).toBeLessThan(MOST_ROWS_READ);
  });

  it("finds a rare word's few listings through the index, the name's first, old ones included", async () => {
    const named = await searchCounting({ q: "bruno" });
    expect(ids(named.res)).toEqual(["scale00000011", "scale00015001"]);
    expect(named.read).toBeLessThan(MOST_ROWS_READ);
    const described = await searchCounting({ q: "sighthound" });
    // Those named Bruno have the word in their description; all four have photos (their ids end in 1).
    expect(ids(described.res)).toEqual(["scale00000011", "scale00000021", "scale00015001", "scale00019001"]);
    expect(described.read).toBeLessThan(MOST_ROWS_READ);
    const priced = await searchCounting({ q: "sighthound", sort: "price_desc" });
    expect(ids(priced.res)).toEqual(
      await expected(`id IN ('scale00000011', 'scale00000021', 'scale00015001', 'scale00019001')`, `price DESC, id DESC`),
    );
  });

  it("reads a preference few listings have through the index too", async () => {
    // Two listings say urgent, both German Shepherds (21 and 19001: breed 1 + n % 5 of the five).
    const { res, read } = await searchCounting({ q: "urgent dogs" });
    expect(ids(res).slice(0, 2)).toEqual(["scale00000021", "scale00019001"]);
    expect(res.json.unmatched).toMatchObject({ matchingAll: 2 });
    expect(read).toBeLessThan(MOST_ROWS_READ);
  });

  it("pages a common word's listings and a rare word's alike, without skipping or repeating one", async () => {
    for (const q of ["loving", "sighthound"]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 3; i++) {
        const page = await search({ q, limit: "2", ...(cursor ? { cursor } : {}) });
        seen.push(...ids(page));
        cursor = page.json.nextCursor ?? undefined;
        if (!cursor) break;
      }
      expect([q, seen]).toEqual([q, (await expected(q === "loving" ? "true" : `description LIKE '%sighthound%'`)).slice(0, 6)]);
    }
  });
});
