import { GET as listOwed, POST as recordPayout } from "@/app/server/admin/payouts/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as cancel } from "@/app/server/orders/cancel/route";
import { POST as confirmHandover } from "@/app/server/orders/confirm-handover/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as placeOrder } from "@/app/server/orders/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { DELETE as deleteAccount } from "@/app/server/profile/route";
import { GET as earnings } from "@/app/server/sellers/earnings/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { reverseEarning } from "@/lib/ledger/reverse-earning";
import { runProtection } from "@/lib/orders/protection";
import { refundIfPaid } from "@/lib/orders/refund-order";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// The sellers' ledger (lib/ledger) and the payouts moderators record (lib/payouts), through the route
// handlers: when an order earns, the platform's fee, reversals, what a seller sees, payouts and their
// limits, and the database keeping the ledger append-only.

const db = getDb();
const config = env();
jest.setTimeout(120_000);

type TUser = Awaited<ReturnType<typeof createUser>>;

afterEach(() => {
  config.PLATFORM_FEE_PERCENT = 0;
});
beforeAll(resetDb);
afterAll(closeDb);

async function createModerator(name = "Moderator Meera") {
  const user = await createUser({ verified: true, name });
  await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  return user;
}

/** A verified buyer's order for a new pet of the seller's at `price` (pending, unpaid). */
async function orderOf(seller: TUser, price: number, buyer?: TUser) {
  const who = buyer ?? (await createUser({ verified: true, name: "Bina Buyer" }));
  const pet = await createPet(seller.id, { name: `Pet ${price}`, price });
  const res = await call(placeOrder, "POST", "/server/orders", { token: who.token, body: { pet_id: pet.id } });
  expect(res.status).toBe(201);
  return { buyer: who, orderId: res.json.order.id as string, petId: pet.id, petName: pet.name };
}

async function pay(buyer: TUser, orderId: string) {
  const total = (await db.order.findUniqueOrThrow({ where: { id: orderId } })).totalAmount;
  const created = await call(createPayment, "POST", "/server/payments/create-order", {
    token: buyer.token,
    body: { amount: total, order_ids: [orderId] },
  });
  expect(created.status).toBe(200);
  return call(verifyPayment, "POST", "/server/payments/verify", {
    token: buyer.token,
    body: { order_id: created.json.order_id, payment_status: "success" },
  });
}

const decide = (handler: typeof accept, action: string, token: string, orderId: string) =>
  call(handler, "POST", `/server/orders/${action}`, { token, body: { order_id: orderId } });

const entriesOf = (orderId: string) =>
  db.ledgerEntry.findMany({ where: { orderId }, orderBy: { kind: "asc" }, select: { kind: true, amount: true } });
/** What the order earned for its seller (the held balance's own rows left out). */
const earnedOf = (orderId: string) =>
  db.ledgerEntry.findMany({
    where: { orderId, kind: { in: ["earning", "fee", "reversal"] } },
    orderBy: { kind: "asc" },
    select: { kind: true, amount: true },
  });
const earningsOf = (token: string, query?: Record<string, string>) => call(earnings, "GET", "/server/sellers/earnings", { token, query });
const payout = (token: string, body: unknown) => call(recordPayout, "POST", "/server/admin/payouts", { token, body });

/**
 * A seller with one order paid, accepted, handed over and released for `price`: it has earned. The
 * protection window is ended by running the job with its clock moved past it (lib/orders/protection.ts).
 */
async function sellerWhoEarned(price: number, name = "Sunita Seller") {
  const seller = await createUser({ verified: true, name });
  const { buyer, orderId } = await orderOf(seller, price);
  expect((await pay(buyer, orderId)).status).toBe(200);
  expect((await decide(accept, "accept", seller.token, orderId)).status).toBe(200);
  expect((await decide(confirmHandover, "confirm-handover", buyer.token, orderId)).status).toBe(200);
  await runProtection({ now: new Date(Date.now() + (config.PROTECTION_HOURS + 1) * 3_600_000) });
  expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).protection).toBe("released");
  return { seller, orderId };
}

