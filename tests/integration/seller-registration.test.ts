import { NextRequest } from "next/server";
import { GET as auditLog } from "@/app/server/admin/audit/route";
import { POST as approve } from "@/app/server/admin/seller-verifications/[id]/approve/route";
import { GET as moderatorCertificate } from "@/app/server/admin/seller-verifications/[id]/certificate/route";
import { POST as refuse } from "@/app/server/admin/seller-verifications/[id]/refuse/route";
import { GET as queue } from "@/app/server/admin/seller-verifications/route";
import { GET as publicImage } from "@/app/server/images/[...key]/route";
import { GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { PATCH as setStatus } from "@/app/server/pets/[id]/status/route";
import { GET as listPets, POST as createPet } from "@/app/server/pets/route";
import { GET as myPets } from "@/app/server/pets/user/route";
import { DELETE as deleteAccount } from "@/app/server/profile/route";
import { GET as ownCertificate } from "@/app/server/profile/seller/certificate/route";
import { GET as myRegistration, POST as submit } from "@/app/server/profile/seller/route";
import { getDb } from "@/lib/db";
import { blobStore } from "@/lib/images/store";
import { todayInIndia } from "@/lib/pets/constants";
import { MAX_INDIVIDUAL_LITTERS, MAX_INDIVIDUAL_YOUNG_LISTINGS } from "@/lib/pets/individual-limits";
import { REGISTRATION_LIMITS } from "@/lib/sellers/registration-schemas";
import { REMIND_DAYS_BEFORE, runRegistrationJob } from "@/lib/sellers/registration-job";
import { approvedRegistration, approvedRegistrations } from "@/lib/sellers/registration-read";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createUser, jpegPhoto, validPet } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";
import { expectDocumentedAnswer } from "../helpers/openapi";

// Registered sellers (docs/trust.md, "Registered sellers"): a breeder's, pet shop's or shelter's
// registration sent from the profile with its certificate, checked by a moderator in the Seller
// verifications queue; the seller's listings of that type held until then and published on approval,
// held again when it expires (reminded a month before, once); the certificate never public; the
// individual limits for young dogs and cats; the registered filter.

