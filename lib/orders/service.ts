import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { imageUrl } from "@/lib/images/process";
import type { TLiveEventInput } from "@/lib/live/events";
import { pushForEvents } from "@/lib/push/service";
import { refreshPetPages } from "@/lib/pets/revalidate";
import { createAgreementForOrder } from "@/lib/agreements/service";
import { callOffBeforeHandover, callOffInTx, onOrderAccepted, onOrderClosed, recordProtectionEvents } from "./protection";
import { recordOrderEvents } from "./events";
import { refundIfPaid } from "./refund-order";
import type { TOrderDto } from "./responses";

export type { TOrderDto };

const ORDER_LIMIT = 100;

/** The fields of an order as the list answers it; the order page (lib/protection/order-detail.ts) adds to them. */
export const orderSelect = {
  id: true,
  petId: true,
  buyerId: true,
  sellerId: true,
  quantity: true,
  unitPrice: true,
  totalAmount: true,
  status: true,
  paymentStatus: true,
  protection: true,
  protectionDeadline: true,
  createdAt: true,
  pet: { select: { name: true, available: true, images: { orderBy: { position: "asc" }, select: { id: true } } } },
  seller: { select: { name: true } },
  buyer: { select: { name: true } },
} satisfies Prisma.OrderSelect;

export type TOrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

export function toOrderDto(row: TOrderRow, userId: string): TOrderDto {
  return {
    id: row.id,
    pet_id: row.petId,
    pet_name: row.pet.name,
    pet_available: row.pet.available,
    seller_name: row.seller.name,
    buyer_id: row.buyerId,
    buyer_name: row.buyer.name,
    seller_id: row.sellerId,
    quantity: row.quantity,
    unit_price: row.unitPrice,
    total_amount: row.totalAmount,
    status: row.status,
    payment_status: row.paymentStatus,
    protection: row.protection,
    protection_deadline: row.protectionDeadline?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    images: row.pet.images.map((i) => imageUrl(i.id, "sm")),
    role: row.sellerId === userId ? "seller" : "buyer",
  };
}

/**
 * The one check that buying needs a verified email: ordering, checkout and payment all call it, and it
 * reads the database, not the session (which may predate a change of email). The browser only reacts
 * to the EMAIL_NOT_VERIFIED answer.
 */
export async function assertEmailVerified({ userId, db = getDb() }: { userId: string; db?: TTx }) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { isEmailVerified: true } });
  if (!user?.isEmailVerified) throw new AppError("EMAIL_NOT_VERIFIED");
}

/** Sends the pushes of committed events after the answer. */
async function pushAfter(events: TLiveEventInput[]) {
  if (events.length) await runAfterResponse(() => pushForEvents(events));
}

type TLockedPet = { id: string; name: string; price: number; status: string; sellerId: string; available: number; mode: string };

/**
 * Reads pets with a share lock until the transaction ends. Accepting an order updates the pet row, which
 * waits for this lock (and this read waits for an accept in flight), so an order can never be created
 * for a pet that an accept has just sold without being rejected with the others.
 */
async function lockPets(tx: TTx, petIds: string[]): Promise<Map<string, TLockedPet>> {
  const ids = [...new Set(petIds)].sort();
  if (!ids.length) return new Map();
  const rows = await tx.$queryRaw<TLockedPet[]>`
    SELECT id, name, price, status::text AS status, "sellerId", available, mode::text AS mode FROM pets WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR SHARE`;
  return new Map(rows.map((r) => [r.id, r]));
}