describe("when an order's money is held, and when it is earned", () => {
  it("paid, then accepted: held once, when it is accepted; earned only at its release", async () => {
    const seller = await createUser({ verified: true });
    const { buyer, orderId } = await orderOf(seller, 12_345);
    expect((await pay(buyer, orderId)).status).toBe(200);
    expect(await entriesOf(orderId)).toEqual([]);
    expect((await decide(accept, "accept", seller.token, orderId)).status).toBe(200);
    expect(await entriesOf(orderId)).toEqual([{ kind: "hold", amount: 1_234_500n }]);
    // Held is not what the seller is owed yet.
    expect((await earningsOf(seller.token)).json.summary).toMatchObject({ pending_paise: 0, held_paise: 1_234_500 });
    // Accepting again is refused and holds nothing more.
    expect((await decide(accept, "accept", seller.token, orderId)).status).toBe(409);
    expect(await entriesOf(orderId)).toHaveLength(1);
  });

  it("accepted, then paid: held once, when it is paid", async () => {
    const seller = await createUser({ verified: true });
    const { buyer, orderId } = await orderOf(seller, 8_000);
    expect((await decide(accept, "accept", seller.token, orderId)).status).toBe(200);
    expect(await entriesOf(orderId)).toEqual([]);
    expect((await pay(buyer, orderId)).status).toBe(200);
    expect(await entriesOf(orderId)).toEqual([{ kind: "hold", amount: 800_000n }]);
    // Paying again is refused and holds nothing more.
    const again = await call(createPayment, "POST", "/server/payments/create-order", {
      token: buyer.token,
      body: { amount: 8_000, order_ids: [orderId] },
    });
    expect([again.status, again.json.code]).toEqual([409, "ALREADY_PAID"]);
    expect(await entriesOf(orderId)).toHaveLength(1);
  });

  it("paid and accepted at the same moment: held exactly once, whichever commits second", async () => {
    for (let i = 0; i < 4; i++) {
      const seller = await createUser({ verified: true });
      const { buyer, orderId } = await orderOf(seller, 5_000 + i);
      const total = 5_000 + i;
      const created = await call(createPayment, "POST", "/server/payments/create-order", {
        token: buyer.token,
        body: { amount: total, order_ids: [orderId] },
      });
      const [paid, accepted] = await Promise.all([
        call(verifyPayment, "POST", "/server/payments/verify", {
          token: buyer.token,
          body: { order_id: created.json.order_id, payment_status: "success" },
        }),
        decide(accept, "accept", seller.token, orderId),
      ]);
      expect([paid.status, accepted.status]).toEqual([200, 200]);
      expect(await entriesOf(orderId)).toEqual([{ kind: "hold", amount: BigInt(total * 100) }]);
      expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).protection).toBe("held");
    }
  });

  it("released at the end of the protection window: the hold leaves, the sale is earned", async () => {
    const { seller, orderId } = await sellerWhoEarned(4_500);
    expect(await entriesOf(orderId)).toEqual([
      { kind: "earning", amount: 450_000n },
      { kind: "hold", amount: 450_000n },
      { kind: "hold_release", amount: -450_000n },
    ]);
    expect((await earningsOf(seller.token)).json.summary).toMatchObject({ pending_paise: 450_000, held_paise: 0 });
  });

  it("rejected or cancelled before it was accepted, paid or not: never held or earned", async () => {
    const seller = await createUser({ verified: true });
    const rejectedPaid = await orderOf(seller, 3_000);
    expect((await pay(rejectedPaid.buyer, rejectedPaid.orderId)).status).toBe(200);
    expect((await decide(reject, "reject", seller.token, rejectedPaid.orderId)).status).toBe(200);
    const cancelledPaid = await orderOf(seller, 4_000);
    expect((await pay(cancelledPaid.buyer, cancelledPaid.orderId)).status).toBe(200);
    expect((await decide(cancel, "cancel", cancelledPaid.buyer.token, cancelledPaid.orderId)).status).toBe(200);
    const rejectedUnpaid = await orderOf(seller, 5_000);
    expect((await decide(reject, "reject", seller.token, rejectedUnpaid.orderId)).status).toBe(200);
    // One order of a pet accepted unpaid, another paid: the paid one waits until the accepted one is paid,
    // then is rejected and refunded, never held.
    const pet = await createPet(seller.id, { name: "Twice Wanted", price: 6_000 });
    const [first, second] = await Promise.all(
      [1, 2].map(async () => {
        const buyer = await createUser({ verified: true });
        const res = await call(placeOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: pet.id } });
        return { buyer, orderId: res.json.order.id as string };
      }),
    );
    expect((await pay(second.buyer, second.orderId)).status).toBe(200);
    expect((await decide(accept, "accept", seller.token, first.orderId)).status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: second.orderId } })).toMatchObject({ status: "pending", paymentStatus: "paid" });

    expect(await db.ledgerEntry.count({ where: { sellerId: seller.id } })).toBe(0);
    // The accepted one is held once it is paid, and the other is rejected and refunded.
    expect((await pay(first.buyer, first.orderId)).status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: second.orderId } })).toMatchObject({
      status: "rejected",
      paymentStatus: "refunded",
    });
    expect(await db.ledgerEntry.findMany({ where: { sellerId: seller.id }, select: { orderId: true, kind: true } })).toEqual([
      { orderId: first.orderId, kind: "hold" },
    ]);
  });
});

