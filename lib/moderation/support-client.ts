// Typed calls to /server/admin/support for the moderation console. Texts live in messages/*.json, namespace AdminSupport.
import { apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TSupportRequestDetail } from "./support-responses";
import type { TSupportReply } from "./support-schemas";

const requestPath = (id: string, action: "reply" | "close" | "reopen") => `/admin/support/${encodeURIComponent(id)}/${action}`;

export const adminSupportApi = {
  /** POST /server/admin/support/{id}/reply — kept, and mailed to the sender in the request's language. */
  reply: (id: string, input: TSupportReply) =>
    apiFetch<{ request: TSupportRequestDetail }>(requestPath(id, "reply"), { method: "POST", body: input }),
  /** POST /server/admin/support/{id}/close */
  close: (id: string) => apiFetch<{ request: TSupportRequestDetail }>(requestPath(id, "close"), { method: "POST" }),
  /** POST /server/admin/support/{id}/reopen */
  reopen: (id: string) => apiFetch<{ request: TSupportRequestDetail }>(requestPath(id, "reopen"), { method: "POST" }),
};
