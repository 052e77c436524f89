// A complaint's ticket number as people read, quote and type it. Every complaint a person makes (a
// support request or contact message, a listing report, a conversation report, a dispute) has one, from
// one sequence shared by the four tables (next_complaint_ticket(), migration
// 20261204090100_verified_sellers, starting at 100001), so a number names one complaint whatever its kind.
// The Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b), ask a marketplace to give "a ticket
// number for each complaint lodged through which the consumer can track the status of the complaint".
// Plain code: the browser shows it, the server answers and mails it, the console searches by it.

export const TICKET_PREFIX = "PB-";

/** The first number the sequence gives; the parser refuses anything below it. */
export const FIRST_TICKET = 100001;
/** The columns are PostgreSQL integers. */
const MAX_TICKET = 2_147_483_647;

/** 100234 → "PB-100234". */
export function formatTicket(ticket: number): string {
  return `${TICKET_PREFIX}${ticket}`;
}

/**
 * A ticket as a person may type or paste it: "PB-100234", "pb 100234", "PB100234", "#100234" or the bare
 * number, with spaces around; the number, or null for anything else.
 */
export function parseTicket(input: string): number | null {
  const m = /^#?\s*(?:pb\s*[-–—]?\s*)?(\d{1,10})$/i.exec(input.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n >= FIRST_TICKET && n <= MAX_TICKET ? n : null;
}
