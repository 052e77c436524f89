// Typed calls to /server/applications and /server/pets/{id}/applications for the browser. Texts live in
// messages/*.json, namespace Applications.
import { apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time, so the server-only service never reaches the browser.
import type { TChatApplicationDto } from "./responses";
import type { TApplicationInput } from "./schemas";

const path = (id: string) => encodeURIComponent(id);

export const applicationsApi = {
  /** POST /server/pets/{id}/applications → the new application's id. */
  apply: async (petId: string, input: TApplicationInput): Promise<{ id: string }> => {
    const body = await apiFetch<{ application: { id: string } }>(`/pets/${path(petId)}/applications`, { method: "POST", body: input });
    return body.application;
  },
  withdraw: (id: string) => apiFetch(`/applications/${path(id)}/withdraw`, { method: "POST" }),
  shortlist: (id: string, shortlisted: boolean) =>
    apiFetch(`/applications/${path(id)}/shortlist`, { method: "POST", body: { shortlisted } }),
  /** POST /server/applications/{id}/choose → the reserved order's id. */
  choose: async (id: string): Promise<{ orderId: string }> => {
    const body = await apiFetch<{ order_id: string }>(`/applications/${path(id)}/choose`, { method: "POST" });
    return { orderId: body.order_id };
  },
  /** GET /server/applications/between/{userId}: the chat's banner. */
  between: async (userId: string, signal?: AbortSignal): Promise<TChatApplicationDto[]> => {
    const body = await apiFetch<{ applications?: unknown }>(`/applications/between/${path(userId)}`, { signal });
    return Array.isArray(body.applications) ? (body.applications as TChatApplicationDto[]) : [];
  },
};
