// Typed calls to /server/admin/payouts for the moderation console. Texts live in messages/*.json, namespace AdminPayouts.
import { apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TRecordedPayout } from "./responses";
import type { TRecordPayoutInput } from "./schemas";

export const adminPayoutsApi = {
  /** POST /server/admin/payouts — records money sent to the seller, with its bank reference (and an audit entry). */
  record: (input: TRecordPayoutInput) => apiFetch<TRecordedPayout>("/admin/payouts", { method: "POST", body: input }),
};
