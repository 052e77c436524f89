import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { TRazorpayCheckoutDto } from "@/lib/payments/responses";
import { createPet, createUser } from "./fixtures";
import { call } from "./http";
import { startRazorpayStandIn, type TRazorpayStandIn } from "./razorpay-stand-in";

// A test file's payments through Razorpay: the stand-in of its API started for the file, the app's
// settings pointed at it (PAYMENT_PROVIDER=razorpay) and put back afterwards, and a buyer's open payment.

export const RAZORPAY_KEYS = { keyId: "rzp_test_standin", keySecret: "stand-in-key-secret", webhookSecret: "stand-in-webhook-secret" };

/** What create-order answers as `checkout` with Razorpay (the same schema the contract describes it with). */
export type TCheckout = TRazorpayCheckoutDto;

/** Starts the stand-in before the file's tests and switches the app to Razorpay; the stand-in is `standIn()`. */
export function withRazorpayStandIn() {
  const config = env();
  const saved = { ...config };
  let standIn: TRazorpayStandIn | undefined;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn(RAZORPAY_KEYS);
    Object.assign(config, {
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
    });
  });
  afterAll(async () => {
    Object.assign(config, saved);
    await standIn?.close();
  });
  return () => standIn!;
}

/** A verified buyer who has checked out one pet of `sellerId` at `price`, and the payment opened for it. */
export async function openPayment(sellerId: string, price = 18_500) {
  const buyer = await createUser({ name: "Kavya Rao", verified: true });
  const pet = await createPet(sellerId, { name: "Bruno", price });
  await getDb().cartItem.create({ data: { userId: buyer.id, petId: pet.id, quantity: 1 } });
  const co = await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token });
  const { orders } = co.json as { orders: string[] };
  const res = await call(createPayment, "POST", "/server/payments/create-order", {
    token: buyer.token,
    body: { amount: price, order_ids: orders },
  });
  expect(res.status).toBe(200);
  return { buyer, pet, orderIds: orders, paymentId: res.json.order_id as string, checkout: res.json.checkout as TCheckout };
}
