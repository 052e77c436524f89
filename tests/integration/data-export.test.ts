import { strFromU8, unzipSync } from "fflate";
import { NextRequest } from "next/server";
import { POST as uploadAvatar } from "@/app/server/profile/avatar/route";
import { GET as exportData } from "@/app/server/profile/export/route";
import { POST as createListing } from "@/app/server/pets/route";
import { EXPORT_JSON_FILES } from "@/lib/account/data-export-files";
import { ACCOUNT_LIMITS } from "@/lib/account/limits";
import { getDb } from "@/lib/db";
import en from "@/messages/en.json";
import te from "@/messages/te.json";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser, jpegPhoto, validPet } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";
import { expectDocumentedAnswer } from "../helpers/openapi";

// "Download my data" (GET /server/profile/export) against a real PostgreSQL: a person with some of every
// kind of data, the archive read back with fflate, and the limits around it.

const db = getDb();
// Health records, days before the test (the listing's own dates, not a clock's).
const VACCINATED_ON = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
const DEWORMED_ON = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
jest.setTimeout(90_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
const PATH = "/server/profile/export";

/** Calls the handler as Next.js does and reads the streamed body to its end, chunk by chunk. */
async function download(user: TUser | null, headers: Record<string, string> = {}) {
  const h = new Headers({ "x-forwarded-for": freshIp(), ...headers });
  if (user) h.set("authorization", `Bearer ${user.token}`);
  const res = await exportData(new NextRequest(new URL(PATH, "http://localhost:3000"), { headers: h }), { params: Promise.resolve({}) });
  const chunks: Uint8Array[] = [];
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  expectDocumentedAnswer({
    method: "GET",
    pathname: PATH,
    status: res.status,
    contentType: res.headers.get("content-type"),
    text: res.status === 200 ? "(a ZIP archive)" : strFromU8(bytes),
  });
  return { res, bytes, chunks: chunks.length };
}

const exportsOf = (user: TUser) => db.mail.findMany({ where: { to: user.email, kind: "data_exported" } });

let me: TUser;
let other: TUser;
const OTHER_PHONE = "+919812345678";
let myPetId: string;

beforeAll(async () => {
  await resetDb();
  me = await createUser({ name: "Anjali Rao", verified: true });
  other = await createUser({ name: "Ravi Kumar", verified: true });
  await db.user.update({
    where: { id: me.id },
    data: {
      locale: "te",
      phone: "+919876543210",
      location: "Warangal",
      bio: "Cat person.",
      termsVersion: "2026-11-01",
      termsAcceptedAt: new Date("2026-11-02T10:00:00Z"),
      pushNewMessage: true,
    },
  });
  await db.user.update({ where: { id: other.id }, data: { phone: OTHER_PHONE, location: "Vijayawada", bio: "Breeder of Labradors." } });

  // My listing with two photos, and my profile photo, through the handlers (so the blobs are stored as the app stores them).
  const listing = await callMultipart(createListing, "POST", "/server/pets", {
    token: me.token,
    fields: {
      ...validPet,
      name: "Minnie",
      vaccinations: JSON.stringify([{ vaccine: "Tricat", date: VACCINATED_ON }]),
      dewormedOn: DEWORMED_ON,
      withMother: "[1]",
    },
    files: [
      { name: "a.jpg", type: "image/jpeg", data: await jpegPhoto() },
      { name: "b.jpg", type: "image/jpeg", data: await jpegPhoto({ width: 1600, height: 1200, color: { r: 20, g: 90, b: 200 } }) },
    ],
  });
  expect(listing.status).toBe(201);
  myPetId = listing.json.pet.id;
  const avatar = await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", {
    token: me.token,
    files: [{ name: "me.jpg", type: "image/jpeg", data: await jpegPhoto({ color: { r: 250, g: 200, b: 10 } }) }],
  });
  expect(avatar.status).toBe(200);

  const bruno = await createPet(other.id, { name: "Bruno", price: 15000 });
  const bought = await db.order.create({
    data: {
      buyerId: me.id,
      sellerId: other.id,
      petId: bruno.id,
      unitPrice: 15000,
      totalAmount: 15000,
      status: "accepted",
      paymentStatus: "paid",
      decidedAt: new Date(),
    },
  });
  const sold = await db.order.create({
    data: {
      buyerId: other.id,
      sellerId: me.id,
      petId: myPetId,
      unitPrice: 15000,
      totalAmount: 15000,
      status: "accepted",
      paymentStatus: "paid",
    },
  });
  await db.ledgerEntry.createMany({
    data: [
      { sellerId: me.id, orderId: sold.id, kind: "earning", amount: 1_500_000n },
      { sellerId: me.id, orderId: sold.id, kind: "fee", amount: -37_500n },
    ],
  });
  const payment = await db.payment.create({
    data: {
      userId: me.id,
      kind: "payment",
      amount: 15000,
      status: "success",
      orderId: bought.id,
      items: [{ order_id: bought.id, pet_id: bruno.id, name: "Bruno", price: 15000, quantity: 1 }],
    },
  });
  await db.payment.create({
    data: { userId: me.id, kind: "refund", amount: 15000, status: "success", orderId: bought.id, refundOf: payment.id },
  });
  await db.message.create({ data: { senderId: me.id, receiverId: other.id, petId: bruno.id, body: "Is Bruno vaccinated?" } });
  await db.message.create({
    data: { senderId: other.id, receiverId: me.id, petId: bruno.id, body: "Yes, all shots done.", isRead: true, readAt: new Date() },
  });
  await db.review.create({
    data: {
      orderId: bought.id,
      authorId: me.id,
      sellerId: other.id,
      rating: 5,
      comment: "Healthy puppy, honest seller.",
      sellerReply: "Thank you!",
    },
  });
  await db.review.create({ data: { orderId: sold.id, authorId: other.id, sellerId: me.id, rating: 4, comment: "Good cat." } });
  await db.listingReport.create({
    data: { petId: bruno.id, reporterId: me.id, reason: "wrong_information", note: "The age looks wrong." },
  });
  await db.conversationReport.create({
    data: { reporterId: me.id, reportedUserId: other.id, petId: bruno.id, note: "Asked for an advance." },
  });
  await db.savedSearch.create({ data: { userId: me.id, filters: { species: "cat", location: "Warangal" } } });
  await db.pushSubscription.create({
    data: {
      userId: me.id,
      endpoint: "https://push.example.com/send/SECRET-ENDPOINT",
      p256dh: "SECRET-P256DH-KEY",
      auth: "SECRET-AUTH-KEY",
      userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131",
    },
  });
  await db.cartItem.create({ data: { userId: me.id, petId: bruno.id } });
  await db.wishlistItem.create({ data: { userId: me.id, petId: bruno.id } });
  const request = await db.supportRequest.create({
    data: {
      kind: "support",
      userId: me.id,
      name: "Anjali Rao",
      email: me.email,
      subject: "Refund",
      message: "When does my refund arrive?",
      locale: "te",
    },
  });
  await db.supportReply.create({ data: { requestId: request.id, body: "It is on its way." } });
});
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

