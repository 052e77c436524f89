// Typed calls to /server/alerts for the browser. Texts live in messages/*.json, namespace Alerts.
import { apiFetch } from "@/lib/api-client/fetch";
import type { TSavedSearchDto } from "./responses";
import type { TAlertFilters } from "./schemas";

export type { TAlertFilters };
/** A saved search, as GET /server/alerts answers it: its filters, label (reader's language) and browse page. */
export type TSavedSearch = TSavedSearchDto;

export const alertsApi = {
  /** GET /server/alerts?locale= → my saved searches, newest first, labelled in that language. */
  list: async ({ locale }: { locale: string }, signal?: AbortSignal) =>
    (await apiFetch<{ searches: TSavedSearch[] }>(`/alerts?${new URLSearchParams({ locale })}`, { signal })).searches,
  /** POST /server/alerts { filters } → the saved search (the one kept before when the same filters were saved). */
  save: async (filters: TAlertFilters) => {
    const body = await apiFetch<{ search: TSavedSearch; isNew: boolean }>("/alerts", { method: "POST", body: { filters } });
    return { search: body.search, isNew: body.isNew };
  },
  /** DELETE /server/alerts/{id}. */
  remove: (id: string) => apiFetch(`/alerts/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
