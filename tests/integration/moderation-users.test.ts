import { GET as searchUsers } from "@/app/server/admin/users/route";
import { POST as suspend } from "@/app/server/admin/users/[id]/suspend/route";
import { POST as unsuspend } from "@/app/server/admin/users/[id]/unsuspend/route";
import { POST as login } from "@/app/server/auth/login/route";
import { GET as me } from "@/app/server/auth/me/route";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser, GROWN_UNSTERILISED_BREEDER_DOG } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();

/** A verified member made a moderator (or admin), as `npm run admin -- grant` does. */
async function createModerator(role: "moderator" | "admin" = "moderator") {
  const user = await createUser({ verified: true, name: role === "admin" ? "Admin Anita" : "Moderator Mohan" });
  await db.user.update({ where: { id: user.id }, data: { role } });
  return user;
}

const suspendPath = (id: string) => `/server/admin/users/${id}/suspend`;
const unsuspendPath = (id: string) => `/server/admin/users/${id}/unsuspend`;
const doSuspend = (token: string, id: string, reason: unknown = "Selling pets that do not exist") =>
  call(suspend, "POST", suspendPath(id), { token, params: { id }, body: { reason } });

/** An order straight in the database, as checkout and payment would leave it. */
async function createOrder({
  buyerId,
  sellerId,
  petId,
  price = 15000,
  status = "pending",
  paid = false,
}: {
  buyerId: string;
  sellerId: string;
  petId: string;
  price?: number;
  status?: "pending" | "accepted";
  paid?: boolean;
}) {
  const payment = paid ? await db.payment.create({ data: { userId: buyerId, amount: price, status: "success" } }) : null;
  return db.order.create({
    data: {
      buyerId,
      sellerId,
      petId,
      unitPrice: price,
      totalAmount: price,
      status,
      paymentStatus: paid ? "paid" : "unpaid",
      paymentId: payment?.id ?? null,
    },
  });
}

const auditCount = (action?: string) => db.auditEntry.count({ where: action ? { action } : {} });

beforeAll(resetDb);
afterAll(closeDb);

