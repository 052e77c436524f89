// Typed calls to /server/support and /server/contact for the browser.
import { apiFetch } from "@/lib/api-client/fetch";
import type { TContactMessage, TSupportRequest } from "./schemas";

export const supportApi = {
  submitRequest: (input: TSupportRequest) => apiFetch("/support", { method: "POST", body: input }),
  sendContactMessage: (input: TContactMessage) => apiFetch("/contact", { method: "POST", body: input }),
};
