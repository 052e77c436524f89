import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { formatPrice } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { assertEmailVerified } from "@/lib/orders/service";

/** What was paid for, kept on the payment: the cart as the server priced it. */
type TPaidLine = { pet_id: string; name: string; price: number; quantity: number };

export type TTransactionDto = {
  id: string;
  kind: "payment" | "refund";
  amount: number;
  status: "created" | "success" | "failed";
  created_at: string;
  order_ids: string[];
};

const TRANSACTION_LIMIT = 100;

/** The user's cart as the server prices it: active pets only, price × quantity. */
async function pricedCart(db: TTx, userId: string): Promise<{ lines: TPaidLine[]; total: number }> {
  const rows = await db.cartItem.findMany({
    where: { userId, pet: { status: "active", sellerId: { not: userId } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 100,
    select: { quantity: true, pet: { select: { id: true, name: true, price: true } } },
  });
  const lines = rows.map((r) => ({ pet_id: r.pet.id, name: r.pet.name, price: r.pet.price, quantity: Math.max(1, r.quantity) }));
  return { lines, total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0) };
}

/** The mock gateway's "create order": refuses any amount but the server's cart total. */
export async function createPayment({ userId, amount }: { userId: string; amount: number }) {
  const db = getDb();
  await assertEmailVerified({ userId, db });
  const { lines, total } = await pricedCart(db, userId);
  if (!lines.length) throw new AppError("CART_EMPTY");
  if (amount !== total) throw new AppError("AMOUNT_MISMATCH", `The amount does not match your cart total of ${formatPrice(total)}.`);
  const payment = await db.payment.create({ data: { userId, kind: "payment", amount: total, status: "created", items: lines }, select: { id: true } });
  return { orderId: payment.id };
}

const paidPetIds = (items: unknown): string[] =>
  Array.isArray(items) ? items.flatMap((l) => (l && typeof l === "object" && typeof (l as TPaidLine).pet_id === "string" ? [(l as TPaidLine).pet_id] : [])) : [];

/**
 * Records the outcome once. The first verification decides (a conditional update from `created`);
 * any later one changes nothing and answers the recorded status. Success marks the buyer's unpaid
 * pending orders for the paid pets as paid and clears the cart, in the same transaction.
 */
export async function verifyPayment({ userId, paymentId, status }: { userId: string; paymentId: string; status: "success" | "failed" }) {
  return getDb().$transaction(async (tx) => {
    const payment = await tx.payment.findFirst({ where: { id: paymentId, userId, kind: "payment" }, select: { id: true, items: true } });
    if (!payment) throw new AppError("NOT_FOUND", "Payment not found");
    const moved = await tx.payment.updateMany({ where: { id: paymentId, status: "created" }, data: { status } });
    if (moved.count !== 1) {
      const recorded = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true } });
      return { status: recorded.status };
    }
    if (status === "success") {
      await tx.order.updateMany({
        where: { buyerId: userId, status: "pending", paymentStatus: "unpaid", petId: { in: paidPetIds(payment.items) } },
        data: { paymentStatus: "paid", paymentId },
      });
      await tx.cartItem.deleteMany({ where: { userId } });
    }
    return { status };
  });
}

/** The user's payments and refunds, newest first (bounded). */
export async function listTransactions({ userId, limit = TRANSACTION_LIMIT }: { userId: string; limit?: number }): Promise<TTransactionDto[]> {
  const rows = await getDb().payment.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(limit, TRANSACTION_LIMIT),
    select: { id: true, kind: true, amount: true, status: true, createdAt: true, orderId: true, orders: { select: { id: true } } },
  });
  return rows.map((r) => ({
    id: r.id, kind: r.kind, amount: r.amount, status: r.status, created_at: r.createdAt.toISOString(),
    order_ids: r.orderId ? [r.orderId] : r.orders.map((o) => o.id),
  }));
}
