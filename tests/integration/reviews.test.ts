import { GET as listModeration } from "@/app/server/admin/reviews/route";
import { POST as hide } from "@/app/server/admin/reviews/[id]/hide/route";
import { POST as restore } from "@/app/server/admin/reviews/[id]/restore/route";
import { GET as getProfile } from "@/app/server/profile/route";
import { PATCH as edit } from "@/app/server/reviews/[id]/route";
import { POST as reply } from "@/app/server/reviews/[id]/reply/route";
import { GET as listMine, POST as create } from "@/app/server/reviews/route";
import { getDb } from "@/lib/db";
import { getSellerPage, getSellerTrust } from "@/lib/sellers/service";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { sitemapEntries } from "../helpers/sitemap";

// Reviews of sellers and the trust figures (lib/reviews, lib/sellers): who may rate whom and when, the
// 14 days to change a review, the seller's one reply, the moderators' hide and restore (each with its
// audit row), and the figures every page shows: completed sales, the reply time's median, the rating of
// the visible reviews only.

const db = getDb();
jest.setTimeout(60_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
type TOrderState = { status: "pending" | "accepted" | "rejected" | "cancelled"; paymentStatus: "unpaid" | "paid" | "refunded" };

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** An order of `buyer` for a new pet of `seller`, in the given state (written straight to the database). */
async function orderOf(
  buyer: TUser,
  seller: TUser,
  { status, paymentStatus }: TOrderState = { status: "accepted", paymentStatus: "paid" },
) {
  const pet = await createPet(seller.id, {
    name: `Pet ${Math.random().toString(36).slice(2, 7)}`,
    status: status === "accepted" ? "sold" : "active",
  });
  // An accepted, paid order here is one whose pet was handed over and its money released (lib/orders/protection.ts).
  const protection =
    status === "accepted" && paymentStatus === "paid" ? "released" : paymentStatus === "paid" ? "awaiting_seller" : "unpaid";
  return db.order.create({
    data: { buyerId: buyer.id, sellerId: seller.id, petId: pet.id, unitPrice: 100, totalAmount: 100, status, paymentStatus, protection },
  });
}

const rate = (u: TUser | null, body: unknown) => call(create, "POST", "/server/reviews", { token: u?.token, body });
const change = (u: TUser | null, id: string, body: unknown) =>
  call(edit, "PATCH", `/server/reviews/${id}`, { token: u?.token, params: { id }, body });
const answer = (u: TUser | null, id: string, body: unknown) =>
  call(reply, "POST", `/server/reviews/${id}/reply`, { token: u?.token, params: { id }, body });
const hideAs = (u: TUser | null, id: string, reason = "Abusive language") =>
  call(hide, "POST", `/server/admin/reviews/${id}/hide`, { token: u?.token, params: { id }, body: { reason } });
const restoreAs = (u: TUser | null, id: string) =>
  call(restore, "POST", `/server/admin/reviews/${id}/restore`, { token: u?.token, params: { id } });
const moderationList = (u: TUser | null, query: Record<string, string> = {}) =>
  call(listModeration, "GET", "/server/admin/reviews", { token: u?.token, query });
const auditOf = (reviewId: string) => db.auditEntry.findMany({ where: { targetReviewId: reviewId }, orderBy: { createdAt: "asc" } });

let seller: TUser;
let buyer: TUser;
let stranger: TUser;
let moderator: TUser;

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ verified: true, name: "Lakshmi Reddy" });
  buyer = await createUser({ verified: true, name: "Arjun Mehta" });
  stranger = await createUser({ verified: true, name: "Ravi Kumar" });
  moderator = await createUser({ verified: true, name: "Farah Khan" });
  await db.user.update({ where: { id: moderator.id }, data: { role: "moderator" } });
});
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

