import "server-only";
import { getDb } from "@/lib/db";
import { formatTicket } from "@/lib/support/ticket";

// The console's ticket lookup: the complaint a person quotes by its number (lib/support/ticket.ts), of
// whichever kind it is. The four tables share one sequence, so at most one of them holds a number; each
// is one probe of its unique index.

export const TICKET_KINDS = ["support", "contact", "listing_report", "conversation_report", "dispute"] as const;
export type TTicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_STATUSES = ["open", "answered", "closed", "dismissed", "actioned", "decided"] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

export type TTicketMatch = {
  kind: TTicketKind;
  ticket: string;
  status: TTicketStatus;
  createdAt: string;
  /** Who made the complaint (their name as given). */
  from: string;
  /** What it is about: a support request's subject, the listing, the person reported or the pet bought. */
  about: string | null;
  /** Where the console shows it: the request, the dispute, or the reports queue (open reports only). */
  href: string | null;
};

/** The complaint with this ticket number, or null when none has it. */
export async function findTicket(ticket: number): Promise<TTicketMatch | null> {
  const db = getDb();
  const [request, listingReport, conversationReport, dispute] = await Promise.all([
    db.supportRequest.findUnique({
      where: { ticket },
      select: { id: true, kind: true, status: true, createdAt: true, name: true, subject: true },
    }),
    db.listingReport.findUnique({
      where: { ticket },
      select: { status: true, createdAt: true, reporter: { select: { name: true } }, pet: { select: { name: true } } },
    }),
    db.conversationReport.findUnique({
      where: { ticket },
      select: { status: true, createdAt: true, reporter: { select: { name: true } }, reportedUser: { select: { name: true } } },
    }),
    db.dispute.findUnique({
      where: { ticket },
      select: {
        id: true,
        outcome: true,
        createdAt: true,
        buyer: { select: { name: true } },
        order: { select: { pet: { select: { name: true } } } },
      },
    }),
  ]);
  const base = { ticket: formatTicket(ticket) };
  if (request)
    return {
      ...base,
      kind: request.kind,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      from: request.name,
      about: request.subject,
      href: `/admin/support/${request.id}`,
    };
  if (listingReport)
    return {
      ...base,
      kind: "listing_report",
      status: listingReport.status,
      createdAt: listingReport.createdAt.toISOString(),
      from: listingReport.reporter.name,
      about: listingReport.pet.name,
      href: listingReport.status === "open" ? "/admin" : null,
    };
  if (conversationReport)
    return {
      ...base,
      kind: "conversation_report",
      status: conversationReport.status,
      createdAt: conversationReport.createdAt.toISOString(),
      from: conversationReport.reporter.name,
      about: conversationReport.reportedUser.name,
      href: conversationReport.status === "open" ? "/admin" : null,
    };
  if (dispute)
    return {
      ...base,
      kind: "dispute",
      status: dispute.outcome ? "decided" : "open",
      createdAt: dispute.createdAt.toISOString(),
      from: dispute.buyer.name,
      about: dispute.order.pet.name,
      href: `/admin/disputes/${dispute.id}`,
    };
  return null;
}
