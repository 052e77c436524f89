import "server-only";
import { createHash } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { assertAgreementsSigned } from "@/lib/agreements/service";
import { env } from "@/lib/env";
import { formatPrice } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { runAfterResponse } from "@/lib/http/after";
import type { TLiveEventInput } from "@/lib/live/events";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { onOrdersPaid, recordProtectionEvents } from "@/lib/orders/protection";
import { assertEmailVerified, recordOrdersPaid, recordOrdersRejected, rejectUnfillable } from "@/lib/orders/service";
import { pushForEvents } from "@/lib/push/service";
import { refreshPetPages } from "@/lib/pets/revalidate";
import type { TTransactionDto } from "./responses";

/** What was paid for, kept on the payment as the server priced it. */
type TPaidLine = { order_id: string; pet_id: string; name: string; price: number; quantity: number };

export type { TTransactionDto };

const TRANSACTION_LIMIT = 100;
export const MAX_ORDERS_PER_PAYMENT = 100;

type TBoundOrder = {
  id: string;
  petId: string;
  petName: string;
  petStatus: string;
  petAvailable: number;
  status: string;
  paymentStatus: string;
  quantity: number;
  unitPrice: number;
  totalAmount: number;
};

/**
 * The buyer's orders by id, locked until the transaction ends. Every payment step that reads or changes
 * these orders takes this lock first (in id order), so two attempts on the same orders take turns:
 * that, and the checks that follow, make a payment exactly-once.
 */
async function lockBuyerOrders(tx: TTx, buyerId: string, orderIds: string[]): Promise<TBoundOrder[]> {
  if (!orderIds.length) return [];
  return tx.$queryRaw<TBoundOrder[]>`
    SELECT o.id, o."petId", p.name AS "petName", p.status::text AS "petStatus", p.available AS "petAvailable", o.status::text AS status, o."paymentStatus"::text AS "paymentStatus",
           o.quantity, o."unitPrice", o."totalAmount"
    FROM orders o JOIN pets p ON p.id = o."petId"
    WHERE o.id IN (${Prisma.join(orderIds)}) AND o."buyerId" = ${buyerId}
    ORDER BY o.id FOR UPDATE OF o`;
}

/**
 * Orders can be paid while the seller has not refused them and nothing has paid them yet, and not while
 * the moderators have the pet's listing hidden (a listing under review for a scam takes no money). A
 * pending order is paid only while its listing can still meet it: money is never taken for a pet another
 * buyer's accepted order has reserved (an accepted order holds its own quantity already).
 */
function assertPayable(orders: TBoundOrder[]) {
  if (orders.some((o) => o.status !== "pending" && o.status !== "accepted")) throw new AppError("ORDER_NOT_PAYABLE");
  if (orders.some((o) => o.paymentStatus === "refunded")) throw new AppError("ORDER_NOT_PAYABLE");
  if (orders.some((o) => o.paymentStatus !== "unpaid")) throw new AppError("ALREADY_PAID");
  if (orders.some((o) => o.petStatus === "hidden")) throw new AppError("PET_NOT_AVAILABLE");
  if (orders.some((o) => o.status === "pending" && (o.petStatus !== "active" || o.petAvailable < o.quantity)))
    throw new AppError("PET_NOT_AVAILABLE");
}

const sumOf = (orders: TBoundOrder[]) => orders.reduce((sum, o) => sum + o.totalAmount, 0);
const orderSetKey = (orderIds: string[]) => createHash("sha256").update(orderIds.join(",")).digest("hex");

/**
 * The mock gateway's "create order": a payment bound to these unpaid orders of the buyer and their total
 * as the server computed it at checkout; any other amount is refused. Asking again for the same orders
 * returns the open payment instead of a second one (if their total has changed since, the old one is
 * closed as failed and a new one opened). The payment belongs to the provider of the moment
 * (PAYMENT_PROVIDER), which then opens what its payment screen needs (lib/payments/providers.ts).
 */
export async function createPayment({ userId, amount, orderIds }: { userId: string; amount: number; orderIds: string[] }) {
  await assertEmailVerified({ userId });
  const ids = [...new Set(orderIds)].sort();
  if (!ids.length) throw new AppError("CART_EMPTY");
  const provider = env().PAYMENT_PROVIDER;
  return getDb().$transaction(async (tx) => {
    const orders = await lockBuyerOrders(tx, userId, ids);
    if (orders.length !== ids.length) throw new AppError("ORDER_NOT_FOUND");
    assertPayable(orders);
    // A rehoming is paid only once the owner and the adopter have both signed its agreement.
    await assertAgreementsSigned(tx, ids);
    const total = sumOf(orders);
    if (amount !== total) throw new AppError("AMOUNT_MISMATCH", { params: { total: formatPrice(total) } });
    const key = orderSetKey(ids);
    const open = await tx.payment.findFirst({
      where: { userId, kind: "payment", status: "created", orderSetKey: key, provider },
      select: { id: true, amount: true, gatewayOrderId: true },
    });
    if (open?.amount === total) return { paymentId: open.id, total, provider, gatewayOrderId: open.gatewayOrderId };
    if (open) await tx.payment.update({ where: { id: open.id }, data: { status: "failed" } });
    const items: TPaidLine[] = orders.map((o) => ({
      order_id: o.id,
      pet_id: o.petId,
      name: o.petName,
      price: o.unitPrice,
      quantity: o.quantity,
    }));
    const payment = await tx.payment.create({
      data: {
        userId,
        kind: "payment",
        amount: total,
        status: "created",
        orderSetKey: key,
        provider,
        items,
        bound: { create: ids.map((orderId) => ({ orderId })) },
      },
      select: { id: true },
    });
    return { paymentId: payment.id, total, provider, gatewayOrderId: null };
  });
}

