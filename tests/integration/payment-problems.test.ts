import { GET as listProblems } from "@/app/server/admin/payment-problems/route";
import { POST as resolveProblem } from "@/app/server/admin/payment-problems/[id]/resolve/route";
import { POST as retryProblem } from "@/app/server/admin/payment-problems/[id]/retry/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { POST as webhook } from "@/app/server/payments/webhook/route";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { openPayment, withRazorpayStandIn } from "../helpers/razorpay";
import type { TRazorpayStandIn } from "../helpers/razorpay-stand-in";

// The console's "Payment problems" (/server/admin/payment-problems): what the automatic handling of
// Razorpay's money queues for a person (a failed refund, a second capture, an event that matches
// nothing), and what a moderator does with it: retry (ask Razorpay again, handle the event again) or
// resolve with a note, each once and in the audit log. Moderators only: anyone else gets 404.

const db = getDb();
const standInOf = withRazorpayStandIn();
let standIn: TRazorpayStandIn;
let seller: Awaited<ReturnType<typeof createUser>>;
let moderator: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await resetDb();
  standIn = standInOf();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  moderator = await createUser({ name: "Moderator Meera", verified: true });
  await db.user.update({ where: { id: moderator.id }, data: { role: "moderator" } });
});
afterAll(closeDb);

const quietly = async <T>(run: () => Promise<T>) => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    logged.mockRestore();
  }
};
function deliver(hook: { body: string; signature: string; eventId: string }) {
  return call(webhook, "POST", "/server/payments/webhook", {
    rawBody: hook.body,
    headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId },
  });
}
const list = (token: string | undefined, query?: Record<string, string>) =>
  call(listProblems, "GET", "/server/admin/payment-problems", { token, query });
const retry = (id: string, body: Record<string, unknown> = {}, token = moderator.token) =>
  call(retryProblem, "POST", `/server/admin/payment-problems/${id}/retry`, { token, params: { id }, body });
const resolve = (id: string, body: Record<string, unknown>, token = moderator.token) =>
  call(resolveProblem, "POST", `/server/admin/payment-problems/${id}/resolve`, { token, params: { id }, body });

/** A paid order the seller rejected: its refund asked of Razorpay. */
async function askedRefund(price: number) {
  const { buyer, orderIds, paymentId, checkout } = await openPayment(seller.id, price);
  const handed = standIn.pay(checkout.order_id);
  expect(
    (
      await call(verifyPayment, "POST", "/server/payments/verify", {
        token: buyer.token,
        body: { order_id: paymentId, payment_status: "success", ...handed },
      })
    ).json.status,
  ).toBe("success");
  expect((await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: orderIds[0] } })).status).toBe(200);
  const refund = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: paymentId } });
  expect(refund.gatewayRefundId).toMatch(/^rfnd_/);
  return { refund, gatewayPaymentId: handed.razorpay_payment_id, paymentId, checkout };
}
const failedHook = (refund: { id: string; gatewayRefundId: string | null }, gatewayPaymentId: string, amount: number) =>
  standIn.webhook("refund.failed", {
    refund: { entity: { id: refund.gatewayRefundId, payment_id: gatewayPaymentId, amount, status: "failed", receipt: refund.id } },
  });

describe("GET /server/admin/payment-problems", () => {
  it("is there only for moderators", async () => {
    const user = await createUser({ verified: true });
    for (const token of [user.token, undefined]) {
      const res = await list(token);
      expect([res.status, res.json.code]).toEqual([404, "NOT_FOUND"]);
    }
    expect((await list(moderator.token)).status).toBe(200);
    const id = "c".repeat(25);
    expect((await retry(id, {}, user.token)).status).toBe(404);
    expect((await resolve(id, { note: "x" }, user.token)).status).toBe(404);
  });
});

