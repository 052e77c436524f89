// Typed calls to /server/alerts for the browser. Texts live in messages/*.json, namespace Alerts.
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { TSavedSearchDto, ZSavedSearchAnswer, ZSavedSearchesAnswer } from "./responses";
import type { TAlertFilters, ZSaveSearch } from "./schemas";

export type { TAlertFilters };
/** A saved search, as GET /server/alerts answers it: its filters, label (reader's language) and browse page. */
export type TSavedSearch = TSavedSearchDto;

export const alertsApi = {
  /** GET /server/alerts?locale= → my saved searches, newest first, labelled in that language. */
  list: async ({ locale }: { locale: string }, signal?: AbortSignal) =>
    (await apiCall<typeof ZSavedSearchesAnswer>(`/alerts?${new URLSearchParams({ locale })}`, { signal })).searches,
  /** POST /server/alerts { filters } → the saved search (the one kept before when the same filters were saved: `isNew` false). */
  save: (filters: TAlertFilters) =>
    apiCall<typeof ZSavedSearchAnswer, typeof ZSaveSearch>("/alerts", { method: "POST", body: { filters } }),
  /** DELETE /server/alerts/{id}. */
  remove: (id: string) => apiCall<typeof ZMessageAnswer>(`/alerts/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