describe("the platform's fee (PLATFORM_FEE_PERCENT)", () => {
  it("at 0%, charges nothing: no fee entry", async () => {
    const { orderId } = await sellerWhoEarned(1_234);
    expect(await earnedOf(orderId)).toEqual([{ kind: "earning", amount: 123_400n }]);
  });

  it("at 2.5%, charges the fee on the earning, rounded to whole paise half up", async () => {
    config.PLATFORM_FEE_PERCENT = 2.5;
    // ₹1,234 at 2.5% = ₹30.85 exactly; ₹999 at 2.5% = 2497.5 paise → 2498.
    const exact = await sellerWhoEarned(1_234);
    expect(await earnedOf(exact.orderId)).toEqual([
      { kind: "earning", amount: 123_400n },
      { kind: "fee", amount: -3_085n },
    ]);
    const rounded = await sellerWhoEarned(999);
    expect(await earnedOf(rounded.orderId)).toEqual([
      { kind: "earning", amount: 99_900n },
      { kind: "fee", amount: -2_498n },
    ]);
    const res = await earningsOf(rounded.seller.token);
    expect(res.json.summary).toEqual({ pending_paise: 97_402, paid_out_paise: 0, held_paise: 0, fee_percent: 2.5 });
    expect(res.json.lines[0]).toMatchObject({ amount_paise: 99_900, fee_paise: 2_498, net_paise: 97_402, state: "earned" });
  });

  it("keeps the fee charged when the order earned, whatever the setting says later", async () => {
    config.PLATFORM_FEE_PERCENT = 10;
    const { seller, orderId } = await sellerWhoEarned(1_000);
    config.PLATFORM_FEE_PERCENT = 0;
    expect((await earningsOf(seller.token)).json.summary.pending_paise).toBe(90_000);
    expect(await earnedOf(orderId)).toEqual([
      { kind: "earning", amount: 100_000n },
      { kind: "fee", amount: -10_000n },
    ]);
  });
});

