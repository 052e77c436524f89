// Typed calls to the console's disputes (/server/admin/disputes) for the browser: acknowledging one,
// deciding it, and completing a locked-out handover. The console's pages read the queue and a dispute on
// the server (lib/disputes/service.ts), as the support inbox does, so no reads or query keys live here.
// Texts live in messages/*.json, namespace AdminDisputes.
import { apiCall, type TBodyOf } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { DISPUTE_OUTCOMES } from "@/lib/orders/schemas";
import type { ZDecideDisputeSchema } from "./schemas";

export type TDisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

const path = (id: string) => `/admin/disputes/${encodeURIComponent(id)}`;

export const adminDisputesApi = {
  /** POST /server/admin/disputes/{id}/acknowledge — tells both people the team is on it. */
  acknowledge: (id: string) => apiCall<typeof ZMessageAnswer>(`${path(id)}/acknowledge`, { method: "POST" }),
  /**
   * POST /server/admin/disputes/{id}/decide — refund all, refund part (`amount` in whole rupees) or release,
   * with the reason both people read (DISPUTE_DECIDED, DISPUTE_AMOUNT_INVALID with `total`, DISPUTE_OWN_DECISION).
   */
  decide: (id: string, { outcome, amount, reason }: TBodyOf<typeof ZDecideDisputeSchema>) =>
    apiCall<typeof ZMessageAnswer, typeof ZDecideDisputeSchema>(`${path(id)}/decide`, {
      method: "POST",
      body: { outcome, reason, ...(outcome === "partial" ? { amount } : {}) },
    }),
  /** POST /server/admin/orders/{id}/hand-over — a moderator completes a handover the code locked out. */
  handOver: (orderId: string) =>
    apiCall<typeof ZMessageAnswer>(`/admin/orders/${encodeURIComponent(orderId)}/hand-over`, { method: "POST" }),
};
