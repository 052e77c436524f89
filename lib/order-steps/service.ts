// The steps people take on an order, each with everything that follows from it: the other party's mail
// and push, the refunds a decision recorded (asked of the gateway after the answer), the seller's pages
// rebuilt. The route handlers only translate HTTP to these and back. A domain of its own, above orders,
// disputes, payments and notifications: each of those is imported here, and none of them imports this.
import "server-only";
import { addSellerStatement, decideDispute, handOverForParties, openDispute } from "@/lib/disputes/service";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { notifyNewOrder, notifyOrderDecision } from "@/lib/notifications/service";
import { confirmHandover, handOverWithCode } from "@/lib/orders/protection";
import { acceptOrder, cancelOrder, checkoutCart, createOrder, rejectOrder } from "@/lib/orders/service";
import { askRefundsAfterResponse, paymentProvider } from "@/lib/payments/providers";
import { createPayment } from "@/lib/payments/service";
import { refreshSellerPages } from "@/lib/pets/revalidate";

type TActor = Parameters<typeof decideDispute>[0]["actor"];

/** A buyer orders one pet; its seller hears of it. */
export async function placeOrder(input: Parameters<typeof createOrder>[0]) {
  const order = await createOrder(input);
  await notifyNewOrder({ orderIds: [order.id] });
  return order;
}

/** A buyer checks out the cart: one order per line. Only the orders this checkout made are news to their sellers (a repeated checkout reuses the open ones). */
export async function checkOut({ buyerId }: { buyerId: string }) {
  const { orderIds, createdOrderIds, total } = await checkoutCart({ buyerId });
  await notifyNewOrder({ orderIds: createdOrderIds });
  return { orderIds, total };
}

/**
 * A buyer opens a payment for their orders, at the total the server computed, and gets what the payment
 * screen opens (nothing more with the mock; Razorpay's Checkout). An older client names no orders: the
 * cart is checked out first, by the same rules.
 */
export async function openPayment({ userId, amount, orderIds }: { userId: string; amount: number; orderIds?: string[] }) {
  const ids = orderIds ?? (await checkOut({ buyerId: userId })).orderIds;
  const opened = await createPayment({ userId, amount, orderIds: ids });
  const checkout = await paymentProvider(opened.provider).openCheckout(opened);
  return { paymentId: opened.paymentId, checkout };
}

/**
 * A seller accepts a pending order. The buyers whose orders the accept rejected hear of it from the
 * decision mail (it finds them). Paid already: the receipt with the handover code is the buyer's news of
 * the accept, and the seller hears "held until handover".
 */
export async function accept({ orderId, sellerId }: { orderId: string; sellerId: string }) {
  const { isHeld } = await acceptOrder({ orderId, sellerId });
  await askRefundsAfterResponse();
  await notifyOrderDecision({ orderId, isBuyerTold: !isHeld });
  if (isHeld) await notifyProtectionStep({ orderId, step: "held" });
}

/** A seller rejects a pending order, or calls off an accepted one: then the mail says the money is coming back (or that nothing was paid), not "could not accept". */
export async function reject({ orderId, sellerId }: { orderId: string; sellerId: string }) {
  const { calledOff } = await rejectOrder({ orderId, sellerId });
  await askRefundsAfterResponse();
  if (calledOff) await notifyProtectionStep({ orderId, step: calledOff });
  else await notifyOrderDecision({ orderId });
}

/** A buyer cancels their pending order, or calls off an accepted one before the handover. */
export async function cancel({ orderId, buyerId }: { orderId: string; buyerId: string }) {
  const { calledOff } = await cancelOrder({ orderId, buyerId });
  await askRefundsAfterResponse();
  if (calledOff) await notifyProtectionStep({ orderId, step: calledOff });
}

/** The seller enters the buyer's handover code: the pet is handed over. */
export async function handOver({ orderId, sellerId, code }: { orderId: string; sellerId: string; code: string }) {
  await handOverWithCode({ orderId, sellerId, code });
  await notifyProtectionStep({ orderId, step: "handed_over" });
  await refreshSellerPages(sellerId);
}

/** The buyer confirms they have the pet. */
export async function confirmReceived({ orderId, buyerId }: { orderId: string; buyerId: string }) {
  const { sellerId } = await confirmHandover({ orderId, buyerId });
  await notifyProtectionStep({ orderId, step: "handed_over" });
  await refreshSellerPages(sellerId);
}

/** A moderator records a handover the code locked out. */
export async function handOverByModerator({ orderId, actor }: { orderId: string; actor: TActor }) {
  await handOverForParties({ orderId, actor });
  await notifyProtectionStep({ orderId, step: "handed_over" });
}

/** The buyer raises a dispute within the protection window; the seller is told. */
export async function dispute(input: Parameters<typeof openDispute>[0]) {
  const opened = await openDispute(input);
  await notifyProtectionStep({ orderId: input.input.order_id, step: "dispute_opened" });
  return opened;
}

/** The seller adds their side to an open dispute. */
export async function answerDispute(input: Parameters<typeof addSellerStatement>[0]) {
  await addSellerStatement(input);
  await notifyProtectionStep({ orderId: input.input.order_id, step: "dispute_statement" });
}

/** A moderator decides a dispute: refund all, refund part or release. */
export async function decide(input: Parameters<typeof decideDispute>[0]) {
  const { orderId, sellerId } = await decideDispute(input);
  await askRefundsAfterResponse();
  await notifyProtectionStep({ orderId, step: "dispute_decided" });
  await refreshSellerPages(sellerId);
}
