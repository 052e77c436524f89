// Typed call to /server/admin/pets/{id}/rehoming for the console's reports queue. Texts live in
// messages/*.json, namespace AdminReports (rehoming).
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TRehomingRecords } from "./rehoming-records-responses";

export type { TRehomingRecords };

export const rehomingRecordsKeys = { pet: (petId: string) => ["admin", "rehoming-records", petId] as const };

export const rehomingRecordsApi = {
  /** GET /server/admin/pets/{id}/rehoming → the listing's applications and check-ins. */
  forPet: async (petId: string, signal?: AbortSignal): Promise<TRehomingRecords> => {
    const body = await apiFetch<{ records?: unknown }>(`/admin/pets/${encodeURIComponent(petId)}/rehoming`, { signal });
    if (typeof body.records !== "object" || body.records === null)
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return body.records as TRehomingRecords;
  },
};
