// The search-quality set (tests/helpers/search-quality-cases.ts) run against the real search endpoint
// (GET /server/pets?q=…) on a real PostgreSQL holding the listings of
// tests/helpers/search-quality-fixture.ts. Each case names the listing its search must show on the first
// page (24 listings, as the site shows them) and the nearest listing it must not show there.
// Recall is the share of cases whose listing is on the page, precision the share whose wrong listing is
// not; both must be at least 95%. What failed is printed as a table, with the totals by language and by
// the part of the search the cases rely on.
import { GET as listPets } from "@/app/server/pets/route";
import { getDb } from "@/lib/db";
import { toTsQuery } from "@/lib/pets/list-pets-sql";
import { isProtectedBreed } from "@/lib/law/species";
import {
  PROTECTED_SEARCHES,
  SEARCH_QUALITY_CASES,
  WORDS_NO_LISTING_HAS,
  type TSearchCase,
  type TSearchPoint,
} from "../helpers/search-quality-cases";
import { SEARCH_QUALITY_PETS, type TFixturePet } from "../helpers/search-quality-fixture";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
// Some three hundred and fifty searches, each a few statements, on a machine that may be busy.
jest.setTimeout(180_000);

/** The first page as the site asks for it. */
const PAGE_SIZE = 24;
/** The least recall and precision the set accepts. */
const MIN_SHARE = 0.95;

type TLanguage = "Latin" | "Devanagari" | "Telugu";
/** A search's language by its script: Telugu or Devanagari when it has any, otherwise Latin (English and romanised Hindi/Telugu). */
const languageOf = (q: string): TLanguage =>
  /\p{Script=Telugu}/u.test(q) ? "Telugu" : /\p{Script=Devanagari}/u.test(q) ? "Devanagari" : "Latin";
const LANGUAGES: TLanguage[] = ["Latin", "Devanagari", "Telugu"];
const POINTS: TSearchPoint[] = [1, 2, 3, 4, 5, 6];

let sellerId: string;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** A listing as the app writes it (lower-cased keys beside the breed and town), without photos; the first of the fixture is the newest. */
const row = (p: TFixturePet, index: number) => {
  const status = p.status ?? "active";
  return {
    sellerId,
    name: p.name,
    breed: p.breed,
    breedKey: p.breed.toLowerCase(),
    age: p.age,
    price: p.price,
    location: p.location,
    locationKey: p.location.toLowerCase(),
    description: p.description,
    gender: p.gender,
    species: p.species,
    status,
    createdAt: hoursAgo(index + 1),
    sellerType: p.sellerType ?? null,
    mode: p.mode ?? "sale",
    ...(status === "hidden" ? { hiddenCause: "moderator" as const, hiddenAt: hoursAgo(0), hiddenReason: "Stock photo" } : {}),
  };
};

type TAnswer = { status: number; json: { pets?: { name: string }[]; interpretedAs?: { breeds: string[]; corrected: boolean } } };
const search = (q: string) => call(listPets, "GET", "/server/pets", { query: { q, limit: String(PAGE_SIZE) } }) as Promise<TAnswer>;

type TOutcome = { c: TSearchCase; language: TLanguage; status: number; names: string[]; found: boolean; leaked: boolean };
const percent = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : "-");
const share = (outcomes: TOutcome[]) => {
  const found = outcomes.filter((o) => o.found).length;
  const clean = outcomes.filter((o) => !o.leaked).length;
  return { n: outcomes.length, found, clean, recall: found / outcomes.length, precision: clean / outcomes.length };
};
const line = (label: string, outcomes: TOutcome[]) => {
  const s = share(outcomes);
  return `${label.padEnd(14)} recall: ${s.found}/${s.n} (${percent(s.found, s.n)}) precision: ${s.clean}/${s.n} (${percent(s.clean, s.n)})`;
};
/** The parts of the search a case needs, as the table shows them ("3+4"). */
const needsOf = (c: TSearchCase) => c.needs.join("+");

beforeAll(async () => {
  await resetDb();
  sellerId = (await createUser({ name: "Quality Seller", verified: true })).id;
  await db.pet.createMany({ data: SEARCH_QUALITY_PETS.map(row) });
});
afterAll(closeDb);