describe("a refund after the order earned", () => {
  it("reverses its earning and fee together, once", async () => {
    config.PLATFORM_FEE_PERCENT = 2.5;
    const { seller, orderId } = await sellerWhoEarned(2_000);
    expect((await earningsOf(seller.token)).json.summary.pending_paise).toBe(195_000);
    // Money already released is refunded only by the bank (a chargeback) or in Razorpay's Dashboard; the
    // one refund path (lib/orders/refund-order.ts) is what any refund goes through.
    expect(await db.$transaction((tx) => refundIfPaid(tx, orderId))).toBe(true);
    expect(await db.$transaction((tx) => refundIfPaid(tx, orderId))).toBe(false);
    expect(await db.$transaction((tx) => reverseEarning(tx, orderId))).toBe(false);
    expect(await earnedOf(orderId)).toEqual([
      { kind: "earning", amount: 200_000n },
      { kind: "fee", amount: -5_000n },
      { kind: "reversal", amount: -195_000n },
    ]);
    expect(await db.payment.count({ where: { orderId, kind: "refund" } })).toBe(1);
    const res = await earningsOf(seller.token);
    expect(res.json.summary.pending_paise).toBe(0);
    expect(res.json.lines).toEqual([
      expect.objectContaining({ kind: "sale", order_id: orderId, state: "reversed", reversed_at: expect.any(String), net_paise: 195_000 }),
    ]);
  });

  it("of an order that never earned writes nothing to the ledger", async () => {
    const seller = await createUser({ verified: true });
    const { buyer, orderId } = await orderOf(seller, 700);
    expect((await pay(buyer, orderId)).status).toBe(200);
    expect(await db.$transaction((tx) => refundIfPaid(tx, orderId))).toBe(true);
    expect(await earnedOf(orderId)).toEqual([]);
  });
});

describe("GET /server/sellers/earnings", () => {
  it("needs a session", async () => {
    const res = await call(earnings, "GET", "/server/sellers/earnings");
    expect([res.status, res.json.code]).toEqual([401, "UNAUTHORIZED"]);
  });

  it("is empty, with a zero balance, for someone who has sold nothing", async () => {
    const member = await createUser({ verified: true });
    const res = await earningsOf(member.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ summary: { pending_paise: 0, paid_out_paise: 0, fee_percent: 0 }, lines: [], nextCursor: null });
  });

  it("shows the seller their own sales and payouts only, newest first, page by page", async () => {
    const moderator = await createModerator();
    const seller = await createUser({ verified: true, name: "Own Seller" });
    const other = await sellerWhoEarned(50_000, "Other Seller");
    for (const price of [1_000, 2_000, 3_000]) {
      const { buyer, orderId } = await orderOf(seller, price);
      await pay(buyer, orderId);
      await decide(accept, "accept", seller.token, orderId);
      await decide(confirmHandover, "confirm-handover", buyer.token, orderId);
    }
    await runProtection({ now: new Date(Date.now() + (config.PROTECTION_HOURS + 1) * 3_600_000) });
    expect((await payout(moderator.token, { sellerId: seller.id, amount: "1500.50", reference: "UTR0001" })).status).toBe(201);

    const first = await earningsOf(seller.token, { limit: "3" });
    expect(first.json.summary).toEqual({ pending_paise: 600_000 - 150_050, paid_out_paise: 150_050, held_paise: 0, fee_percent: 0 });
    expect(first.json.lines.map((l: { kind: string; amount_paise: number }) => [l.kind, l.amount_paise])).toEqual([
      ["payout", 150_050],
      ["sale", 300_000],
      ["sale", 200_000],
    ]);
    expect(first.json.lines[0]).toMatchObject({ reference: "UTR0001", state: "paid_out", order_id: null });
    expect(first.json.lines[1]).toMatchObject({ pet_name: "Pet 3000", fee_paise: 0, net_paise: 300_000, state: "earned" });
    const second = await earningsOf(seller.token, { limit: "3", cursor: first.json.nextCursor });
    expect(second.json.lines.map((l: { amount_paise: number }) => l.amount_paise)).toEqual([100_000]);
    expect(second.json.nextCursor).toBeNull();
    const everything = [...first.json.lines, ...second.json.lines].map((l: { order_id: string | null }) => l.order_id);
    expect(everything).not.toContain(other.orderId);
    expect((await earningsOf(other.seller.token)).json.lines).toHaveLength(1);
  });

  it("refuses a cursor it did not write", async () => {
    const member = await createUser({ verified: true });
    const res = await earningsOf(member.token, { cursor: "not-a-cursor" });
    expect([res.status, res.json.code]).toEqual([400, "INVALID_CURSOR"]);
  });
});

