import type { Prisma } from "@/lib/generated/prisma/client";

/** A ledger row as the seller's earnings and their data export read it: with its order's pet. */
export const ledgerEntrySelect = {
  id: true,
  kind: true,
  orderId: true,
  amount: true,
  reference: true,
  createdAt: true,
  order: { select: { petId: true, pet: { select: { name: true } } } },
} satisfies Prisma.LedgerEntrySelect;
