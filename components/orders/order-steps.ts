// What the order page reads off an order's protection state (lib/orders/protection.ts), as plain
// functions: the date its next step depends on, the deadline it shows, and the steps still to come.
import type { TOrderDetail, TTimelineStepName } from "@/lib/orders/client";

/** The states whose clock the page shows as a deadline ("Hand over by …"). */
export const DEADLINE_STATES = ["awaiting_payment", "awaiting_seller", "held", "handed_over", "disputed"] as const;
export type TDeadlineState = (typeof DEADLINE_STATES)[number];

type TOrderTimes = Pick<TOrderDetail, "protection" | "protection_deadline" | "released_at" | "refunded_at"> & {
  dispute: Pick<NonNullable<TOrderDetail["dispute"]>, "decide_by"> | null;
};

/** The date the sentence about what happens next names: the running clock, or when it ended (released, refunded). */
export function nextStepDate(order: TOrderTimes): string | null {
  switch (order.protection) {
    case "disputed":
      return order.dispute?.decide_by ?? order.protection_deadline;
    case "released":
      return order.released_at;
    case "refunded":
      return order.refunded_at;
    default:
      return order.protection_deadline;
  }
}

/** The running deadline and its state, or null when no clock runs (unpaid, or over). */
export function orderDeadline(order: TOrderTimes): { state: TDeadlineState; at: string } | null {
  const state = (DEADLINE_STATES as readonly string[]).includes(order.protection) ? (order.protection as TDeadlineState) : null;
  const at = state === "disputed" ? (order.dispute?.decide_by ?? null) : state ? order.protection_deadline : null;
  return state && at ? { state, at } : null;
}

// The way an order goes when all is well; while it is live, what it has not reached yet is still to come.
const HAPPY_PATH: TTimelineStepName[] = ["placed", "paid", "accepted", "handed_over", "released"];
const LIVE = new Set(["unpaid", "awaiting_payment", "awaiting_seller", "held", "handed_over", "disputed"]);

/** The steps still to come: none once released, refunded or closed; in a dispute, only the decision. */
export function upcomingSteps(order: Pick<TOrderDetail, "protection" | "timeline">): (TTimelineStepName | "decision")[] {
  if (!LIVE.has(order.protection)) return [];
  if (order.protection === "disputed") return ["decision"];
  const done = new Set(order.timeline.map((s) => s.step));
  return HAPPY_PATH.filter((step) => !done.has(step));
}
