import { readdirSync } from "node:fs";
import path from "node:path";
import { GET as auditLog } from "@/app/server/admin/audit/route";
import { POST as actOnConversation } from "@/app/server/admin/conversation-reports/[id]/action/route";
import { POST as dismissConversation } from "@/app/server/admin/conversation-reports/[id]/dismiss/route";
import { POST as dismissReports } from "@/app/server/admin/pets/[id]/dismiss-reports/route";
import { POST as hidePet } from "@/app/server/admin/pets/[id]/hide/route";
import { POST as restorePet } from "@/app/server/admin/pets/[id]/restore/route";
import { DELETE as deletePetAsModerator } from "@/app/server/admin/pets/[id]/route";
import { GET as reportsQueue } from "@/app/server/admin/reports/route";
import { POST as addToCart, GET as getCart } from "@/app/server/cart/route";
import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as createOrder } from "@/app/server/orders/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { POST as appeal } from "@/app/server/pets/[id]/appeal/route";
import { POST as reportPet } from "@/app/server/pets/[id]/report/route";
import { GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { PATCH as setStatus } from "@/app/server/pets/[id]/status/route";
import { POST as recordView } from "@/app/server/pets/[id]/views/route";
import { GET as listPets } from "@/app/server/pets/route";
import { GET as myPets } from "@/app/server/pets/user/route";
import { POST as addToWishlist, GET as getWishlist } from "@/app/server/wishlist/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { AUTO_HIDE_REPORTERS } from "@/lib/moderation/report-listing";
import { AUTO_HIDDEN_REASON } from "@/lib/pets/constants";
import { listSitemapPets } from "@/lib/pets/sitemap";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser, GROWN_UNSTERILISED_BREEDER_DOG, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { sitemapEntries } from "../helpers/sitemap";

// Moderation of listings (lib/moderation/listing-moderation.ts and the operations beside it): the hidden
// state everywhere a listing shows, the seller's appeal, reports and the automatic hiding they trigger,
// the moderators' queue, their actions (each with exactly one audit row) and the append-only audit log.

const db = getDb();
jest.setTimeout(60_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let buyer: TUser;
let moderator: TUser;
let admin: TUser;
let seq = 0;

/** A listing with a name of its own, so searches and mails find exactly it. */
const newPet = (options: { price?: number; status?: "active" | "inactive" | "sold" } = {}) =>
  createPet(seller.id, { name: `Moti${++seq}x${Date.now().toString(36)}`, ...options });
const params = (id: string) => ({ params: { id } });
const auditOf = (petId: string) => db.auditEntry.findMany({ where: { targetPetId: petId }, orderBy: { createdAt: "asc" } });
const mailsTo = (to: string, kind: string) => db.mail.findMany({ where: { to, kind }, orderBy: { createdAt: "asc" } });
const report = (petId: string, token: string, reason = "scam", note = "") =>
  call(reportPet, "POST", `/server/pets/${petId}/report`, { token, ...params(petId), body: { reason, note } });
const hide = (petId: string, reason = "Sells a protected species", token = moderator.token) =>
  call(hidePet, "POST", `/server/admin/pets/${petId}/hide`, { token, ...params(petId), body: { reason } });
const restore = (petId: string, body: Record<string, unknown> = {}) =>
  call(restorePet, "POST", `/server/admin/pets/${petId}/restore`, { token: moderator.token, ...params(petId), body });

async function makeModerator(role: "moderator" | "admin", name: string) {
  const user = await createUser({ verified: true, name });
  await db.user.update({ where: { id: user.id }, data: { role } });
  return user;
}

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ verified: true, name: "Lakshmi Reddy" });
  buyer = await createUser({ verified: true, name: "Arjun Mehta" });
  moderator = await makeModerator("moderator", "Meera Moderator");
  admin = await makeModerator("admin", "Anil Admin");
  // The seller reads Telugu: their mails are in Telugu.
  await db.user.update({ where: { id: seller.id }, data: { locale: "te" } });
});
afterAll(closeDb);
// Reports are rate limited per user; some tests report many times on purpose.
beforeEach(() => db.rateLimit.deleteMany());

