import { disputeClocks } from "@/components/admin/disputes-clock-state";
import { nextStepDate, orderDeadline, upcomingSteps } from "@/components/orders/order-steps";
import type { TOrderDetail } from "@/lib/orders/client";

// What the order page and the console's dispute pages read off an order's and a dispute's times.

const at = (iso: string) => `2026-12-${iso}:00.000Z`;
type TTimes = Parameters<typeof nextStepDate>[0];
const order = (over: Partial<TTimes>): TTimes => ({
  protection: "held",
  protection_deadline: at("09T10:00"),
  released_at: null,
  refunded_at: null,
  dispute: null,
  ...over,
});
const timeline = (...steps: TOrderDetail["timeline"][number]["step"][]): TOrderDetail["timeline"] =>
  steps.map((step, i) => ({ step, at: at(`0${i + 1}T09:00`) }));

describe("the order page's dates", () => {
  it("names the running clock while one runs, the decision date in a dispute, and when it ended after", () => {
    expect(nextStepDate(order({ protection: "awaiting_payment" }))).toBe(at("09T10:00"));
    expect(nextStepDate(order({ protection: "disputed", dispute: { decide_by: at("11T10:00") } }))).toBe(at("11T10:00"));
    expect(nextStepDate(order({ protection: "released", protection_deadline: null, released_at: at("05T08:00") }))).toBe(at("05T08:00"));
    expect(nextStepDate(order({ protection: "refunded", protection_deadline: null, refunded_at: at("04T08:00") }))).toBe(at("04T08:00"));
  });

  it("shows a deadline only for a state with a clock", () => {
    expect(orderDeadline(order({ protection: "held" }))).toEqual({ state: "held", at: at("09T10:00") });
    expect(orderDeadline(order({ protection: "handed_over" }))).toEqual({ state: "handed_over", at: at("09T10:00") });
    expect(orderDeadline(order({ protection: "disputed", dispute: { decide_by: at("11T10:00") } }))).toEqual({
      state: "disputed",
      at: at("11T10:00"),
    });
    for (const protection of ["unpaid", "released", "refunded", "closed"] as const)
      expect([protection, orderDeadline(order({ protection }))]).toEqual([protection, null]);
    expect(orderDeadline(order({ protection: "held", protection_deadline: null }))).toBeNull();
  });

  it("lists what is still to come while the order is live, and nothing once it is over", () => {
    expect(upcomingSteps({ protection: "held", timeline: timeline("placed", "paid", "accepted") })).toEqual(["handed_over", "released"]);
    expect(upcomingSteps({ protection: "unpaid", timeline: timeline("placed") })).toEqual(["paid", "accepted", "handed_over", "released"]);
    expect(upcomingSteps({ protection: "disputed", timeline: timeline("placed", "paid", "accepted", "handed_over", "disputed") })).toEqual([
      "decision",
    ]);
    for (const protection of ["released", "refunded", "closed"] as const)
      expect(upcomingSteps({ protection, timeline: timeline("placed", "paid") })).toEqual([]);
  });
});

describe("a dispute's clocks", () => {
  const opened = { acknowledge_by: at("04T09:00"), decide_by: at("09T09:00"), acknowledged_at: null, decided_at: null };

  it("run, then are overdue in red once their time has passed", () => {
    expect(disputeClocks(opened, new Date(at("03T09:00")))).toMatchObject({
      acknowledge: { state: "running" },
      decide: { state: "running" },
      isOverdue: false,
    });
    expect(disputeClocks(opened, new Date(at("05T09:00")))).toMatchObject({
      acknowledge: { state: "overdue" },
      decide: { state: "running" },
      isOverdue: true,
    });
  });

  it("stop when acknowledged and when decided, on time or late; a decision acknowledges too", () => {
    const now = new Date(at("20T09:00"));
    expect(disputeClocks({ ...opened, acknowledged_at: at("03T09:00"), decided_at: at("10T09:00") }, now)).toMatchObject({
      acknowledge: { state: "met" },
      decide: { state: "metLate" },
      isOverdue: false,
    });
    expect(disputeClocks({ ...opened, decided_at: at("05T09:00") }, now).acknowledge).toMatchObject({
      state: "metLate",
      stoppedAt: at("05T09:00"),
    });
  });
});
