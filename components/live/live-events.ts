// What each live event changes on the screen: the react-query caches that show it are marked stale, so
// the screens on show fetch them again (the events carry ids and names, never a message's text).
// Through lib/query/registry.ts, so a page without a query cache loads none for this.
import { cartKeys } from "@/lib/cart/keys";
import { earningsKeys } from "@/lib/ledger/keys";
import { messageKeys } from "@/lib/messages/keys";
import { orderKeys, transactionKeys } from "@/lib/orders/keys";
import { petKeys } from "@/lib/pets/keys";
import { registrationKeys } from "@/lib/sellers/registration-keys";
import { invalidateQueries } from "@/lib/query/registry";

export type TLiveEvent = { id: string; kind: string; data: Record<string, unknown>; createdAt: string };

const idOf = (value: unknown) => (typeof value === "string" && value.length > 0 && value.length <= 64 ? value : null);

/** Marks stale what an event changed. */
export function applyLiveEvent(event: Pick<TLiveEvent, "kind" | "data">) {
  const data = event.data ?? {};
  switch (event.kind) {
    case "message.new": {
      const other = idOf(data.otherUserId);
      void invalidateQueries(other ? messageKeys.thread(other) : messageKeys.threads());
      void invalidateQueries(messageKeys.conversations());
      void invalidateQueries(messageKeys.unread());
      return;
    }
    case "message.read": {
      // My messages to the reader were read: the thread shows "Seen".
      const reader = idOf(data.readerId);
      void invalidateQueries(reader ? messageKeys.thread(reader) : messageKeys.threads());
      return;
    }
    case "order.placed":
    case "order.accepted":
    case "order.rejected":
    case "order.cancelled":
    case "order.paid":
    // A step of the buyer's protection (held, handed over, released, refunded, a dispute): the order's
    // page and the lists read orderKeys; a release earns, a refund is a transaction.
    case "order.protection":
      // My Orders and the seller's dashboard read one list; a decision moves money (transactions, and a
      // sale paid and accepted earns: the seller's earnings), sells a pet (my listings) and changes what a
      // cart may hold (the header's count).
      void invalidateQueries(orderKeys.all);
      void invalidateQueries(transactionKeys.all);
      void invalidateQueries(earningsKeys.all);
      void invalidateQueries(petKeys.mine());
      void invalidateQueries(cartKeys.all);
      return;
    case "listing.hidden":
    case "listing.restored":
      void invalidateQueries(petKeys.all);
      return;
    // Approval publishes the seller's held listings; an expiry holds them.
    case "seller.registration":
      void invalidateQueries(registrationKeys.all);
      void invalidateQueries(petKeys.all);
      return;
  }
}

/** After a gap the stream could not replay (no event id yet): everything it would have told. */
export function refreshAllLive() {
  void invalidateQueries(messageKeys.all);
  void invalidateQueries(orderKeys.all);
  void invalidateQueries(transactionKeys.all);
  void invalidateQueries(earningsKeys.all);
  void invalidateQueries(petKeys.mine());
}