const db = getDb();
jest.setTimeout(120_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
let moderator: TUser;
let moderator2: TUser;
let phoneSeq = 0;

const day = (offsetDays: number, from = new Date()) =>
  new Date(Date.parse(`${todayInIndia(from)}T00:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);
const inAYear = () => day(365);
const params = (id: string) => ({ params: { id } });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A seller with a verified email and, unless asked otherwise, a verified phone. */
async function seller(name: string, { phone = true, locale = "en" }: { phone?: boolean; locale?: "en" | "te" | "hi" } = {}) {
  const user = await createUser({ verified: true, name });
  await db.user.update({
    where: { id: user.id },
    data: { locale, ...(phone ? { phone: `+9198765${String(++phoneSeq).padStart(5, "0")}`, phoneVerifiedAt: new Date() } : {}) },
  });
  return user;
}

async function makeModerator(name: string) {
  const user = await createUser({ verified: true, name });
  await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  return user;
}

/** POST /server/profile/seller the way the profile's form sends it. */
async function sendRegistration(
  token: string,
  fields: Record<string, string>,
  file: { data: Buffer; type: string; name: string } | null = { data: PDF, type: "application/pdf", name: "certificate.pdf" },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("certificate", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const headers = new Headers({ "x-forwarded-for": freshIp(), authorization: `Bearer ${token}` });
  const req = new NextRequest(new URL("/server/profile/seller", "http://localhost:3000"), { method: "POST", body: form, headers });
  const res = await submit(req, { params: Promise.resolve({}) });
  const text = await res.text();
  expectDocumentedAnswer({
    method: "POST",
    pathname: "/server/profile/seller",
    status: res.status,
    contentType: res.headers.get("content-type"),
    text,
  });
  return { status: res.status, json: JSON.parse(text) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const breederFields = (extra: Record<string, string> = {}) => ({
  type: "breeder",
  state: "TS",
  number: "TSAWB/BR/2026/0042",
  validUntil: inAYear(),
  ...extra,
});

/**
 * A listing through POST /server/pets; `fields` on top of a valid one. A breeder's, pet shop's or shelter's
 * is a Persian cat here: a dog of theirs must carry its microchip number too (lib/law), which is not this file's business.
 */
const list = (token: string, fields: Record<string, string> = {}) =>
  callMultipart(createPet, "POST", "/server/pets", { token, fields: { ...validPet, name: `Pup${++phoneSeq}`, ...fields } });

const cat = { breed: "Persian", species: "cat", age: "2 years" };
const registrationOf = (userId: string) => db.sellerRegistration.findUniqueOrThrow({ where: { userId } });
const petRow = (id: string) =>
  db.pet.findUniqueOrThrow({ where: { id }, select: { status: true, hiddenCause: true, registrationNumber: true } });
const mailsTo = (to: string, kind: string) => db.mail.findMany({ where: { to, kind }, orderBy: { createdAt: "asc" } });
const browse = async (query: Record<string, string> = {}) =>
  ((await call(listPets, "GET", "/server/pets", { query: { limit: "50", ...query } })).json.pets as {
    id: string;
    registered: unknown;
  }[]) ?? [];
const approveAs = (id: string, token = moderator.token) =>
  call(approve, "POST", `/server/admin/seller-verifications/${id}/approve`, { token, ...params(id) });
const refuseAs = (id: string, reason: string, token: string | undefined = moderator.token) =>
  call(refuse, "POST", `/server/admin/seller-verifications/${id}/refuse`, { token, ...params(id), body: { reason } });

// Sending is limited per account and day: each test starts with the counters at nought.
beforeEach(() => db.rateLimit.deleteMany());

beforeAll(async () => {
  await resetDb();
  moderator = await makeModerator("Meera Moderator");
  moderator2 = await makeModerator("Mohan Moderator");
});
afterAll(closeDb);

describe("sending a registration", () => {
  let user: TUser;
  beforeAll(async () => {
    user = await seller("Ravi Breeder");
  });

  it("needs a verified phone", async () => {
    const noPhone = await seller("Sita No Phone", { phone: false });
    const res = await sendRegistration(noPhone.token, breederFields());
    expect([res.status, res.json.code]).toEqual([403, "REGISTRATION_PHONE_REQUIRED"]);
    expect(await db.sellerRegistration.count({ where: { userId: noPhone.id } })).toBe(0);
    const state = await call(myRegistration, "GET", "/server/profile/seller", { token: noPhone.token });
    expect(state.json).toMatchObject({ registration: null, isPhoneVerified: false, isEmailVerified: true, heldListings: 0 });
  });

  it("needs a verified email", async () => {
    const unverified = await createUser({ name: "Unverified" });
    await db.user.update({ where: { id: unverified.id }, data: { phone: "+919000000001", phoneVerifiedAt: new Date() } });
    const res = await sendRegistration(unverified.token, breederFields());
    expect([res.status, res.json.code]).toEqual([403, "EMAIL_NOT_VERIFIED"]);
  });

  it.each([
    ["a breeder without its valid-until date", { validUntil: "" }, "validUntil", "registrationValidUntilRequired"],
    ["a date that has passed", { validUntil: day(-1) }, "validUntil", "registrationValidUntilPast"],
    ["today (valid until today has no future)", { validUntil: day(0) }, "validUntil", "registrationValidUntilPast"],
    ["a state the list does not hold", { state: "XX" }, "state", "registrationStateRequired"],
    ["seller type individual", { type: "individual" }, "type", "registrationTypeRequired"],
    ["a number with markup", { number: "<b>12</b>" }, "number", "registrationNumberInvalid"],
    ["a number past 60 characters", { number: "A".repeat(61) }, "number", "registrationNumberMax"],
  ])("refuses %s", async (_what, change, field, code) => {
    const res = await sendRegistration(user.token, breederFields(change));
    expect([res.status, res.json.code, res.json.fieldCodes?.[field]]).toEqual([422, "VALIDATION", [code]]);
  });

  it("refuses a file that is neither a photo nor a PDF, and none at all", async () => {
    const text = await sendRegistration(user.token, breederFields(), {
      data: Buffer.from("just some text"),
      type: "image/jpeg",
      name: "fake.jpg",
    });
    expect([text.status, text.json.fieldCodes?.certificate]).toEqual([422, ["CERTIFICATE_UNREADABLE"]]);
    const none = await sendRegistration(user.token, breederFields(), null);
    expect([none.status, none.json.fieldCodes?.certificate]).toEqual([422, ["CERTIFICATE_REQUIRED"]]);
  });

  it("refuses a PDF over its limit", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(REGISTRATION_LIMITS.pdfMaxBytes)]);
    const res = await sendRegistration(user.token, breederFields(), { data: big, type: "application/pdf", name: "big.pdf" });
    expect([res.status, res.json.code]).toEqual([413, "CERTIFICATE_TOO_LARGE"]);
  });

  it("lets a shelter leave the date out, and nothing refused was stored", async () => {
    expect(await db.sellerRegistration.count({ where: { userId: user.id } })).toBe(0);
    const res = await sendRegistration(user.token, { type: "shelter", state: "KA", number: "AWBI/REC/2020/77" });
    expect(res.status).toBe(201);
    expect(res.json.registration).toMatchObject({
      type: "shelter",
      state: "KA",
      validUntil: null,
      status: "pending",
      certificate: { kind: "pdf" },
    });
  });

  it("a new one replaces the old, with its certificate, pending again, in the audit log", async () => {
    const before = await registrationOf(user.id);
    const photo = await jpegPhoto({ gps: true });
    const res = await sendRegistration(user.token, breederFields(), { data: photo, type: "image/jpeg", name: "certificate.jpg" });
    expect(res.status).toBe(201);
    const after = await registrationOf(user.id);
    expect([after.id, after.type, after.status, after.certificateType]).toEqual([before.id, "breeder", "pending", "image/webp"]);
    expect(await blobStore().get(before.certificateKey)).toBeNull();
    expect(await blobStore().get(after.certificateKey)).not.toBeNull();
    const audit = await db.auditEntry.findMany({ where: { targetUserId: user.id, action: "seller_registration_submitted" } });
    expect(audit.map((a) => a.actorId)).toEqual([user.id, user.id]);
  });
});

describe("held listings, approval and refusal", () => {
  let breeder: TUser;
  let heldId: string;
  let registrationId: string;

  beforeAll(async () => {
    breeder = await seller("Lakshmi Kennels", { locale: "te" });
  });

  it("refuses a listing as a breeder without a registration, explaining it", async () => {
    const res = await list(breeder.token, { ...cat, sellerType: "breeder" });
    expect([res.status, res.json.code, res.json.fieldCodes?.sellerType]).toEqual([
      403,
      "SELLER_REGISTRATION_REQUIRED",
      ["SELLER_REGISTRATION_REQUIRED"],
    ]);
    expect(res.json.message).toContain("State Animal Welfare Board");
    expect(await db.pet.count({ where: { sellerId: breeder.id } })).toBe(0);
  });

  it("publishes a listing with no seller type at once, as an individual's", async () => {
    const res = await list(breeder.token, { name: "Plain Sheru" });
    expect(res.status).toBe(201);
    expect(await petRow(res.json.pet.id)).toMatchObject({ status: "active", hiddenCause: null });
    const shown = (await browse()).find((p) => p.id === res.json.pet.id);
    expect(shown?.registered).toBeNull();
  });

  it("holds a breeder's listing while the registration waits", async () => {
    registrationId = (await sendRegistration(breeder.token, breederFields({ number: "TS-BR-0007" }))).json.registration.id;
    const res = await list(breeder.token, { ...cat, sellerType: "breeder", registrationNumber: "MADE-UP-99" });
    expect(res.status).toBe(201);
    heldId = res.json.pet.id;
    expect(await petRow(heldId)).toEqual({ status: "hidden", hiddenCause: "unverified", registrationNumber: "TS-BR-0007" });
    expect((await browse()).map((p) => p.id)).not.toContain(heldId);
    expect((await call(getPet, "GET", `/server/pets/${heldId}`, params(heldId))).status).toBe(404);
    const mine = await call(myPets, "GET", "/server/pets/user", { token: breeder.token });
    expect(mine.json.pets.find((p: { id: string }) => p.id === heldId)?.hidden).toMatchObject({ cause: "unverified" });
    const state = await call(myRegistration, "GET", "/server/profile/seller", { token: breeder.token });
    expect(state.json).toMatchObject({ registration: { status: "pending", number: "TS-BR-0007" }, heldListings: 1 });
  });

  it("keeps a held listing held when its seller sets it active", async () => {
    const res = await call(setStatus, "PATCH", `/server/pets/${heldId}/status`, {
      token: breeder.token,
      ...params(heldId),
      body: { status: "active" },
    });
    expect([res.status, res.json.code]).toEqual([409, "LISTING_HIDDEN"]);
  });

  it("shows the queue to moderators only (404 to anyone else), pending first, with its certificate", async () => {
    for (const token of [breeder.token, undefined]) {
      expect((await call(queue, "GET", "/server/admin/seller-verifications", { token })).status).toBe(404);
      expect(
        (await call(approve, "POST", `/server/admin/seller-verifications/${registrationId}/approve`, { token, ...params(registrationId) }))
          .status,
      ).toBe(404);
      expect(
        (
          await call(refuse, "POST", `/server/admin/seller-verifications/${registrationId}/refuse`, {
            token,
            ...params(registrationId),
            body: { reason: "No" },
          })
        ).status,
      ).toBe(404);
      const certificate = await call(moderatorCertificate, "GET", `/server/admin/seller-verifications/${registrationId}/certificate`, {
        token,
        ...params(registrationId),
      });
      expect(certificate.status).toBe(404);
    }
    const res = await call(queue, "GET", "/server/admin/seller-verifications", { token: moderator.token });
    expect(res.status).toBe(200);
    const item = res.json.registrations.find((r: { id: string }) => r.id === registrationId);
    expect(item).toMatchObject({ status: "pending", seller: { id: breeder.id, isPhoneVerified: true }, heldListings: 1 });
    const statuses = res.json.registrations.map((r: { status: string }) => r.status);
    expect(statuses.indexOf("pending")).toBe(0);
    const refusedOnly = await call(queue, "GET", "/server/admin/seller-verifications", {
      token: moderator.token,
      query: { status: "refused" },
    });
    expect(refusedOnly.json.registrations).toEqual([]);
  });

  it("approval publishes the held listing with the mark, in the audit log, and tells the seller in their language", async () => {
    expect(await approvedRegistration({ sellerId: breeder.id })).toBeNull();
    const res = await approveAs(registrationId);
    expect(await approvedRegistration({ sellerId: breeder.id })).toEqual({
      type: "breeder",
      state: "TS",
      number: "TS-BR-0007",
      validUntil: inAYear(),
    });
    const many = await approvedRegistrations({ sellerIds: [breeder.id, moderator.id] });
    expect([...many.keys()]).toEqual([breeder.id]);
    // Past its date it is no longer shown, even before the daily job marks it expired.
    expect(await approvedRegistration({ sellerId: breeder.id, now: new Date(Date.now() + 400 * 86_400_000) })).toBeNull();
    expect([res.status, res.json.publishedListings]).toEqual([200, 1]);
    expect(await petRow(heldId)).toMatchObject({ status: "active", hiddenCause: null });
    const shown = (await browse()).find((p) => p.id === heldId);
    expect(shown?.registered).toEqual({ type: "breeder", state: "TS" });
    const page = await call(getPet, "GET", `/server/pets/${heldId}`, params(heldId));
    expect([page.json.pet.registered, page.json.pet.registrationNumber]).toEqual([{ type: "breeder", state: "TS" }, "TS-BR-0007"]);
    const audit = await call(auditLog, "GET", "/server/admin/audit", { token: moderator.token });
    const approvals = audit.json.entries.filter(
      (e: { action: string; targetUser: { id: string } | null }) =>
        e.action === "seller_registration_approved" && e.targetUser?.id === breeder.id,
    );
    expect(approvals).toHaveLength(1);
    const mails = await mailsTo(breeder.email, "seller_registration_approved");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("తెలంగాణ");
    expect(mails[0].link).toMatch(/\/te\/profile\?tab=seller$/);
    expect(await db.liveEvent.count({ where: { userId: breeder.id, kind: "seller.registration" } })).toBe(1);
  });

  it("an approved breeder's next listing is published at once, and deciding again is refused", async () => {
    const res = await list(breeder.token, { ...cat, sellerType: "breeder" });
    expect(await petRow(res.json.pet.id)).toMatchObject({ status: "active" });
    expect((await approveAs(registrationId)).json.code).toBe("REGISTRATION_DECIDED");
    expect((await refuseAs(registrationId, "Too late")).json.code).toBe("REGISTRATION_DECIDED");
    // A listing of another registered type is still refused: the registration is a breeder's.
    expect((await list(breeder.token, { ...cat, sellerType: "pet_shop" })).json.code).toBe("SELLER_REGISTRATION_REQUIRED");
  });

  it("editing re-applies the rule: an individual's listing turned breeder's is published (approved), another type's refused", async () => {
    const plain = (await list(breeder.token)).json.pet.id as string;
    const edit = (fields: Record<string, string>) =>
      callMultipart(updatePet, "PUT", `/server/pets/${plain}`, {
        token: breeder.token,
        params: { id: plain },
        fields: { ...validPet, ...fields },
      });
    expect((await edit({ ...cat, sellerType: "breeder" })).status).toBe(200);
    expect(await petRow(plain)).toMatchObject({ status: "active", registrationNumber: "TS-BR-0007" });
    expect((await edit({ ...cat, sellerType: "shelter" })).json.code).toBe("SELLER_REGISTRATION_REQUIRED");
  });

  it("the registered filter finds the approved breeder's listings and leaves the others out", async () => {
    const individual = await seller("Anita Individual");
    const theirs = (await list(individual.token, { name: "Just Moti" })).json.pet.id as string;
    const registered = (await browse({ registered: "1" })).map((p) => p.id);
    expect(registered).toContain(heldId);
    expect(registered).not.toContain(theirs);
    expect((await browse()).map((p) => p.id)).toEqual(expect.arrayContaining([heldId, theirs]));
    expect((await call(listPets, "GET", "/server/pets", { query: { registered: "yes" } })).status).toBe(400);
  });

  it("refusal keeps the held listing held, tells the seller why, and refuses new listings of that type", async () => {
    const shop = await seller("Pet Corner");
    const id = (await sendRegistration(shop.token, { type: "pet_shop", state: "MH", number: "MSAWB/PS/19", validUntil: inAYear() })).json
      .registration.id;
    const held = (await list(shop.token, { ...cat, sellerType: "pet_shop" })).json.pet.id as string;
    expect((await refuseAs(id, "   ")).status).toBe(422);
    const res = await refuseAs(id, "The certificate's photo is blurred: the number cannot be read.");
    expect(res.status).toBe(200);
    expect(await petRow(held)).toMatchObject({ status: "hidden", hiddenCause: "unverified" });
    const state = await call(myRegistration, "GET", "/server/profile/seller", { token: shop.token });
    expect(state.json.registration).toMatchObject({
      status: "refused",
      refusedReason: "The certificate's photo is blurred: the number cannot be read.",
    });
    const mails = await mailsTo(shop.email, "seller_registration_refused");
    expect(mails.map((m) => m.text.includes("number cannot be read"))).toEqual([true]);
    expect((await list(shop.token, { ...cat, sellerType: "pet_shop" })).json.code).toBe("SELLER_REGISTRATION_REQUIRED");
    const audit = await db.auditEntry.findMany({ where: { targetUserId: shop.id, action: "seller_registration_refused" } });
    expect(audit.map((a) => [a.actorId, a.reason])).toEqual([
      [moderator.id, "The certificate's photo is blurred: the number cannot be read."],
    ]);
  });

  it("two moderators deciding at once: exactly one decision", async () => {
    const shelter = await seller("Blue Cross Hyd");
    const id = (await sendRegistration(shelter.token, { type: "shelter", state: "TS", number: "AWBI/2019/204" })).json.registration.id;
    const answers = await Promise.all([approveAs(id, moderator.token), refuseAs(id, "Not an AWBI number", moderator2.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json.code).toBe("REGISTRATION_DECIDED");
    const decisions = await db.auditEntry.count({
      where: { targetUserId: shelter.id, action: { in: ["seller_registration_approved", "seller_registration_refused"] } },
    });
    expect(decisions).toBe(1);
  });

  it("a moderator cannot decide their own registration", async () => {
    await db.user.update({ where: { id: moderator2.id }, data: { phone: "+919111111111", phoneVerifiedAt: new Date() } });
    const id = (await sendRegistration(moderator2.token, breederFields())).json.registration.id;
    expect((await approveAs(id, moderator2.token)).json.code).toBe("REGISTRATION_OWN_DECISION");
  });
});

describe("the certificate is never public", () => {
  it("is served to its owner and the moderators, privately, and to nobody else", async () => {
    const owner = await seller("Private Papers");
    const photoOwner = await seller("Photo Papers");
    const other = await seller("Nosy Neighbour");
    await sendRegistration(owner.token, breederFields());
    await sendRegistration(photoOwner.token, breederFields(), { data: await jpegPhoto(), type: "image/jpeg", name: "c.jpg" });
    const pdfRow = await registrationOf(owner.id);
    const photoRow = await registrationOf(photoOwner.id);
    expect(pdfRow.certificateKey).toMatch(/^certificates\//);

    const mine = await ownCertificate(
      new NextRequest("http://localhost:3000/server/profile/seller/certificate", { headers: { authorization: `Bearer ${owner.token}` } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect([mine.status, mine.headers.get("content-type"), mine.headers.get("cache-control")]).toEqual([
      200,
      "application/pdf",
      "private, no-store",
    ]);
    expect(mine.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);

    const photo = await call(ownCertificate, "GET", "/server/profile/seller/certificate", { token: photoOwner.token });
    expect([photo.status, photo.headers.get("content-type"), photo.headers.get("content-disposition")?.startsWith("inline")]).toEqual([
      200,
      "image/webp",
      true,
    ]);

    const asModerator = await call(moderatorCertificate, "GET", `/server/admin/seller-verifications/${photoRow.id}/certificate`, {
      token: moderator.token,
      ...params(photoRow.id),
    });
    expect([asModerator.status, asModerator.headers.get("cache-control")]).toEqual([200, "private, no-store"]);

    // Someone else: their own certificate route has none, the moderators' route does not exist for them.
    expect((await call(ownCertificate, "GET", "/server/profile/seller/certificate", { token: other.token })).status).toBe(404);
    expect(
      (
        await call(moderatorCertificate, "GET", `/server/admin/seller-verifications/${pdfRow.id}/certificate`, {
          token: other.token,
          ...params(pdfRow.id),
        })
      ).status,
    ).toBe(404);
    expect((await call(ownCertificate, "GET", "/server/profile/seller/certificate")).status).toBe(401);
    // The public photo route refuses the key, whatever its form.
    for (const key of [pdfRow.certificateKey, photoRow.certificateKey]) {
      const res = await call(publicImage, "GET", `/server/images/${key}`, { params: { key } });
      expect([key, res.status]).toEqual([key, 404]);
    }
  });
});

describe("the registration's dates", () => {
  it("expiry holds the listings again and tells the seller; the reminder goes once, a month before", async () => {
    const breeder = await seller("Expiring Kennels");
    const soonBreeder = await seller("Soon Kennels");
    const ids: string[] = [];
    for (const who of [breeder, soonBreeder]) {
      const id = (await sendRegistration(who.token, breederFields())).json.registration.id as string;
      expect((await approveAs(id)).status).toBe(200);
      ids.push(id);
    }
    const pet = (await list(breeder.token, { ...cat, sellerType: "breeder" })).json.pet.id as string;
    expect(await petRow(pet)).toMatchObject({ status: "active" });
    expect((await browse()).find((p) => p.id === pet)?.registered).toMatchObject({ type: "breeder" });
    expect((await call(getPet, "GET", `/server/pets/${pet}`, { ...params(pet) })).json.pet.registered).toMatchObject({ type: "breeder" });
    const now = new Date();
    // One valid through yesterday, one ending within the month.
    await db.sellerRegistration.update({ where: { id: ids[0] }, data: { validUntil: new Date(`${day(-1)}T00:00:00Z`) } });
    await db.sellerRegistration.update({
      where: { id: ids[1] },
      data: { validUntil: new Date(`${day(REMIND_DAYS_BEFORE - 5)}T00:00:00Z`) },
    });
    // Before the job has run, the lapsed date already takes the mark off the card and the listing out of the
    // registered filter, as it takes the registration off the pet page.
    expect((await browse()).find((p) => p.id === pet)?.registered).toBeNull();
    expect((await browse({ registered: "1" })).map((p) => p.id)).not.toContain(pet);
    expect((await call(getPet, "GET", `/server/pets/${pet}`, { ...params(pet) })).json.pet.registered).toBeNull();

    const first = await runRegistrationJob({ now });
    expect(first).toMatchObject({ expired: 1, heldListings: 1, reminded: 1, isComplete: true });
    expect(await petRow(pet)).toMatchObject({ status: "hidden", hiddenCause: "unverified" });
    expect((await registrationOf(breeder.id)).status).toBe("expired");
    expect(await mailsTo(breeder.email, "seller_registration_expired")).toHaveLength(1);
    expect(await mailsTo(soonBreeder.email, "seller_registration_expiring")).toHaveLength(1);
    expect(
      (await db.auditEntry.findMany({ where: { targetUserId: breeder.id, action: "seller_registration_expired" } })).map((a) => a.actorId),
    ).toEqual([null]);
    // An expired registration holds new listings too, and the next day's run changes nothing and mails nobody.
    expect(await petRow((await list(breeder.token, { ...cat, sellerType: "breeder" })).json.pet.id)).toMatchObject({
      hiddenCause: "unverified",
    });
    const second = await runRegistrationJob({ now: new Date(now.getTime() + 86_400_000) });
    expect(second).toMatchObject({ expired: 0, reminded: 0 });
    expect(await mailsTo(soonBreeder.email, "seller_registration_expiring")).toHaveLength(1);

    // The renewal, approved, publishes them again.
    const renewed = (await sendRegistration(breeder.token, breederFields({ number: "TS-BR-RENEWED" }))).json.registration.id as string;
    expect((await approveAs(renewed)).json.publishedListings).toBe(2);
    expect(await petRow(pet)).toMatchObject({ status: "active", registrationNumber: "TS-BR-RENEWED" });
  });

  it("a registration whose date passed while it waited cannot be approved", async () => {
    const late = await seller("Late Kennels");
    const id = (await sendRegistration(late.token, breederFields())).json.registration.id as string;
    await db.sellerRegistration.update({ where: { id }, data: { validUntil: new Date(`${day(-2)}T00:00:00Z`) } });
    expect((await approveAs(id)).json.code).toBe("REGISTRATION_LAPSED");
  });
});

describe("an individual is not a breeder", () => {
  const puppy = (ageDays: number, extra: Record<string, string> = {}) => ({
    species: "dog",
    age: "2 months",
    dateOfBirth: day(-ageDays),
    ...extra,
  });

  it(`lists ${MAX_INDIVIDUAL_LITTERS} litters of puppies in 12 months, and refuses the next`, async () => {
    const person = await seller("Home With Two Litters");
    expect((await list(person.token, puppy(60))).status).toBe(201);
    // Born within two weeks of the first: the same litter.
    expect((await list(person.token, puppy(70, { sellerType: "individual" }))).status).toBe(201);
    expect((await list(person.token, puppy(110))).status).toBe(201);
    const third = await list(person.token, puppy(160));
    expect([third.status, third.json.code, third.json.params]).toEqual([409, "INDIVIDUAL_LITTER_LIMIT", { max: MAX_INDIVIDUAL_LITTERS }]);
    expect(third.json.message).toContain("Dog Breeding and Marketing Rules 2017");
    // A grown dog is no litter.
    expect((await list(person.token, { species: "dog", age: "3 years" })).status).toBe(201);
  });

  it(`has ${MAX_INDIVIDUAL_YOUNG_LISTINGS} active listings of young ones at a time, not more`, async () => {
    const person = await seller("One Big Litter");
    const ids: string[] = [];
    for (let i = 0; i < MAX_INDIVIDUAL_YOUNG_LISTINGS; i++) {
      const res = await list(person.token, puppy(65, { species: "cat" }));
      expect(res.status).toBe(201);
      ids.push(res.json.pet.id);
    }
    const next = await list(person.token, puppy(65, { species: "cat" }));
    expect([next.status, next.json.code, next.json.params]).toEqual([
      409,
      "INDIVIDUAL_YOUNG_LIMIT",
      { max: MAX_INDIVIDUAL_YOUNG_LISTINGS },
    ]);
    // One sold: room for another.
    expect(
      (
        await call(setStatus, "PATCH", `/server/pets/${ids[0]}/status`, {
          token: person.token,
          ...params(ids[0]),
          body: { status: "sold" },
        })
      ).status,
    ).toBe(200);
    expect((await list(person.token, puppy(65, { species: "cat" }))).status).toBe(201);
    // Setting the sold one active again would make four.
    const back = await call(setStatus, "PATCH", `/server/pets/${ids[0]}/status`, {
      token: person.token,
      ...params(ids[0]),
      body: { status: "active" },
    });
    expect([back.status, back.json.code]).toEqual([409, "INDIVIDUAL_YOUNG_LIMIT"]);
    expect((await petRow(ids[0])).status).toBe("sold");
  });

  it("does not limit an approved breeder", async () => {
    const breeder = await seller("Big Kennels");
    const id = (await sendRegistration(breeder.token, breederFields())).json.registration.id as string;
    await approveAs(id);
    for (let i = 0; i <= MAX_INDIVIDUAL_YOUNG_LISTINGS; i++)
      expect((await list(breeder.token, puppy(65 + i * 30, { species: "cat", breed: "Persian", sellerType: "breeder" }))).status).toBe(201);
  });
});

describe("data rights", () => {
  it("deleting the account erases the registration and its certificate", async () => {
    const gone = await seller("Leaving Kennels");
    await sendRegistration(gone.token, breederFields());
    const { certificateKey } = await registrationOf(gone.id);
    const res = await call(deleteAccount, "DELETE", "/server/profile", { token: gone.token, body: { password: "secret123" } });
    expect(res.status).toBe(200);
    expect(await db.sellerRegistration.count({ where: { userId: gone.id } })).toBe(0);
    expect(await blobStore().get(certificateKey)).toBeNull();
  });
});

describe("a held listing that no longer meets the listing rules", () => {
  it("is set aside, not published, when the registration is approved; the moderator and the seller are told", async () => {
    const kennel = await seller("Kiran Kennel");
    await sendRegistration(kennel.token, breederFields({ number: "TSAWB/BR/2026/0099" }));
    const { id } = await registrationOf(kennel.id);
    const kitten = await list(kennel.token, { ...cat, sellerType: "breeder" });
    // Listed at five months, microchipped, lawful then; held for the registration until past six months,
    // when the Dog Breeding and Marketing Rules 2017 let a breeder sell it only sterilised.
    const dog = await list(kennel.token, {
      breed: "Beagle",
      species: "dog",
      age: "5 months",
      sellerType: "breeder",
      microchipNumber: "985112003456789",
    });
    expect([kitten.status, dog.status]).toEqual([201, 201]);
    await db.pet.update({ where: { id: dog.json.pet.id }, data: { bornOn: new Date(`${day(-250)}T00:00:00Z`) } });

    const res = await approveAs(id);
    expect([res.status, res.json.publishedListings, res.json.setAsideListings]).toEqual([200, 1, 1]);
    expect(await petRow(kitten.json.pet.id)).toMatchObject({ status: "active", hiddenCause: null });
    expect(await petRow(dog.json.pet.id)).toMatchObject({ status: "inactive", hiddenCause: null });
    expect((await browse()).some((p) => p.id === dog.json.pet.id)).toBe(false);
    const [mail] = await mailsTo(kennel.email, "seller_registration_approved");
    expect(mail.text).toContain("1 listing no longer meets the listing rules");
    expect(mail.text).toContain("Your listings as a registered breeder now carry");
    // Its seller makes it active again only once it meets them.
    const again = await call(setStatus, "PATCH", `/server/pets/${dog.json.pet.id}/status`, {
      token: kennel.token,
      ...params(dog.json.pet.id),
      body: { status: "active" },
    });
    expect(again.json.code).toBe("STERILISATION_REQUIRED");
  });

  it("an active one is set aside by the daily job the day it turns unlawful, and its seller mailed once", async () => {
    const kennel = await seller("Anand Kennels", { locale: "hi" });
    await sendRegistration(kennel.token, breederFields({ number: "TSAWB/BR/2026/0123" }));
    await approveAs((await registrationOf(kennel.id)).id);
    const dogAt = (name: string, sterilised?: "true") =>
      list(kennel.token, {
        breed: "Beagle",
        species: "dog",
        age: "5 months",
        sellerType: "breeder",
        microchipNumber: "985112003456789",
        name,
        ...(sterilised ? { sterilised } : {}),
      });
    const grown = await dogAt("Raja Grown");
    const sterilised = await dogAt("Sheru Sterilised", "true");
    const young = await dogAt("Chotu Young");
    expect([grown.status, sterilised.status, young.status]).toEqual([201, 201, 201]);
    const sixMonthsAgo = new Date(`${day(-200)}T00:00:00Z`);
    for (const id of [grown.json.pet.id, sterilised.json.pet.id]) await db.pet.update({ where: { id }, data: { bornOn: sixMonthsAgo } });

    const first = await runRegistrationJob();
    expect(first).toMatchObject({ setAsideListings: 1, isComplete: true });
    expect(await petRow(grown.json.pet.id)).toMatchObject({ status: "inactive", hiddenCause: null });
    expect(await petRow(sterilised.json.pet.id)).toMatchObject({ status: "active" });
    expect(await petRow(young.json.pet.id)).toMatchObject({ status: "active" });
    const mails = await mailsTo(kennel.email, "listing_set_aside_law");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Raja Grown");
    expect(mails[0].text).toContain("कुत्ता प्रजनन और विपणन नियम 2017");
    expect(mails[0].link).toMatch(/\/hi\/dashboard$/);
    expect((await runRegistrationJob()).setAsideListings).toBe(0);
    expect(await mailsTo(kennel.email, "listing_set_aside_law")).toHaveLength(1);
  });
});
