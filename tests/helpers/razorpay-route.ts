import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as confirmHandover } from "@/app/server/orders/confirm-handover/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { POST as webhook } from "@/app/server/payments/webhook/route";
import { POST as linkAccount } from "@/app/server/sellers/payout-account/route";
import { getDb } from "@/lib/db";
import { createUser } from "./fixtures";
import { call } from "./http";
import { givePhoneVerified } from "./phone";
import { openPayment } from "./razorpay";
import type { TRazorpayStandIn } from "./razorpay-stand-in";

// Orders paid through the stand-in of Razorpay, to sellers Razorpay Route can pay: what the Route and the
// protection tests in Razorpay mode share. Each step goes through the route handlers, as the app's pages do.

type TUser = Awaited<ReturnType<typeof createUser>>;
const db = getDb();
let sellers = 0;
export const PAN = "ABCPK1234F";

const post = (handler: typeof accept, path: string, token: string, body: unknown) => call(handler, "POST", path, { token, body });

/** A signed webhook the stand-in made, delivered to our endpoint. */
export function deliver(hook: { body: string; signature: string; eventId: string }) {
  return call(webhook, "POST", "/server/payments/webhook", {
    rawBody: hook.body,
    headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId },
  });
}

export function routeOrders(standIn: () => TRazorpayStandIn) {
  /** A seller who linked a bank account (Razorpay has it under review). */
  async function linkedSeller() {
    const seller = await createUser({ verified: true, name: `Lakshmi Reddy ${++sellers}` });
    await givePhoneVerified(seller.id);
    const linked = await post(linkAccount, "/server/sellers/payout-account", seller.token, {
      business_type: "individual",
      legal_name: "Lakshmi Reddy",
      pan: PAN,
      phone: "9876543210",
      address_line1: "12-3-45, Road No. 2",
      address_line2: "Banjara Hills",
      city: "Hyderabad",
      state: "Telangana",
      postal_code: "500034",
      account_number: "001234567891234",
      ifsc: "SBIN0001234",
    });
    expect(linked.status).toBe(201);
    const { gatewayAccountId } = await db.linkedAccount.findUniqueOrThrow({ where: { userId: seller.id } });
    return { ...seller, accountId: gatewayAccountId! };
  }
  /** …and Razorpay activated it. */
  async function activatedSeller() {
    const seller = await linkedSeller();
    expect((await deliver(standIn().route.activateAccount(seller.accountId))).status).toBe(200);
    return seller;
  }
  /** A buyer pays one pet of `seller` at `price` through Checkout; the page reports it. */
  async function paidOrder(seller: TUser, price = 12_000) {
    const { buyer, orderIds, paymentId, checkout } = await openPayment(seller.id, price);
    const handed = standIn().pay(checkout.order_id);
    const res = await post(verifyPayment, "/server/payments/verify", buyer.token, {
      order_id: paymentId,
      payment_status: "success",
      ...handed,
    });
    expect(res.json.status).toBe("success");
    return { buyer, orderId: orderIds[0], gatewayPaymentId: handed.razorpay_payment_id };
  }
  /** Paid, then accepted: the money is held. */
  async function heldOrder(seller: TUser, price?: number) {
    const order = await paidOrder(seller, price);
    expect((await post(accept, "/server/orders/accept", seller.token, { order_id: order.orderId })).status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).protection).toBe("held");
    return order;
  }
  /** …and handed over (the buyer confirms). */
  async function handedOverOrder(seller: TUser, price?: number) {
    const order = await heldOrder(seller, price);
    expect((await post(confirmHandover, "/server/orders/confirm-handover", order.buyer.token, { order_id: order.orderId })).status).toBe(
      200,
    );
    return order;
  }
  return { linkedSeller, activatedSeller, paidOrder, heldOrder, handedOverOrder };
}
