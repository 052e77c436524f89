// Typed calls to /server/admin/flags for the moderation console's Flags. Texts live in messages/*.json, namespace AdminFlags.
import { apiFetch } from "@/lib/api-client/fetch";

export type TFlagAction = "dismiss" | "publish" | "hide";

const flagPath = (flagId: string, action: TFlagAction) => `/admin/flags/${encodeURIComponent(flagId)}/${action}`;

export const adminFlagsApi = {
  /** POST /server/admin/flags/{id}/dismiss — nothing wrong; the note goes to the audit log. */
  dismiss: (flagId: string, reason: string) => apiFetch(flagPath(flagId, "dismiss"), { method: "POST", body: { reason } }),
  /** POST /server/admin/flags/{id}/publish | hide — the held listing `petId` of the flag (hiding needs a reason: its seller reads it). */
  decide: (flagId: string, petId: string, decision: "publish" | "hide", reason: string) =>
    apiFetch(flagPath(flagId, decision), { method: "POST", body: { petId, reason } }),
};
