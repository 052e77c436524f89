import "server-only";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { newOrderMail, orderDecisionMail } from "@/lib/email/notification-mails";
import { formatPrice } from "@/lib/format";
import { runAfterResponse } from "@/lib/http/after";
import { deliverDueMessageMailsInPassing } from "./message-mails";

// Mails that tell people something happened: sent after the answer (a slow or failing mail never
// fails the request), in the recipient's stored language, and only when their profile says so.

const recipientSelect = { id: true, name: true, email: true, locale: true } as const;

async function sendNewOrderMails({ orderIds }: { orderIds: string[] }) {
  if (!orderIds.length) return;
  const orders = await getDb().order.findMany({
    where: { id: { in: orderIds } },
    orderBy: { createdAt: "asc" },
    select: {
      quantity: true,
      totalAmount: true,
      pet: { select: { name: true } },
      buyer: { select: { name: true } },
      seller: { select: { ...recipientSelect, notifyNewOrder: true } },
    },
  });
  // One mail per seller, listing that seller's pets of this checkout.
  const bySeller = new Map<string, typeof orders>();
  for (const o of orders) bySeller.set(o.seller.id, [...(bySeller.get(o.seller.id) ?? []), o]);
  for (const list of bySeller.values()) {
    const seller = list[0].seller;
    if (!seller.notifyNewOrder) continue;
    const lines = list.map((o) => ({ petName: o.pet.name, quantity: o.quantity, total: formatPrice(o.totalAmount) }));
    await sendMail({
      to: seller.email,
      userId: seller.id,
      ...newOrderMail({ locale: seller.locale, name: seller.name, buyerName: list[0].buyer.name, lines }),
    });
  }
}

const decisionSelect = {
  status: true,
  petId: true,
  decidedAt: true,
  pet: { select: { name: true } },
  seller: { select: { name: true } },
  buyer: { select: { ...recipientSelect, notifyOrderDecision: true } },
} as const;

async function sendOrderDecisionMails({ orderId, isBuyerTold = true }: { orderId: string; isBuyerTold?: boolean }) {
  const db = getDb();
  const decided = await db.order.findUnique({ where: { id: orderId }, select: decisionSelect });
  if (!decided || (decided.status !== "accepted" && decided.status !== "rejected")) return;
  // An accepted paid order's buyer gets the receipt with the handover code instead (lib/notifications/protection.ts).
  const orders = isBuyerTold ? [decided] : [];
  // Accepting sells the pet and rejects its other pending orders in the same transaction: those buyers
  // hear of it too. No order of a sold pet can be decided later, so "rejected since" finds exactly them.
  if (decided.status === "accepted" && decided.decidedAt) {
    orders.push(
      ...(await db.order.findMany({
        where: { petId: decided.petId, status: "rejected", decidedAt: { gte: decided.decidedAt } },
        select: decisionSelect,
      })),
    );
  }
  for (const o of orders) {
    if (!o.buyer.notifyOrderDecision) continue;
    const mail = orderDecisionMail({
      locale: o.buyer.locale,
      name: o.buyer.name,
      petName: o.pet.name,
      sellerName: o.seller.name,
      isAccepted: o.status === "accepted",
    });
    await sendMail({ to: o.buyer.email, userId: o.buyer.id, ...mail });
  }
}

/**
 * After the answer, the new-message mails that are due (lib/notifications/message-mails.ts): a message's
 * own mail waits some minutes, and the requests of people using the site deliver it in passing (at most
 * every 30 s per instance) besides the scheduler's runs.
 */
export const deliverDueMessageMailsAfterResponse = () => runAfterResponse(() => deliverDueMessageMailsInPassing());
/** Each seller of new orders hears of them, one mail per seller. */
export const notifyNewOrder = (args: { orderIds: string[] }) => runAfterResponse(() => sendNewOrderMails(args));
/** The buyer hears that the seller accepted or rejected the order (and so do buyers whose orders an accept rejected). */
export const notifyOrderDecision = (args: { orderId: string; isBuyerTold?: boolean }) =>
  runAfterResponse(() => sendOrderDecisionMails(args));