describe("GET /server/profile/export", () => {
  let files: Record<string, Uint8Array>;
  const json = (name: string) => JSON.parse(strFromU8(files[name]));

  beforeAll(async () => {
    await db.rateLimit.deleteMany();
    await db.mail.deleteMany({ where: { kind: "data_exported" } });
    const { res, bytes, chunks } = await download(me);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pawbazaar-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Written as it is made: the photos alone come as chunks of their own.
    expect(chunks).toBeGreaterThan(3);
    files = unzipSync(bytes);
  });

  it("holds every file, each JSON file valid and pretty-printed", () => {
    const myImages = [...Object.keys(files)].filter((n) => n.startsWith("photos/"));
    expect(
      Object.keys(files)
        .filter((n) => !n.startsWith("photos/"))
        .sort(),
    ).toEqual(["README.txt", ...EXPORT_JSON_FILES.map((f) => f.name)].sort());
    expect(myImages.sort()).toEqual(
      ["photos/listings/" + myPetId + "/1.webp", "photos/listings/" + myPetId + "/2.webp", "photos/profile-photo.webp"].sort(),
    );
    for (const { name } of EXPORT_JSON_FILES) {
      const text = strFromU8(files[name]);
      expect([name, text]).toEqual([name, `${JSON.stringify(JSON.parse(text), null, 2)}\n`]);
    }
  });

  it("says what the product holds about me, dates in ISO and amounts in rupees", () => {
    expect(json("profile.json")).toMatchObject({
      name: "Anjali Rao",
      email: me.email,
      phone: "+919876543210",
      location: "Warangal",
      bio: "Cat person.",
      language: "te",
      emailVerified: true,
      role: "user",
      termsVersion: "2026-11-01",
      termsAcceptedAt: "2026-11-02T10:00:00.000Z",
      profilePhoto: "photos/profile-photo.webp",
    });
    expect(json("profile.json").createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [listing] = json("listings.json");
    expect(listing).toMatchObject({
      id: myPetId,
      name: "Minnie",
      priceRupees: 15000,
      status: "active",
      vaccinations: [{ vaccine: "Tricat", date: VACCINATED_ON }],
      dewormedOn: DEWORMED_ON,
    });
    expect(listing.photos.map((p: { withMother: boolean }) => p.withMother)).toEqual([false, true]);
    expect(listing.photos.map((p: { file: string }) => p.file)).toEqual([
      `photos/listings/${myPetId}/1.webp`,
      `photos/listings/${myPetId}/2.webp`,
    ]);
    expect(json("orders-as-buyer.json")).toEqual([
      expect.objectContaining({ pet: "Bruno", seller: "Ravi Kumar", totalRupees: 15000, status: "accepted", paymentStatus: "paid" }),
    ]);
    expect(json("orders-as-seller.json")).toEqual([expect.objectContaining({ pet: "Minnie", buyer: "Ravi Kumar", totalRupees: 15000 })]);
    expect(json("payments.json").map((p: { kind: string; amountRupees: number }) => [p.kind, p.amountRupees])).toEqual([
      ["payment", 15000],
      ["refund", 15000],
    ]);
    expect(json("payments.json")[0].lines).toEqual([expect.objectContaining({ pet: "Bruno", priceRupees: 15000, quantity: 1 })]);
    expect(json("earnings.json").map((e: { kind: string; pet: string; amountPaise: number }) => [e.kind, e.pet, e.amountPaise])).toEqual([
      ["earning", "Minnie", 1_500_000],
      ["fee", "Minnie", -37_500],
    ]);
    expect(json("messages.json")).toEqual([
      expect.objectContaining({ direction: "sent", otherPerson: "Ravi Kumar", pet: "Bruno", text: "Is Bruno vaccinated?" }),
      expect.objectContaining({
        direction: "received",
        otherPerson: "Ravi Kumar",
        pet: "Bruno",
        text: "Yes, all shots done.",
        isRead: true,
      }),
    ]);
    expect(json("reviews-written.json")).toEqual([
      expect.objectContaining({ seller: "Ravi Kumar", pet: "Bruno", rating: 5, sellerReply: "Thank you!" }),
    ]);
    expect(json("reviews-received.json")).toEqual([
      expect.objectContaining({ buyer: "Ravi Kumar", pet: "Minnie", rating: 4, comment: "Good cat." }),
    ]);
    expect(json("reports.json")).toEqual([
      expect.objectContaining({
        about: "listing",
        pet: "Bruno",
        seller: "Ravi Kumar",
        reason: "wrong_information",
        note: "The age looks wrong.",
        status: "open",
      }),
      expect.objectContaining({ about: "conversation", person: "Ravi Kumar", pet: "Bruno", note: "Asked for an advance.", status: "open" }),
    ]);
    expect(json("saved-searches.json")).toEqual([expect.objectContaining({ filters: { species: "cat", location: "Warangal" } })]);
    const settings = json("notification-settings.json");
    expect(settings.email).toEqual({ newMessage: true, newOrder: true, orderDecision: true });
    expect(settings.push).toMatchObject({ newMessage: true, newOrder: false });
    expect(settings.pushDevices).toEqual([expect.objectContaining({ device: "Mozilla/5.0 (Linux; Android 14) Chrome/131" })]);
    expect(json("sessions.json").length).toBeGreaterThanOrEqual(1);
    expect(json("sessions.json").filter((s: { isThisDownload: boolean }) => s.isThisDownload)).toHaveLength(1);
    expect(json("cart.json")).toEqual([expect.objectContaining({ pet: "Bruno", seller: "Ravi Kumar", priceRupees: 15000, quantity: 1 })]);
    expect(json("wishlist.json")).toEqual([expect.objectContaining({ pet: "Bruno", seller: "Ravi Kumar" })]);
    expect(json("support-requests.json")).toEqual([
      expect.objectContaining({
        subject: "Refund",
        message: "When does my refund arrive?",
        status: "open",
        replies: [expect.objectContaining({ text: "It is on its way." })],
      }),
    ]);
  });

  it("has a README in my language that names every file", () => {
    const readme = strFromU8(files["README.txt"]);
    expect(readme).toContain(te.DataExport.title);
    expect(readme).toContain(te.DataExport.files.ordersAsBuyer);
    expect(readme).not.toContain(en.DataExport.title);
    for (const name of [...EXPORT_JSON_FILES.map((f) => f.name), "photos/"]) expect(readme).toContain(name);
  });

  it("holds the photos exactly as stored, the largest rendition of each", async () => {
    const images = await db.petImage.findMany({ where: { petId: myPetId }, orderBy: { position: "asc" } });
    expect(images).toHaveLength(2);
    for (const [i, image] of images.entries()) {
      const stored = await db.storedBlob.findUniqueOrThrow({ where: { key: `${image.key}/lg.webp` } });
      expect(Buffer.from(files[`photos/listings/${myPetId}/${i + 1}.webp`]).equals(Buffer.from(stored.data))).toBe(true);
    }
    const { avatarKey } = await db.user.findUniqueOrThrow({ where: { id: me.id }, select: { avatarKey: true } });
    const avatar = await db.storedBlob.findUniqueOrThrow({ where: { key: avatarKey!.replace(/\/sm\.webp$/, "/lg.webp") } });
    expect(Buffer.from(files["photos/profile-photo.webp"]).equals(Buffer.from(avatar.data))).toBe(true);
  });

  it("says nothing about another person beyond their name, and keeps no push endpoint or keys", () => {
    const everything = Object.values(files)
      .map((f) => Buffer.from(f).toString("latin1"))
      .join("\n");
    const text = Object.entries(files)
      .filter(([n]) => !n.endsWith(".webp"))
      .map(([, f]) => strFromU8(f))
      .join("\n");
    expect(text).toContain("Ravi Kumar");
    expect(text).toContain(me.email);
    for (const secret of [
      other.email,
      OTHER_PHONE,
      other.id,
      "Vijayawada",
      "Breeder of Labradors.",
      "SECRET-ENDPOINT",
      "SECRET-P256DH-KEY",
      "SECRET-AUTH-KEY",
    ]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
      expect([secret, everything.includes(secret)]).toEqual([secret, false]);
    }
  });

  it("mails me, in my language, that my data was downloaded", async () => {
    const mails = await exportsOf(me);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(te.Email.dataExported.subject);
    expect(mails[0].text).toContain(te.Email.dataExported.notYou);
    expect(mails[0].link).toMatch(/\/te\/profile\?tab=security$/);
  });
});

describe("a long history", () => {
  it("is read a batch at a time and written whole: every message once, oldest first, rows of the same instant included", async () => {
    const a = await createUser({ name: "Chatty" });
    const b = await createUser({ name: "Patient" });
    // 450 messages over 150 instants, three at each: batches of 200 end in the middle of an instant.
    const start = Date.parse("2026-01-01T00:00:00Z");
    await db.message.createMany({
      data: Array.from({ length: 450 }, (_, i) => ({
        senderId: i % 2 ? a.id : b.id,
        receiverId: i % 2 ? b.id : a.id,
        body: `message ${i}`,
        createdAt: new Date(start + Math.floor(i / 3) * 1000),
      })),
    });
    const { res, bytes } = await download(a);
    expect(res.status).toBe(200);
    const messages = JSON.parse(strFromU8(unzipSync(bytes)["messages.json"])) as { text: string; sentAt: string; direction: string }[];
    expect(messages).toHaveLength(450);
    expect(new Set(messages.map((m) => m.text)).size).toBe(450);
    expect(messages.map((m) => m.sentAt)).toEqual([...messages.map((m) => m.sentAt)].sort());
    expect(messages.filter((m) => m.direction === "sent")).toHaveLength(225);
  });
});

describe("the limits around it", () => {
  it(`allows ${ACCOUNT_LIMITS.exportPerUser.limit} downloads a day and refuses the next with RATE_LIMITED`, async () => {
    const user = await createUser({ name: "Limit Tester" });
    for (let i = 0; i < ACCOUNT_LIMITS.exportPerUser.limit; i++) expect((await download(user)).res.status).toBe(200);
    const refused = await call(exportData, "GET", PATH, { token: user.token });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(await exportsOf(user)).toHaveLength(ACCOUNT_LIMITS.exportPerUser.limit);
  });

  it("refuses a request another site started, before it counts against the limit", async () => {
    const user = await createUser({ name: "Cross Site" });
    for (const site of ["cross-site", "same-site"]) {
      const res = await call(exportData, "GET", PATH, { token: user.token, headers: { "sec-fetch-site": site } });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ success: false, code: "CROSS_SITE" });
    }
    expect(await db.rateLimit.count({ where: { key: { startsWith: `${ACCOUNT_LIMITS.exportPerUser.name}:` } } })).toBe(0);
    expect(await exportsOf(user)).toHaveLength(0);
    // Our own page's link, and an address typed or bookmarked, go through.
    expect((await download(user, { "sec-fetch-site": "same-origin" })).res.status).toBe(200);
    expect((await download(user, { "sec-fetch-site": "none" })).res.status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await call(exportData, "GET", PATH);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });

  it("sends no mail for a download the reader gave up on", async () => {
    const user = await createUser({ name: "Gave Up" });
    const headers = new Headers({ authorization: `Bearer ${user.token}`, "x-forwarded-for": freshIp() });
    const res = await exportData(new NextRequest(new URL(PATH, "http://localhost:3000"), { headers }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    // The cancel settles once the export has stopped: by then it has done all it will about this
    // download, however slowly the machine got there.
    await reader.cancel();
    expect(await exportsOf(user)).toHaveLength(0);
    // A download read to its end is mailed, at once: the one given up on was not merely slower.
    expect((await download(user)).res.status).toBe(200);
    expect(await exportsOf(user)).toHaveLength(1);
  });
});