describe("a hidden listing", () => {
  it("is out of browse, search and the sitemap; its page is its seller's (and the moderators') alone", async () => {
    const pet = await newPet();
    expect((await call(listPets, "GET", "/server/pets", { query: { q: pet.name } })).json.pets).toHaveLength(1);
    expect((await hide(pet.id)).status).toBe(200);

    expect((await call(listPets, "GET", "/server/pets", { query: { q: pet.name } })).json.pets).toEqual([]);
    const browse = await call(listPets, "GET", "/server/pets", { query: { limit: "100" } });
    expect(browse.json.pets.map((p: { id: string }) => p.id)).not.toContain(pet.id);
    expect((await listSitemapPets({ part: 0, perPart: 15_000 })).map((p) => p.id)).not.toContain(pet.id);
    expect((await sitemapEntries()).some((entry) => entry.url.includes(pet.id))).toBe(false);

    for (const token of [undefined, buyer.token]) {
      const res = await call(getPet, "GET", `/server/pets/${pet.id}`, { token, ...params(pet.id) });
      expect([res.status, res.json.code]).toEqual([404, "PET_NOT_FOUND"]);
    }
    const own = await call(getPet, "GET", `/server/pets/${pet.id}`, { token: seller.token, ...params(pet.id) });
    expect([own.status, own.json.pet.status]).toEqual([200, "hidden"]);
    expect((await call(getPet, "GET", `/server/pets/${pet.id}`, { token: moderator.token, ...params(pet.id) })).status).toBe(200);

    // Its views do not count, whoever looks.
    const view = await call(recordView, "POST", `/server/pets/${pet.id}/views`, { token: buyer.token, ...params(pet.id) });
    expect(view.json.counted).toBe(false);
    expect((await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).views).toBe(0);

    // The seller's list says why.
    const mine = await call(myPets, "GET", "/server/pets/user", { token: seller.token });
    expect(mine.json.pets.find((p: { id: string }) => p.id === pet.id)).toMatchObject({
      status: "hidden",
      hidden: { cause: "moderator", reason: "Sells a protected species", appealedAt: null },
    });
    expect(mine.json.pets.filter((p: { id: string }) => p.id !== pet.id).every((p: { hidden: unknown }) => p.hidden === null)).toBe(true);
  });

  it("cannot be bought, carted or saved; a buyer's cart and wishlist show it as unavailable, never as hidden", async () => {
    const pet = await newPet();
    expect((await call(addToCart, "POST", "/server/cart", { token: buyer.token, body: { pet_id: pet.id } })).status).toBe(200);
    expect((await call(addToWishlist, "POST", "/server/wishlist", { token: buyer.token, body: { pet_id: pet.id } })).status).toBe(200);
    await hide(pet.id);

    const cart = await call(getCart, "GET", "/server/cart", { token: buyer.token });
    expect(cart.json.cart.find((l: { pet_id: string }) => l.pet_id === pet.id).status).toBe("inactive");
    const wishlist = await call(getWishlist, "GET", "/server/wishlist", { token: buyer.token });
    expect((wishlist.json as unknown as { pet_id: string; status: string }[]).find((l) => l.pet_id === pet.id)?.status).toBe("inactive");
    expect(JSON.stringify(cart.json) + JSON.stringify(wishlist.json)).not.toContain("hidden");

    const order = await call(createOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: pet.id } });
    expect([order.status, order.json.code]).toEqual([409, "PET_NOT_AVAILABLE"]);
    const out = await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token });
    expect([out.status, out.json.code]).toEqual([409, "CART_PET_UNAVAILABLE"]);
    const other = await createUser({ verified: true });
    const cartAdd = await call(addToCart, "POST", "/server/cart", { token: other.token, body: { pet_id: pet.id } });
    expect([cartAdd.status, cartAdd.json.code]).toEqual([409, "PET_NOT_AVAILABLE"]);
    const save = await call(addToWishlist, "POST", "/server/wishlist", { token: other.token, body: { pet_id: pet.id } });
    expect([save.status, save.json.code]).toEqual([404, "PET_NOT_FOUND"]);
    await db.cartItem.deleteMany({ where: { userId: buyer.id } });
  });

  it("takes no money for an order placed before it was hidden, until it is restored", async () => {
    const pet = await newPet({ price: 12000 });
    const order = await call(createOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: pet.id } });
    expect(order.status).toBe(201);
    const orderId = order.json.order.id as string;
    const opened = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: 12000, order_ids: [orderId] },
    });
    expect(opened.status).toBe(200);
    await hide(pet.id);

    // Neither a new payment nor completing the one already opened.
    const again = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: 12000, order_ids: [orderId] },
    });
    expect([again.status, again.json.code]).toEqual([409, "PET_NOT_AVAILABLE"]);
    const paid = await call(verifyPayment, "POST", "/server/payments/verify", {
      token: buyer.token,
      body: { order_id: opened.json.order_id, payment_status: "success" },
    });
    expect([paid.status, paid.json.code]).toEqual([409, "PET_NOT_AVAILABLE"]);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("unpaid");

    // Restored, the same payment goes through.
    expect((await restore(pet.id)).status).toBe(200);
    const done = await call(verifyPayment, "POST", "/server/payments/verify", {
      token: buyer.token,
      body: { order_id: opened.json.order_id, payment_status: "success" },
    });
    expect(done.status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("paid");
  });

  it("keeps its status from its seller: no status change (LISTING_HIDDEN), and an edit leaves it hidden", async () => {
    const pet = await newPet();
    await hide(pet.id);
    for (const status of ["active", "inactive", "sold"]) {
      const res = await call(setStatus, "PATCH", `/server/pets/${pet.id}/status`, {
        token: seller.token,
        ...params(pet.id),
        body: { status },
      });
      expect([status, res.status, res.json.code]).toEqual([status, 409, "LISTING_HIDDEN"]);
    }
    const notHers = await call(setStatus, "PATCH", `/server/pets/${pet.id}/status`, {
      token: buyer.token,
      ...params(pet.id),
      body: { status: "active" },
    });
    expect([notHers.status, notHers.json.code]).toEqual([403, "NOT_OWNER"]);
    const edited = await callMultipart(updatePet, "PUT", `/server/pets/${pet.id}`, {
      token: seller.token,
      params: { id: pet.id },
      fields: { ...validPet, name: "Moti renamed", keepImageIds: "[]" },
    });
    expect(edited.status).toBe(200);
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({
      name: "Moti renamed",
      status: "hidden",
      hiddenCause: "moderator",
    });
  });
});

