// Typed calls to /server/support and /server/contact for the browser.
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZTicketAnswer } from "./responses";
import type { TContactMessage, TSupportRequest, ZContactMessage, ZSupportRequest } from "./schemas";

/** Each answers the complaint's ticket number ("PB-100234", lib/support/ticket.ts). */
export const supportApi = {
  submitRequest: (body: TSupportRequest) => apiCall<typeof ZTicketAnswer, typeof ZSupportRequest>("/support", { method: "POST", body }),
  sendContactMessage: (body: TContactMessage) =>
    apiCall<typeof ZTicketAnswer, typeof ZContactMessage>("/contact", { method: "POST", body }),
};
