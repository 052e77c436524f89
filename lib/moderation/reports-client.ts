// Typed calls to /server/admin/reports, /server/admin/pets/* and /server/admin/conversation-reports/* for
// the moderation console's reports queue. Texts live in messages/*.json, namespace AdminReports.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TReportedConversation, TReportedListing, TReportsQueue } from "./reports-responses";

export type { TReportedConversation, TReportedListing, TReportsQueue };

/** What a moderator can do from the queue: to a listing, and to a conversation report. */
export type TListingAction = "hide" | "restore" | "delete" | "dismiss";
export type TConversationAction = "dismiss" | "warn";

const petPath = (petId: string, action: Exclude<TListingAction, "delete">) =>
  `/admin/pets/${encodeURIComponent(petId)}/${action === "dismiss" ? "dismiss-reports" : action}`;
const conversationPath = (reportId: string, action: TConversationAction) =>
  `/admin/conversation-reports/${encodeURIComponent(reportId)}/${action === "warn" ? "action" : "dismiss"}`;

export const moderationReportsApi = {
  /** GET /server/admin/reports → listings with open reports and open conversation reports, oldest first. */
  queue: async (signal?: AbortSignal): Promise<TReportsQueue> => {
    const body = await apiFetch<{ listings?: unknown; conversations?: unknown }>("/admin/reports", { signal });
    if (!Array.isArray(body.listings) || !Array.isArray(body.conversations))
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return { listings: body.listings as TReportedListing[], conversations: body.conversations as TReportedConversation[] };
  },
  /**
   * POST /server/admin/pets/{id}/hide | restore | dismiss-reports, or DELETE /server/admin/pets/{id}.
   * Hide and delete need a reason (the seller reads it); restore and dismiss take one if given.
   */
  actOnListing: (petId: string, action: TListingAction, reason: string) =>
    action === "delete"
      ? apiFetch(`/admin/pets/${encodeURIComponent(petId)}`, { method: "DELETE", body: { reason } })
      : apiFetch(petPath(petId, action), { method: "POST", body: { reason } }),
  /** POST /server/admin/conversation-reports/{id}/dismiss, or …/action (warns the reported user by mail; a reason is needed). */
  actOnConversation: (reportId: string, action: TConversationAction, reason: string) =>
    apiFetch(conversationPath(reportId, action), { method: "POST", body: { reason } }),
};
