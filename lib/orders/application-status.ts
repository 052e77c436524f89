import "server-only";
import type { TTx } from "@/lib/db";

// The application to adopt behind a rehoming's reserved order (lib/applications) follows its order: here,
// in the orders' domain, so that the protection machine (./protection.ts) moves it in the same
// transaction as the order without importing the applications' service (which calls the orders').

/**
 * The order will not be handed over (it lapsed unpaid, was called off, or expired held): its chosen (or
 * paid, adopted) application lapses and the owner may choose again. A withdrawn one stays withdrawn (the
 * applicant's withdrawal moves it first).
 */
export async function onApplicationOrderEnded(tx: TTx, orderId: string, now = new Date()): Promise<void> {
  await tx.rehomingApplication.updateMany({
    where: { orderId, status: { in: ["chosen", "adopted"] } },
    data: { status: "lapsed", decidedAt: now },
  });
}

/** Orders a payment just paid: a chosen applicant who paid the adoption fee has adopted. */
export async function onApplicationOrdersPaid(tx: TTx, orderIds: string[], now = new Date()): Promise<void> {
  if (!orderIds.length) return;
  await tx.rehomingApplication.updateMany({
    where: { orderId: { in: orderIds }, status: "chosen" },
    data: { status: "adopted", decidedAt: now },
  });
}