describe("a refund that failed at the bank", () => {
  it("is queued once; retry asks Razorpay for a new refund of the same amount, once however often it is sent", async () => {
    const { refund, gatewayPaymentId } = await askedRefund(4_000);
    const hook = failedHook(refund, gatewayPaymentId, 400_000);
    standIn.settleRefund(refund.gatewayRefundId!, "failed");
    await quietly(() => deliver(hook));
    await quietly(() => deliver({ ...hook, eventId: `${hook.eventId}-again` }));
    const listed = await list(moderator.token);
    const problem = (listed.json.problems as { id: string; kind: string; paymentId: string; retry: string; payment: unknown }[]).find(
      (p) => p.paymentId === refund.id,
    )!;
    expect(problem).toMatchObject({
      kind: "refund_failed",
      retry: "ask_again",
      payment: { kind: "refund", status: "failed", amountPaise: 400_000 },
    });
    expect(await db.paymentProblem.count({ where: { paymentId: refund.id } })).toBe(1);

    const before = [...standIn.refunds.values()].filter((r) => r.payment_id === gatewayPaymentId).length;
    const [a, b] = await Promise.all([retry(problem.id), retry(problem.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    expect(won.json).toMatchObject({ outcome: "asked_again", problem: { state: "resolved", attempts: 1 } });
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_id === gatewayPaymentId);
    expect(refunds).toHaveLength(before + 1);
    expect(refunds.at(-1)).toMatchObject({ amount: 400_000 });
    const asked = await db.payment.findFirstOrThrow({ where: { kind: "refund", refundOf: refund.refundOf, status: "created" } });
    expect(asked).toMatchObject({ orderId: refund.orderId, amountPaise: 400_000, gatewayRefundId: refunds.at(-1)!.id });
    expect(await db.auditEntry.count({ where: { action: "payment_problem_retried", reason: { contains: problem.id } } })).toBe(1);
    expect((await retry(problem.id)).json.code).toBe("PAYMENT_PROBLEM_RESOLVED");
  });
});

describe("an event that matches nothing", () => {
  it("is queued; retried while it still matches nothing it stays open; once it matches, it is handled and resolved", async () => {
    const { refund, gatewayPaymentId } = await askedRefund(3_000);
    // Razorpay's refund id as the bank's failure names it, before we recorded it (our answer from Razorpay was lost).
    const laterId = `rfnd_later${Date.now().toString(36)}`;
    const hook = standIn.webhook("refund.failed", {
      refund: { entity: { id: laterId, payment_id: gatewayPaymentId, amount: 300_000, status: "failed" } },
    });
    await quietly(() => deliver(hook));
    const problem = await db.paymentProblem.findFirstOrThrow({ where: { kind: "unmatched_event", eventId: hook.eventId } });
    expect(problem.payload).toMatchObject({ event: "refund.failed" });

    const still = await retry(problem.id);
    expect(still.json).toMatchObject({ outcome: "still_unmatched", problem: { state: "open", attempts: 1 } });
    await db.payment.update({ where: { id: refund.id }, data: { gatewayRefundId: laterId } });
    const handled = await quietly(() => retry(problem.id, { note: "Razorpay's id recorded by hand" }));
    expect(handled.json).toMatchObject({ outcome: "handled", problem: { state: "resolved", attempts: 2 } });
    expect((await db.payment.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("failed");
    expect(await db.paymentProblem.count({ where: { kind: "refund_failed", paymentId: refund.id } })).toBe(1);
    expect(await db.auditEntry.count({ where: { action: "payment_problem_retried", reason: { contains: problem.id } } })).toBe(2);
  });
});

describe("a second capture on a paid order", () => {
  it("is one problem however it is reported; retry marks it resolved", async () => {
    const { buyer, paymentId, checkout } = await openPayment(seller.id, 2_500);
    const first = standIn.pay(checkout.order_id);
    await call(verifyPayment, "POST", "/server/payments/verify", {
      token: buyer.token,
      body: { order_id: paymentId, payment_status: "success", ...first },
    });
    const second = standIn.pay(checkout.order_id);
    const entity = { id: second.razorpay_payment_id, order_id: checkout.order_id, amount: 250_000, currency: "INR", status: "captured" };
    await quietly(() => deliver(standIn.webhook("payment.captured", { payment: { entity } })));
    await quietly(() => deliver(standIn.webhook("order.paid", { payment: { entity }, order: { entity: { id: checkout.order_id } } })));
    const problems = await db.paymentProblem.findMany({ where: { kind: "second_capture", paymentId } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ eventId: second.razorpay_payment_id, state: "open" });
    const res = await retry(problems[0].id);
    expect(res.json).toMatchObject({ outcome: "resolved", problem: { state: "resolved", resolvedBy: expect.stringContaining("@") } });
  });
});

describe("POST /server/admin/payment-problems/{id}/resolve", () => {
  it("needs a note, resolves once, and writes the audit log", async () => {
    const hook = standIn.webhook("payment.captured", {
      payment: { entity: { id: "pay_elsewhere", order_id: "order_elsewhere", amount: 100, currency: "INR", status: "captured" } },
    });
    await quietly(() => deliver(hook));
    const problem = await db.paymentProblem.findFirstOrThrow({ where: { eventId: hook.eventId } });
    const noNote = await resolve(problem.id, { note: "  " });
    expect([noNote.status, noNote.json.fieldCodes?.note]).toEqual([422, ["PAYMENT_PROBLEM_NOTE_REQUIRED"]]);
    expect((await resolve(problem.id, { note: "x".repeat(1_001) })).json.fieldCodes?.note).toEqual(["PAYMENT_PROBLEM_NOTE_TOO_LONG"]);
    expect((await db.paymentProblem.findUniqueOrThrow({ where: { id: problem.id } })).state).toBe("open");

    const done = await resolve(problem.id, { note: "A Payment Link of the shop's, not ours" });
    expect([done.status, done.json.outcome, done.json.problem.state]).toEqual([200, "resolved", "resolved"]);
    expect(done.json.problem.detail).toContain("A Payment Link of the shop's, not ours");
    expect(
      await db.auditEntry.findFirstOrThrow({ where: { action: "payment_problem_resolved", reason: { contains: problem.id } } }),
    ).toMatchObject({
      actorId: moderator.id,
      reason: expect.stringContaining("A Payment Link of the shop's, not ours"),
    });
    const again = await resolve(problem.id, { note: "again" });
    expect([again.status, again.json.code]).toEqual([409, "PAYMENT_PROBLEM_RESOLVED"]);
    const missing = await resolve("c".repeat(25), { note: "x" });
    expect([missing.status, missing.json.code]).toEqual([404, "PAYMENT_PROBLEM_NOT_FOUND"]);
    const resolved = await list(moderator.token, { state: "resolved" });
    expect((resolved.json.problems as { id: string }[]).map((p) => p.id)).toContain(problem.id);
    expect(((await list(moderator.token)).json.problems as { id: string }[]).map((p) => p.id)).not.toContain(problem.id);
  });

  it("pages the queue newest first", async () => {
    for (let i = 0; i < 3; i++)
      await quietly(() =>
        deliver(
          standIn.webhook("refund.failed", {
            refund: { entity: { id: `rfnd_none${i}${Date.now()}`, payment_id: "pay_none", amount: 100, status: "failed" } },
          }),
        ),
      );
    const first = await list(moderator.token, { limit: "2" });
    expect(first.json.problems).toHaveLength(2);
    const next = await list(moderator.token, { limit: "2", cursor: first.json.nextCursor });
    const ids = [...first.json.problems, ...next.json.problems].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list(moderator.token, { cursor: "not-ours" })).json.code).toBe("INVALID_CURSOR");
  });
});