describe("POST /server/reviews", () => {
  it("needs a session", async () => {
    const order = await orderOf(buyer, seller);
    const res = await rate(null, { orderId: order.id, rating: 5 });
    expect([res.status, res.json.code]).toEqual([401, "UNAUTHORIZED"]);
  });

  it.each([
    ["pending and unpaid", { status: "pending", paymentStatus: "unpaid" }],
    ["pending and paid", { status: "pending", paymentStatus: "paid" }],
    ["accepted but unpaid", { status: "accepted", paymentStatus: "unpaid" }],
    ["rejected and refunded", { status: "rejected", paymentStatus: "refunded" }],
    ["cancelled", { status: "cancelled", paymentStatus: "unpaid" }],
  ] as const)("refuses an order that is %s", async (_label, state) => {
    const order = await orderOf(buyer, seller, state);
    const res = await rate(buyer, { orderId: order.id, rating: 5, comment: "Too early" });
    expect([res.status, res.json.code]).toEqual([409, "REVIEW_ORDER_NOT_COMPLETE"]);
    expect(await db.review.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("refuses an order accepted and paid whose pet is not handed over yet (its money held)", async () => {
    const order = await orderOf(buyer, seller);
    await db.order.update({ where: { id: order.id }, data: { protection: "held" } });
    const res = await rate(buyer, { orderId: order.id, rating: 5, comment: "Too early" });
    expect([res.status, res.json.code]).toEqual([409, "REVIEW_ORDER_NOT_COMPLETE"]);
    await db.order.update({ where: { id: order.id }, data: { protection: "handed_over" } });
    expect((await rate(buyer, { orderId: order.id, rating: 5, comment: "Lovely pup" })).status).toBe(201);
  });

  it("lets only the order's buyer rate it: not its seller, not anyone else, and an unknown order is not found", async () => {
    const order = await orderOf(buyer, seller);
    for (const other of [seller, stranger]) {
      const res = await rate(other, { orderId: order.id, rating: 1 });
      // Its own code and text, not the orders' NOT_YOUR_ORDER ("You can only cancel your own orders").
      expect([res.status, res.json.code, res.json.message]).toEqual([403, "REVIEW_NOT_YOUR_ORDER", "You can only review your own orders."]);
    }
    const unknown = await rate(buyer, { orderId: "cmnosuchorder000000000000", rating: 4 });
    expect([unknown.status, unknown.json.code]).toEqual([404, "ORDER_NOT_FOUND"]);
    expect(await db.review.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("refuses bad input with the field's code", async () => {
    const order = await orderOf(buyer, seller);
    for (const [body, field, code] of [
      [{ orderId: order.id, rating: 6 }, "rating", "REVIEW_RATING"],
      [{ orderId: order.id, rating: 0 }, "rating", "REVIEW_RATING"],
      [{ orderId: order.id, rating: 4.5 }, "rating", "REVIEW_RATING"],
      [{ orderId: order.id }, "rating", "REVIEW_RATING"],
      [{ orderId: order.id, rating: 4, comment: "x".repeat(1001) }, "comment", "REVIEW_COMMENT_TOO_LONG"],
      [{ orderId: order.id, rating: 4, comment: "bad\u0000byte" }, "comment", "INPUT_UNSAFE"],
    ] as const) {
      const res = await rate(buyer, body);
      expect([res.status, res.json.code, res.json.fieldCodes?.[field]]).toEqual([422, "VALIDATION", [code]]);
    }
    expect(await db.review.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("publishes the buyer's rating once per order: the comment is kept as written (lines included), a second one is refused", async () => {
    const order = await orderOf(buyer, seller);
    const comment = "Healthy, playful pup.\nThe seller answered every question. <b>Recommended</b>";
    const res = await rate(buyer, { orderId: order.id, rating: 5, comment: `  ${comment}  ` });
    expect(res.status).toBe(201);
    expect(res.json.review).toMatchObject({
      orderId: order.id,
      sellerId: seller.id,
      sellerName: "Lakshmi Reddy",
      authorName: "Arjun M.",
      rating: 5,
      comment,
      sellerReply: null,
      sellerRepliedAt: null,
      isHidden: false,
      hiddenReason: null,
    });
    const created = Date.parse(res.json.review.createdAt);
    expect(Date.parse(res.json.review.editableUntil) - created).toBe(14 * DAY);

    const again = await rate(buyer, { orderId: order.id, rating: 1, comment: "Changed my mind" });
    expect([again.status, again.json.code]).toEqual([409, "REVIEW_EXISTS"]);
    expect(await db.review.findMany({ where: { orderId: order.id }, select: { rating: true } })).toEqual([{ rating: 5 }]);
  });

  it("keeps one review when two arrive at once", async () => {
    const order = await orderOf(buyer, seller);
    const answers = await Promise.all([rate(buyer, { orderId: order.id, rating: 4 }), rate(buyer, { orderId: order.id, rating: 2 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.json.code).toBe("REVIEW_EXISTS");
    expect(await db.review.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe("PATCH /server/reviews/{id}", () => {
  let reviewId: string;
  beforeAll(async () => {
    const order = await orderOf(buyer, seller);
    reviewId = (await rate(buyer, { orderId: order.id, rating: 3, comment: "OK" })).json.review.id;
  });

  it("lets the author change the stars and the words within 14 days", async () => {
    await db.review.update({ where: { id: reviewId }, data: { createdAt: new Date(Date.now() - 13 * DAY) } });
    const before = await db.review.findUniqueOrThrow({ where: { id: reviewId } });
    const res = await change(buyer, reviewId, { rating: 4, comment: "Better than I first thought" });
    expect(res.status).toBe(200);
    expect(res.json.review).toMatchObject({ id: reviewId, rating: 4, comment: "Better than I first thought" });
    expect(Date.parse(res.json.review.updatedAt)).toBeGreaterThan(before.updatedAt.getTime());
  });

  it("refuses after 14 days", async () => {
    await db.review.update({ where: { id: reviewId }, data: { createdAt: new Date(Date.now() - 14 * DAY - MINUTE) } });
    const res = await change(buyer, reviewId, { rating: 1, comment: "Too late" });
    expect([res.status, res.json.code]).toEqual([409, "REVIEW_EDIT_CLOSED"]);
    expect((await db.review.findUniqueOrThrow({ where: { id: reviewId } })).rating).toBe(4);
    await db.review.update({ where: { id: reviewId }, data: { createdAt: new Date() } });
  });

  it("is the author's alone; an unknown or malformed id is not found; a session is needed", async () => {
    for (const other of [seller, stranger]) {
      const res = await change(other, reviewId, { rating: 1 });
      expect([res.status, res.json.code]).toEqual([403, "NOT_YOUR_REVIEW"]);
    }
    expect((await change(buyer, "cmnosuchreview00000000000", { rating: 2 })).json.code).toBe("REVIEW_NOT_FOUND");
    const malformed = await change(buyer, "x'--", { rating: 2 });
    expect([malformed.status, malformed.json.code]).toEqual([404, "REVIEW_NOT_FOUND"]);
    expect((await change(null, reviewId, { rating: 2 })).status).toBe(401);
    expect((await db.review.findUniqueOrThrow({ where: { id: reviewId } })).rating).toBe(4);
  });
});

describe("POST /server/reviews/{id}/reply", () => {
  let reviewId: string;
  beforeAll(async () => {
    const order = await orderOf(buyer, seller);
    reviewId = (await rate(buyer, { orderId: order.id, rating: 5, comment: "Lovely kitten" })).json.review.id;
  });

  it("is the seller's alone", async () => {
    for (const other of [buyer, stranger]) {
      const res = await answer(other, reviewId, { reply: "Thanks!" });
      expect([res.status, res.json.code]).toEqual([403, "NOT_REVIEW_SELLER"]);
    }
    expect((await answer(null, reviewId, { reply: "Thanks!" })).status).toBe(401);
  });

  it("wants words, at most 1000 characters", async () => {
    for (const [text, code] of [
      ["   ", "REVIEW_REPLY_EMPTY"],
      ["y".repeat(1001), "REVIEW_REPLY_TOO_LONG"],
    ] as const) {
      const res = await answer(seller, reviewId, { reply: text });
      expect([res.status, res.json.fieldCodes?.reply]).toEqual([422, [code]]);
    }
  });

  it("publishes the seller's reply once", async () => {
    const res = await answer(seller, reviewId, { reply: "Thank you, Arjun!\nSend us photos of her." });
    expect(res.status).toBe(201);
    expect(res.json.review).toMatchObject({ id: reviewId, sellerReply: "Thank you, Arjun!\nSend us photos of her.", hiddenReason: null });
    expect(res.json.review.sellerRepliedAt).toEqual(expect.any(String));
    const again = await answer(seller, reviewId, { reply: "Edited reply" });
    expect([again.status, again.json.code]).toEqual([409, "REVIEW_REPLY_EXISTS"]);
    expect((await db.review.findUniqueOrThrow({ where: { id: reviewId } })).sellerReply).toBe("Thank you, Arjun!\nSend us photos of her.");
  });
});

describe("GET /server/reviews", () => {
  it("lists the reviews I wrote, or the ones about me with my figures; a session is needed", async () => {
    const written = await call(listMine, "GET", "/server/reviews", { token: buyer.token });
    expect(written.status).toBe(200);
    expect(written.json.reviews.length).toBeGreaterThan(0);
    expect(written.json.reviews.every((r: { authorName: string }) => r.authorName === "Arjun M.")).toBe(true);
    expect(written.json).not.toHaveProperty("trust");

    const received = await call(listMine, "GET", "/server/reviews", { token: seller.token, query: { as: "seller" } });
    expect(received.status).toBe(200);
    expect(received.json.reviews.length).toBe(written.json.reviews.length);
    expect(received.json.trust).toEqual(await getSellerTrust({ sellerId: seller.id }));

    expect((await call(listMine, "GET", "/server/reviews", { token: stranger.token, query: { as: "seller" } })).json.reviews).toEqual([]);
    expect((await call(listMine, "GET", "/server/reviews", { token: buyer.token, query: { as: "nobody" } })).status).toBe(400);
    expect((await call(listMine, "GET", "/server/reviews")).status).toBe(401);
  });
});

describe("moderation: hiding and restoring a review", () => {
  let seller2: TUser;
  let hiddenId: string;
  let keptId: string;
  beforeAll(async () => {
    seller2 = await createUser({ verified: true, name: "Priya Sharma" });
    await createPet(seller2.id, { name: "Kaju" });
    hiddenId = (await rate(buyer, { orderId: (await orderOf(buyer, seller2)).id, rating: 1, comment: "Rude words here" })).json.review.id;
    keptId = (await rate(buyer, { orderId: (await orderOf(buyer, seller2)).id, rating: 5, comment: "Wonderful" })).json.review.id;
  });

  it("is 404 signed out and for a member, and changes nothing", async () => {
    for (const [u, status, code] of [
      [null, 404, "NOT_FOUND"],
      [seller2, 404, "NOT_FOUND"],
      [buyer, 404, "NOT_FOUND"],
    ] as const) {
      expect([(await hideAs(u, hiddenId)).status, (await restoreAs(u, hiddenId)).status, (await moderationList(u)).status]).toEqual([
        status,
        status,
        status,
      ]);
      expect((await hideAs(u, hiddenId)).json.code).toBe(code);
    }
    expect((await db.review.findUniqueOrThrow({ where: { id: hiddenId } })).hiddenAt).toBeNull();
    expect(await auditOf(hiddenId)).toEqual([]);
  });

  it("hides a review with one audit row: out of the figures, the seller page and the profile; its author sees why", async () => {
    const before = await getSellerTrust({ sellerId: seller2.id });
    expect(before?.rating).toEqual({ average: 3, count: 2 });

    const res = await hideAs(moderator, hiddenId, "Abusive language");
    expect(res.status).toBe(200);
    expect(res.json.review).toMatchObject({
      id: hiddenId,
      hiddenReason: "Abusive language",
      author: { id: buyer.id, email: buyer.email },
      seller: { id: seller2.id },
    });
    expect(res.json.review.hiddenAt).toEqual(expect.any(String));
    const audit = await auditOf(hiddenId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "review_hidden",
      actorId: moderator.id,
      actorEmail: moderator.email,
      targetReviewId: hiddenId,
      targetUserId: buyer.id,
      reason: "Abusive language",
    });

    expect((await getSellerTrust({ sellerId: seller2.id }))?.rating).toEqual({ average: 5, count: 1 });
    const page = await getSellerPage({ sellerId: seller2.id });
    expect(page?.reviews.map((r) => r.id)).toEqual([keptId]);
    expect(page?.trust.rating).toEqual({ average: 5, count: 1 });
    expect((await call(getProfile, "GET", "/server/profile", { token: seller2.token })).json.stats).toMatchObject({
      rating: 5,
      reviews: 1,
    });

    const mine = (await call(listMine, "GET", "/server/reviews", { token: buyer.token })).json.reviews.find(
      (r: { id: string }) => r.id === hiddenId,
    );
    expect(mine).toMatchObject({ isHidden: true, hiddenReason: "Abusive language" });
    const theirs = (await call(listMine, "GET", "/server/reviews", { token: seller2.token, query: { as: "seller" } })).json.reviews.find(
      (r: { id: string }) => r.id === hiddenId,
    );
    expect(theirs).toMatchObject({ isHidden: true, hiddenReason: null });
  });

  it("freezes a hidden review: no edit, no reply, no second hide (and no second audit row)", async () => {
    expect((await change(buyer, hiddenId, { rating: 5, comment: "Nicer words" })).json.code).toBe("REVIEW_HIDDEN");
    expect((await answer(seller2, hiddenId, { reply: "Please be kind" })).json.code).toBe("REVIEW_HIDDEN");
    const again = await hideAs(moderator, hiddenId, "Twice");
    expect([again.status, again.json.code]).toEqual([409, "REVIEW_ALREADY_HIDDEN"]);
    expect(await auditOf(hiddenId)).toHaveLength(1);
  });

  it("lists every review newest first for the moderators, hidden ones marked, or those alone, paged", async () => {
    const all = await moderationList(moderator);
    expect(all.status).toBe(200);
    const times = all.json.reviews.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.json.reviews.find((r: { id: string }) => r.id === hiddenId)).toMatchObject({ hiddenReason: "Abusive language" });
    expect(all.json.reviews.find((r: { id: string }) => r.id === keptId)).toMatchObject({ hiddenAt: null });

    const onlyHidden = await moderationList(moderator, { hidden: "only" });
    expect(onlyHidden.json.reviews.map((r: { id: string }) => r.id)).toEqual([hiddenId]);

    const first = await moderationList(moderator, { limit: "2" });
    expect(first.json.reviews).toHaveLength(2);
    const second = await moderationList(moderator, { limit: "2", cursor: first.json.nextCursor });
    expect(second.json.reviews[0].id).toBe(all.json.reviews[2].id);
    const bad = await moderationList(moderator, { cursor: "not-a-cursor" });
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_CURSOR"]);
  });

  it("restores it with one more audit row: back in the figures; restoring twice is refused", async () => {
    const res = await restoreAs(moderator, hiddenId);
    expect(res.status).toBe(200);
    expect(res.json.review).toMatchObject({ id: hiddenId, hiddenAt: null, hiddenReason: null });
    const audit = await auditOf(hiddenId);
    expect(audit.map((a) => a.action)).toEqual(["review_hidden", "review_restored"]);
    expect(audit[1]).toMatchObject({ actorId: moderator.id, targetReviewId: hiddenId });
    expect((await getSellerTrust({ sellerId: seller2.id }))?.rating).toEqual({ average: 3, count: 2 });

    const again = await restoreAs(moderator, hiddenId);
    expect([again.status, again.json.code]).toEqual([409, "REVIEW_NOT_HIDDEN"]);
    expect(await auditOf(hiddenId)).toHaveLength(2);
    const unknown = await hideAs(moderator, "cmnosuchreview00000000000");
    expect([unknown.status, unknown.json.code]).toEqual([404, "REVIEW_NOT_FOUND"]);
  });
});

describe("the trust figures", () => {
  let trustSeller: TUser;
  beforeAll(async () => {
    trustSeller = await createUser({ verified: false, name: "Suresh Babu" });
  });

  it("count completed sales: orders as seller whose pet was handed over, nothing else", async () => {
    await orderOf(buyer, trustSeller, { status: "accepted", paymentStatus: "paid" });
    await orderOf(stranger, trustSeller, { status: "accepted", paymentStatus: "paid" });
    await orderOf(buyer, trustSeller, { status: "accepted", paymentStatus: "unpaid" });
    await orderOf(buyer, trustSeller, { status: "pending", paymentStatus: "paid" });
    await orderOf(buyer, trustSeller, { status: "rejected", paymentStatus: "refunded" });
    await orderOf(trustSeller, buyer, { status: "accepted", paymentStatus: "paid" }); // bought, not sold
    const trust = await getSellerTrust({ sellerId: trustSeller.id });
    const user = await db.user.findUniqueOrThrow({ where: { id: trustSeller.id } });
    expect(trust).toEqual({
      isEmailVerified: false,
      memberSince: user.createdAt.toISOString(),
      completedSales: 2,
      replyTime: null,
      rating: { average: null, count: 0 },
    });
    expect((await call(getProfile, "GET", "/server/profile", { token: trustSeller.token })).json.stats).toMatchObject({
      sales: 2,
      rating: null,
      reviews: 0,
    });
  });

  it("average the visible ratings to one decimal", async () => {
    const orders = await db.order.findMany({ where: { sellerId: trustSeller.id, status: "accepted", paymentStatus: "paid" } });
    const byBuyer = orders.find((o) => o.buyerId === buyer.id)!;
    const byStranger = orders.find((o) => o.buyerId === stranger.id)!;
    expect((await rate(buyer, { orderId: byBuyer.id, rating: 5 })).status).toBe(201);
    expect((await rate(stranger, { orderId: byStranger.id, rating: 4 })).status).toBe(201);
    expect((await getSellerTrust({ sellerId: trustSeller.id }))?.rating).toEqual({ average: 4.5, count: 2 });
  });

  it("give the median wait for the seller's next message over 90 days, one sample per wait, none below 3", async () => {
    const now = new Date();
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
    const people = await Promise.all(["Asha", "Bala", "Chitra", "Deepak", "Esha"].map((name) => createUser({ name: `${name} Test` })));
    const [a, b, c, d, e] = people;
    const msg = (from: TUser, to: TUser, when: Date) =>
      db.message.create({ data: { senderId: from.id, receiverId: to.id, body: "Hello", createdAt: when } });
    const s = trustSeller;
    // Asha writes twice before the answer: one wait of 30 minutes (not a second one of 20).
    await msg(a, s, at(1000));
    await msg(a, s, at(990));
    await msg(s, a, at(970));
    // Bala waits 2 hours.
    await msg(b, s, at(2000));
    await msg(s, b, at(1880));
    // Deepak is still waiting: no sample. Esha's wait is older than 90 days: not counted.
    await msg(d, s, at(30));
    await msg(e, s, at(91 * 24 * 60));
    await msg(s, e, at(91 * 24 * 60 - 1));
    expect((await getSellerTrust({ sellerId: s.id, now }))?.replyTime).toBeNull();

    // Chitra waits 5 hours: three waits (30 min, 2 h, 5 h), so the median is 2 hours.
    await msg(c, s, at(3000));
    await msg(s, c, at(2700));
    expect((await getSellerTrust({ sellerId: s.id, now }))?.replyTime).toEqual({ medianMinutes: 120, samples: 3, within: "hours" });

    // A fourth, quick answer (10 minutes): the median of 10, 30, 120 and 300 minutes is 75.
    await msg(d, s, at(20));
    await msg(s, d, at(10));
    expect((await getSellerTrust({ sellerId: s.id, now }))?.replyTime).toEqual({ medianMinutes: 75, samples: 4, within: "hours" });
  });
});

describe("the seller page's data", () => {
  it("shows who they are, their active listings only, and their visible reviews", async () => {
    const s = await createUser({ verified: true, name: "Kavya Nair" });
    await db.user.update({ where: { id: s.id }, data: { location: "Kochi" } });
    const active = await createPet(s.id, { name: "Coco" });
    await createPet(s.id, { name: "Sold One", status: "sold" });
    await createPet(s.id, { name: "Paused", status: "inactive" });
    const hiddenPet = await createPet(s.id, { name: "Hidden One" });
    await db.pet.update({
      where: { id: hiddenPet.id },
      data: { status: "hidden", hiddenAt: new Date(), hiddenCause: "moderator", hiddenReason: "Wrong photos" },
    });
    const reviewId = (await rate(buyer, { orderId: (await orderOf(buyer, s)).id, rating: 4, comment: "<script>alert(1)</script>" })).json
      .review.id;

    const page = await getSellerPage({ sellerId: s.id });
    expect(page?.seller).toEqual({ id: s.id, name: "Kavya Nair", avatar: null, location: "Kochi" });
    expect(page?.pets.map((p) => p.name)).toEqual([active.name]);
    expect(page?.activeListings).toBe(1);
    // Text as written: the page renders it as text (React escapes it), never as markup.
    expect(page?.reviews).toEqual([
      expect.objectContaining({ id: reviewId, comment: "<script>alert(1)</script>", authorName: "Arjun M." }),
    ]);

    const urls = (await sitemapEntries()).map((entry) => entry.url);
    expect(urls).toContain(`http://localhost:3000/te/sellers/${s.id}`);

    // Suspended: the page is gone (and out of the sitemap).
    await db.user.update({ where: { id: s.id }, data: { suspendedAt: new Date() } });
    expect(await getSellerPage({ sellerId: s.id })).toBeNull();
    expect((await sitemapEntries()).map((entry) => entry.url)).not.toContain(`http://localhost:3000/te/sellers/${s.id}`);
  });

  it("is not found for an unknown or malformed id, or for someone who never sold", async () => {
    expect(await getSellerPage({ sellerId: "cmnosuchuser0000000000000" })).toBeNull();
    expect(await getSellerPage({ sellerId: "x'--" })).toBeNull();
    expect(await getSellerPage({ sellerId: stranger.id })).toBeNull();
  });
});
