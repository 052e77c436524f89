import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { recordProblem } from "./problems";
import { markRefundedOutside } from "./razorpay-outside-refund";

// Chargebacks (payment.dispute.* webhooks): while the bank decides, the order's money must not reach the
// seller, so its protection becomes `disputed` (the protection job moves it no more), a Dispute row (source
// `chargeback`) shows it beside the buyers' disputes, and a `chargeback` problem asks a person to answer in
// Razorpay's Dashboard. Lost: the order is refunded (./razorpay-outside-refund.ts); won: it goes back where it
// was and its clock resumes. Of a payment of several orders, the dispute's amount picks the one order of that
// amount, or none. docs/payments.md, "Chargebacks".

export type TDisputeEntity = {
  id: string;
  payment_id: string;
  amount: number;
  amount_deducted?: number | null;
  reason_code?: string | null;
  reason_description?: string | null;
  respond_by?: number | null;
  status?: string | null;
  phase?: string | null;
};

export const DISPUTE_EVENTS = [
  "payment.dispute.created",
  "payment.dispute.won",
  "payment.dispute.lost",
  "payment.dispute.closed",
  "payment.dispute.under_review",
  "payment.dispute.action_required",
] as const;

const HOUR = 3_600_000;
/** Our promise to acknowledge a dispute (the IT Rules 2021 ask 48 hours); a chargeback's decision is the bank's respond-by date. */
const ACKNOWLEDGE_HOURS = 48;
const DEFAULT_DECIDE_DAYS = 7;
const MAX_DETAIL_CHARS = 2000;

type TTarget = {
  payment: { id: string; userId: string };
  order: { id: string; status: string; handedOverAt: Date | null } | null;
  isOurs: boolean;
};

/** The chargeback's payment and order, opening its Dispute row, protection hold and problem the first time it is seen. */
async function targetOf(tx: TTx, dispute: TDisputeEntity, now: Date): Promise<TTarget | null> {
  const [payment] = await tx.$queryRaw<{ id: string; userId: string }[]>`
    SELECT id, "userId" FROM payments WHERE "gatewayPaymentId" = ${dispute.payment_id} AND kind = 'payment' FOR UPDATE`;
  if (!payment) return null;
  const orderSelect = { id: true, status: true, handedOverAt: true } as const;
  const known = await tx.dispute.findUnique({ where: { gatewayDisputeId: dispute.id }, select: { order: { select: orderSelect } } });
  if (known) return { payment, order: known.order, isOurs: true };

  const orders = await tx.order.findMany({
    where: { paymentId: payment.id },
    orderBy: { id: "asc" },
    select: { ...orderSelect, buyerId: true, sellerId: true, totalAmount: true, dispute: { select: { id: true } } },
  });
  const byAmount = orders.filter((o) => o.totalAmount * 100 === dispute.amount);
  const order = orders.length === 1 ? orders[0] : byAmount.length === 1 ? byAmount[0] : null;
  const notes: string[] = [];
  let isOurs = false;
  if (!order)
    notes.push(
      `No order could be chosen: the payment has ${orders.length} orders and ${byAmount.length} of them are of the disputed amount.`,
    );
  else if (order.dispute) notes.push(`Order ${order.id} already has a buyer's dispute; it stays as it is.`);
  else {
    await tx.dispute.create({
      data: {
        orderId: order.id,
        buyerId: order.buyerId,
        sellerId: order.sellerId,
        source: "chargeback",
        reason: "other",
        details: `Chargeback raised by the buyer's bank (${dispute.reason_code ?? "no reason code"}${dispute.reason_description ? `: ${dispute.reason_description}` : ""}).`,
        acknowledgeBy: new Date(now.getTime() + ACKNOWLEDGE_HOURS * HOUR),
        decideBy: dispute.respond_by ? new Date(dispute.respond_by * 1000) : new Date(now.getTime() + DEFAULT_DECIDE_DAYS * 24 * HOUR),
        gatewayDisputeId: dispute.id,
      },
    });
    isOurs = true;
  }
  if (order)
    await tx.order.updateMany({
      where: { id: order.id, protection: { in: ["awaiting_seller", "held", "handed_over"] } },
      data: { protection: "disputed" },
    });
  await recordProblem(
    {
      kind: "chargeback",
      paymentId: payment.id,
      orderId: order?.id ?? null,
      eventId: dispute.id,
      detail:
        `Chargeback ${dispute.id} (${dispute.phase ?? "chargeback"}) of ${dispute.amount} paise on Razorpay payment ${dispute.payment_id}. Answer it in Razorpay's Dashboard (Disputes) before ${dispute.respond_by ? new Date(dispute.respond_by * 1000).toISOString() : "its respond-by date"}. ${notes.join(" ")}`.trim(),
    },
    tx,
  );
  return { payment, order: order ? { id: order.id, status: order.status, handedOverAt: order.handedOverAt } : null, isOurs };
}

