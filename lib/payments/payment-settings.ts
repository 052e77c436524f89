import "server-only";
import { env } from "@/lib/env";
import { razorpayGateway, type TRazorpayGateway } from "./razorpay-gateway";

// The settings of who takes the money (PAYMENT_PROVIDER): Razorpay's gateway with its keys, and what the
// payment screen is told. The providers themselves, behind one interface, are in ./providers.ts. A
// payment keeps the provider that opened it (`payments.provider`), so switching providers never settles
// a payment through the other.

let cached: { key: string; gateway: TRazorpayGateway } | undefined;

/** Razorpay's gateway when PAYMENT_PROVIDER is razorpay; null with the mock provider. */
export function razorpay(): TRazorpayGateway | null {
  const config = env();
  if (config.PAYMENT_PROVIDER !== "razorpay") return null;
  const keys = {
    keyId: config.RAZORPAY_KEY_ID!,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: config.RAZORPAY_API_URL,
  };
  const key = JSON.stringify(keys);
  if (cached?.key !== key) cached = { key, gateway: razorpayGateway(keys) };
  return cached.gateway;
}

/**
 * What the payment screen is told of the provider (read here, on the server): the mock's screen, or
 * Razorpay's Checkout with its script's address and the buyer's name and email to fill in. Never a key:
 * Checkout's public key id comes with create-order's answer.
 */
export type TPaymentScreen = { provider: "mock" } | { provider: "razorpay"; scriptUrl: string; prefill: { name: string; email: string } };

export function paymentScreen(user: { name: string; email: string }): TPaymentScreen {
  const config = env();
  if (config.PAYMENT_PROVIDER !== "razorpay") return { provider: "mock" };
  return { provider: "razorpay", scriptUrl: config.RAZORPAY_CHECKOUT_URL, prefill: { name: user.name, email: user.email } };
}
