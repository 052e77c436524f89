// The kinds of live event, for the server that writes and streams them (lib/live) and the browser that
// listens for each by name (components/live). Plain data: both sides import it.
export const LIVE_EVENT_KINDS = [
  "message.new",
  "message.read",
  "order.placed",
  "order.accepted",
  "order.rejected",
  "order.cancelled",
  "order.paid",
  // A step of the buyer's protection (lib/orders/protection.ts): held, handed over, released, refunded, a dispute.
  "order.protection",
  "listing.hidden",
  "listing.restored",
  // A seller's registration decided or ended (lib/notifications/registration.ts): the profile and My listings read it again.
  "seller.registration",
] as const;
export type TLiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The steps an `order.protection` event names (lib/orders/protection.ts), for the pushes and mails that tell of them. */
export const PROTECTION_STEPS = [
  "held",
  "handed_over",
  "released",
  "refunded",
  "expired",
  "lapsed",
  "dispute_opened",
  "dispute_statement",
  "dispute_decided",
] as const;
export type TProtectionStep = (typeof PROTECTION_STEPS)[number];