describe("POST /server/pets/{id}/appeal", () => {
  it("sends the seller's appeal through support, once, and only while the listing is hidden", async () => {
    const pet = await newPet();
    const body = { message: "The bird is captive-bred; I have the papers." };
    const early = await call(appeal, "POST", `/server/pets/${pet.id}/appeal`, { token: seller.token, ...params(pet.id), body });
    expect([early.status, early.json.code]).toEqual([409, "APPEAL_NOT_HIDDEN"]);
    const notHers = await call(appeal, "POST", `/server/pets/${pet.id}/appeal`, { token: buyer.token, ...params(pet.id), body });
    expect([notHers.status, notHers.json.code]).toEqual([403, "NOT_OWNER"]);

    await hide(pet.id);
    expect((await call(appeal, "POST", `/server/pets/${pet.id}/appeal`, { ...params(pet.id), body })).status).toBe(401);
    const hiddenFromOthers = await call(appeal, "POST", `/server/pets/${pet.id}/appeal`, { token: buyer.token, ...params(pet.id), body });
    expect([hiddenFromOthers.status, hiddenFromOthers.json.code]).toEqual([404, "PET_NOT_FOUND"]);
    const empty = await call(appeal, "POST", `/server/pets/${pet.id}/appeal`, {
      token: seller.token,
      ...params(pet.id),
      body: { message: "   " },
    });
    expect([empty.status, empty.json.fieldCodes]).toEqual([422, { message: ["messageRequired"] }]);

    const sent = await call(appeal, "POST", `/server/pets/${pet.id}/appeal`, { token: seller.token, ...params(pet.id), body });
    expect(sent.status).toBe(201);
    const request = await db.supportRequest.findUniqueOrThrow({ where: { id: sent.json.requestId } });
    expect(request).toMatchObject({
      kind: "support",
      petId: pet.id,
      userId: seller.id,
      name: "Lakshmi Reddy",
      email: seller.email,
      message: body.message,
      locale: "te",
      status: "open",
    });
    expect((await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).appealedAt).not.toBeNull();
    const inbox = await db.mail.findFirstOrThrow({
      where: { to: env().SUPPORT_EMAIL, kind: "support_request", text: { contains: sent.json.requestId } },
    });
    expect(inbox.text).toContain(body.message);

    const again = await call(appeal, "POST", `/server/pets/${pet.id}/appeal`, { token: seller.token, ...params(pet.id), body });
    expect([again.status, again.json.code]).toEqual([409, "APPEAL_ALREADY_SENT"]);
    expect(await db.supportRequest.count({ where: { petId: pet.id } })).toBe(1);
    const mine = await call(myPets, "GET", "/server/pets/user", { token: seller.token });
    expect(mine.json.pets.find((p: { id: string }) => p.id === pet.id).hidden.appealedAt).toEqual(expect.any(String));
  });
});

