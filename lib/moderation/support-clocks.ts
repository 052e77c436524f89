// The two clocks of a support request (the Information Technology (Intermediary Guidelines and Digital
// Media Ethics Code) Rules, 2021, as the Grievance Officer page promises them): acknowledge within 24
// hours of receiving it, resolve within 15 days. Pure, for the server (the inbox's order, the API's
// answers) and the console's screens alike.

export const ACKNOWLEDGE_WITHIN_MS = 24 * 60 * 60 * 1000;
export const RESOLVE_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;

/** running: due later; overdue: past due and still running; met / metLate: stopped on time / after the due time. */
export const CLOCK_STATES = ["running", "overdue", "met", "metLate"] as const;
export type TClockState = (typeof CLOCK_STATES)[number];
export type TClock = { dueAt: string; state: TClockState; stoppedAt: string | null };

type TDateLike = Date | string;
const time = (d: TDateLike) => (typeof d === "string" ? new Date(d) : d).getTime();

function clock(dueAt: number, stoppedAt: number | null, now: number): TClock {
  const state: TClockState = stoppedAt !== null ? (stoppedAt <= dueAt ? "met" : "metLate") : now > dueAt ? "overdue" : "running";
  return { dueAt: new Date(dueAt).toISOString(), state, stoppedAt: stoppedAt === null ? null : new Date(stoppedAt).toISOString() };
}

/**
 * The acknowledge clock stops at the first reply (or at closing, for a request closed without one); the
 * resolve clock stops when the request is closed, and runs again if it is reopened.
 */
export function supportClocks(
  request: { createdAt: TDateLike; answeredAt: TDateLike | null; closedAt: TDateLike | null },
  now: TDateLike = new Date(),
) {
  const created = time(request.createdAt);
  const answered = request.answeredAt === null ? null : time(request.answeredAt);
  const closed = request.closedAt === null ? null : time(request.closedAt);
  const acknowledge = clock(created + ACKNOWLEDGE_WITHIN_MS, answered ?? closed, time(now));
  const resolve = clock(created + RESOLVE_WITHIN_MS, closed, time(now));
  return { acknowledge, resolve, isOverdue: acknowledge.state === "overdue" || resolve.state === "overdue" };
}
