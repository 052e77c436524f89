// Typed calls to /server/applications and /server/pets/{id}/applications for the browser. Texts live in
// messages/*.json, namespace Applications.
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { ZApplicationChosenAnswer, ZApplicationSentAnswer, ZChatApplicationsAnswer } from "./responses";
import type { TApplicationInput, ZApplication, ZShortlist } from "./schemas";

const path = (id: string) => encodeURIComponent(id);

export const applicationsApi = {
  /** POST /server/pets/{id}/applications → the new application's id. */
  apply: async (petId: string, body: TApplicationInput) =>
    (await apiCall<typeof ZApplicationSentAnswer, typeof ZApplication>(`/pets/${path(petId)}/applications`, { method: "POST", body }))
      .application,
  withdraw: (id: string) => apiCall<typeof ZMessageAnswer>(`/applications/${path(id)}/withdraw`, { method: "POST" }),
  shortlist: (id: string, shortlisted: boolean) =>
    apiCall<typeof ZMessageAnswer, typeof ZShortlist>(`/applications/${path(id)}/shortlist`, { method: "POST", body: { shortlisted } }),
  /** POST /server/applications/{id}/choose → the reserved order's id (`order_id`). */
  choose: (id: string) => apiCall<typeof ZApplicationChosenAnswer>(`/applications/${path(id)}/choose`, { method: "POST" }),
  /** GET /server/applications/between/{userId}: the chat's banner. */
  between: async (userId: string, signal?: AbortSignal) =>
    (await apiCall<typeof ZChatApplicationsAnswer>(`/applications/between/${path(userId)}`, { signal })).applications,
};
