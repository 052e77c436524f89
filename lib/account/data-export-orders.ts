import "server-only";
import { ledgerEntrySelect } from "@/lib/ledger/entry-select";
import { formatTicket } from "@/lib/support/ticket";
import { BATCH, list, nameOnly, oldestFirst, petName, type TFileContents } from "./data-export-rows";

// The person's orders and payments in the data export: orders-as-buyer.json, orders-as-seller.json,
// payments.json, earnings.json (their ledger as a seller, lib/ledger: amounts in paise), disputes.json
// (the disputes they are a party to) and payout-account.json (their Razorpay Route account, masked).

const orderSelect = {
  id: true,
  quantity: true,
  unitPrice: true,
  totalAmount: true,
  status: true,
  paymentStatus: true,
  createdAt: true,
  updatedAt: true,
  decidedAt: true,
  protection: true,
  paidAt: true,
  handedOverAt: true,
  handedOverBy: true,
  releasedAt: true,
  refundedAt: true,
  closedReason: true,
  pet: petName,
  buyer: nameOnly,
  seller: nameOnly,
} as const;

/** Where the order's money stands (lib/orders/protection.ts). The handover code is a key, not data about the person: left out. */
const protectionOf = (o: {
  protection: string;
  paidAt: Date | null;
  handedOverAt: Date | null;
  handedOverBy: string | null;
  releasedAt: Date | null;
  refundedAt: Date | null;
  closedReason: string | null;
}) => ({
  protection: o.protection,
  paidAt: o.paidAt,
  handedOverAt: o.handedOverAt,
  handedOverBy: o.handedOverBy,
  releasedAt: o.releasedAt,
  refundedAt: o.refundedAt,
  closedReason: o.closedReason,
});

/** A payment's lines as recorded when it was created (lib/payments/service.ts): the pets' names and prices then. */
function paymentLines(items: unknown) {
  if (!Array.isArray(items)) return [];
  return items.map((line: { order_id?: unknown; name?: unknown; price?: unknown; quantity?: unknown }) => ({
    orderId: line?.order_id ?? null,
    pet: line?.name ?? null,
    priceRupees: line?.price ?? null,
    quantity: line?.quantity ?? null,
  }));
}

export const ordersContents = {
  ordersAsBuyer: ({ db, userId }) =>
    list(
      (where) =>
        db.order.findMany({ where: { AND: [{ buyerId: userId }, where] }, orderBy: oldestFirst, take: BATCH, select: orderSelect }),
      (o) => ({
        id: o.id,
        pet: o.pet.name,
        seller: o.seller.name,
        quantity: o.quantity,
        unitPriceRupees: o.unitPrice,
        totalRupees: o.totalAmount,
        status: o.status,
        paymentStatus: o.paymentStatus,
        ...protectionOf(o),
        createdAt: o.createdAt,
        decidedAt: o.decidedAt,
        updatedAt: o.updatedAt,
      }),
    ),

  ordersAsSeller: ({ db, userId }) =>
    list(
      (where) =>
        db.order.findMany({ where: { AND: [{ sellerId: userId }, where] }, orderBy: oldestFirst, take: BATCH, select: orderSelect }),
      (o) => ({
        id: o.id,
        pet: o.pet.name,
        buyer: o.buyer.name,
        quantity: o.quantity,
        unitPriceRupees: o.unitPrice,
        totalRupees: o.totalAmount,
        status: o.status,
        paymentStatus: o.paymentStatus,
        ...protectionOf(o),
        createdAt: o.createdAt,
        decidedAt: o.decidedAt,
        updatedAt: o.updatedAt,
      }),
    ),

  payments: ({ db, userId }) =>
    list(
      (where) =>
        db.payment.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            kind: true,
            amount: true,
            status: true,
            items: true,
            refundOf: true,
            orderId: true,
            createdAt: true,
            updatedAt: true,
          },
        }),
      (p) => ({
        id: p.id,
        kind: p.kind,
        amountRupees: p.amount,
        status: p.status,
        lines: paymentLines(p.items),
        refundOfPayment: p.refundOf,
        refundForOrder: p.kind === "refund" ? p.orderId : null,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      }),
    ),

  earnings: ({ db, userId }) =>
    list(
      (where) =>
        db.ledgerEntry.findMany({
          where: { AND: [{ sellerId: userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: ledgerEntrySelect,
        }),
      (e) => ({
        id: e.id,
        kind: e.kind,
        orderId: e.orderId,
        pet: e.order?.pet.name ?? null,
        amountPaise: Number(e.amount),
        payoutReference: e.reference,
        createdAt: e.createdAt,
      }),
    ),

  disputes: ({ db, userId }) =>
    list(
      (where) =>
        db.dispute.findMany({
          where: { AND: [{ OR: [{ buyerId: userId }, { sellerId: userId }] }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            ticket: true,
            orderId: true,
            buyerId: true,
            source: true,
            reason: true,
            details: true,
            sellerStatement: true,
            outcome: true,
            refundAmount: true,
            decisionReason: true,
            decidedAt: true,
            createdAt: true,
            updatedAt: true,
            order: { select: { pet: petName } },
            evidence: { where: { uploaderId: userId }, select: { id: true, kind: true, createdAt: true } },
          },
        }),
      (d) => ({
        id: d.id,
        ticket: formatTicket(d.ticket),
        orderId: d.orderId,
        pet: d.order.pet.name,
        yourRole: d.buyerId === userId ? "buyer" : "seller",
        source: d.source,
        reason: d.reason,
        buyerStatement: d.details,
        sellerStatement: d.sellerStatement,
        yourEvidence: d.evidence.map((e) => ({ id: e.id, kind: e.kind, addedAt: e.createdAt })),
        outcome: d.outcome,
        refundRupees: d.refundAmount,
        decisionReason: d.decisionReason,
        decidedAt: d.decidedAt,
        createdAt: d.createdAt,
        updatedAt: d.updatedAt,
      }),
    ),

  payoutAccount: ({ db, userId }) =>
    list(
      (where) =>
        db.linkedAccount.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            state: true,
            legalName: true,
            panMasked: true,
            accountMasked: true,
            ifsc: true,
            createdAt: true,
            updatedAt: true,
          },
        }),
      (a) => ({
        id: a.id,
        state: a.state,
        legalName: a.legalName,
        pan: a.panMasked,
        bankAccount: a.accountMasked,
        ifsc: a.ifsc,
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
      }),
    ),
} satisfies TFileContents;