describe("payouts (/server/admin/payouts)", () => {
  const ledgerAndAudit = async () => ({ ledger: await db.ledgerEntry.count(), audit: await db.auditEntry.count() });

  it("records a payout: the ledger row, the audit entry, the lower balance", async () => {
    const moderator = await createModerator();
    const { seller } = await sellerWhoEarned(10_000, "Paid Seller");
    const res = await payout(moderator.token, { sellerId: seller.id, amount: "2,500.75", reference: " NEFT/UTR 12345 " });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      payout: { sellerId: seller.id, amountPaise: 250_075, reference: "NEFT/UTR 12345" },
      pendingPaise: 1_000_000 - 250_075,
    });
    expect(await db.ledgerEntry.findFirstOrThrow({ where: { sellerId: seller.id, kind: "payout" } })).toMatchObject({
      amount: -250_075n,
      reference: "NEFT/UTR 12345",
      actorId: moderator.id,
      orderId: null,
    });
    expect(await db.auditEntry.findFirstOrThrow({ where: { action: "payout_recorded", targetUserId: seller.id } })).toMatchObject({
      actorId: moderator.id,
      actorEmail: moderator.email,
      reason: "₹2,500.75 · NEFT/UTR 12345",
    });
    expect((await earningsOf(seller.token)).json.summary).toMatchObject({ pending_paise: 749_925, paid_out_paise: 250_075 });
  });

  it("lists sellers owed money, highest balance first, paged; a seller paid in full leaves the list", async () => {
    await resetDb();
    const moderator = await createModerator();
    const small = await sellerWhoEarned(1_000, "Small Balance");
    const big = await sellerWhoEarned(9_000, "Big Balance");
    const middle = await sellerWhoEarned(5_000, "Middle Balance");
    const first = await call(listOwed, "GET", "/server/admin/payouts", { token: moderator.token, query: { limit: "2" } });
    expect(first.status).toBe(200);
    expect(first.json.sellers.map((s: { seller: { name: string }; pendingPaise: number }) => [s.seller.name, s.pendingPaise])).toEqual([
      ["Big Balance", 900_000],
      ["Middle Balance", 500_000],
    ]);
    const second = await call(listOwed, "GET", "/server/admin/payouts", {
      token: moderator.token,
      query: { limit: "2", cursor: first.json.nextCursor },
    });
    expect(second.json.sellers.map((s: { seller: { id: string } }) => s.seller.id)).toEqual([small.seller.id]);
    expect(second.json.nextCursor).toBeNull();

    expect((await payout(moderator.token, { sellerId: big.seller.id, amount: 9000, reference: "UTR-BIG" })).status).toBe(201);
    const after = await call(listOwed, "GET", "/server/admin/payouts", { token: moderator.token });
    expect(after.json.sellers.map((s: { seller: { id: string } }) => s.seller.id)).toEqual([middle.seller.id, small.seller.id]);
    const bad = await call(listOwed, "GET", "/server/admin/payouts", { token: moderator.token, query: { cursor: "bm9wZQ" } });
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_CURSOR"]);
  });

  it.each([
    [{ amount: "0", reference: "R1" }, "amount", "PAYOUT_AMOUNT_INVALID"],
    [{ amount: "-5", reference: "R1" }, "amount", "PAYOUT_AMOUNT_INVALID"],
    [{ amount: "12.345", reference: "R1" }, "amount", "PAYOUT_AMOUNT_INVALID"],
    [{ amount: "lots", reference: "R1" }, "amount", "PAYOUT_AMOUNT_INVALID"],
    [{ reference: "R1" }, "amount", "PAYOUT_AMOUNT_INVALID"],
    [{ amount: "10", reference: "   " }, "reference", "PAYOUT_REFERENCE_REQUIRED"],
    [{ amount: "10" }, "reference", "PAYOUT_REFERENCE_REQUIRED"],
    [{ amount: "10", reference: "U".repeat(65) }, "reference", "PAYOUT_REFERENCE_TOO_LONG"],
  ])("refuses %j with 422 (%s: %s) and changes nothing", async (input, field, code) => {
    const moderator = await createModerator();
    const { seller } = await sellerWhoEarned(1_000);
    const before = await ledgerAndAudit();
    const res = await payout(moderator.token, { sellerId: seller.id, ...input });
    expect([res.status, res.json.code, res.json.fieldCodes?.[field]]).toEqual([422, "VALIDATION", [code]]);
    expect(await ledgerAndAudit()).toEqual(before);
  });

  it("refuses more than is pending, an unknown seller, paying oneself and a reference used twice, changing nothing", async () => {
    const moderator = await createModerator();
    const { seller } = await sellerWhoEarned(1_000);
    // The moderator sells too: still not theirs to pay out.
    const pet = await createPet(moderator.id, { price: 500 });
    const order = await db.order.create({
      data: {
        buyerId: seller.id,
        sellerId: moderator.id,
        petId: pet.id,
        unitPrice: 500,
        totalAmount: 500,
        status: "accepted",
        paymentStatus: "paid",
      },
    });
    await db.ledgerEntry.create({ data: { sellerId: moderator.id, orderId: order.id, kind: "earning", amount: 50_000n } });
    expect((await payout(moderator.token, { sellerId: seller.id, amount: "400", reference: "UTR-A" })).status).toBe(201);
    const before = await ledgerAndAudit();
    const cases: [unknown, number, string][] = [
      [{ sellerId: seller.id, amount: "600.01", reference: "UTR-B" }, 409, "PAYOUT_EXCEEDS_PENDING"],
      [{ sellerId: seller.id, amount: "100", reference: "UTR-A" }, 409, "PAYOUT_REFERENCE_USED"],
      [{ sellerId: "cnotauserid0000000000000", amount: "1", reference: "UTR-C" }, 404, "USER_NOT_FOUND"],
      [{ sellerId: moderator.id, amount: "1", reference: "UTR-D" }, 403, "PAYOUT_SELF"],
    ];
    for (const [body, status, code] of cases) {
      const res = await payout(moderator.token, body);
      expect([code, res.status, res.json.code]).toEqual([code, status, code]);
    }
    expect(await ledgerAndAudit()).toEqual(before);
    // Exactly what is left is fine.
    expect((await payout(moderator.token, { sellerId: seller.id, amount: "600", reference: "UTR-E" })).status).toBe(201);
    expect((await earningsOf(seller.token)).json.summary.pending_paise).toBe(0);
  });

  it("two moderators paying the same seller at once cannot pay out more than is pending", async () => {
    const [first, second] = [await createModerator("Moderator One"), await createModerator("Moderator Two")];
    for (let round = 0; round < 3; round++) {
      const { seller } = await sellerWhoEarned(1_000);
      const answers = await Promise.all([
        payout(first.token, { sellerId: seller.id, amount: "700", reference: `R${round}-1` }),
        payout(second.token, { sellerId: seller.id, amount: "700", reference: `R${round}-2` }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.json.code).toBe("PAYOUT_EXCEEDS_PENDING");
      expect((await earningsOf(seller.token)).json.summary).toMatchObject({ pending_paise: 30_000, paid_out_paise: 70_000 });
      expect(await db.auditEntry.count({ where: { action: "payout_recorded", targetUserId: seller.id } })).toBe(1);
    }
  });

  it("is not there for a member or a signed-out visitor: 404, and nothing changes", async () => {
    const member = await createUser({ verified: true });
    const { seller } = await sellerWhoEarned(1_000);
    const before = await ledgerAndAudit();
    for (const token of [member.token, seller.token, undefined]) {
      const posted = await call(recordPayout, "POST", "/server/admin/payouts", {
        token,
        body: { sellerId: seller.id, amount: "10", reference: "UTR-X" },
      });
      expect([posted.status, posted.json.code]).toEqual([404, "NOT_FOUND"]);
      const listed = await call(listOwed, "GET", "/server/admin/payouts", { token });
      expect([listed.status, listed.json.code]).toEqual([404, "NOT_FOUND"]);
    }
    expect(await ledgerAndAudit()).toEqual(before);
  });

  it("a deleted seller's entries stay, under Deleted user, and their balance can still be paid out", async () => {
    const moderator = await createModerator();
    const { seller, orderId } = await sellerWhoEarned(4_000);
    const deleted = await call(deleteAccount, "DELETE", "/server/profile", { token: seller.token, body: { password: "secret123" } });
    expect(deleted.status).toBe(200);
    expect(await earnedOf(orderId)).toEqual([{ kind: "earning", amount: 400_000n }]);
    const listed = await call(listOwed, "GET", "/server/admin/payouts", { token: moderator.token, query: { limit: "100" } });
    expect(listed.json.sellers.find((s: { seller: { id: string } }) => s.seller.id === seller.id)).toMatchObject({
      seller: { name: DELETED_USER_NAME, isDeleted: true },
      pendingPaise: 400_000,
    });
    expect((await payout(moderator.token, { sellerId: seller.id, amount: "4000", reference: "UTR-LAST" })).status).toBe(201);
  });
});

