// Typed calls to the console's disputes (/server/admin/disputes) for the browser: acknowledging one,
// deciding it, and completing a locked-out handover. The console's pages read the queue and a dispute on
// the server (lib/disputes/service.ts), as the support inbox does, so no reads or query keys live here.
// Texts live in messages/*.json, namespace AdminDisputes.
import { apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time.
import type { DISPUTE_OUTCOMES } from "@/lib/orders/responses";

export type TDisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** What the buyer paid for, as the listing said when the order was paid (lib/orders/protection.ts keeps it; the API answers it as a plain record). */
export type TListingSnapshot = {
  name?: string;
  species?: string | null;
  breed?: string | null;
  age?: string | null;
  born_on?: string | null;
  gender?: string | null;
  description?: string | null;
  location?: string | null;
  unit_price?: number;
  quantity?: number;
  image_ids?: string[];
};

export type TDecideInput = { outcome: TDisputeOutcome; amount?: number; reason: string };

const path = (id: string) => `/admin/disputes/${encodeURIComponent(id)}`;

export const adminDisputesApi = {
  /** POST /server/admin/disputes/{id}/acknowledge — tells both people the team is on it. */
  acknowledge: (id: string) => apiFetch(`${path(id)}/acknowledge`, { method: "POST" }),
  /**
   * POST /server/admin/disputes/{id}/decide — refund all, refund part (`amount` in whole rupees) or release,
   * with the reason both people read (DISPUTE_DECIDED, DISPUTE_AMOUNT_INVALID with `total`, DISPUTE_OWN_DECISION).
   */
  decide: (id: string, { outcome, amount, reason }: TDecideInput) =>
    apiFetch(`${path(id)}/decide`, { method: "POST", body: { outcome, reason, ...(outcome === "partial" ? { amount } : {}) } }),
  /** POST /server/admin/orders/{id}/hand-over — a moderator completes a handover the code locked out. */
  handOver: (orderId: string) => apiFetch(`/admin/orders/${encodeURIComponent(orderId)}/hand-over`, { method: "POST" }),
};