describe("POST /server/pets/{id}/report", () => {
  it("keeps the API's message; updates an open report, re-opens a dismissed one; not the seller's own", async () => {
    const pet = await newPet();
    const reporter = await createUser({ verified: true });
    const first = await report(pet.id, reporter.token, "scam", "Asked for an advance by UPI");
    expect([first.status, first.json.message]).toEqual([201, "Thank you. Our team will review this listing."]);
    const before = await db.listingReport.findFirstOrThrow({ where: { petId: pet.id } });
    await report(pet.id, reporter.token, "wrong_information", "The photos are of another dog");
    const updated = await db.listingReport.findMany({ where: { petId: pet.id } });
    expect(updated).toMatchObject([{ id: before.id, reason: "wrong_information", note: "The photos are of another dog", status: "open" }]);
    expect(updated[0].createdAt).toEqual(before.createdAt);

    expect(
      (
        await call(dismissReports, "POST", `/server/admin/pets/${pet.id}/dismiss-reports`, {
          token: moderator.token,
          ...params(pet.id),
          body: {},
        })
      ).status,
    ).toBe(200);
    expect(await db.listingReport.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({
      status: "dismissed",
      resolvedById: moderator.id,
    });
    await report(pet.id, reporter.token, "scam");
    expect(await db.listingReport.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({
      status: "open",
      resolvedAt: null,
      resolvedById: null,
      reason: "scam",
    });

    const own = await report(pet.id, seller.token);
    expect([own.status, own.json.code]).toEqual([400, "REPORT_OWN"]);
    const missing = await report("cm0000000000000000000000a", reporter.token);
    expect([missing.status, missing.json.code]).toEqual([404, "PET_NOT_FOUND"]);
  });

  it("hides an active listing at the third verified reporter, no sooner: unverified reporters and the same reporter twice do not count", async () => {
    expect(AUTO_HIDE_REPORTERS).toBe(3);
    const pet = await newPet();
    const [v1, v2, v3] = await Promise.all([
      createUser({ verified: true }),
      createUser({ verified: true }),
      createUser({ verified: true }),
    ]);
    const [u1, u2] = await Promise.all([createUser(), createUser()]);
    const status = async () => (await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).status;

    for (const [who, reason] of [
      [u1, "scam"],
      [v1, "scam"],
      [v1, "prohibited"],
      [u2, "other"],
      [v2, "animal_welfare"],
      [u1, "scam"],
    ] as const) {
      expect((await report(pet.id, who.token, reason)).status).toBe(201);
      expect(await status()).toBe("active");
    }
    expect(await auditOf(pet.id)).toEqual([]);
    expect(await report(pet.id, v3.token, "scam", "Same photos as another listing")).toMatchObject({ status: 201 });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({
      status: "hidden",
      hiddenCause: "reports",
      hiddenReason: AUTO_HIDDEN_REASON,
    });
    const audit = await auditOf(pet.id);
    expect(audit).toMatchObject([{ action: "listing_auto_hidden", actorId: null, actorEmail: null, targetUserId: seller.id }]);
    // The reports stay open: the listing waits in the queue for a moderator.
    expect(await db.listingReport.count({ where: { petId: pet.id, status: "open" } })).toBe(5);

    // Every moderator and admin hears of it in their language, and the seller in theirs (Telugu).
    for (const staff of [moderator, admin]) {
      const mails = (await mailsTo(staff.email, "moderation_auto_hidden")).filter((m) => m.subject.includes(pet.name));
      expect(mails).toHaveLength(1);
      expect(mails[0].link).toMatch(/\/admin$/);
    }
    const toSeller = (await mailsTo(seller.email, "moderation_listing_hidden")).filter((m) => m.subject.includes(pet.name));
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0].subject).toContain("దాచబడింది");
    expect(toSeller[0].text).toContain("ఫిర్యాదు");

    // A later report is still taken, and hides nothing twice.
    const late = await createUser({ verified: true });
    expect((await report(pet.id, late.token)).status).toBe(201);
    expect(await auditOf(pet.id)).toHaveLength(1);
    expect((await mailsTo(seller.email, "moderation_listing_hidden")).filter((m) => m.subject.includes(pet.name))).toHaveLength(1);
  });

  it("does not hide a listing that is not active", async () => {
    const pet = await newPet({ status: "sold" });
    for (const who of await Promise.all([1, 2, 3].map(() => createUser({ verified: true }))))
      expect((await report(pet.id, who.token)).status).toBe(201);
    expect((await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).status).toBe("sold");
  });

  it("two simultaneous third reports hide the listing once and mail once", async () => {
    const pet = await newPet();
    const reporters = await Promise.all([1, 2, 3, 4].map(() => createUser({ verified: true })));
    for (const who of reporters.slice(0, 2)) await report(pet.id, who.token);
    const answers = await Promise.all(reporters.slice(2).map((who) => report(pet.id, who.token)));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect((await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).status).toBe("hidden");
    expect((await auditOf(pet.id)).map((a) => a.action)).toEqual(["listing_auto_hidden"]);
    expect((await mailsTo(seller.email, "moderation_listing_hidden")).filter((m) => m.subject.includes(pet.name))).toHaveLength(1);
    expect((await mailsTo(moderator.email, "moderation_auto_hidden")).filter((m) => m.subject.includes(pet.name))).toHaveLength(1);
  });
});

