import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { POST as dismissFlag } from "@/app/server/admin/flags/[id]/dismiss/route";
import { POST as hideHeld } from "@/app/server/admin/flags/[id]/hide/route";
import { POST as publishHeld } from "@/app/server/admin/flags/[id]/publish/route";
import { GET as listFlags } from "@/app/server/admin/flags/route";
import { POST as hidePet } from "@/app/server/admin/pets/[id]/hide/route";
import { GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { POST as reportPet } from "@/app/server/pets/[id]/report/route";
import { GET as listPets, POST as createPet } from "@/app/server/pets/route";
import { GET as myPets } from "@/app/server/pets/user/route";
import { getDb } from "@/lib/db";
import { imageKey } from "@/lib/images/process";
import { landingPriceRange } from "@/lib/pets/landing";
import { blobStore } from "@/lib/images/store";
import { hashStoredPhotos } from "@/lib/trust/hash-stored-photos";
import { PHOTO_MATCH_DISTANCE } from "@/lib/trust/phash";
import { REVIEW_HELD_REASON } from "@/lib/trust/photo-match";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createUser, jpegPhoto, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";

// Listings that look like scams (lib/trust, docs/trust.md): photos another seller's listing uses (through
// the upload pipeline's perceptual hash), the hold when the other listing was taken down for fraud, a
// price far under the typical one, and the console's Flags.

const db = getDb();
jest.setTimeout(120_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
let sellerA: TUser;
let sellerB: TUser;
let sellerC: TUser;
let buyer: TUser;
let moderator: TUser;

const demo = (name: string) => readFileSync(path.join(__dirname, "../../prisma/demo/photos", `${name}.webp`));
const file = (data: Buffer, name = "photo.jpg") => ({ name, type: name.endsWith(".png") ? "image/png" : "image/jpeg", data });
const params = (id: string) => ({ params: { id } });

async function newListing(user: TUser, files: ReturnType<typeof file>[], fields: Record<string, string> = {}) {
  const res = await callMultipart(createPet, "POST", "/server/pets", { token: user.token, fields: { ...validPet, ...fields }, files });
  expect(res.status).toBe(201);
  return res.json.pet.id as string;
}
const flagsOf = (petId: string) =>
  db.listingFlag.findMany({
    where: { petId },
    orderBy: { createdAt: "asc" },
    select: { kind: true, otherPetId: true, detail: true, resolvedAt: true },
  });
const statusOf = (petId: string) =>
  db.pet.findUniqueOrThrow({ where: { id: petId }, select: { status: true, hiddenCause: true, hiddenReason: true } });
const consoleFlags = async (query: Record<string, string> = {}, token = moderator.token) => {
  const res = await call(listFlags, "GET", "/server/admin/flags", { token, query });
  expect(res.status).toBe(200);
  return res.json as { flags: Record<string, any>[]; nextCursor: string | null }; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const browseIds = async () =>
  ((await call(listPets, "GET", "/server/pets", { query: { limit: "100" } })).json.pets as { id: string }[]).map((p) => p.id);

/** Takes a listing down for fraud as the console does: a buyer reports it as a scam, a moderator hides it. */
async function takeDownForFraud(petId: string) {
  const report = await call(reportPet, "POST", `/server/pets/${petId}/report`, {
    token: buyer.token,
    ...params(petId),
    body: { reason: "scam", note: "Asked for a courier fee first" },
  });
  expect(report.status).toBe(201);
  const hide = await call(hidePet, "POST", `/server/admin/pets/${petId}/hide`, {
    token: moderator.token,
    ...params(petId),
    body: { reason: "Advance-fee fraud" },
  });
  expect(hide.status).toBe(200);
}

let labrador: Buffer;
beforeAll(async () => {
  await resetDb();
  [sellerA, sellerB, sellerC, buyer, moderator] = await Promise.all(
    ["Asha Rao", "Bala Krishna", "Chitra Iyer", "Dev Buyer", "Meera Moderator"].map((name) => createUser({ verified: true, name })),
  );
  await db.user.update({ where: { id: moderator.id }, data: { role: "moderator" } });
  labrador = await sharp(demo("labrador")).jpeg({ quality: 90 }).toBuffer();
});
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

describe("the database", () => {
  it("computes the hashes' distance itself (bit_count, PostgreSQL 14 and later)", async () => {
    const [row] = await db.$queryRaw<{ version: number; distance: number }[]>`
      SELECT current_setting('server_version_num')::int AS version, bit_count((${-1n} # ${0n}::bigint)::bit(64))::int AS distance`;
    expect(row.version).toBeGreaterThanOrEqual(140000);
    expect(row.distance).toBe(64);
  });
});

describe("a photo another seller's listing uses", () => {
  let petA: string;
  let againA: string;
  let petB: string;

  it("is hashed on upload; a listing with photos no one else has is not flagged", async () => {
    petA = await newListing(sellerA, [file(labrador)]);
    const [photo] = await db.petImage.findMany({ where: { petId: petA }, select: { phash: true, phashBands: true } });
    expect(typeof photo.phash).toBe("bigint");
    expect(photo.phashBands).toHaveLength(8);
    expect(await flagsOf(petA)).toEqual([]);
  });

  it("does not count a seller's own photo on another of their listings", async () => {
    againA = await newListing(sellerA, [file(await sharp(labrador).resize({ width: 600 }).toBuffer())]);
    expect(await flagsOf(againA)).toEqual([]);
    expect(await flagsOf(petA)).toEqual([]);
    // Nor does another seller's different photo match.
    const pug = await newListing(sellerC, [file(await sharp(demo("pug")).jpeg().toBuffer())]);
    expect(await flagsOf(pug)).toEqual([]);
  });

  it("flags both listings when another seller uploads a re-encoded copy", async () => {
    const copy = await sharp(labrador).jpeg({ quality: 50 }).toBuffer();
    petB = await newListing(sellerB, [file(await jpegPhoto()), file(copy)]);
    const [onB, onA] = [await flagsOf(petB), await flagsOf(petA)];
    expect(onB.map((f) => [f.kind, f.otherPetId, f.resolvedAt]).sort()).toEqual(
      [
        ["photo_match", petA, null],
        ["photo_match", againA, null],
      ].sort(),
    );
    expect(onA).toEqual([{ kind: "photo_match", otherPetId: petB, detail: expect.any(Object), resolvedAt: null }]);
    const detail = onB.find((f) => f.otherPetId === petA)!.detail as { distance: number; imageId: string; otherImageId: string };
    expect(detail.distance).toBeLessThanOrEqual(PHOTO_MATCH_DISTANCE);
    // The detail names the two photos: B's second one (the copy; the first, a plain colour, has no hash) and A's.
    const bPhotos = await db.petImage.findMany({ where: { petId: petB }, orderBy: { position: "asc" }, select: { id: true, phash: true } });
    expect(bPhotos[0].phash).toBeNull();
    const [aPhoto] = await db.petImage.findMany({ where: { petId: petA }, select: { id: true } });
    expect(detail).toEqual({ distance: detail.distance, imageId: bPhotos[1].id, otherImageId: aPhoto.id });
    expect(onA[0].detail).toEqual({ distance: detail.distance, imageId: aPhoto.id, otherImageId: bPhotos[1].id });
    // Flagged, not held: A's listing is not a fraud.
    expect((await statusOf(petB)).status).toBe("active");
    expect(await browseIds()).toContain(petB);
  });

  it("shows each pair once in the console, newer listing first, with the matching photos and the distance", async () => {
    const pairs = (await consoleFlags()).flags.filter((f) => f.kind === "photo_match");
    expect(pairs.map((f) => [f.pet.id, f.otherPet.id]).sort()).toEqual(
      [
        [petB, petA],
        [petB, againA],
      ].sort(),
    );
    const pair = pairs.find((f) => f.otherPet.id === petA)!;
    expect(pair).toMatchObject({
      kind: "photo_match",
      resolvedAt: null,
      pet: { id: petB, isHeld: false, isFraud: false, seller: { id: sellerB.id, email: sellerB.email } },
      otherPet: { id: petA, isHeld: false, isFraud: false, seller: { id: sellerA.id } },
      distance: expect.any(Number),
    });
    const bCopy = (await db.petImage.findMany({ where: { petId: petB }, orderBy: { position: "asc" } }))[1];
    expect(pair.pet.photo).toContain(bCopy.id);
  });

  it("is dismissed on both listings at once, with an audit row; dismissing again is refused", async () => {
    const id = (await consoleFlags()).flags.find((f) => f.kind === "photo_match" && f.otherPet.id === petA)!.id as string;
    const res = await call(dismissFlag, "POST", `/server/admin/flags/${id}/dismiss`, {
      token: moderator.token,
      ...params(id),
      body: { reason: "The same rescue's photo" },
    });
    expect(res.status).toBe(200);
    expect((await flagsOf(petA)).map((f) => f.resolvedAt)).toEqual([expect.any(Date)]);
    // B's pair with A is closed; its pair with A's other listing is not.
    expect((await flagsOf(petB)).map((f) => [f.otherPetId, f.resolvedAt === null]).sort()).toEqual(
      [
        [petA, false],
        [againA, true],
      ].sort(),
    );
    const again = await call(dismissFlag, "POST", `/server/admin/flags/${id}/dismiss`, { token: moderator.token, ...params(id), body: {} });
    expect([again.status, again.json.code]).toEqual([409, "FLAG_RESOLVED"]);
    const audit = await db.auditEntry.findMany({ where: { action: "listing_flag_dismissed" } });
    expect(audit).toMatchObject([
      { actorId: moderator.id, targetPetId: expect.any(String), reason: expect.stringContaining("The same rescue's photo") },
    ]);
    expect((await consoleFlags()).flags.map((f) => f.id)).not.toContain(id);
    expect((await consoleFlags({ state: "resolved" })).flags.map((f) => f.id)).toContain(id);
    const unknown = await call(dismissFlag, "POST", "/server/admin/flags/cxxxxxxxxxxxxxxxxxxxxxxxx/dismiss", {
      token: moderator.token,
      ...params("cxxxxxxxxxxxxxxxxxxxxxxxx"),
      body: {},
    });
    expect([unknown.status, unknown.json.code]).toEqual([404, "FLAG_NOT_FOUND"]);
  });

  describe("when the other listing was taken down for fraud", () => {
    let scam: string;
    let held: string;
    let holdFlag: string;

    beforeAll(async () => {
      scam = await newListing(sellerA, [file(await sharp(demo("golden-retriever")).jpeg().toBuffer())]);
      await takeDownForFraud(scam);
    });

    it("holds the new listing for review before anyone sees it", async () => {
      const resized = await sharp(demo("golden-retriever")).resize({ width: 600 }).jpeg({ quality: 70 }).toBuffer();
      held = await newListing(sellerB, [file(resized)]);
      expect(await statusOf(held)).toEqual({ status: "hidden", hiddenCause: "review", hiddenReason: REVIEW_HELD_REASON });
      expect(await browseIds()).not.toContain(held);
      const page = await call(getPet, "GET", `/server/pets/${held}`, { ...params(held) });
      expect([page.status, page.json.code]).toEqual([404, "PET_NOT_FOUND"]);
      // Its seller sees why in their listings.
      const mine = await call(myPets, "GET", "/server/pets/user", { token: sellerB.token });
      expect(mine.json.pets.find((p: { id: string }) => p.id === held)).toMatchObject({ status: "hidden", hidden: { cause: "review" } });
      expect(await db.auditEntry.findMany({ where: { action: "listing_held", targetPetId: held } })).toMatchObject([
        { actorId: null, targetUserId: sellerB.id, reason: expect.stringContaining(scam) },
      ]);
    });

    it("shows the held listing in the console; its flag cannot be dismissed, only published or hidden", async () => {
      const { flags } = await consoleFlags();
      const flag = flags.find((f) => f.kind === "photo_match" && [f.pet.id, f.otherPet?.id].includes(held))!;
      expect(flag).toMatchObject({ pet: { id: held, isHeld: true, isFraud: false }, otherPet: { id: scam, isHeld: false, isFraud: true } });
      holdFlag = flag.id;
      const dismiss = await call(dismissFlag, "POST", `/server/admin/flags/${holdFlag}/dismiss`, {
        token: moderator.token,
        ...params(holdFlag),
        body: {},
      });
      expect([dismiss.status, dismiss.json.code]).toEqual([409, "FLAG_LISTING_HELD"]);
      // Publishing the fraud's listing through its flag is refused: it is not held.
      const wrong = await call(publishHeld, "POST", `/server/admin/flags/${holdFlag}/publish`, {
        token: moderator.token,
        ...params(holdFlag),
        body: { petId: scam },
      });
      expect([wrong.status, wrong.json.code]).toEqual([409, "FLAG_LISTING_NOT_HELD"]);
      expect((await statusOf(scam)).hiddenCause).toBe("moderator");
      // A listing that is not the flag's is not found.
      const other = await call(publishHeld, "POST", `/server/admin/flags/${holdFlag}/publish`, {
        token: moderator.token,
        ...params(holdFlag),
        body: { petId: petA },
      });
      expect([other.status, other.json.code]).toEqual([404, "PET_NOT_FOUND"]);
    });

    it("is published by a moderator: visible again, its photo matches resolved", async () => {
      const res = await call(publishHeld, "POST", `/server/admin/flags/${holdFlag}/publish`, {
        token: moderator.token,
        ...params(holdFlag),
        body: { petId: held, reason: "The seller sent the original photo" },
      });
      expect(res.status).toBe(200);
      expect(await statusOf(held)).toEqual({ status: "active", hiddenCause: null, hiddenReason: null });
      expect(await browseIds()).toContain(held);
      expect((await flagsOf(held)).every((f) => f.resolvedAt !== null)).toBe(true);
      expect((await flagsOf(scam)).every((f) => f.resolvedAt !== null)).toBe(true);
      expect(await db.auditEntry.findMany({ where: { action: "listing_restored", targetPetId: held } })).toMatchObject([
        { actorId: moderator.id, reason: "The seller sent the original photo" },
      ]);
      const again = await call(publishHeld, "POST", `/server/admin/flags/${holdFlag}/publish`, {
        token: moderator.token,
        ...params(holdFlag),
        body: { petId: held },
      });
      expect([again.status, again.json.code]).toEqual([409, "LISTING_NOT_HIDDEN"]);
    });

    it("is hidden by a moderator through its flag, with the reason its seller reads", async () => {
      const copy = await sharp(demo("golden-retriever")).modulate({ brightness: 1.05 }).jpeg({ quality: 60 }).toBuffer();
      const second = await newListing(sellerC, [file(copy)]);
      expect((await statusOf(second)).hiddenCause).toBe("review");
      const flag = (await consoleFlags()).flags.find((f) => f.pet.id === second || f.otherPet?.id === second)!;
      const noReason = await call(hideHeld, "POST", `/server/admin/flags/${flag.id}/hide`, {
        token: moderator.token,
        ...params(flag.id),
        body: { petId: second },
      });
      expect(noReason.status).toBe(422);
      const res = await call(hideHeld, "POST", `/server/admin/flags/${flag.id}/hide`, {
        token: moderator.token,
        ...params(flag.id),
        body: { petId: second, reason: "The photo of a known scam" },
      });
      expect(res.status).toBe(200);
      expect(await statusOf(second)).toEqual({ status: "hidden", hiddenCause: "moderator", hiddenReason: "The photo of a known scam" });
      expect((await flagsOf(second)).every((f) => f.resolvedAt !== null)).toBe(true);
    });

    it("holds an edited listing that adds such a photo", async () => {
      const clean = await newListing(sellerC, [file(await sharp(demo("beagle")).jpeg().toBuffer())]);
      const copy = await sharp(demo("golden-retriever")).resize({ width: 2400 }).png().toBuffer();
      const keep = (await db.petImage.findMany({ where: { petId: clean }, select: { id: true } })).map((i) => i.id);
      const res = await callMultipart(updatePet, "PUT", `/server/pets/${clean}`, {
        token: sellerC.token,
        params: { id: clean },
        fields: { ...validPet, keepImageIds: JSON.stringify(keep) },
        files: [file(copy, "copy.png")],
      });
      expect(res.status).toBe(200);
      expect((await statusOf(clean)).hiddenCause).toBe("review");
    });
  });

  it("is found for photos stored before hashing by the backfill, which flags but holds nothing", async () => {
    const store = blobStore();
    const first = await newListing(sellerA, [file(await sharp(demo("husky")).jpeg().toBuffer())]);
    const second = await newListing(sellerC, [file(await sharp(demo("husky")).jpeg({ quality: 55 }).toBuffer())]);
    // As if both were stored before photos were hashed.
    await db.listingFlag.deleteMany({ where: { petId: { in: [first, second] } } });
    await db.petImage.updateMany({ where: { petId: { in: [first, second] } }, data: { phash: null, phashBands: [] } });
    await takeDownForFraud(first);

    const run = await hashStoredPhotos({ readLarge: async (id) => (await store.get(imageKey(id, "lg")))?.data ?? null, batchSize: 1 });
    expect(run).toMatchObject({ isComplete: true, unreadable: 0 });
    expect(run.hashed).toBeGreaterThanOrEqual(2);
    expect((await flagsOf(second)).map((f) => f.otherPetId)).toEqual([first]);
    expect((await statusOf(second)).status).toBe("active");
    // A second run finds nothing left to hash (but the plain photos, which stay without a hash).
    const again = await hashStoredPhotos({ readLarge: async (id) => (await store.get(imageKey(id, "lg")))?.data ?? null });
    expect(again.hashed).toBe(0);
  });
});

describe("a price far below the typical one", () => {
  // German Shepherds in Pune (a breed-in-town landing page); the listings of the photo tests are Labradors in Hyderabad.
  const shepherd = { breed: "German Shepherd", location: "Pune" };
  /** Another seller's active German Shepherd in Pune at this price, written straight to the database. */
  const typicalListing = (price: number, mode: "sale" | "rehoming" = "sale") =>
    db.pet.create({
      data: {
        mode,
        sellerId: buyer.id,
        name: `Typical ${price}`,
        breed: "German Shepherd",
        breedKey: "german shepherd",
        age: "3 months",
        price,
        location: "Pune",
        locationKey: "pune",
        description: "A fair price.",
        gender: "female",
      },
    });

  it("needs three other listings for a typical price", async () => {
    await typicalListing(28_000);
    await typicalListing(30_000);
    const early = await newListing(sellerC, [], { ...shepherd, price: "5000" });
    expect(await flagsOf(early)).toEqual([]);
    expect((await call(getPet, "GET", `/server/pets/${early}`, { ...params(early) })).json.pet.priceWarning).toBeNull();
    await db.pet.update({ where: { id: early }, data: { status: "inactive" } });
    await typicalListing(35_000);
  });

  it("flags a listing under a third of it and warns buyers on its page", async () => {
    const cheap = await newListing(sellerC, [], { ...shepherd, price: "9000" });
    expect(await flagsOf(cheap)).toEqual([
      { kind: "low_price", otherPetId: null, detail: { price: 9000, typical: 30_000, sample: 3 }, resolvedAt: null },
    ]);
    const page = await call(getPet, "GET", `/server/pets/${cheap}`, { ...params(cheap) });
    expect(page.json.pet.priceWarning).toEqual({ typical: 30_000 });
    const flag = (await consoleFlags()).flags.find((f) => f.kind === "low_price" && f.pet.id === cheap);
    expect(flag).toMatchObject({ price: 9000, typical: 30_000, otherPet: null, distance: null });

    // Raised to a fair price: no warning, and the flag resolves itself.
    const fields = { ...validPet, ...shepherd, price: "25000", keepImageIds: "[]" };
    expect(
      (await callMultipart(updatePet, "PUT", `/server/pets/${cheap}`, { token: sellerC.token, params: { id: cheap }, fields })).status,
    ).toBe(200);
    expect((await call(getPet, "GET", `/server/pets/${cheap}`, { ...params(cheap) })).json.pet.priceWarning).toBeNull();
    expect(await db.listingFlag.findMany({ where: { petId: cheap } })).toMatchObject([
      { resolvedById: null, resolvedAt: expect.any(Date) },
    ]);
    expect((await consoleFlags({ state: "resolved" })).flags.find((f) => f.pet.id === cheap)).toMatchObject({ resolvedBy: null });
  });

  it("leaves a normal price, and a breed or town without a typical price, alone", async () => {
    const fair = await newListing(sellerC, [], { ...shepherd, price: "20000" });
    const rare = await newListing(sellerC, [], { breed: "Kombai Cross", location: "Pune", price: "100" });
    const elsewhere = await newListing(sellerC, [], { breed: "German Shepherd", location: "Nowhere Village", price: "100" });
    for (const id of [fair, rare, elsewhere]) {
      expect(await flagsOf(id)).toEqual([]);
      expect((await call(getPet, "GET", `/server/pets/${id}`, { ...params(id) })).json.pet.priceWarning).toBeNull();
    }
  });

  it("leaves a rehoming's adoption fee alone, and keeps it out of the typical price", async () => {
    const rehoming = { ...shepherd, mode: "rehoming", price: "1500", rehoming_questions: "[]" };
    const adopted = await newListing(sellerC, [], rehoming);
    expect(await flagsOf(adopted)).toEqual([]);
    expect((await call(getPet, "GET", `/server/pets/${adopted}`, { ...params(adopted) })).json.pet.priceWarning).toBeNull();
    for (let i = 0; i < 3; i++) await typicalListing(1500, "rehoming");

    // The sales are 20,000, 25,000, 28,000, 30,000 and 35,000: their median, 28,000, is still the typical
    // price (with the four fees of 1,500 counted it would be 20,000, and 9,000 would not be far under it).
    const cheap = await newListing(sellerC, [], { ...shepherd, price: "9000" });
    expect(await flagsOf(cheap)).toEqual([
      { kind: "low_price", otherPetId: null, detail: { price: 9000, typical: 28_000, sample: 5 }, resolvedAt: null },
    ]);
    // The landing page's range is of sales too: its low end would be 1,500 with the fees.
    expect(await landingPriceRange({ breed: "German Shepherd", location: "Pune" })).toEqual({
      low: 20_000,
      high: 30_000,
      sample: 6,
    });
  });
});

describe("the console's flags", () => {
  it("answers 404 to anyone who is not a moderator, signed out included", async () => {
    const id = (await db.listingFlag.findFirstOrThrow()).id;
    for (const token of [undefined, sellerA.token]) {
      const list = await call(listFlags, "GET", "/server/admin/flags", { token });
      expect([list.status, list.json.code]).toEqual([404, "NOT_FOUND"]);
      for (const [handler, action] of [
        [dismissFlag, "dismiss"],
        [publishHeld, "publish"],
        [hideHeld, "hide"],
      ] as const) {
        const res = await call(handler, "POST", `/server/admin/flags/${id}/${action}`, {
          token,
          ...params(id),
          body: { petId: "x", reason: "x" },
        });
        expect([res.status, res.json.code]).toEqual([404, "NOT_FOUND"]);
      }
    }
  });

  it("pages newest first", async () => {
    const all = (await consoleFlags({ state: "resolved", limit: "100" })).flags.map((f) => f.id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof consoleFlags>> = await consoleFlags({
        state: "resolved",
        limit: "2",
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.flags.map((f) => f.id as string));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const bad = await call(listFlags, "GET", "/server/admin/flags", { token: moderator.token, query: { cursor: "nonsense" } });
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_CURSOR"]);
  });
});
