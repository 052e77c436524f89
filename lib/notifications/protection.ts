import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/email/mailer";
import {
  closedMail,
  disputeDecidedMail,
  disputeOpenedMail,
  disputeStatementMail,
  disputeTeamMail,
  handedOverMail,
  heldMail,
  releasedMail,
  type TEarned,
  type TOrderMailBase,
  type TProtectionMail,
  type TRole,
} from "@/lib/email/protection-mails";
import { runAfterResponse } from "@/lib/http/after";
import { ANSWER_HOURS, PAY_HOURS, type TProtectionStep } from "@/lib/orders/protection";
import { formatTicket } from "@/lib/support/ticket";

// Both people of an order hear of each step of the buyer's protection by mail, in their stored language,
// after the answer (a failing mail never fails the move); the pushes come from the live events. A mail that
// records money or a grievance is a receipt and ignores the switches (a complaint must be acknowledged:
// Consumer Protection (E-Commerce) Rules 2020, rule 4(5)); progress follows them. A deleted account or a
// step the order has since left gets nothing. docs/payments.md, "Telling both people of each step".

const personSelect = {
  id: true,
  name: true,
  email: true,
  locale: true,
  deletedAt: true,
  notifyNewOrder: true,
  notifyOrderDecision: true,
} as const;

async function loadOrder(orderId: string) {
  return getDb().order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      protection: true,
      protectionDeadline: true,
      totalAmount: true,
      paidAt: true,
      handoverCode: true,
      handedOverAt: true,
      releasedAt: true,
      refundedAt: true,
      closedReason: true,
      pet: { select: { name: true, status: true } },
      buyer: { select: personSelect },
      seller: { select: personSelect },
      dispute: {
        select: {
          id: true,
          ticket: true,
          source: true,
          reason: true,
          details: true,
          sellerStatement: true,
          acknowledgeBy: true,
          decideBy: true,
          outcome: true,
          refundAmount: true,
          decisionReason: true,
          createdAt: true,
          evidence: { select: { kind: true } },
        },
      },
    },
  });
}

type TOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;
type TPerson = TOrder["buyer"];
type TOut = { role: TRole; mail: TProtectionMail; isReceipt: boolean };

/** What a release earned the seller, from the ledger (what the seller's earnings show). */
async function earnedOf(orderId: string): Promise<TEarned> {
  const rows = await getDb().ledgerEntry.findMany({
    where: { orderId, kind: { in: ["earning", "fee"] } },
    select: { kind: true, amount: true },
  });
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0n);
  return { earnedPaise: Number(sum("earning")), feePaise: Number(-sum("fee")) };
}

/** Whole rupees refunded to the buyer for the order (initiated or done; a refund the bank refused is not counted). */
async function refundedOf(orderId: string): Promise<number> {
  const r = await getDb().payment.aggregate({ where: { kind: "refund", orderId, status: { not: "failed" } }, _sum: { amount: true } });
  return r._sum.amount ?? 0;
}

const isSwitchedOn = (p: TPerson, role: TRole) => (role === "buyer" ? p.notifyOrderDecision : p.notifyNewOrder);