export async function createOrder({ buyerId, petId, quantity }: { buyerId: string; petId: string; quantity: number }) {
  const db = getDb();
  const { id, events } = await db.$transaction(async (tx) => {
    const pet = (await lockPets(tx, [petId])).get(petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.sellerId === buyerId) throw new AppError("OWN_PET_ORDER");
    if (pet.status !== "active") throw new AppError("PET_NOT_AVAILABLE");
    // A rehoming goes to the applicant its owner chooses (lib/applications), never to the first who orders.
    if (pet.mode === "rehoming") throw new AppError("REHOMING_APPLY_INSTEAD");
    // An order asks for at most what the listing has left; the seller's accept takes it (acceptOrder).
    if (quantity > pet.available) throw new AppError("QUANTITY_OVER_AVAILABLE", { params: { available: pet.available } });
    await assertEmailVerified({ userId: buyerId, db: tx });
    const order = await tx.order.create({
      data: { buyerId, sellerId: pet.sellerId, petId, quantity, unitPrice: pet.price, totalAmount: pet.price * quantity },
      select: { id: true },
    });
    return { id: order.id, events: await recordOrderEvents(tx, [order.id], "order.placed", "seller") };
  });
  await pushAfter(events);
  return toOrderDto(await db.order.findUniqueOrThrow({ where: { id }, select: orderSelect }), buyerId);
}

export type TCheckout = { orderIds: string[]; createdOrderIds: string[]; total: number };

/**
 * One order per cart line, all or none; the cart stays until its payment succeeds. The one rule for a pet
 * that is no longer available: checkout refuses, naming it, and the buyer removes it (nothing is dropped
 * silently). Checking out again (after a failed payment, a retry, a second tab) updates the buyer's open
 * orders for the same pets instead of adding duplicates; a buyer's checkouts take turns (an advisory lock),
 * so twenty parallel ones still make one order per pet. `createdOrderIds` are the orders this call made:
 * only they are news to a seller. `total` is the one amount the payment must match.
 */
export async function checkoutCart({ buyerId }: { buyerId: string }): Promise<TCheckout> {
  await assertEmailVerified({ userId: buyerId });
  const { events, ...checkout } = await getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${buyerId}`}, 0))`;
    const lines = await tx.cartItem.findMany({
      where: { userId: buyerId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 100,
      select: { petId: true, quantity: true },
    });
    if (!lines.length) throw new AppError("CART_EMPTY");
    const pets = await lockPets(
      tx,
      lines.map((l) => l.petId),
    );
    const data = lines.map((line) => {
      const pet = pets.get(line.petId);
      if (!pet) throw new AppError("CART_PET_GONE");
      if (pet.status !== "active") throw new AppError("CART_PET_UNAVAILABLE", { params: { pet: pet.name } });
      if (pet.sellerId === buyerId) throw new AppError("CART_OWN_PET", { params: { pet: pet.name } });
      // A rehoming in a cart from before its listing became one: its owner chooses an applicant instead.
      if (pet.mode === "rehoming") throw new AppError("REHOMING_APPLY_INSTEAD");
      const quantity = Math.max(1, line.quantity);
      // A sale meanwhile may have left less than the line asks for: the buyer lowers it (nothing is cut silently).
      if (quantity > pet.available)
        throw new AppError("CART_QUANTITY_OVER_AVAILABLE", { params: { pet: pet.name, available: pet.available } });
      return { buyerId, sellerId: pet.sellerId, petId: pet.id, quantity, unitPrice: pet.price, totalAmount: pet.price * quantity };
    });
    const open = await tx.order.findMany({
      where: { buyerId, petId: { in: data.map((d) => d.petId) }, status: "pending", paymentStatus: "unpaid" },
      select: { id: true, petId: true },
    });
    const openByPet = new Map(open.map((o) => [o.petId, o.id]));
    const orderIds: string[] = [];
    const createdOrderIds: string[] = [];
    for (const d of data) {
      const existing = openByPet.get(d.petId);
      if (existing) {
        await tx.order.update({
          where: { id: existing },
          data: { quantity: d.quantity, unitPrice: d.unitPrice, totalAmount: d.totalAmount },
        });
        orderIds.push(existing);
      } else {
        const created = await tx.order.create({ data: d, select: { id: true } });
        orderIds.push(created.id);
        createdOrderIds.push(created.id);
      }
    }
    const events = await recordOrderEvents(tx, createdOrderIds, "order.placed", "seller");
    return { orderIds, createdOrderIds, total: data.reduce((sum, d) => sum + d.totalAmount, 0), events };
  });
  await pushAfter(events);
  return checkout;
}