describe("the moderators' actions on a listing", () => {
  it("hide: one audit row, the open reports actioned, the seller mailed the reason; not twice", async () => {
    const pet = await newPet();
    const reporter = await createUser({ verified: true });
    await report(pet.id, reporter.token);
    const res = await hide(pet.id, "Puppy younger than 8 weeks");
    expect(res.json).toEqual({ success: true, message: "The listing is hidden." });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({
      status: "hidden",
      hiddenCause: "moderator",
      hiddenReason: "Puppy younger than 8 weeks",
    });
    expect(await auditOf(pet.id)).toMatchObject([
      {
        action: "listing_hidden",
        actorId: moderator.id,
        actorEmail: moderator.email,
        targetUserId: seller.id,
        reason: "Puppy younger than 8 weeks",
      },
    ]);
    expect(await db.listingReport.findFirstOrThrow({ where: { petId: pet.id } })).toMatchObject({
      status: "actioned",
      resolvedById: moderator.id,
    });
    const mail = (await mailsTo(seller.email, "moderation_listing_hidden")).filter((m) => m.subject.includes(pet.name));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("Puppy younger than 8 weeks");

    const again = await hide(pet.id);
    expect([again.status, again.json.code]).toEqual([409, "LISTING_ALREADY_HIDDEN"]);
    expect(await auditOf(pet.id)).toHaveLength(1);
  });

  it("keep hidden: a listing hidden by reports takes the moderator's reason, and may be appealed again", async () => {
    const pet = await newPet();
    for (const who of await Promise.all([1, 2, 3].map(() => createUser({ verified: true })))) await report(pet.id, who.token);
    await db.pet.update({ where: { id: pet.id }, data: { appealedAt: new Date() } });
    expect((await hide(pet.id, "Confirmed: fake photos")).status).toBe(200);
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({
      status: "hidden",
      hiddenCause: "moderator",
      hiddenReason: "Confirmed: fake photos",
      appealedAt: null,
    });
    expect((await auditOf(pet.id)).map((a) => a.action)).toEqual(["listing_auto_hidden", "listing_hidden"]);
    expect(await db.listingReport.count({ where: { petId: pet.id, status: "actioned" } })).toBe(3);
  });

  it("restore: back to active (or sold when an order was accepted), reports dismissed, one audit row", async () => {
    const pet = await newPet();
    for (const who of await Promise.all([1, 2, 3].map(() => createUser({ verified: true })))) await report(pet.id, who.token);
    const res = await restore(pet.id, { reason: "Papers checked" });
    expect(res.json).toEqual({ success: true, message: "The listing is visible again." });
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({
      status: "active",
      hiddenCause: null,
      hiddenReason: null,
      hiddenAt: null,
      appealedAt: null,
    });
    expect(await db.listingReport.count({ where: { petId: pet.id, status: "dismissed", resolvedById: moderator.id } })).toBe(3);
    expect((await auditOf(pet.id)).map((a) => [a.action, a.reason])).toEqual([
      ["listing_auto_hidden", expect.any(String)],
      ["listing_restored", "Papers checked"],
    ]);
    expect((await call(listPets, "GET", "/server/pets", { query: { q: pet.name } })).json.pets).toHaveLength(1);
    expect((await mailsTo(seller.email, "moderation_listing_restored")).filter((m) => m.subject.includes(pet.name))).toHaveLength(1);
    const again = await restore(pet.id);
    expect([again.status, again.json.code]).toEqual([409, "LISTING_NOT_HIDDEN"]);
    expect(await auditOf(pet.id)).toHaveLength(2);

    const sold = await newPet();
    await db.order.create({
      data: {
        buyerId: buyer.id,
        sellerId: seller.id,
        petId: sold.id,
        unitPrice: sold.price,
        totalAmount: sold.price,
        status: "accepted",
        paymentStatus: "paid",
      },
    });
    // As accepting its order left it: none left, sold.
    await db.pet.update({ where: { id: sold.id }, data: { status: "sold", available: 0 } });
    await hide(sold.id);
    await restore(sold.id);
    expect((await db.pet.findUniqueOrThrow({ where: { id: sold.id } })).status).toBe("sold");

    // A litter with one sold and two left is still for sale.
    const litter = await newPet();
    await db.order.create({
      data: {
        buyerId: buyer.id,
        sellerId: seller.id,
        petId: litter.id,
        unitPrice: litter.price,
        totalAmount: litter.price,
        status: "accepted",
      },
    });
    await db.pet.update({ where: { id: litter.id }, data: { available: 2 } });
    await hide(litter.id);
    await restore(litter.id);
    expect(await db.pet.findUniqueOrThrow({ where: { id: litter.id } })).toMatchObject({ status: "active", available: 2 });
  });

  it("restore waits for a suspended seller's suspension to be lifted", async () => {
    const other = await createUser({ verified: true });
    const pet = await createPet(other.id, { name: "Suspended seller's pet" });
    await db.pet.update({
      where: { id: pet.id },
      data: { status: "hidden", hiddenCause: "suspension", hiddenAt: new Date(), hiddenReason: "Scam reports" },
    });
    await db.user.update({ where: { id: other.id }, data: { suspendedAt: new Date(), suspendedReason: "Scam reports" } });
    const res = await restore(pet.id);
    expect([res.status, res.json.code]).toEqual([409, "LISTING_SELLER_SUSPENDED"]);
    expect((await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).status).toBe("hidden");
    expect(await auditOf(pet.id)).toEqual([]);
  });

  it("restore refuses a listing the listing rules refuse today, with the rule's code, and changes nothing", async () => {
    // A breeder's dog over six months, unsterilised (the Dog Breeding and Marketing Rules 2017), hidden by a moderator.
    const pet = await createPet(seller.id, { name: `Tommy${++seq}` });
    await db.pet.update({
      where: { id: pet.id },
      data: {
        ...GROWN_UNSTERILISED_BREEDER_DOG,
        status: "hidden",
        hiddenCause: "moderator",
        hiddenAt: new Date(),
        hiddenReason: "Checking the photos",
      },
    });
    const res = await restore(pet.id, { reason: "Photos are fine" });
    expect([res.status, res.json.code]).toEqual([422, "STERILISATION_REQUIRED"]);
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "hidden", hiddenCause: "moderator" });
    expect(await auditOf(pet.id)).toEqual([]);
    // Sterilised (its seller's edit), it is restored.
    await db.pet.update({ where: { id: pet.id }, data: { sterilised: true } });
    expect((await restore(pet.id, { reason: "Photos are fine" })).status).toBe(200);
  });

  it("dismiss reports: the listing stays; nothing to dismiss or a hidden listing is refused", async () => {
    const pet = await newPet();
    const none = await call(dismissReports, "POST", `/server/admin/pets/${pet.id}/dismiss-reports`, {
      token: moderator.token,
      ...params(pet.id),
    });
    expect([none.status, none.json.code]).toEqual([409, "NO_OPEN_REPORTS"]);
    const reporter = await createUser({ verified: true });
    await report(pet.id, reporter.token);
    const res = await call(dismissReports, "POST", `/server/admin/pets/${pet.id}/dismiss-reports`, {
      token: moderator.token,
      ...params(pet.id),
      body: { reason: "Price is fair" },
    });
    expect(res.status).toBe(200);
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).toMatchObject({ status: "active" });
    expect((await auditOf(pet.id)).map((a) => [a.action, a.reason])).toEqual([["report_dismissed", "Price is fair"]]);

    await report(pet.id, reporter.token);
    await hide(pet.id);
    await report(pet.id, (await createUser({ verified: true })).token);
    const hidden = await call(dismissReports, "POST", `/server/admin/pets/${pet.id}/dismiss-reports`, {
      token: moderator.token,
      ...params(pet.id),
      body: {},
    });
    expect([hidden.status, hidden.json.code]).toEqual([409, "REPORTS_LISTING_HIDDEN"]);
    expect(await auditOf(pet.id)).toHaveLength(2);
  });

  it("delete: the listing and its reports go, the audit row stays, the seller is mailed; not with orders (LISTING_HAS_ORDERS)", async () => {
    const pet = await newPet();
    await report(pet.id, buyer.token);
    const withOrder = await newPet();
    await db.order.create({
      data: { buyerId: buyer.id, sellerId: seller.id, petId: withOrder.id, unitPrice: withOrder.price, totalAmount: withOrder.price },
    });

    const refused = await call(deletePetAsModerator, "DELETE", `/server/admin/pets/${withOrder.id}`, {
      token: moderator.token,
      ...params(withOrder.id),
      body: { reason: "Scam" },
    });
    expect([refused.status, refused.json.code]).toEqual([409, "LISTING_HAS_ORDERS"]);
    expect(await db.pet.count({ where: { id: withOrder.id } })).toBe(1);
    expect(await auditOf(withOrder.id)).toEqual([]);

    const res = await call(deletePetAsModerator, "DELETE", `/server/admin/pets/${pet.id}`, {
      token: moderator.token,
      ...params(pet.id),
      body: { reason: "Selling a wild animal" },
    });
    expect(res.json).toEqual({ success: true, message: "The listing is deleted." });
    expect(await db.pet.count({ where: { id: pet.id } })).toBe(0);
    expect(await db.listingReport.count({ where: { petId: pet.id } })).toBe(0);
    expect(await auditOf(pet.id)).toMatchObject([
      { action: "listing_deleted", actorId: moderator.id, targetUserId: seller.id, reason: "Selling a wild animal" },
    ]);
    const mail = (await mailsTo(seller.email, "moderation_listing_deleted")).filter((m) => m.subject.includes(pet.name));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("Selling a wild animal");
    const gone = await call(deletePetAsModerator, "DELETE", `/server/admin/pets/${pet.id}`, {
      token: moderator.token,
      ...params(pet.id),
      body: { reason: "Again" },
    });
    expect([gone.status, gone.json.code]).toEqual([404, "PET_NOT_FOUND"]);
  });

  it("refuses bad input with clear codes: no reason, a reason too long, an unknown or malformed id", async () => {
    const pet = await newPet();
    const noReason = await call(hidePet, "POST", `/server/admin/pets/${pet.id}/hide`, {
      token: moderator.token,
      ...params(pet.id),
      body: { reason: "  " },
    });
    expect([noReason.status, noReason.json.fieldCodes]).toEqual([422, { reason: ["MODERATION_REASON_REQUIRED"] }]);
    const missing = await call(deletePetAsModerator, "DELETE", `/server/admin/pets/${pet.id}`, {
      token: moderator.token,
      ...params(pet.id),
      body: {},
    });
    expect([missing.status, missing.json.fieldCodes]).toEqual([422, { reason: ["MODERATION_REASON_REQUIRED"] }]);
    const long = await hide(pet.id, "x".repeat(1001));
    expect([long.status, long.json.fieldCodes]).toEqual([422, { reason: ["MODERATION_REASON_TOO_LONG"] }]);
    const unknown = await hide("cm0000000000000000000000a");
    expect([unknown.status, unknown.json.code]).toEqual([404, "PET_NOT_FOUND"]);
    const malformed = await call(hidePet, "POST", "/server/admin/pets/x/hide", {
      token: moderator.token,
      params: { id: "../x" },
      body: { reason: "x" },
    });
    expect([malformed.status, malformed.json.code]).toEqual([404, "PET_NOT_FOUND"]);
    expect(await auditOf(pet.id)).toEqual([]);
  });
});

