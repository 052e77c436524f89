// What the complaint endpoints add to their answers, as zod schemas (the API reference describes them).
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { TICKET_PREFIX } from "./ticket";

/** A complaint's ticket number as people quote it (lib/support/ticket.ts). */
export const ZTicket = z
  .string()
  .regex(new RegExp(`^${TICKET_PREFIX}\\d+$`))
  .meta({
    description:
      'The complaint\'s ticket number, e.g. "PB-100234": shown to the person, in their mails and data export, and quoted to the support team to follow it up (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b)). One sequence for support requests, contact messages, reports and disputes.',
  });

/** The success answer of a complaint: `{ success: true, message, ticket }`. */
export const ZTicketAnswer = okAnswer({ message: z.string().meta({ description: "What happened, in English." }), ticket: ZTicket });