/** Orders where the user is the buyer or the seller, newest first (bounded). */
export async function listOrders({ userId, limit = ORDER_LIMIT }: { userId: string; limit?: number }): Promise<TOrderDto[]> {
  const rows = await getDb().order.findMany({
    where: { OR: [{ buyerId: userId }, { sellerId: userId }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(limit, ORDER_LIMIT),
    select: orderSelect,
  });
  return rows.map((r) => toOrderDto(r, userId));
}

/**
 * The accept gate, in the accept's transaction: with Razorpay, Route is how a sale's money reaches its
 * seller (lib/payments/razorpay-route-transfers.ts), so a seller accepts an order only with a linked
 * account Razorpay has activated (LINKED_ACCOUNT_REQUIRED, whose text says how to link one). An unpaid
 * order too: it is paid within the day, and its money must then have somewhere to go. Nothing to check
 * with the mock provider, or for an order the mock provider was paid through.
 */
export async function assertSellerCanBePaid({ tx, orderId, sellerId }: { tx: TTx; orderId: string; sellerId: string }) {
  if (env().PAYMENT_PROVIDER !== "razorpay") return;
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { paymentStatus: true, payment: { select: { provider: true } } },
  });
  if (order?.paymentStatus === "paid" && order.payment?.provider !== "razorpay") return;
  const account = await tx.linkedAccount.findUnique({ where: { userId: sellerId }, select: { state: true } });
  if (account?.state !== "activated") throw new AppError("LINKED_ACCOUNT_REQUIRED");
}

/** Why a conditional update on an order matched nothing: 404, 403 or 409, in that order. */
async function explainOrderMiss(
  tx: TTx,
  { orderId, userId, as }: { orderId: string; userId: string; as: "seller" | "buyer" },
): Promise<never> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { buyerId: true, sellerId: true } });
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  if ((as === "seller" ? order.sellerId : order.buyerId) !== userId) {
    throw new AppError(as === "seller" ? "NOT_YOUR_SALE" : "NOT_YOUR_ORDER");
  }
  throw new AppError("ORDER_NOT_PENDING");
}

/** Moves one pending order to rejected or cancelled (with its refund); false when it was no longer pending. */
async function closePendingOrder(
  tx: TTx,
  { orderId, where, to }: { orderId: string; where: Prisma.OrderWhereInput; to: "rejected" | "cancelled" },
) {
  const moved = await tx.order.updateMany({
    where: { ...where, id: orderId, status: "pending" },
    data: { status: to, decidedAt: new Date() },
  });
  if (moved.count !== 1) return false;
  await refundIfPaid(tx, orderId);
  await onOrderClosed(tx, orderId, to);
  return true;
}

/**
 * The seller accepts, in one transaction: the quantity is taken from what the listing has left (the last one
 * sells it). The pet's conditional update (`available >= quantity`) comes first and locks the pet row, so a
 * second accept waits, then fails on what is left: no overselling, and no deadlock (order rows first would).
 * A paid order's money is held and the orders it leaves unmet are rejected (refunded when paid); an unpaid one
 * only reserves for its 24 hours to pay, rejecting unpaid orders only. In Razorpay mode the seller needs an
 * activated linked account (assertSellerCanBePaid). docs/payments.md, "Protected payment", "The accept gate".
 */