/** The mails of one step, for each of the two people (none when the order has left the step). */
async function mailsFor(o: TOrder, step: TProtectionStep): Promise<TOut[]> {
  const base = (role: TRole): TOrderMailBase => {
    const p = role === "buyer" ? o.buyer : o.seller;
    return {
      locale: p.locale,
      role,
      name: p.name,
      buyerName: o.buyer.name,
      sellerName: o.seller.name,
      orderId: o.id,
      petName: o.pet.name,
      amount: o.totalAmount,
    };
  };
  const both = (make: (role: TRole) => TProtectionMail, isReceipt: (role: TRole) => boolean): TOut[] =>
    (["buyer", "seller"] as const).map((role) => ({ role, mail: make(role), isReceipt: isReceipt(role) }));
  const d = o.dispute;
  const ticket = d ? formatTicket(d.ticket) : "";
  switch (step) {
    case "held": {
      if (o.protection !== "held" || !o.handoverCode || !o.protectionDeadline) return [];
      const deadline = o.protectionDeadline;
      return [
        { role: "buyer", mail: heldMail({ ...base("buyer"), deadline, paidAt: o.paidAt, code: o.handoverCode }), isReceipt: true },
        { role: "seller", mail: heldMail({ ...base("seller"), deadline, paidAt: o.paidAt }), isReceipt: false },
      ];
    }
    case "handed_over": {
      if (o.protection !== "handed_over" || !o.protectionDeadline) return [];
      const deadline = o.protectionDeadline;
      return both(
        (role) => handedOverMail({ ...base(role), deadline, feePercent: env().PLATFORM_FEE_PERCENT }),
        () => false,
      );
    }
    case "released": {
      if (o.protection !== "released" || !o.releasedAt) return [];
      const earned = await earnedOf(o.id);
      return both(
        (role) => releasedMail({ ...base(role), earned }),
        (role) => role === "seller",
      );
    }
    case "refunded":
    case "expired":
    case "lapsed": {
      if (o.protection !== "refunded" && o.protection !== "closed") return [];
      const refunded = await refundedOf(o.id);
      const isListedAgain = o.closedReason !== "seller_silent" && o.pet.status === "active";
      const closed = (role: TRole) =>
        closedMail({
          ...base(role),
          step,
          reason: o.closedReason,
          refunded,
          isListedAgain,
          hours: { answer: ANSWER_HOURS, pay: PAY_HOURS },
          handoverDays: env().HANDOVER_DAYS,
        });
      return both(closed, () => refunded > 0);
    }
    case "dispute_opened": {
      // A bank's chargeback is the bank's process: only the team hears of it here.
      if (!d || d.source !== "buyer" || d.outcome) return [];
      const dispute = { ticket, reason: d.reason, details: d.details, statementBy: d.acknowledgeBy, decideBy: d.decideBy };
      return both(
        (role) => disputeOpenedMail({ ...base(role), ...dispute }),
        () => true,
      );
    }
    case "dispute_statement": {
      if (!d?.sellerStatement) return [];
      return [
        {
          role: "buyer",
          mail: disputeStatementMail({ ...base("buyer"), ticket, statement: d.sellerStatement, decideBy: d.decideBy }),
          isReceipt: true,
        },
      ];
    }
    case "dispute_decided": {
      if (!d?.outcome) return [];
      const outcome = d.outcome;
      const earned = outcome === "refund" ? null : await earnedOf(o.id);
      const decided = (role: TRole) =>
        disputeDecidedMail({
          ...base(role),
          ticket,
          outcome,
          refundAmount: d.refundAmount ?? 0,
          decisionReason: d.decisionReason ?? "",
          earned,
        });
      return both(decided, () => true);
    }
  }
}

async function send(mail: Parameters<typeof sendMail>[0]) {
  try {
    await sendMail(mail);
  } catch (e) {
    // The outbox row says it failed; the other person's mail still goes.
    console.error(`[mail] ${mail.kind} to ${mail.to} failed: ${(e as Error).message}`);
  }
}

async function sendProtectionMails({ orderId, step }: { orderId: string; step: TProtectionStep }) {
  const o = await loadOrder(orderId);
  if (!o) return;
  for (const { role, mail, isReceipt } of await mailsFor(o, step)) {
    const p = role === "buyer" ? o.buyer : o.seller;
    if (p.deletedAt || (!isReceipt && !isSwitchedOn(p, role))) continue;
    // One mail per order, step and person: a provider asked twice (a retried run) sends it once.
    await send({ to: p.email, userId: p.id, ...mail, idempotencyKey: `protection:${o.id}:${step}:${role}` });
  }
  if (step === "dispute_opened" && o.dispute && !o.dispute.outcome) {
    const d = o.dispute;
    const mail = disputeTeamMail({
      disputeId: d.id,
      ticket: formatTicket(d.ticket),
      orderId: o.id,
      petName: o.pet.name,
      amount: o.totalAmount,
      reason: `${d.source}: ${d.reason}`,
      details: d.details,
      buyer: o.buyer,
      seller: o.seller,
      photos: d.evidence.filter((e) => e.kind === "photo").length,
      vetNotes: d.evidence.filter((e) => e.kind === "vet_note").length,
      openedAt: d.createdAt,
      acknowledgeBy: d.acknowledgeBy,
      decideBy: d.decideBy,
    });
    await send({ to: env().SUPPORT_EMAIL, userId: null, ...mail, idempotencyKey: `protection:${o.id}:dispute_opened:team` });
  }
}

/** Both people of the order hear of a protection step (and the support team of a new dispute), after the answer. */
export const notifyProtectionStep = (args: { orderId: string; step: TProtectionStep }) => runAfterResponse(() => sendProtectionMails(args));