/**
 * Records the outcome of a payment once. Success marks exactly its orders paid and takes their pets out
 * of the cart, in the same transaction that records it, and only if every one of them can still be paid;
 * those the seller has accepted already earn there too (the seller's ledger, lib/ledger).
 * Afterwards the payment is closed: success again answers ALREADY_PAID (nothing recorded), and a failed
 * payment cannot turn into a success (PAYMENT_CLOSED: start a new one). Failed twice is still failed.
 * With a gateway, this is what its confirmed answer records (lib/payments/providers.ts), with the
 * gateway's id of the payment that paid.
 */
export async function verifyPayment({
  userId,
  paymentId,
  status,
  gatewayPaymentId,
}: {
  userId: string;
  paymentId: string;
  status: "success" | "failed";
  gatewayPaymentId?: string;
}) {
  const outcome = await getDb().$transaction(async (tx) => {
    const payment = await tx.payment.findFirst({
      where: { id: paymentId, userId, kind: "payment" },
      select: { id: true, amount: true, bound: { select: { orderId: true } } },
    });
    if (!payment) throw new AppError("PAYMENT_NOT_FOUND");
    const ids = payment.bound.map((b) => b.orderId).sort();
    const orders = await lockBuyerOrders(tx, userId, ids);
    // Read after the lock: an attempt that held it before us has committed by now.
    const { status: recorded } = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true } });
    if (recorded === "success") throw new AppError("ALREADY_PAID");
    if (recorded === "failed") {
      if (status === "failed")
        return {
          status: "failed" as const,
          heldPets: [] as string[],
          held: [] as string[],
          rejected: [] as string[],
          events: [] as TLiveEventInput[],
        };
      throw new AppError("PAYMENT_CLOSED");
    }
    if (status === "failed") {
      await tx.payment.update({ where: { id: paymentId }, data: { status: "failed" } });
      return {
        status: "failed" as const,
        heldPets: [] as string[],
        held: [] as string[],
        rejected: [] as string[],
        events: [] as TLiveEventInput[],
      };
    }
    // A payment from before orders were bound, or whose orders are gone or changed, cannot succeed.
    if (!ids.length || orders.length !== ids.length) throw new AppError("PAYMENT_CLOSED");
    assertPayable(orders);
    if (sumOf(orders) !== payment.amount) throw new AppError("PAYMENT_CLOSED");
    const moved = await tx.payment.updateMany({
      where: { id: paymentId, status: "created" },
      data: { status: "success", gatewayPaymentId },
    });
    if (moved.count !== 1) throw new AppError("ALREADY_PAID");
    const paid = await tx.order.updateMany({
      where: { id: { in: ids }, buyerId: userId, paymentStatus: "unpaid", status: { in: ["pending", "accepted"] } },
      data: { paymentStatus: "paid", paymentId },
    });
    if (paid.count !== ids.length) throw new AppError("ALREADY_PAID");
    await tx.cartItem.deleteMany({ where: { userId, petId: { in: orders.map((o) => o.petId) } } });
    // Each order's protection starts (lib/orders/protection.ts): one its seller had accepted is held now,
    // with the buyer's handover code; and that sale being certain, the pet's orders it leaves unmet are rejected.
    const held = await onOrdersPaid(tx, ids);
    const heldPets = [...new Set(orders.filter((o) => held.includes(o.id)).map((o) => o.petId))];
    const rejected: string[] = [];
    for (const petId of heldPets) rejected.push(...(await rejectUnfillable(tx, petId)));
    const events = [
      ...(await recordOrdersPaid(tx, ids)),
      ...(await recordOrdersRejected(tx, rejected)),
      ...(await recordProtectionEvents(tx, held, "held")),
    ];
    return { status: "success" as const, heldPets: rejected.length ? heldPets : [], held, rejected, events };
  });
  if (outcome.events.length) await runAfterResponse(() => pushForEvents(outcome.events));
  if (outcome.heldPets.length) await refreshPetPages(outcome.heldPets);
  // The buyer's receipt with the handover code for each order now held; a mail to each buyer whose order
  // that sale rejected.
  for (const orderId of outcome.held) await notifyProtectionStep({ orderId, step: "held" });
  for (const orderId of outcome.rejected) await notifyOrderDecision({ orderId });
  return { status: outcome.status };
}

/** The user's payments and refunds, newest first (bounded). */
export async function listTransactions({
  userId,
  limit = TRANSACTION_LIMIT,
}: {
  userId: string;
  limit?: number;
}): Promise<TTransactionDto[]> {
  const rows = await getDb().payment.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(limit, TRANSACTION_LIMIT),
    select: {
      id: true,
      kind: true,
      amount: true,
      status: true,
      createdAt: true,
      updatedAt: true,
      orderId: true,
      bound: { select: { orderId: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    order_ids: r.orderId ? [r.orderId] : r.bound.map((b) => b.orderId),
  }));
}