export async function acceptOrder({ orderId, sellerId }: { orderId: string; sellerId: string }) {
  const result = await getDb().$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { petId: true, sellerId: true, status: true, quantity: true },
    });
    if (!order || order.sellerId !== sellerId || order.status !== "pending")
      await explainOrderMiss(tx, { orderId, userId: sellerId, as: "seller" });
    const { petId, quantity } = order!;
    await assertSellerCanBePaid({ tx, orderId, sellerId });
    const [taken] = await tx.pet.updateManyAndReturn({
      where: { id: petId, sellerId, status: "active", available: { gte: quantity } },
      data: { available: { decrement: quantity } },
      select: { available: true },
    });
    if (!taken) {
      const pet = await tx.pet.findUnique({ where: { id: petId }, select: { status: true, available: true } });
      if (pet?.status === "active") throw new AppError("ORDER_OVER_AVAILABLE", { params: { available: pet.available } });
      throw new AppError("PET_NOT_AVAILABLE");
    }
    const left = taken.available;
    if (left === 0) await tx.pet.update({ where: { id: petId }, data: { status: "sold" } });
    const accepted = await tx.order.updateMany({
      where: { id: orderId, sellerId, status: "pending" },
      data: { status: "accepted", decidedAt: new Date() },
    });
    if (accepted.count !== 1) await explainOrderMiss(tx, { orderId, userId: sellerId, as: "seller" });
    // Every accepted sale has its agreement, from the listing as accepted (lib/agreements).
    await createAgreementForOrder(tx, orderId);
    // Paid already (read after the update, which waited for a payment in flight): its money is held now.
    const isHeld = await onOrderAccepted(tx, orderId);
    const rejected = await rejectUnfillable(tx, petId, { isPaidKept: !isHeld });
    const events = [
      ...(await recordOrderEvents(tx, [orderId], "order.accepted", "both")),
      ...(await recordOrderEvents(tx, rejected, "order.rejected", "both")),
      ...(isHeld ? await recordProtectionEvents(tx, [orderId], "held") : []),
    ];
    return { petId, events, isHeld, rejected };
  });
  await pushAfter(result.events);
  await refreshPetPages([result.petId]);
  // The caller tells the people (lib/notifications): the buyer's receipt with the code when it is held.
  return { isHeld: result.isHeld, rejectedOrderIds: result.rejected };
}

/**
 * The pet's pending orders that ask for more than its listing has left, rejected (refunded when paid), in
 * the caller's transaction: what a certain sale (a paid order accepted, or an accepted order paid) does to
 * the others. `isPaidKept`: only the unpaid ones (an unpaid order accepted: the sale is not certain yet).
 * Returns their ids.
 */