describe("POST /server/admin/users/{id}/suspend", () => {
  it("in one go: signs the member out everywhere, hides their active listings, rejects and refunds their pending sales, mails everyone, writes one audit row", async () => {
    const moderator = await createModerator();
    const seller = await createUser({ verified: true, name: "Shady Seller" });
    const secondSession = await call(login, "POST", "/server/auth/login", { body: { email: seller.email, password: "secret123" } });
    expect(secondSession.status).toBe(200);
    const buyer = await createUser({ verified: true, name: "Bhavna Buyer" });
    const teluguBuyer = await createUser({ verified: true, name: "Ravi Teja" });
    await db.user.update({ where: { id: teluguBuyer.id }, data: { locale: "te" } });

    const active1 = await createPet(seller.id, { name: "Tiger" });
    const active2 = await createPet(seller.id, { name: "Simba" });
    const inactive = await createPet(seller.id, { name: "Sleepy", status: "inactive" });
    const sold = await createPet(seller.id, { name: "Gone", status: "sold" });
    const reported = await createPet(seller.id, { name: "Reported" });
    await db.pet.update({
      where: { id: reported.id },
      data: { status: "hidden", hiddenCause: "reports", hiddenAt: new Date(), hiddenReason: "auto:reports" },
    });
    const unpaid = await createOrder({ buyerId: buyer.id, sellerId: seller.id, petId: active1.id });
    const paid = await createOrder({ buyerId: teluguBuyer.id, sellerId: seller.id, petId: active2.id, price: 22000, paid: true });
    const accepted = await createOrder({ buyerId: buyer.id, sellerId: seller.id, petId: sold.id, status: "accepted" });
    // The member's own purchase from someone else is not a sale of theirs: it stays as it is.
    const otherSeller = await createUser({ verified: true });
    const ownPurchase = await createOrder({ buyerId: seller.id, sellerId: otherSeller.id, petId: (await createPet(otherSeller.id)).id });
    expect((await call(me, "GET", "/server/auth/me", { token: seller.token })).status).toBe(200);

    const res = await doSuspend(moderator.token, seller.id, "  Selling pets that do not exist  ");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: "The account is suspended",
      hiddenListings: 2,
      rejectedOrders: 2,
      user: {
        id: seller.id,
        email: seller.email,
        suspendedReason: "Selling pets that do not exist",
        listings: 5,
        activeListings: 0,
        role: "user",
      },
    });
    expect(res.json.user.suspendedAt).toEqual(expect.any(String));

    // Both sessions stop working at once.
    for (const token of [seller.token, secondSession.json.token as string]) {
      const after = await call(me, "GET", "/server/auth/me", { token });
      expect([after.status, after.json.code]).toEqual([401, "UNAUTHORIZED"]);
    }
    expect(await db.session.count({ where: { userId: seller.id, revokedAt: null } })).toBe(0);

    const pets = new Map((await db.pet.findMany({ where: { sellerId: seller.id } })).map((p) => [p.id, p]));
    for (const id of [active1.id, active2.id]) {
      expect(pets.get(id)).toMatchObject({ status: "hidden", hiddenCause: "suspension", hiddenReason: "Selling pets that do not exist" });
      expect(pets.get(id)!.hiddenAt).toBeInstanceOf(Date);
    }
    expect(pets.get(inactive.id)).toMatchObject({ status: "inactive", hiddenCause: null });
    expect(pets.get(sold.id)).toMatchObject({ status: "sold", hiddenCause: null });
    expect(pets.get(reported.id)).toMatchObject({ status: "hidden", hiddenCause: "reports", hiddenReason: "auto:reports" });

    const orders = new Map(
      (await db.order.findMany({ where: { id: { in: [unpaid.id, paid.id, accepted.id, ownPurchase.id] } } })).map((o) => [o.id, o]),
    );
    expect(orders.get(unpaid.id)).toMatchObject({ status: "rejected", paymentStatus: "unpaid" });
    expect(orders.get(paid.id)).toMatchObject({ status: "rejected", paymentStatus: "refunded" });
    expect(orders.get(accepted.id)).toMatchObject({ status: "accepted" });
    expect(orders.get(ownPurchase.id)).toMatchObject({ status: "pending" });
    const refund = await db.payment.findFirstOrThrow({ where: { orderId: paid.id, kind: "refund" } });
    expect(refund).toMatchObject({ userId: teluguBuyer.id, amount: 22000, status: "success", refundOf: orders.get(paid.id)!.paymentId });

    // The buyers hear of it in their own language, the member with the reason.
    const toBuyer = await db.mail.findFirstOrThrow({ where: { to: buyer.email, kind: "notify_order_decision" } });
    expect(toBuyer.subject).toBe("Your order for Tiger was not accepted");
    expect(toBuyer.text).toContain("Shady Seller could not accept your order for Tiger");
    const toTelugu = await db.mail.findFirstOrThrow({ where: { to: teluguBuyer.email, kind: "notify_order_decision" } });
    expect(toTelugu.subject).toBe("Simba కోసం మీ ఆర్డర్‌ను విక్రేత అంగీకరించలేదు");
    const toSeller = await db.mail.findFirstOrThrow({ where: { to: seller.email, kind: "account_suspended" } });
    expect(toSeller.subject).toBe("Your PawBazaar account is suspended");
    expect(toSeller.text).toContain("Reason: Selling pets that do not exist");
    expect(toSeller.text).toContain("Orders for your pets that were still pending have been rejected");
    expect(toSeller.link).toMatch(/\/support$/);

    const audit = await db.auditEntry.findMany({ where: { targetUserId: seller.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user_suspended",
      actorId: moderator.id,
      actorEmail: moderator.email,
      reason: "Selling pets that do not exist",
    });
  });

  it("refuses a login with ACCOUNT_SUSPENDED only to the right password; a wrong one is INVALID_CREDENTIALS as for anyone", async () => {
    const moderator = await createModerator();
    const member = await createUser({ verified: true });
    expect((await doSuspend(moderator.token, member.id)).status).toBe(200);
    const sessionsBefore = await db.session.count({ where: { userId: member.id } });

    const wrong = await call(login, "POST", "/server/auth/login", { body: { email: member.email, password: "not-the-password" } });
    expect([wrong.status, wrong.json.code, wrong.json.message]).toEqual([401, "INVALID_CREDENTIALS", "Invalid credentials"]);
    const right = await call(login, "POST", "/server/auth/login", { body: { email: member.email, password: "secret123" } });
    expect([right.status, right.json.code]).toEqual([403, "ACCOUNT_SUSPENDED"]);
    expect(right.json.message).toMatch(/suspended.*contact our support team/);
    expect(right.json.token).toBeUndefined();
    expect(right.headers.get("set-cookie")).toBeNull();
    expect(await db.session.count({ where: { userId: member.id } })).toBe(sessionsBefore);
  });

  it("refuses an account that is already suspended, and changes nothing", async () => {
    const moderator = await createModerator();
    const member = await createUser({ verified: true });
    expect((await doSuspend(moderator.token, member.id, "First reason")).status).toBe(200);
    const before = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    const audits = await auditCount();

    const again = await doSuspend(moderator.token, member.id, "Second reason");
    expect([again.status, again.json.code]).toEqual([409, "USER_ALREADY_SUSPENDED"]);
    const after = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect([after.suspendedAt, after.suspendedReason]).toEqual([before.suspendedAt, "First reason"]);
    expect(await auditCount()).toBe(audits);
  });

  it("a moderator cannot suspend themself, another moderator or an admin", async () => {
    const moderator = await createModerator();
    const otherModerator = await createModerator();
    const admin = await createModerator("admin");
    const audits = await auditCount();

    const self = await doSuspend(moderator.token, moderator.id);
    expect([self.status, self.json.code]).toEqual([403, "CANNOT_SUSPEND_SELF"]);
    for (const staff of [otherModerator, admin]) {
      const res = await doSuspend(moderator.token, staff.id);
      expect([res.status, res.json.code]).toEqual([403, "CANNOT_SUSPEND_STAFF"]);
    }
    // An admin cannot suspend a moderator either: roles change only through `npm run admin`.
    const byAdmin = await doSuspend(admin.token, moderator.id);
    expect([byAdmin.status, byAdmin.json.code]).toEqual([403, "CANNOT_SUSPEND_STAFF"]);
    expect(await db.user.count({ where: { id: { in: [moderator.id, otherModerator.id, admin.id] }, suspendedAt: { not: null } } })).toBe(0);
    expect(await auditCount()).toBe(audits);
    // The moderator's own session still works.
    expect((await call(me, "GET", "/server/auth/me", { token: moderator.token })).status).toBe(200);
  });

  it("answers USER_NOT_FOUND for an unknown or malformed id", async () => {
    const moderator = await createModerator();
    const unknown = await doSuspend(moderator.token, "cnotauser0000000000000000");
    expect([unknown.status, unknown.json.code]).toEqual([404, "USER_NOT_FOUND"]);
    const malformed = await call(suspend, "POST", "/server/admin/users/x%27%3B/suspend", {
      token: moderator.token,
      params: { id: "x';" },
      body: { reason: "r" },
    });
    expect([malformed.status, malformed.json.code]).toEqual([404, "USER_NOT_FOUND"]);
  });

  it.each([
    ["missing", undefined, "SUSPEND_REASON_REQUIRED"],
    ["empty", "", "SUSPEND_REASON_REQUIRED"],
    ["blank", "   \n ", "SUSPEND_REASON_REQUIRED"],
    ["a number", 42, "SUSPEND_REASON_REQUIRED"],
    ["501 characters", "x".repeat(501), "SUSPEND_REASON_TOO_LONG"],
  ])("needs a reason of at most 500 characters: %s is refused, nothing changes", async (_what, reason, code) => {
    const moderator = await createModerator();
    const member = await createUser({ verified: true });
    const res = await call(suspend, "POST", suspendPath(member.id), {
      token: moderator.token,
      params: { id: member.id },
      body: reason === undefined ? {} : { reason },
    });
    expect([res.status, res.json.code, res.json.fieldCodes]).toEqual([422, "VALIDATION", { reason: [code] }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).suspendedAt).toBeNull();
    expect((await call(me, "GET", "/server/auth/me", { token: member.token })).status).toBe(200);
  });
});

