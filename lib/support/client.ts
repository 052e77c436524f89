// Typed calls to /server/support and /server/contact for the browser.
import { apiFetch } from "@/lib/api-client/fetch";
import type { TContactMessage, TSupportRequest } from "./schemas";

/** What a complaint's answer carries: its ticket number ("PB-100234", lib/support/ticket.ts). */
export type TTicketAnswer = { ticket?: string };

export const supportApi = {
  submitRequest: (input: TSupportRequest) => apiFetch<TTicketAnswer>("/support", { method: "POST", body: input }),
  sendContactMessage: (input: TContactMessage) => apiFetch<TTicketAnswer>("/contact", { method: "POST", body: input }),
};