export async function rejectUnfillable(tx: TTx, petId: string, { isPaidKept = false } = {}): Promise<string[]> {
  const pet = await tx.pet.findUniqueOrThrow({ where: { id: petId }, select: { available: true } });
  const others = await tx.order.findMany({
    where: { petId, status: "pending", quantity: { gt: pet.available }, ...(isPaidKept ? { paymentStatus: "unpaid" as const } : {}) },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const rejected: string[] = [];
  for (const other of others)
    if (await closePendingOrder(tx, { orderId: other.id, where: { petId }, to: "rejected" })) rejected.push(other.id);
  return rejected;
}

/** Whether an order has been accepted and not yet handed over: then calling it off is `callOffBeforeHandover`. */
async function isAcceptedBeforeHandover(orderId: string) {
  const order = await getDb().order.findUnique({ where: { id: orderId }, select: { protection: true } });
  return order?.protection === "held" || order?.protection === "awaiting_payment";
}

/**
 * The seller rejects a pending order; or, accepted and not yet handed over (they cannot bring the pet),
 * calls it off: the buyer's money comes back in full and the pet is listed again.
 */
export async function rejectOrder({ orderId, sellerId }: { orderId: string; sellerId: string }) {
  if (await isAcceptedBeforeHandover(orderId)) {
    const { petId, step } = await callOffBeforeHandover({ orderId, userId: sellerId, as: "seller" });
    await refreshPetPages([petId]);
    return { calledOff: step };
  }
  const events = await getDb().$transaction(async (tx) => {
    if (!(await closePendingOrder(tx, { orderId, where: { sellerId }, to: "rejected" })))
      await explainOrderMiss(tx, { orderId, userId: sellerId, as: "seller" });
    return recordOrderEvents(tx, [orderId], "order.rejected", "both");
  });
  await pushAfter(events);
  return { calledOff: null };
}

/**
 * Rejects every pending order of a seller, with the rules of a seller's own reject (a paid order is
 * refunded), inside the caller's transaction: what suspending an account does to the orders it has not
 * decided (lib/moderation/users.ts). Returns the ids of the orders it rejected, and their live events
 * (recorded in the transaction) for the caller to push after the commit (`pushOrderEvents`).
 */
export async function rejectPendingOrdersOfSeller({
  sellerId,
  tx,
}: {
  sellerId: string;
  tx: TTx;
}): Promise<{ rejectedOrderIds: string[]; events: TLiveEventInput[] }> {
  const pending = await tx.order.findMany({ where: { sellerId, status: "pending" }, orderBy: { id: "asc" }, select: { id: true } });
  const rejected: string[] = [];
  for (const order of pending) {
    if (await closePendingOrder(tx, { orderId: order.id, where: { sellerId }, to: "rejected" })) rejected.push(order.id);
  }
  // Accepted and not yet handed over: the buyers' held money goes back too (a suspended seller may be a scam).
  const calledOff = await callOffAccepted(tx, { sellerId }, "rejected");
  return {
    rejectedOrderIds: [...rejected, ...calledOff.orderIds],
    events: [...(await recordOrderEvents(tx, rejected, "order.rejected", "both")), ...calledOff.events],
  };
}

/**
 * Cancels every pending order of a buyer, as the buyer's own cancel would (a paid order is refunded),
 * inside the caller's transaction: what deleting an account does to the orders it placed
 * (lib/account/deletion.ts). Returns the orders it cancelled and their live events, for the caller to push.
 */
export async function cancelPendingOrdersOfBuyer({
  buyerId,
  tx,
}: {
  buyerId: string;
  tx: TTx;
}): Promise<{ cancelledOrderIds: string[]; events: TLiveEventInput[] }> {
  const pending = await tx.order.findMany({ where: { buyerId, status: "pending" }, orderBy: { id: "asc" }, select: { id: true } });
  const cancelled: string[] = [];
  for (const order of pending) {
    if (await closePendingOrder(tx, { orderId: order.id, where: { buyerId }, to: "cancelled" })) cancelled.push(order.id);
  }
  const calledOff = await callOffAccepted(tx, { buyerId }, "cancelled");
  return {
    cancelledOrderIds: [...cancelled, ...calledOff.orderIds],
    events: [...(await recordOrderEvents(tx, cancelled, "order.cancelled", "both")), ...calledOff.events],
  };
}

/** Calls off every accepted order of a seller or buyer not yet handed over (a full refund of held money), in the caller's transaction. */
async function callOffAccepted(tx: TTx, who: { sellerId: string } | { buyerId: string }, by: "rejected" | "cancelled") {
  const accepted = await tx.order.findMany({
    where: { ...who, protection: { in: ["held", "awaiting_payment"] } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const orderIds: string[] = [];
  const events: TLiveEventInput[] = [];
  for (const order of accepted) {
    const done = await callOffInTx(tx, order.id, by);
    if (done) {
      orderIds.push(order.id);
      events.push(...done.events);
    }
  }
  return { orderIds, events };
}

/** The pushes of order events a caller's transaction recorded (rejectPendingOrdersOfSeller), after its commit. */
export const pushOrderEvents = pushAfter;

/** `order.paid` to the buyer and the sellers of orders a payment just paid, in its transaction. */
export const recordOrdersPaid = (tx: TTx, orderIds: string[]) => recordOrderEvents(tx, orderIds, "order.paid", "both");

/** `order.rejected` to both people of orders a certain sale just rejected (rejectUnfillable), in its transaction. */
export const recordOrdersRejected = (tx: TTx, orderIds: string[]) => recordOrderEvents(tx, orderIds, "order.rejected", "both");

/**
 * The buyer cancels a pending order; or, accepted and not yet handed over, calls it off: their money comes
 * back in full and the pet is listed again. After the handover, a problem is a dispute.
 */
export async function cancelOrder({ orderId, buyerId }: { orderId: string; buyerId: string }) {
  if (await isAcceptedBeforeHandover(orderId)) {
    const { petId, step } = await callOffBeforeHandover({ orderId, userId: buyerId, as: "buyer" });
    await refreshPetPages([petId]);
    return { calledOff: step };
  }
  const events = await getDb().$transaction(async (tx) => {
    if (!(await closePendingOrder(tx, { orderId, where: { buyerId }, to: "cancelled" })))
      await explainOrderMiss(tx, { orderId, userId: buyerId, as: "buyer" });
    return recordOrderEvents(tx, [orderId], "order.cancelled", "both");
  });
  await pushAfter(events);
  return { calledOff: null };
}
