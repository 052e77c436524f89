import type { TRateLimit } from "@/lib/http/rate-limit";

// Placing an order and deciding on one each mail the other party (lib/notifications), and a payment
// moves orders along: enough for any real buyer or busy seller, too few to flood an inbox or hammer
// the checkout.
export const ORDER_LIMITS = {
  /** POST /server/orders and /server/orders/checkout (a whole cart counts once). */
  placePerUser: { name: "order-place-user", limit: 30, windowSeconds: 60 * 60 },
  /** Accept, reject and cancel together. */
  decidePerUser: { name: "order-decide-user", limit: 120, windowSeconds: 60 * 60 },
  /** POST /server/orders/handover: a code is also locked after 5 wrong tries per order (lib/orders/protection.ts). */
  handoverPerUser: { name: "order-handover-user", limit: 30, windowSeconds: 60 * 60 },
  /** Opening a dispute and adding a statement: each mails the other person and the team. */
  disputePerUser: { name: "order-dispute-user", limit: 10, windowSeconds: 60 * 60 },
  /** POST /server/payments/create-order and /server/payments/verify together (one payment is both). */
  paymentPerUser: { name: "payment-user", limit: 60, windowSeconds: 60 * 60 },
  /** POST /server/payments/webhook, per sending address: Razorpay's few senders deliver every event of the shop. */
  webhookPerIp: { name: "payment-webhook-ip", limit: 6000, windowSeconds: 60 * 60 },
} satisfies Record<string, TRateLimit>;
