// Typed calls to /server/admin/payment-problems for the moderation console. Texts live in messages/*.json, namespace AdminPaymentProblems.
import { apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TPaymentProblemActed } from "./problems-responses";

const problemPath = (id: string, action: "retry" | "resolve") => `/admin/payment-problems/${encodeURIComponent(id)}/${action}`;

export const adminPaymentProblemsApi = {
  /** POST /server/admin/payment-problems/{id}/retry — ask Razorpay again, handle the event again, or resolve. */
  retry: (id: string, note?: string) =>
    apiFetch<TPaymentProblemActed>(problemPath(id, "retry"), { method: "POST", body: note ? { note } : {} }),
  /** POST /server/admin/payment-problems/{id}/resolve — resolved, with the moderator's note. */
  resolve: (id: string, note: string) => apiFetch<TPaymentProblemActed>(problemPath(id, "resolve"), { method: "POST", body: { note } }),
};
