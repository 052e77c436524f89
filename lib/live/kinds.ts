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
  "listing.hidden",
  "listing.restored",
] as const;
export type TLiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
