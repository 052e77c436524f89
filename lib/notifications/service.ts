import "server-only";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { newMessageMail, newOrderMail, orderDecisionMail } from "@/lib/email/notification-mails";
import { formatPrice } from "@/lib/format";
import { runAfterResponse } from "@/lib/http/after";
import { scamSignals } from "@/lib/messages/scam-signals";

// Mails that tell people something happened: sent after the answer (a slow or failing mail never
// fails the request), in the recipient's stored language, and only when their profile says so.

/** A chat should not flood an inbox: at most one mail per conversation (sender → recipient) in this window. */
export const MESSAGE_MAIL_INTERVAL_MS = 10 * 60 * 1000;
const PREVIEW_CHARS = 200;

const recipientSelect = { id: true, name: true, email: true, locale: true } as const;

async function sendNewMessageMail({ messageId }: { messageId: string }) {
  const db = getDb();
  const m = await db.message.findUnique({
    where: { id: messageId },
    select: {
      body: true,
      senderId: true,
      sender: { select: { name: true } },
      pet: { select: { name: true } },
      receiver: { select: { ...recipientSelect, notifyNewMessage: true } },
    },
  });
  if (!m || !m.receiver.notifyNewMessage) return;
  const mail = newMessageMail({
    locale: m.receiver.locale,
    name: m.receiver.name,
    senderName: m.sender.name,
    senderId: m.senderId,
    petName: m.pet?.name ?? null,
    preview: m.body.length > PREVIEW_CHARS ? `${m.body.slice(0, PREVIEW_CHARS)}…` : m.body,
    hasScamSignals: scamSignals(m.body).length > 0,
  });
  // The outbox is the memory: a mail for this conversation was sent recently, so this message waits in the chat.
  const recent = await db.mail.findFirst({
    where: {
      to: m.receiver.email,
      kind: mail.kind,
      link: { endsWith: `?receiverId=${encodeURIComponent(m.senderId)}` },
      createdAt: { gt: new Date(Date.now() - MESSAGE_MAIL_INTERVAL_MS) },
    },
    select: { id: true },
  });
  if (recent) return;
  await sendMail({ to: m.receiver.email, userId: m.receiver.id, ...mail });
}

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

/** The recipient of a new message hears of it (throttled per conversation). */
export const notifyNewMessage = (args: { messageId: string }) => runAfterResponse(() => sendNewMessageMail(args));
/** Each seller of new orders hears of them, one mail per seller. */
export const notifyNewOrder = (args: { orderIds: string[] }) => runAfterResponse(() => sendNewOrderMails(args));
/** The buyer hears that the seller accepted or rejected the order (and so do buyers whose orders an accept rejected). */
export const notifyOrderDecision = (args: { orderId: string; isBuyerTold?: boolean }) =>
  runAfterResponse(() => sendOrderDecisionMails(args));