/** Adds a line to the chargeback's problem; `resolve` closes it (the bank has decided). */
async function noteOnProblem(tx: TTx, disputeId: string, line: string, resolve: boolean, now: Date) {
  const problem = await tx.paymentProblem.findFirst({
    where: { kind: "chargeback", eventId: disputeId },
    select: { id: true, detail: true },
  });
  if (!problem) return;
  await tx.paymentProblem.update({
    where: { id: problem.id },
    data: {
      detail: `${problem.detail}\n${now.toISOString()}: ${line}`.slice(-MAX_DETAIL_CHARS),
      ...(resolve ? { state: "resolved" as const, resolvedAt: now, resolvedBy: "razorpay" } : {}),
    },
  });
}

/** The bank decided for the buyer: the money went back to them. */
async function lost(tx: TTx, target: TTarget, dispute: TDisputeEntity, now: Date) {
  const paise = dispute.amount_deducted || dispute.amount;
  if (!target.order)
    return noteOnProblem(
      tx,
      dispute.id,
      `Lost: ${paise} paise deducted, and no order was chosen: decide which orders it refunds.`,
      false,
      now,
    );
  const order = await tx.order.findUniqueOrThrow({ where: { id: target.order.id }, select: { buyerId: true } });
  if (await markRefundedOutside(tx, target.order.id, "chargeback", now))
    await tx.payment.create({
      data: {
        userId: order.buyerId,
        kind: "refund",
        provider: "razorpay",
        status: "success",
        amount: Math.floor(paise / 100),
        amountPaise: paise,
        refundOf: target.payment.id,
        orderId: target.order.id,
      },
    });
  if (target.isOurs)
    await tx.dispute.updateMany({
      where: { gatewayDisputeId: dispute.id, outcome: null },
      data: {
        outcome: "refund",
        refundAmount: Math.floor(paise / 100),
        decidedAt: now,
        decisionReason: "The bank decided the chargeback for the buyer.",
      },
    });
  await noteOnProblem(tx, dispute.id, `Lost: ${paise} paise went back to the buyer; order ${target.order.id} is refunded.`, true, now);
}

/** The bank decided for us: the order goes back to where it was, and its clock resumes. */
async function won(tx: TTx, target: TTarget, dispute: TDisputeEntity, now: Date) {
  if (target.order && target.isOurs) {
    const back = target.order.handedOverAt ? "handed_over" : target.order.status === "accepted" ? "held" : "awaiting_seller";
    await tx.order.updateMany({ where: { id: target.order.id, protection: "disputed" }, data: { protection: back } });
    await tx.dispute.updateMany({
      where: { gatewayDisputeId: dispute.id, outcome: null },
      data: { outcome: "release", decidedAt: now, decisionReason: "The bank decided the chargeback for the seller." },
    });
  }
  await noteOnProblem(tx, dispute.id, "Won: nothing was deducted; the order's protection resumes.", true, now);
}

/** One payment.dispute.* event; "unknown" when its payment is not one of ours. */
export async function handleDisputeEvent(event: string, dispute: TDisputeEntity, now = new Date()): Promise<"done" | "unknown"> {
  const stage = event.slice("payment.dispute.".length);
  return getDb().$transaction(async (tx) => {
    const target = await targetOf(tx, dispute, now);
    if (!target) return "unknown";
    if (stage === "lost" || (stage === "closed" && (dispute.amount_deducted ?? 0) > 0)) await lost(tx, target, dispute, now);
    else if (stage === "won" || stage === "closed") await won(tx, target, dispute, now);
    else if (stage === "under_review") await noteOnProblem(tx, dispute.id, "Under review: the evidence was submitted.", false, now);
    else if (stage === "action_required")
      await noteOnProblem(tx, dispute.id, "Action required: Razorpay asks for more or better evidence.", false, now);
    return "done";
  });
}
