import "server-only";
import { ledgerEntrySelect } from "@/lib/ledger/entry-select";
import { BATCH, list, nameOnly, oldestFirst, petName, type TFileContents } from "./data-export-rows";

// The person's orders and payments in the data export: orders-as-buyer.json, orders-as-seller.json,
// payments.json, and earnings.json (their ledger as a seller, lib/ledger: amounts in paise).

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
  pet: petName,
  buyer: nameOnly,
  seller: nameOnly,
} as const;

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
} satisfies TFileContents;
