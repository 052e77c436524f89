// A dispute's two clocks as states (running, overdue, met, met late), plain code for the console's pages
// and their tests: the acknowledge clock (48 hours, lib/disputes/clocks.ts) and the decide clock (five
// working days), each stopped by what ends it.
import type { TDisputeListItemDto } from "@/lib/disputes/responses";
import type { TClock } from "@/lib/moderation/support-clocks";

export type TDisputeTimes = Pick<TDisputeListItemDto, "acknowledge_by" | "acknowledged_at" | "decide_by" | "decided_at">;

function clockOf(dueAt: string, stoppedAt: string | null, now: Date): TClock {
  const due = new Date(dueAt).getTime();
  const stopped = stoppedAt === null ? null : new Date(stoppedAt).getTime();
  const state = stopped !== null ? (stopped <= due ? "met" : "metLate") : now.getTime() > due ? "overdue" : "running";
  return { dueAt, state, stoppedAt };
}

/** The acknowledge clock stops when acknowledged (a decision acknowledges too); the decide clock when decided. */
export function disputeClocks(d: TDisputeTimes, now: Date) {
  const acknowledge = clockOf(d.acknowledge_by, d.acknowledged_at ?? d.decided_at, now);
  const decide = clockOf(d.decide_by, d.decided_at, now);
  return { acknowledge, decide, isOverdue: acknowledge.state === "overdue" || decide.state === "overdue" };
}
