import { ACKNOWLEDGE_WITHIN_MS, RESOLVE_WITHIN_MS, supportClocks } from "./support-clocks";

const HOUR = 60 * 60 * 1000;
const created = new Date("2026-11-01T10:00:00.000Z");
const at = (ms: number) => new Date(created.getTime() + ms);

describe("supportClocks", () => {
  it("runs both clocks for a new request, due 24 hours and 15 days after it came in", () => {
    const c = supportClocks({ createdAt: created, answeredAt: null, closedAt: null }, at(5 * HOUR));
    expect(c.acknowledge).toEqual({ dueAt: at(ACKNOWLEDGE_WITHIN_MS).toISOString(), state: "running", stoppedAt: null });
    expect(c.resolve).toEqual({ dueAt: at(RESOLVE_WITHIN_MS).toISOString(), state: "running", stoppedAt: null });
    expect(c.isOverdue).toBe(false);
  });

  it("is overdue to acknowledge after 24 hours without a reply, and not a moment before", () => {
    expect(supportClocks({ createdAt: created, answeredAt: null, closedAt: null }, at(24 * HOUR)).acknowledge.state).toBe("running");
    const late = supportClocks({ createdAt: created, answeredAt: null, closedAt: null }, at(24 * HOUR + 1));
    expect(late.acknowledge.state).toBe("overdue");
    expect(late.resolve.state).toBe("running");
    expect(late.isOverdue).toBe(true);
  });

  it("stops the acknowledge clock at the first reply: met in time, or met late", () => {
    const inTime = supportClocks({ createdAt: created, answeredAt: at(3 * HOUR), closedAt: null }, at(30 * HOUR));
    expect(inTime.acknowledge).toEqual({ dueAt: at(24 * HOUR).toISOString(), state: "met", stoppedAt: at(3 * HOUR).toISOString() });
    expect(inTime.isOverdue).toBe(false);
    expect(supportClocks({ createdAt: created, answeredAt: at(26 * HOUR), closedAt: null }, at(30 * HOUR)).acknowledge.state).toBe(
      "metLate",
    );
  });

  it("is overdue to resolve after 15 days while open, even when answered", () => {
    const c = supportClocks({ createdAt: created, answeredAt: at(HOUR), closedAt: null }, at(RESOLVE_WITHIN_MS + HOUR));
    expect(c.acknowledge.state).toBe("met");
    expect(c.resolve.state).toBe("overdue");
    expect(c.isOverdue).toBe(true);
  });

  it("stops both clocks when closed (closing without a reply stops the acknowledge clock too)", () => {
    const c = supportClocks({ createdAt: created, answeredAt: null, closedAt: at(2 * HOUR) }, at(RESOLVE_WITHIN_MS * 2));
    expect(c.acknowledge.state).toBe("met");
    expect(c.resolve).toEqual({ dueAt: at(RESOLVE_WITHIN_MS).toISOString(), state: "met", stoppedAt: at(2 * HOUR).toISOString() });
    expect(c.isOverdue).toBe(false);
    expect(supportClocks({ createdAt: created, answeredAt: at(HOUR), closedAt: at(RESOLVE_WITHIN_MS + 1) }).resolve.state).toBe("metLate");
  });

  it("accepts ISO strings as the API answers them", () => {
    const c = supportClocks({ createdAt: created.toISOString(), answeredAt: null, closedAt: null }, at(25 * HOUR).toISOString());
    expect(c.acknowledge.state).toBe("overdue");
  });
});