describe("conversation reports", () => {
  it("are in the queue with the last 20 messages between the two; dismissed or upheld once, each with one audit row", async () => {
    const [reporter, sender] = [
      await createUser({ verified: true, name: "Kavya" }),
      await createUser({ verified: true, name: "Ravi Scammer" }),
    ];
    const start = Date.now() - 60 * 60_000;
    for (let i = 0; i < 25; i++) {
      const [from, to] = i % 2 ? [reporter, sender] : [sender, reporter];
      await db.message.create({
        data: { senderId: from.id, receiverId: to.id, body: `message ${i}`, createdAt: new Date(start + i * 60_000) },
      });
    }
    const pet = await newPet();
    const first = await db.conversationReport.create({
      data: { reporterId: reporter.id, reportedUserId: sender.id, petId: pet.id, note: "Asked me to pay an advance by UPI" },
    });
    const second = await db.conversationReport.create({ data: { reporterId: sender.id, reportedUserId: reporter.id, note: "Rude" } });

    const queue = await call(reportsQueue, "GET", "/server/admin/reports", { token: moderator.token });
    const item = queue.json.conversations.find((c: { id: string }) => c.id === first.id);
    expect(item).toMatchObject({
      note: "Asked me to pay an advance by UPI",
      reporter: { id: reporter.id, name: "Kavya" },
      reportedUser: { id: sender.id, isSuspended: false },
      pet: { id: pet.id, name: pet.name },
    });
    expect(item.messages.map((m: { body: string }) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 5}`));

    const noReason = await call(actOnConversation, "POST", `/server/admin/conversation-reports/${first.id}/action`, {
      token: moderator.token,
      ...params(first.id),
      body: {},
    });
    expect([noReason.status, noReason.json.fieldCodes]).toEqual([422, { reason: ["MODERATION_REASON_REQUIRED"] }]);
    const upheld = await call(actOnConversation, "POST", `/server/admin/conversation-reports/${first.id}/action`, {
      token: moderator.token,
      ...params(first.id),
      body: { reason: "Advance-fee request" },
    });
    expect(upheld.status).toBe(200);
    expect(await db.conversationReport.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "actioned",
      resolvedById: moderator.id,
    });
    expect(await db.auditEntry.findMany({ where: { targetUserId: sender.id } })).toMatchObject([
      { action: "conversation_report_actioned", actorId: moderator.id, reason: "Advance-fee request" },
    ]);
    const warning = await mailsTo(sender.email, "moderation_conversation_warning");
    expect(warning).toHaveLength(1);
    expect(warning[0].text).toContain("Advance-fee request");
    for (const [handler, action] of [
      [actOnConversation, "action"],
      [dismissConversation, "dismiss"],
    ] as const) {
      const again = await call(handler, "POST", `/server/admin/conversation-reports/${first.id}/${action}`, {
        token: moderator.token,
        ...params(first.id),
        body: { reason: "again" },
      });
      expect([again.status, again.json.code]).toEqual([409, "CONVERSATION_REPORT_CLOSED"]);
    }

    expect(
      (
        await call(dismissConversation, "POST", `/server/admin/conversation-reports/${second.id}/dismiss`, {
          token: moderator.token,
          ...params(second.id),
        })
      ).status,
    ).toBe(200);
    expect(await db.auditEntry.findMany({ where: { targetUserId: reporter.id } })).toMatchObject([
      { action: "conversation_report_dismissed", reason: "" },
    ]);
    expect(await mailsTo(reporter.email, "moderation_conversation_warning")).toEqual([]);
    const unknown = await call(dismissConversation, "POST", "/server/admin/conversation-reports/cm0000000000000000000000a/dismiss", {
      token: moderator.token,
      ...params("cm0000000000000000000000a"),
    });
    expect([unknown.status, unknown.json.code]).toEqual([404, "CONVERSATION_REPORT_NOT_FOUND"]);
    const left = await call(reportsQueue, "GET", "/server/admin/reports", { token: moderator.token });
    expect(left.json.conversations.map((c: { id: string }) => c.id)).not.toContain(first.id);
  });
});

describe("GET /server/admin/reports", () => {
  it("groups open reports by listing, the oldest report first, with reporters, reasons and the listing's state", async () => {
    await db.listingReport.updateMany({ where: { status: "open" }, data: { status: "dismissed" } });
    const [older, newer] = [await newPet(), await newPet()];
    const [v, u] = [await createUser({ verified: true, name: "Verified Reporter" }), await createUser({ name: "New Reporter" })];
    await report(older.id, v.token, "scam", "Wants money first");
    await report(newer.id, v.token, "prohibited");
    await report(older.id, u.token, "scam");
    await report(newer.id, u.token, "other");
    await db.listingReport.updateMany({ where: { petId: newer.id, reporterId: u.id }, data: { status: "dismissed" } });

    const res = await call(reportsQueue, "GET", "/server/admin/reports", { token: moderator.token });
    expect(res.status).toBe(200);
    expect(res.json.listings.map((l: { pet: { id: string } }) => l.pet.id)).toEqual([older.id, newer.id]);
    const [first, second] = res.json.listings;
    expect(first).toMatchObject({
      pet: {
        id: older.id,
        name: older.name,
        status: "active",
        seller: { id: seller.id, name: "Lakshmi Reddy", email: seller.email, isSuspended: false },
        hiddenCause: null,
      },
      count: 2,
      verifiedCount: 1,
      reasons: [{ reason: "scam", count: 2 }],
    });
    expect(
      first.reports.map((r: { reporter: { name: string; isEmailVerified: boolean }; note: string }) => [
        r.reporter.name,
        r.reporter.isEmailVerified,
        r.note,
      ]),
    ).toEqual([
      ["Verified Reporter", true, "Wants money first"],
      ["New Reporter", false, ""],
    ]);
    expect(second).toMatchObject({ count: 1, reasons: [{ reason: "prohibited", count: 1 }] });
    expect(Date.parse(first.oldestAt)).toBeLessThanOrEqual(Date.parse(second.oldestAt));
  });
});

describe("the audit log", () => {
  it("GET /server/admin/audit: newest first, keyset-paged, with the targets' names", async () => {
    const pet = await newPet();
    await hide(pet.id, "First");
    await restore(pet.id, { reason: "Second" });
    await hide(pet.id, "Third");
    const page1 = await call(auditLog, "GET", "/server/admin/audit", { token: moderator.token, query: { limit: "2" } });
    expect(page1.status).toBe(200);
    expect(page1.json.entries.map((e: { reason: string }) => e.reason)).toEqual(["Third", "Second"]);
    expect(page1.json.entries[0]).toMatchObject({
      action: "listing_hidden",
      actor: { id: moderator.id, email: moderator.email },
      targetPet: { id: pet.id, name: pet.name },
      targetUser: { id: seller.id, name: "Lakshmi Reddy" },
    });
    const page2 = await call(auditLog, "GET", "/server/admin/audit", {
      token: moderator.token,
      query: { limit: "2", cursor: page1.json.nextCursor },
    });
    expect(page2.json.entries[0].reason).toBe("First");
    const all = await call(auditLog, "GET", "/server/admin/audit", { token: moderator.token, query: { limit: "100" } });
    expect(all.json.entries.length).toBe(await db.auditEntry.count());
    expect(all.json.nextCursor).toBeNull();
    const bad = await call(auditLog, "GET", "/server/admin/audit", { token: moderator.token, query: { cursor: "not-a-cursor" } });
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_CURSOR"]);
    const badLimit = await call(auditLog, "GET", "/server/admin/audit", { token: moderator.token, query: { limit: "1000" } });
    expect([badLimit.status, badLimit.json.code]).toEqual([400, "INVALID_QUERY"]);
  });

  it("is append-only: the database refuses UPDATE and DELETE, and no endpoint offers either", async () => {
    expect(await db.auditEntry.count()).toBeGreaterThan(0);
    await expect(db.$executeRawUnsafe(`UPDATE audit_log SET reason = 'rewritten'`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    await expect(db.auditEntry.updateMany({ data: { reason: "rewritten" } })).rejects.toThrow(/append-only/);
    expect(await db.auditEntry.count({ where: { reason: "rewritten" } })).toBe(0);

    // The route files of the moderation API: the audit log's own exports GET only (the methods read from
    // the imported module). That no code writes to the log but through recordAudit (an insert) is a lint
    // rule: guards/no-audit-rewrite.
    const adminDir = path.join(process.cwd(), "app/server/admin");
    const routes = (readdirSync(adminDir, { recursive: true }) as string[])
      .filter((f) => path.basename(f) === "route.ts")
      .map((f) => path.join(adminDir, f));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const exported = async (file: string) =>
      Object.keys(await import(file))
        .filter((k) => /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(k))
        .sort();
    const auditRoutes = routes.filter((f) => f.split(path.sep).includes("audit"));
    expect(await Promise.all(auditRoutes.map(async (f) => [path.relative(adminDir, f), await exported(f)]))).toEqual([
      [path.join("audit", "route.ts"), ["GET"]],
    ]);
  });
});

describe("who may use the moderation API", () => {
  const endpoints = [
    { name: "GET /server/admin/reports", run: (token?: string) => call(reportsQueue, "GET", "/server/admin/reports", { token }) },
    { name: "GET /server/admin/audit", run: (token?: string) => call(auditLog, "GET", "/server/admin/audit", { token }) },
    {
      name: "POST …/hide",
      run: (token?: string, id = "cm0000000000000000000000a") =>
        call(hidePet, "POST", `/server/admin/pets/${id}/hide`, { token, ...params(id), body: { reason: "x" } }),
    },
    {
      name: "POST …/restore",
      run: (token?: string, id = "cm0000000000000000000000a") =>
        call(restorePet, "POST", `/server/admin/pets/${id}/restore`, { token, ...params(id), body: {} }),
    },
    {
      name: "POST …/dismiss-reports",
      run: (token?: string, id = "cm0000000000000000000000a") =>
        call(dismissReports, "POST", `/server/admin/pets/${id}/dismiss-reports`, { token, ...params(id), body: {} }),
    },
    {
      name: "DELETE /server/admin/pets/{id}",
      run: (token?: string, id = "cm0000000000000000000000a") =>
        call(deletePetAsModerator, "DELETE", `/server/admin/pets/${id}`, { token, ...params(id), body: { reason: "x" } }),
    },
    {
      name: "POST …/conversation-reports/{id}/dismiss",
      run: (token?: string, id = "cm0000000000000000000000a") =>
        call(dismissConversation, "POST", `/server/admin/conversation-reports/${id}/dismiss`, { token, ...params(id), body: {} }),
    },
    {
      name: "POST …/conversation-reports/{id}/action",
      run: (token?: string, id = "cm0000000000000000000000a") =>
        call(actOnConversation, "POST", `/server/admin/conversation-reports/${id}/action`, { token, ...params(id), body: { reason: "x" } }),
    },
  ];

  it.each(endpoints)("$name: 404 NOT_FOUND signed out and for a member who is not a moderator, and nothing changes", async ({ run }) => {
    const pet = await newPet();
    const audits = await db.auditEntry.count();
    const signedOut = await run(undefined, pet.id);
    expect([signedOut.status, signedOut.json.code]).toEqual([404, "NOT_FOUND"]);
    for (const token of [buyer.token, seller.token]) {
      const member = await run(token, pet.id);
      expect([member.status, member.json.code]).toEqual([404, "NOT_FOUND"]);
    }
    expect(await db.auditEntry.count()).toBe(audits);
    expect((await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).status).toBe("active");
  });

  it("an admin may act too", async () => {
    const pet = await newPet();
    expect((await hide(pet.id, "By the admin", admin.token)).status).toBe(200);
    expect(await auditOf(pet.id)).toMatchObject([{ actorId: admin.id, actorEmail: admin.email }]);
  });
});