describe("POST /server/admin/users/{id}/unsuspend", () => {
  it("lifts the suspension: login works again, only the listings the suspension hid come back, one audit row, a mail", async () => {
    const moderator = await createModerator();
    const member = await createUser({ verified: true, name: "Second Chance" });
    const listed = await createPet(member.id, { name: "Comeback" });
    const reported = await createPet(member.id, { name: "StillReported" });
    await db.pet.update({
      where: { id: reported.id },
      data: { status: "hidden", hiddenCause: "reports", hiddenAt: new Date(), hiddenReason: "auto:reports" },
    });
    expect((await doSuspend(moderator.token, member.id)).status).toBe(200);
    // A moderator hides the reported one for its own reasons meanwhile; neither kind comes back.
    const byModerator = await createPet(member.id, { name: "TakenDown" });
    await db.pet.update({
      where: { id: byModerator.id },
      data: { status: "hidden", hiddenCause: "moderator", hiddenAt: new Date(), hiddenReason: "Wrong photos" },
    });

    const res = await call(unsuspend, "POST", unsuspendPath(member.id), { token: moderator.token, params: { id: member.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      restoredListings: 1,
      user: { id: member.id, suspendedAt: null, suspendedReason: null, activeListings: 1 },
    });

    expect(await db.pet.findUniqueOrThrow({ where: { id: listed.id } })).toMatchObject({
      status: "active",
      hiddenCause: null,
      hiddenAt: null,
      hiddenReason: null,
    });
    expect(await db.pet.findUniqueOrThrow({ where: { id: reported.id } })).toMatchObject({ status: "hidden", hiddenCause: "reports" });
    expect(await db.pet.findUniqueOrThrow({ where: { id: byModerator.id } })).toMatchObject({ status: "hidden", hiddenCause: "moderator" });

    const loggedIn = await call(login, "POST", "/server/auth/login", { body: { email: member.email, password: "secret123" } });
    expect(loggedIn.status).toBe(200);
    expect((await call(me, "GET", "/server/auth/me", { token: loggedIn.json.token })).status).toBe(200);
    // The sessions revoked by the suspension stay revoked.
    expect((await call(me, "GET", "/server/auth/me", { token: member.token })).status).toBe(401);

    const actions = (await db.auditEntry.findMany({ where: { targetUserId: member.id }, orderBy: { createdAt: "asc" } })).map((a) => [
      a.action,
      a.actorId,
    ]);
    expect(actions).toEqual([
      ["user_suspended", moderator.id],
      ["user_unsuspended", moderator.id],
    ]);
    const mail = await db.mail.findFirstOrThrow({ where: { to: member.email, kind: "account_restored" } });
    expect(mail.subject).toBe("Your PawBazaar account is restored");
  });

  it("sets aside, not publishes, a listing the suspension hid that the listing rules refuse today", async () => {
    const moderator = await createModerator();
    const member = await createUser({ verified: true, name: "Kennel Owner" });
    const lawful = await createPet(member.id, { name: "Lawful" });
    // A breeder's dog, microchipped, that passed six months unsterilised while the account was suspended.
    const grown = await createPet(member.id, { name: "Grown" });
    await db.pet.update({
      where: { id: grown.id },
      data: GROWN_UNSTERILISED_BREEDER_DOG,
    });
    expect((await doSuspend(moderator.token, member.id)).status).toBe(200);
    const res = await call(unsuspend, "POST", unsuspendPath(member.id), { token: moderator.token, params: { id: member.id } });
    expect([res.status, res.json.restoredListings, res.json.setAsideListings]).toEqual([200, 1, 1]);
    expect(await db.pet.findUniqueOrThrow({ where: { id: lawful.id } })).toMatchObject({ status: "active", hiddenCause: null });
    expect(await db.pet.findUniqueOrThrow({ where: { id: grown.id } })).toMatchObject({ status: "inactive", hiddenCause: null });
    // The member hears why one is not back.
    const mail = await db.mail.findFirstOrThrow({ where: { to: member.email, kind: "account_restored" } });
    expect(mail.text).toContain("1 listing no longer meets the listing rules");
    const audit = await db.auditEntry.findFirstOrThrow({ where: { targetUserId: member.id, action: "user_unsuspended" } });
    expect(audit.reason).toBe("1 listing(s) set aside for the listing rules");
  });

  it("refuses an account that is not suspended (USER_NOT_SUSPENDED) and an unknown one (USER_NOT_FOUND)", async () => {
    const moderator = await createModerator();
    const member = await createUser({ verified: true });
    const audits = await auditCount();
    const res = await call(unsuspend, "POST", unsuspendPath(member.id), { token: moderator.token, params: { id: member.id } });
    expect([res.status, res.json.code]).toEqual([409, "USER_NOT_SUSPENDED"]);
    const unknown = await call(unsuspend, "POST", unsuspendPath("cnotauser0000000000000000"), {
      token: moderator.token,
      params: { id: "cnotauser0000000000000000" },
    });
    expect([unknown.status, unknown.json.code]).toEqual([404, "USER_NOT_FOUND"]);
    expect(await auditCount()).toBe(audits);
  });
});

describe("GET /server/admin/users", () => {
  const search = (token: string, q?: string) =>
    call(searchUsers, "GET", "/server/admin/users", { token, query: q === undefined ? {} : { q } });

  it("finds members by part of the email or the name, in any case, with what a moderator needs to see", async () => {
    const moderator = await createModerator();
    const priya = await createUser({ verified: true, name: "Priya Venkataraman" });
    await createPet(priya.id, { name: "One" });
    await createPet(priya.id, { name: "Two", status: "sold" });
    const unverified = await createUser({ name: "Venkat Rao" });

    const byName = await search(moderator.token, "VENKAT");
    expect(byName.status).toBe(200);
    const ids = byName.json.users.map((u: { id: string }) => u.id);
    expect(ids).toEqual([unverified.id, priya.id]); // newest first
    expect(byName.json.users[1]).toEqual({
      id: priya.id,
      name: "Priya Venkataraman",
      email: priya.email,
      isEmailVerified: true,
      role: "user",
      memberSince: expect.any(String),
      listings: 2,
      activeListings: 1,
      suspendedAt: null,
      suspendedReason: null,
    });
    expect(byName.json.users[0].isEmailVerified).toBe(false);

    const byEmail = await search(moderator.token, priya.email.slice(0, 8).toUpperCase());
    expect(byEmail.json.users.map((u: { id: string }) => u.id)).toContain(priya.id);

    await doSuspend(moderator.token, priya.id, "Fake listings");
    const suspended = await search(moderator.token, priya.email);
    expect(suspended.json.users[0]).toMatchObject({
      id: priya.id,
      suspendedReason: "Fake listings",
      suspendedAt: expect.any(String),
      activeListings: 0,
    });
  });

  it("puts an exact email first, reads % and _ literally, and answers at most 50", async () => {
    const moderator = await createModerator();
    const many = [];
    for (let i = 0; i < 52; i++) many.push(await createUser({ name: `Bulk Person ${i}` }));
    const first = many[0];
    const res = await search(moderator.token, first.email.toUpperCase());
    expect(res.json.users[0].id).toBe(first.id);
    const bulk = await search(moderator.token, "bulk person");
    expect(bulk.json.users).toHaveLength(50);
    expect((await search(moderator.token, "%")).json.users).toEqual([]);
    expect((await search(moderator.token, "Bulk_Person")).json.users).toEqual([]);
    const underscore = await createUser({ name: "Under_Score 100%" });
    expect((await search(moderator.token, "under_score 100%")).json.users.map((u: { id: string }) => u.id)).toEqual([underscore.id]);
    // Without q: the newest members.
    const newest = await search(moderator.token);
    expect(newest.json.users).toHaveLength(50);
    expect(newest.json.users[0].id).toBe(underscore.id);
    // 53 registrations (each hashes a password): seconds on a busy machine, beside the other test jobs.
  }, 60_000);

  it("refuses a query longer than 100 characters", async () => {
    const moderator = await createModerator();
    const res = await search(moderator.token, "a".repeat(101));
    expect([res.status, res.json.code]).toEqual([400, "INVALID_QUERY"]);
  });
});