describe("the ledger table", () => {
  it("refuses UPDATE and DELETE, whoever sends them", async () => {
    const { orderId } = await sellerWhoEarned(1_500);
    const entry = await db.ledgerEntry.findFirstOrThrow({ where: { orderId } });
    await expect(db.$executeRaw`UPDATE ledger_entries SET amount = 1 WHERE id = ${entry.id}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM ledger_entries WHERE id = ${entry.id}`).rejects.toThrow(/append-only/);
    await expect(db.ledgerEntry.deleteMany({ where: { orderId } })).rejects.toThrow(/append-only/);
    await expect(db.ledgerEntry.update({ where: { id: entry.id }, data: { amount: 0n } })).rejects.toThrow();
    expect(await db.ledgerEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });

  it("refuses rows of the wrong shape and a second earning for an order", async () => {
    const { seller, orderId } = await sellerWhoEarned(1_500);
    const bad = [
      { sellerId: seller.id, orderId, kind: "fee" as const, amount: 10n },
      { sellerId: seller.id, kind: "payout" as const, amount: -10n },
      { sellerId: seller.id, orderId, kind: "earning" as const, amount: 100n },
      // The held balance's rows: a hold adds, its release and refund take away; each names its order.
      { sellerId: seller.id, orderId, kind: "hold" as const, amount: -10n },
      { sellerId: seller.id, orderId, kind: "hold_release" as const, amount: 10n },
      { sellerId: seller.id, kind: "hold_refund" as const, amount: -10n },
      // A payout with no moderator is only Razorpay Route's settled transfer (its trf_ id as the reference).
      { sellerId: seller.id, kind: "payout" as const, amount: -10n, reference: "UTR-NOBODY" },
    ];
    for (const data of bad) await expect(db.ledgerEntry.create({ data })).rejects.toThrow();
    expect(await earnedOf(orderId)).toHaveLength(1);
    // What the shape lets through: a settled Route transfer as a payout, without a moderator.
    await expect(
      db.ledgerEntry.create({ data: { sellerId: seller.id, kind: "payout", amount: -10n, reference: "trf_standin000001" } }),
    ).resolves.toBeTruthy();
  });
});
