import { DELETE as deleteSearch } from "@/app/server/alerts/[id]/route";
import { GET as listSearches, POST as saveSearch } from "@/app/server/alerts/route";
import { GET as runDigest } from "@/app/server/alerts/run/route";
import { GET as openUnsubscribe, POST as unsubscribe } from "@/app/server/alerts/unsubscribe/route";
import { MAX_PETS_PER_MAIL, MAX_SAVED_SEARCHES } from "@/lib/alerts/constants";
import { runAlertDigest } from "@/lib/alerts/digest";
import { findUnsubscribeTarget } from "@/lib/alerts/service";
import { createUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
const MINUTE = 60_000;

beforeAll(resetDb);
afterAll(closeDb);

const save = (token: string, filters: unknown, cookie?: string) =>
  call(saveSearch, "POST", "/server/alerts", { token, body: { filters }, cookie });
const list = (token: string, query?: Record<string, string>, cookie?: string) =>
  call(listSearches, "GET", "/server/alerts", { token, query, cookie });
const remove = (token: string, id: string) => call(deleteSearch, "DELETE", `/server/alerts/${id}`, { token, params: { id } });

/** A listing straight in the database, listed at `createdAt`. */
async function listPet({
  sellerId,
  name,
  breed,
  location,
  createdAt,
  price = 18000,
  status = "active",
}: {
  sellerId: string;
  name: string;
  breed: string;
  location: string;
  createdAt: Date;
  price?: number;
  status?: "active" | "inactive" | "sold" | "hidden";
}) {
  return db.pet.create({
    data: {
      sellerId,
      name,
      breed,
      breedKey: breed.toLowerCase(),
      location,
      locationKey: location.toLowerCase(),
      age: "3 months",
      price,
      description: "Healthy, vaccinated and playful.",
      gender: "male",
      status,
      species: "dog",
      createdAt,
      ...(status === "hidden" ? { hiddenAt: createdAt, hiddenCause: "moderator" as const, hiddenReason: "Fake photos" } : {}),
    },
  });
}

/** A user with one saved search last checked `checkedAgo` ms before `now`. */
async function searcher({
  filters,
  now,
  checkedAgo = 60 * MINUTE,
  locale = "en" as "en" | "te" | "hi",
  name = "Priya Buyer",
}: {
  filters: Record<string, unknown>;
  now: Date;
  checkedAgo?: number;
  locale?: "en" | "te" | "hi";
  name?: string;
}) {
  const user = await createUser({ verified: true, name });
  await db.user.update({ where: { id: user.id }, data: { locale } });
  const saved = await save(user.token, filters);
  expect(saved.status).toBe(201);
  const checkedAt = new Date(now.getTime() - checkedAgo);
  await db.savedSearch.update({ where: { id: saved.json.search.id }, data: { checkedAt, createdAt: checkedAt } });
  return { ...user, searchId: saved.json.search.id as string };
}

const digestsTo = (email: string) => db.mail.findMany({ where: { to: email, kind: "alert_digest" }, orderBy: { createdAt: "asc" } });
/** The pets a mail links to, in order (a pet with a photo links from it too). */
const petLinks = (html: string) => [
  ...new Set([...html.matchAll(/href="http:\/\/localhost:3000(?:\/(?:te|hi))?\/pets\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1])),
];
const tokenIn = (html: string) => decodeURIComponent(/\/unsubscribe\?token=([^"&]+)"/.exec(html)![1].replace(/&amp;/g, "&"));
/** The development outbox's log line of the last mail to `email` (it carries the mail's headers). */
const outboxLine = (email: string) =>
  (console.info as jest.Mock).mock.calls
    .map((c) => String(c[0]))
    .filter((line) => line.includes(`alert_digest to ${email}`))
    .at(-1) ?? "";

describe("POST /server/alerts", () => {
  it("saves the browse filters with a label and a link; the same filters again answer the same search", async () => {
    const buyer = await createUser();
    const res = await save(buyer.token, {
      species: "dog",
      breed: " Labrador Retriever ",
      location: "Hyderabad",
      minPrice: "10000",
      maxPrice: 30000,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      isNew: true,
      search: {
        filters: { species: "dog", breed: "Labrador Retriever", location: "Hyderabad", minPrice: 10000, maxPrice: 30000 },
        label: "Dogs · Labrador Retriever · in Hyderabad · ₹10,000 – ₹30,000",
        href: "/pets?species=dog&breed=Labrador+Retriever&location=Hyderabad&minPrice=10000&maxPrice=30000",
      },
    });
    // Breed, town and words compare whatever their case and spacing, as the browse filters do.
    const again = await save(buyer.token, {
      location: "hyderabad ",
      breed: "labrador  retriever",
      species: "dog",
      maxPrice: 30000,
      minPrice: 10000,
    });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ isNew: false, search: { id: res.json.search.id } });
    expect(await db.savedSearch.count({ where: { userId: buyer.id } })).toBe(1);
    // A different price is a different search.
    expect((await save(buyer.token, { species: "dog", breed: "Labrador Retriever", location: "Hyderabad", minPrice: 10000 })).status).toBe(
      201,
    );
  });

  it("keeps an age range, in months, and says it", async () => {
    const buyer = await createUser();
    const res = await save(buyer.token, { species: "dog", minAge: 2, maxAge: "6" });
    expect(res.status).toBe(201);
    expect(res.json.search).toMatchObject({
      filters: { species: "dog", minAge: 2, maxAge: 6 },
      label: "Dogs · 2 to 6 months old",
      href: "/pets?species=dog&minAge=2&maxAge=6",
    });
    expect((await save(buyer.token, { species: "cat", maxAge: 1 })).json.search.label).toBe("Cats · up to 1 month old");
    expect((await save(buyer.token, { species: "cat", minAge: 12 })).json.search.label).toBe("Cats · 12 months old or more");
    const refused = await save(buyer.token, { species: "dog", minAge: 9, maxAge: 3 });
    expect([refused.status, refused.json.code]).toEqual([422, "VALIDATION"]);
  });

  it("labels in the reader's language: the language cookie, or ?locale=", async () => {
    const buyer = await createUser();
    const res = await save(
      buyer.token,
      { q: "friendly", species: "cat", gender: "female", location: "Pune", maxPrice: 20000 },
      "NEXT_LOCALE=te",
    );
    expect(res.json.search.label).toBe("“friendly” · పిల్లులు · ఆడ · Puneలో · ₹20,000 వరకు");
    expect((await list(buyer.token, { locale: "hi" })).json.searches[0].label).toBe("“friendly” · बिल्लियाँ · मादा · Pune में · ₹20,000 तक");
    expect((await list(buyer.token, undefined, "NEXT_LOCALE=te")).json.searches[0].label).toBe(res.json.search.label);
    expect((await list(buyer.token)).json.searches[0].label).toBe("“friendly” · Cats · Female · in Pune · up to ₹20,000");
    expect((await list(buyer.token, { locale: "fr" })).status).toBe(400);
  });

  it("refuses no filter, bad values and a missing session, with clear codes", async () => {
    const buyer = await createUser();
    const cases: [unknown, string, string][] = [
      [{}, "filters", "SAVED_SEARCH_EMPTY"],
      [{ q: "   ", breed: "" }, "filters", "SAVED_SEARCH_EMPTY"],
      [{ species: "dragon" }, "filters.species", "VALIDATION"],
      [{ gender: "other" }, "filters.gender", "VALIDATION"],
      [{ minPrice: 5000, maxPrice: 1000 }, "filters.minPrice", "VALIDATION"],
      [{ minPrice: -1 }, "filters.minPrice", "VALIDATION"],
      [{ breed: "x".repeat(81) }, "filters.breed", "VALIDATION"],
      [{ location: "y".repeat(101) }, "filters.location", "VALIDATION"],
    ];
    for (const [filters, field, code] of cases) {
      const res = await save(buyer.token, filters);
      expect([JSON.stringify(filters), res.status, res.json.code]).toEqual([JSON.stringify(filters), 422, "VALIDATION"]);
      expect([JSON.stringify(filters), res.json.fieldCodes[field]]).toEqual([JSON.stringify(filters), [code]]);
    }
    expect((await call(saveSearch, "POST", "/server/alerts", { token: buyer.token, body: { breed: "Pug" } })).status).toBe(422);
    expect(
      (
        await call(saveSearch, "POST", "/server/alerts", {
          token: buyer.token,
          rawBody: "{",
          headers: { "content-type": "application/json" },
        })
      ).json.code,
    ).toBe("INVALID_JSON");
    const signedOut = await call(saveSearch, "POST", "/server/alerts", { body: { filters: { breed: "Pug" } } });
    expect([signedOut.status, signedOut.json.code]).toEqual([401, "UNAUTHORIZED"]);
    expect((await call(listSearches, "GET", "/server/alerts")).status).toBe(401);
    expect(await db.savedSearch.count({ where: { userId: buyer.id } })).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per user (SAVED_SEARCHES_LIMIT); an existing one is still answered`, async () => {
    const buyer = await createUser();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) expect((await save(buyer.token, { maxPrice: 1000 * (i + 1) })).status).toBe(201);
    const over = await save(buyer.token, { maxPrice: 999_999 });
    expect([over.status, over.json.code, over.json.params]).toEqual([409, "SAVED_SEARCHES_LIMIT", { max: MAX_SAVED_SEARCHES }]);
    expect(over.json.message).toBe(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Remove one on your profile to add another.`);
    expect((await save(buyer.token, { maxPrice: 5000 })).status).toBe(200);
    // Saves at once cannot pass the limit together: the user's row is locked while one counts.
    const other = await createUser();
    const results = await Promise.all(Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, i) => save(other.token, { minPrice: i + 1 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await db.savedSearch.count({ where: { userId: other.id } })).toBe(MAX_SAVED_SEARCHES);
  });
});

describe("GET and DELETE /server/alerts", () => {
  it("lists only mine, newest first; removes only mine (someone else's id is not found)", async () => {
    const me = await createUser();
    const someone = await createUser();
    const first = await save(me.token, { breed: "Beagle" });
    const second = await save(me.token, { breed: "Pug", location: "Chennai" });
    const theirs = await save(someone.token, { breed: "Husky" });

    const mine = await list(me.token);
    expect(mine.status).toBe(200);
    expect(mine.json.searches.map((s: { id: string }) => s.id)).toEqual([second.json.search.id, first.json.search.id]);
    expect(mine.json.searches[0]).toMatchObject({ label: "Pug · in Chennai", href: "/pets?breed=Pug&location=Chennai" });

    const notMine = await remove(me.token, theirs.json.search.id);
    expect([notMine.status, notMine.json.code]).toEqual([404, "SAVED_SEARCH_NOT_FOUND"]);
    expect(await db.savedSearch.count({ where: { id: theirs.json.search.id } })).toBe(1);
    expect((await remove(me.token, "not a valid id!")).json.code).toBe("SAVED_SEARCH_NOT_FOUND");
    expect(
      (await call(deleteSearch, "DELETE", `/server/alerts/${first.json.search.id}`, { params: { id: first.json.search.id } })).status,
    ).toBe(401);

    const gone = await remove(me.token, first.json.search.id);
    expect([gone.status, gone.json.message]).toEqual([200, "Saved search removed"]);
    expect((await remove(me.token, first.json.search.id)).status).toBe(404);
    expect((await list(me.token)).json.searches.map((s: { id: string }) => s.id)).toEqual([second.json.search.id]);
  });
});

describe("the daily digest", () => {
  it("mails the new matching pets once, in the user's language, never their own, hidden, sold or inactive ones", async () => {
    const now = new Date();
    const buyer = await searcher({ filters: { breed: "Labrador Retriever", location: "Hyderabad" }, now, locale: "te", name: "Ravi Teja" });
    const seller = await createUser({ verified: true, name: "Suresh Seller" });
    const at = (ago: number) => new Date(now.getTime() - ago * MINUTE);
    const match = await listPet({
      sellerId: seller.id,
      name: "Rocky",
      breed: "Labrador Retriever",
      location: "Hyderabad",
      createdAt: at(30),
      price: 22500,
    });
    const matchToo = await listPet({
      sellerId: seller.id,
      name: "Bella",
      breed: "labrador retriever",
      location: "HYDERABAD",
      createdAt: at(20),
    });
    const own = await listPet({
      sellerId: buyer.id,
      name: "MyOwnPup",
      breed: "Labrador Retriever",
      location: "Hyderabad",
      createdAt: at(25),
    });
    const hidden = await listPet({
      sellerId: seller.id,
      name: "HiddenPup",
      breed: "Labrador Retriever",
      location: "Hyderabad",
      createdAt: at(25),
      status: "hidden",
    });
    const sold = await listPet({
      sellerId: seller.id,
      name: "SoldPup",
      breed: "Labrador Retriever",
      location: "Hyderabad",
      createdAt: at(25),
      status: "sold",
    });
    const inactive = await listPet({
      sellerId: seller.id,
      name: "SleepyPup",
      breed: "Labrador Retriever",
      location: "Hyderabad",
      createdAt: at(25),
      status: "inactive",
    });
    const elsewhere = await listPet({
      sellerId: seller.id,
      name: "PunePup",
      breed: "Labrador Retriever",
      location: "Pune",
      createdAt: at(25),
    });
    const before = await listPet({
      sellerId: seller.id,
      name: "OldPup",
      breed: "Labrador Retriever",
      location: "Hyderabad",
      createdAt: at(90),
    });
    const tooFresh = await listPet({
      sellerId: seller.id,
      name: "FreshPup",
      breed: "Labrador Retriever",
      location: "Hyderabad",
      createdAt: at(0.5),
    });

    const run = await runAlertDigest({ now });
    expect(run).toMatchObject({ isComplete: true, failed: 0 });
    expect(run.mailsSent).toBeGreaterThanOrEqual(1);

    const mails = await digestsTo(buyer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("PawBazaarలో కొత్తవి: Labrador Retriever · Hyderabadలో");
    expect(mail.text).toContain("మీరు సేవ్ చేసిన వెతుకులాటలకు సరిపోయే కొత్త పెంపుడు జంతువులు వచ్చాయి");
    expect(mail.text).toContain("Rocky: Labrador Retriever · ₹22,500 · Hyderabad");
    expect(mail.html).toContain(`href="http://localhost:3000/te/pets/${match.id}"`);
    expect(mail.link).toBe("http://localhost:3000/te/pets?breed=Labrador+Retriever&location=Hyderabad");
    // Newest first, as the search's page shows them.
    expect(petLinks(mail.html)).toEqual([matchToo.id, match.id]);
    for (const p of [own, hidden, sold, inactive, elsewhere, before, tooFresh])
      expect([p.name, mail.html.includes(p.id), mail.html.includes(p.name)]).toEqual([p.name, false, false]);

    // The day is claimed with the pets shown, and the search moved on to the run's horizon (2 minutes before it).
    const digest = await db.alertDigest.findMany({ where: { userId: buyer.id } });
    expect(digest).toHaveLength(1);
    expect(digest[0].petIds.sort()).toEqual([match.id, matchToo.id].sort());
    const checked = await db.savedSearch.findUniqueOrThrow({ where: { id: buyer.searchId } });
    expect(checked.checkedAt.getTime()).toBe(now.getTime() - 2 * MINUTE);

    // The List-Unsubscribe headers go with the mail (here in the development outbox's log line).
    const line = outboxLine(buyer.email);
    expect(line).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/server\/alerts\/unsubscribe\?token=[^>]+>/);
    expect(line).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("sends nothing twice the same day: a second run mails nobody again, and what was listed meanwhile waits for the next day", async () => {
    // Noon in India, so that "later the same day" is the same day whatever the clock says.
    const now = new Date(`${new Date(Date.now() + 5.5 * 60 * MINUTE).toISOString().slice(0, 10)}T06:30:00.000Z`);
    const buyer = await searcher({ filters: { breed: "Shih Tzu", location: "Jaipur" }, now });
    const seller = await createUser({ verified: true });
    await listPet({
      sellerId: seller.id,
      name: "Momo",
      breed: "Shih Tzu",
      location: "Jaipur",
      createdAt: new Date(now.getTime() - 10 * MINUTE),
    });
    await runAlertDigest({ now });
    expect(await digestsTo(buyer.email)).toHaveLength(1);

    // Later the same day: a new match, another run (and another at the same moment).
    const later = new Date(now.getTime() + 30 * MINUTE);
    const meanwhile = await listPet({
      sellerId: seller.id,
      name: "Coco",
      breed: "Shih Tzu",
      location: "Jaipur",
      createdAt: new Date(now.getTime() + 5 * MINUTE),
    });
    await Promise.all([runAlertDigest({ now: later }), runAlertDigest({ now: later })]);
    expect(await digestsTo(buyer.email)).toHaveLength(1);
    expect(await db.alertDigest.count({ where: { userId: buyer.id } })).toBe(1);
    // Not marked checked: the pet is not lost.
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id: buyer.searchId } })).checkedAt.getTime()).toBe(
      now.getTime() - 2 * MINUTE,
    );

    const tomorrow = new Date(now.getTime() + 24 * 60 * MINUTE);
    await runAlertDigest({ now: tomorrow });
    const mails = await digestsTo(buyer.email);
    expect(mails).toHaveLength(2);
    expect(petLinks(mails[1].html)).toEqual([meanwhile.id]);
  });

  it("mails nothing when nothing matched: no claim of the day, but the searches are checked", async () => {
    const now = new Date();
    const buyer = await searcher({ filters: { breed: "Tibetan Mastiff", location: "Kochi" }, now });
    const seller = await createUser({ verified: true });
    await listPet({
      sellerId: seller.id,
      name: "Nearly",
      breed: "Tibetan Mastiff",
      location: "Kolkata",
      createdAt: new Date(now.getTime() - 10 * MINUTE),
    });
    await runAlertDigest({ now });
    expect(await digestsTo(buyer.email)).toHaveLength(0);
    expect(await db.alertDigest.count({ where: { userId: buyer.id } })).toBe(0);
    expect((await db.savedSearch.findUniqueOrThrow({ where: { id: buyer.searchId } })).checkedAt.getTime()).toBe(
      now.getTime() - 2 * MINUTE,
    );
    // The day was not used up: a match later the same day is mailed the same day.
    const later = new Date(now.getTime() + 60 * MINUTE);
    const found = await listPet({
      sellerId: seller.id,
      name: "Found",
      breed: "Tibetan Mastiff",
      location: "Kochi",
      createdAt: new Date(now.getTime() + 10 * MINUTE),
    });
    await runAlertDigest({ now: later });
    const mails = await digestsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(petLinks(mails[0].html)).toEqual([found.id]);
  });

  it(`shows at most ${MAX_PETS_PER_MAIL} pets a mail, each once, with "and N more" linking to the search`, async () => {
    const now = new Date();
    const buyer = await searcher({ filters: { breed: "Beagle", location: "Lucknow" }, now, name: "Anita" });
    // A second search that matches the same pets: they are not shown twice.
    const second = await save(buyer.token, { species: "dog", location: "Lucknow" });
    await db.savedSearch.update({ where: { id: second.json.search.id }, data: { checkedAt: new Date(now.getTime() - 60 * MINUTE) } });
    const seller = await createUser({ verified: true });
    for (let i = 0; i < MAX_PETS_PER_MAIL + 3; i++) {
      await listPet({
        sellerId: seller.id,
        name: `Beagle${i}`,
        breed: "Beagle",
        location: "Lucknow",
        createdAt: new Date(now.getTime() - (40 - i) * MINUTE),
      });
    }
    await runAlertDigest({ now });
    const [mail] = await digestsTo(buyer.email);
    const shown = petLinks(mail.html);
    expect(shown).toHaveLength(MAX_PETS_PER_MAIL);
    expect(new Set(shown).size).toBe(MAX_PETS_PER_MAIL);
    expect(mail.subject).toBe("New pets for 2 of your saved searches");
    expect(mail.text).toContain("and 3 more: http://localhost:3000/pets?breed=Beagle&location=Lucknow");
    // The second search's matches are the same pets: none is shown twice, and it names the ones left.
    expect(mail.text).toContain(
      "Dogs · in Lucknow\n3 more new pets besides those above: http://localhost:3000/pets?species=dog&location=Lucknow",
    );
    expect(await db.alertDigest.findFirstOrThrow({ where: { userId: buyer.id } })).toMatchObject({ petIds: expect.arrayContaining(shown) });
  });

  it("goes through people in batches and stops when out of time; the next run goes on", async () => {
    const now = new Date();
    const seller = await createUser({ verified: true });
    const buyers = [];
    for (const town of ["Agra", "Bhopal", "Surat"]) {
      buyers.push(await searcher({ filters: { breed: "Rajapalayam", location: town }, now }));
      await listPet({
        sellerId: seller.id,
        name: `Raja of ${town}`,
        breed: "Rajapalayam",
        location: town,
        createdAt: new Date(now.getTime() - 10 * MINUTE),
      });
    }
    const outOfTime = await runAlertDigest({ now, budgetMs: -1 });
    expect(outOfTime).toMatchObject({ isComplete: false, users: 0, mailsSent: 0 });
    for (const b of buyers) expect(await digestsTo(b.email)).toHaveLength(0);
    const run = await runAlertDigest({ now, batchSize: 1 });
    expect(run.isComplete).toBe(true);
    expect(run.mailsSent).toBeGreaterThanOrEqual(3);
    for (const b of buyers) expect(await digestsTo(b.email)).toHaveLength(1);
  });

  it("mails nobody suspended", async () => {
    const now = new Date();
    const buyer = await searcher({ filters: { breed: "Dachshund", location: "Mysuru" }, now });
    await db.user.update({ where: { id: buyer.id }, data: { suspendedAt: now, suspendedReason: "Scam" } });
    const seller = await createUser({ verified: true });
    await listPet({
      sellerId: seller.id,
      name: "Sausage",
      breed: "Dachshund",
      location: "Mysuru",
      createdAt: new Date(now.getTime() - 10 * MINUTE),
    });
    await runAlertDigest({ now });
    expect(await digestsTo(buyer.email)).toHaveLength(0);
    expect(await db.alertDigest.count({ where: { userId: buyer.id } })).toBe(0);
  });

  it("passes the headers (and an idempotency key) to Resend when mail goes out for real; a refused mail gives the day back", async () => {
    const now = new Date();
    const buyer = await searcher({ filters: { breed: "Pomeranian", location: "Indore" }, now });
    const seller = await createUser({ verified: true });
    await listPet({
      sellerId: seller.id,
      name: "Fluffy",
      breed: "Pomeranian",
      location: "Indore",
      createdAt: new Date(now.getTime() - 10 * MINUTE),
    });
    const config = env();
    const requests: { url: string; body: Record<string, unknown>; headers: Headers }[] = [];
    let answer = new Response(JSON.stringify({ name: "validation_error", message: "Refused", statusCode: 422 }), {
      status: 422,
      headers: { "content-type": "application/json" },
    });
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
      return answer.clone();
    });
    config.RESEND_API_KEY = "re_test_key";
    try {
      // Refused: nothing claimed, nothing checked, so the next run tries again.
      const refused = await runAlertDigest({ now });
      expect(refused.failed).toBeGreaterThanOrEqual(1);
      expect(await db.alertDigest.count({ where: { userId: buyer.id } })).toBe(0);
      expect((await db.savedSearch.findUniqueOrThrow({ where: { id: buyer.searchId } })).checkedAt.getTime()).toBe(
        now.getTime() - 60 * MINUTE,
      );
      expect(await db.mail.count({ where: { to: buyer.email, kind: "alert_digest", status: "failed" } })).toBe(1);
      expect(errorSpy.mock.calls.map((c) => String(c[0]))).toContain(`[mail] Resend refused alert_digest to ${buyer.email}: Refused`);

      answer = new Response(JSON.stringify({ id: "re_mail_1" }), { status: 200, headers: { "content-type": "application/json" } });
      await runAlertDigest({ now });
      const toBuyer = requests.filter((r) => r.body.to === buyer.email);
      expect(toBuyer).toHaveLength(2);
      const sent = toBuyer[1];
      expect(sent.url).toMatch(/\/emails$/);
      expect(sent.body.headers).toEqual({
        "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:3000\/server\/alerts\/unsubscribe\?token=[^>]+>$/),
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(sent.headers.get("idempotency-key")).toMatch(new RegExp(`^alert-digest/${buyer.id}/\\d{4}-\\d{2}-\\d{2}$`));
      expect(await db.mail.count({ where: { to: buyer.email, kind: "alert_digest", status: "sent" } })).toBe(1);
      expect(await db.alertDigest.count({ where: { userId: buyer.id } })).toBe(1);
    } finally {
      config.RESEND_API_KEY = undefined;
      fetchSpy.mockRestore();
      errorSpy.mockRestore();
    }
  });
});

describe("unsubscribing from the mail", () => {
  it("GET opens the confirmation page in the user's language and changes nothing; POST (one click) removes the mailed searches", async () => {
    const now = new Date();
    const buyer = await searcher({ filters: { breed: "Indie", location: "Visakhapatnam" }, now, locale: "hi" });
    const other = await save(buyer.token, { species: "cat", location: "Visakhapatnam" });
    await db.savedSearch.update({ where: { id: other.json.search.id }, data: { createdAt: new Date(now.getTime() - 5 * MINUTE) } });
    const seller = await createUser({ verified: true });
    await listPet({
      sellerId: seller.id,
      name: "Kalu",
      breed: "Indie",
      location: "Visakhapatnam",
      createdAt: new Date(now.getTime() - 10 * MINUTE),
    });
    await runAlertDigest({ now });
    const [mail] = await digestsTo(buyer.email);
    const token = tokenIn(mail.html);
    expect(mail.html).toContain(`http://localhost:3000/hi/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(outboxLine(buyer.email)).toContain(`<http://localhost:3000/server/alerts/unsubscribe?token=${encodeURIComponent(token)}>`);

    // Opening the link (a person, or a mail scanner) changes nothing: it is sent to the page, in the
    // owner's language, never cached (the address carries the token), whatever client opens it.
    const page = `http://localhost:3000/hi/unsubscribe?token=${encodeURIComponent(token)}`;
    for (const headers of [{ accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate" }, { accept: "*/*" }, {}] as Record<
      string,
      string
    >[]) {
      const opened = await call(openUnsubscribe, "GET", "/server/alerts/unsubscribe", { query: { token }, headers });
      expect([opened.status, opened.headers.get("location"), opened.headers.get("cache-control"), opened.json]).toEqual([
        303,
        page,
        "no-store",
        {},
      ]);
    }
    expect(await findUnsubscribeTarget({ token })).toEqual({ email: buyer.email, locale: "hi", searches: 2 });

    // A search saved after the mail is not the mail's business.
    const afterwards = await save(buyer.token, { breed: "Persian" });
    await db.savedSearch.update({ where: { id: afterwards.json.search.id }, data: { createdAt: new Date(now.getTime() + 5 * MINUTE) } });

    // The mail program's one-click POST: no session, the token is the proof.
    const body = new URLSearchParams({ "List-Unsubscribe": "One-Click" }).toString();
    const res = await call(unsubscribe, "POST", "/server/alerts/unsubscribe", {
      query: { token },
      rawBody: body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([res.status, res.json.message, res.json.removed]).toEqual([200, "Unsubscribed from alert emails", 2]);
    expect((await db.savedSearch.findMany({ where: { userId: buyer.id } })).map((s) => s.id)).toEqual([afterwards.json.search.id]);
    // Again: nothing left to remove, still fine.
    const again = await call(unsubscribe, "POST", "/server/alerts/unsubscribe", {
      query: { token },
      rawBody: body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([again.status, again.json.removed]).toEqual([200, 0]);

    // The confirmation page's own button (a browser navigating) comes back to the page, done.
    const fromPage = await call(unsubscribe, "POST", "/server/alerts/unsubscribe", {
      query: { token },
      rawBody: body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
        "sec-fetch-mode": "navigate",
        "sec-fetch-site": "same-origin",
      },
    });
    expect([fromPage.status, fromPage.headers.get("location")]).toEqual([303, "http://localhost:3000/hi/unsubscribe?done=1"]);
  });

  it("refuses a link that is not ours", async () => {
    const buyer = await createUser();
    await save(buyer.token, { breed: "Pug" });
    const real = createUnsubscribeToken({ userId: buyer.id });
    const [userId, issued, mac] = real.split(".");
    const forged = [
      "",
      "nonsense",
      `${userId}.${issued}`,
      `${userId}.${issued}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`,
      `${userId}.${(parseInt(issued, 36) + 86400).toString(36)}.${mac}`,
      `${(await createUser()).id}.${issued}.${mac}`,
      `${userId}.${issued}.${mac}.x`,
    ];
    for (const token of forged) {
      const res = await call(unsubscribe, "POST", "/server/alerts/unsubscribe", { query: { token } });
      expect([token, res.status, res.json.code]).toEqual([token, 400, token ? "UNSUBSCRIBE_LINK_INVALID" : "INVALID_QUERY"]);
      expect(await findUnsubscribeTarget({ token })).toBeNull();
    }
    expect(await db.savedSearch.count({ where: { userId: buyer.id } })).toBe(1);
    // Opened, a link that is not ours (or none at all) goes to the English page without a token, which
    // says the link is not valid: a redirect, never a JSON error for a person to read.
    for (const query of [...forged.map((token) => ({ token })), { token: "x".repeat(301) }, {} as Record<string, string>]) {
      const opened = await call(openUnsubscribe, "GET", "/server/alerts/unsubscribe", {
        query,
        headers: { accept: "text/html", "sec-fetch-mode": "navigate" },
      });
      expect([query.token, opened.status, opened.headers.get("location"), opened.headers.get("cache-control")]).toEqual([
        query.token,
        303,
        "http://localhost:3000/unsubscribe",
        "no-store",
      ]);
    }
    expect(await db.savedSearch.count({ where: { userId: buyer.id } })).toBe(1);
  });
});

describe("GET /server/alerts/run (the scheduler)", () => {
  const config = env();
  afterEach(() => {
    config.CRON_SECRET = undefined;
  });

  it("does not exist without CRON_SECRET, so it never runs unprotected", async () => {
    config.CRON_SECRET = undefined;
    const res = await call(runDigest, "GET", "/server/alerts/run", { headers: { authorization: "Bearer anything-at-all-here" } });
    expect([res.status, res.json.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("refuses a missing or wrong secret, and runs with the right one", async () => {
    config.CRON_SECRET = "cron-secret-for-the-tests-0123456789";
    const now = new Date();
    const buyer = await searcher({ filters: { breed: "Golden Retriever", location: "Nagpur" }, now });
    const seller = await createUser({ verified: true });
    await listPet({
      sellerId: seller.id,
      name: "Sunny",
      breed: "Golden Retriever",
      location: "Nagpur",
      createdAt: new Date(now.getTime() - 10 * MINUTE),
    });

    for (const authorization of [
      undefined,
      "Bearer wrong-secret",
      "cron-secret-for-the-tests-0123456789",
      "Bearer cron-secret-for-the-tests-012345678",
      "Basic Y3Jvbg==",
    ]) {
      const res = await call(runDigest, "GET", "/server/alerts/run", { headers: authorization ? { authorization } : {} });
      expect([authorization, res.status, res.json.code]).toEqual([authorization, 401, "CRON_SECRET_INVALID"]);
    }
    expect(await digestsTo(buyer.email)).toHaveLength(0);

    const res = await call(runDigest, "GET", "/server/alerts/run", {
      headers: { authorization: "Bearer cron-secret-for-the-tests-0123456789" },
    });
    expect(res.status).toBe(200);
    expect(res.json.run).toMatchObject({ isComplete: true, failed: 0 });
    expect(res.json.run.mailsSent).toBeGreaterThanOrEqual(1);
    expect(res.json.run.pets).toBeGreaterThanOrEqual(1);
    expect(res.json.run.users).toBeGreaterThanOrEqual(1);
    expect(res.json.run.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await digestsTo(buyer.email)).toHaveLength(1);
  });
});