describe("the search-quality set itself", () => {
  const byName = new Map(SEARCH_QUALITY_PETS.map((p) => [p.name, p]));

  it("has at least 160 cases, at least 50 in each script, and no search twice", () => {
    expect(SEARCH_QUALITY_CASES.length).toBeGreaterThanOrEqual(160);
    for (const language of LANGUAGES) {
      expect([language, SEARCH_QUALITY_CASES.filter((c) => languageOf(c.q) === language).length >= 50]).toEqual([language, true]);
    }
    const seen = new Map<string, number>();
    for (const c of SEARCH_QUALITY_CASES) {
      const key = c.q.normalize("NFC").toLowerCase().trim().replace(/\s+/g, " ");
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([q]) => q)).toEqual([]);
  });

  it("covers every part of the search in every script", () => {
    for (const point of POINTS) {
      for (const language of LANGUAGES) {
        const n = SEARCH_QUALITY_CASES.filter((c) => c.needs.includes(point) && languageOf(c.q) === language).length;
        expect([point, language, n >= 3]).toEqual([point, language, true]);
      }
    }
  });

  it("names listings of the fixture: an active one to find, another to keep off the page", () => {
    const wrong = SEARCH_QUALITY_CASES.filter((c) => {
      const find = byName.get(c.find);
      return !find || (find.status ?? "active") !== "active" || !byName.has(c.notFind) || c.find === c.notFind || !c.needs.length;
    });
    expect(wrong.map((c) => c.q)).toEqual([]);
    expect(new Set(SEARCH_QUALITY_PETS.map((p) => p.name)).size).toBe(SEARCH_QUALITY_PETS.length);
  });

  it("keeps the words the cases rely on no listing having out of every listing, as the full-text match reads them", async () => {
    const having: string[] = [];
    for (const word of WORDS_NO_LISTING_HAS) {
      const rows = await db.$queryRaw<{ name: string }[]>`
        SELECT name FROM pets WHERE to_tsvector('simple', name || ' ' || breed || ' ' || description) @@ to_tsquery('simple', ${toTsQuery(word)})`;
      if (rows.length) having.push(`${word}: ${rows.map((r) => r.name).join(", ")}`);
    }
    expect(having).toEqual([]);
  });
});

describe("protected species (lib/law/species.json)", () => {
  it("are never what a search is read or corrected as, though one is listed (Raju, a hill myna)", async () => {
    expect(SEARCH_QUALITY_PETS.some((p) => isProtectedBreed(p.breed) && (p.status ?? "active") === "active")).toBe(true);
    const offered: string[] = [];
    for (const q of PROTECTED_SEARCHES) {
      const res = await search(q);
      expect([q, res.status]).toEqual([q, 200]);
      const breeds = res.json.interpretedAs?.breeds ?? [];
      if (breeds.some(isProtectedBreed) || res.json.interpretedAs?.corrected) offered.push(`${q} → ${breeds.join(", ")}`);
    }
    expect(offered).toEqual([]);
  });
});

describe("search quality", () => {
  it("finds nothing for a search made only of words nobody listed", async () => {
    for (const q of ["xyzzy", "qwxyzzy blorf", "ज़िज़्ज़ी", "జిజ్జీ"]) {
      const res = await search(q);
      expect([q, res.status, res.json.pets]).toEqual([q, 200, []]);
    }
  });

  it(`finds what each case must find and keeps off what it must not, in the first ${PAGE_SIZE}: recall and precision at least ${MIN_SHARE * 100}%`, async () => {
    const outcomes: TOutcome[] = [];
    for (const c of SEARCH_QUALITY_CASES) {
      const res = await search(c.q);
      const names = res.status === 200 ? (res.json.pets ?? []).map((p) => p.name) : [];
      // An answer other than 200 shows nothing: it fails both ways, so a crash never counts as precise.
      outcomes.push({
        c,
        language: languageOf(c.q),
        status: res.status,
        names,
        found: names.includes(c.find),
        // An order case's notFind may follow its find, never come before it.
        leaked:
          res.status !== 200 ||
          (c.order ? names.indexOf(c.notFind) >= 0 && names.indexOf(c.notFind) < names.indexOf(c.find) : names.includes(c.notFind)),
      });
    }

    const failures = outcomes.filter((o) => !o.found || o.leaked);
    const table = failures.map((o) => {
      const shows = o.c.order ? `shows ${o.c.notFind} first` : `shows ${o.c.notFind}`;
      const what = [!o.found && `missing ${o.c.find}`, o.leaked && (o.status === 200 ? shows : `status ${o.status}`)]
        .filter(Boolean)
        .join(", ");
      const got = o.names.length ? `${o.names.slice(0, 5).join(", ")}${o.names.length > 5 ? `, … (${o.names.length})` : ""}` : "nothing";
      return `  [${needsOf(o.c)}] ${o.c.q} — ${what}; first 5: ${got}`;
    });
    const total = share(outcomes);
    process.stdout.write(
      [
        "",
        `Search quality: ${outcomes.length} cases, first page of ${PAGE_SIZE}`,
        ...(table.length ? [`Failures (${failures.length}), [the parts of the search the case needs]:`, ...table] : ["No failures."]),
        "By language:",
        ...LANGUAGES.map(
          (l) =>
            `  ${line(
              l,
              outcomes.filter((o) => o.language === l),
            )}`,
        ),
        "By the part of the search needed (a case needing several counts in each):",
        ...POINTS.map(
          (p) =>
            `  ${line(
              `part ${p}`,
              outcomes.filter((o) => o.c.needs.includes(p)),
            )}`,
        ),
        `recall: ${total.found}/${total.n} (${percent(total.found, total.n)}) precision: ${total.clean}/${total.n} (${percent(total.clean, total.n)})`,
        "",
      ].join("\n"),
    );

    expect(total.recall).toBeGreaterThanOrEqual(MIN_SHARE);
    expect(total.precision).toBeGreaterThanOrEqual(MIN_SHARE);
  });
});
