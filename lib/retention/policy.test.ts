import { readFileSync } from "node:fs";
import path from "node:path";
import { cutoffFor, KEPT_RULES, RETENTION_POLICY } from "./policy";

// The retention table covers the schema: a new table gets its row (or is named here as holding no
// personal data), and docs/data-rights.md's tables say the same.

const root = path.resolve(__dirname, "../..");
const schema = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
const tables = [...schema.matchAll(/@@map\("(\w+)"\)/g)].map((m) => m[1]);
/** Tables that hold nothing about a person: deployment marks, and the ids of the payment webhooks handled. */
const NOT_PERSONAL = ["deployment_marks", "payment_events"];

describe("the retention table", () => {
  it("has a row for every table of the schema that holds personal data, and only those", () => {
    expect(tables.length).toBeGreaterThan(20);
    const covered = RETENTION_POLICY.flatMap((r) => [r.table, ...(r.cascades ?? [])]);
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered, ...NOT_PERSONAL].sort()).toEqual([...tables].sort());
  });

  it("says what, why, how long and what the job does, for each", () => {
    for (const rule of RETENTION_POLICY) {
      expect([rule.table, rule.holds.length > 10, rule.why.length > 10, rule.period.length > 5, rule.job.length > 5]).toEqual([
        rule.table,
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it("keeps orders, payments, the sellers' ledger, disputes and payouts' records by law, never touched by the job", () => {
    expect(
      KEPT_RULES.filter((r) => r.until === "law")
        .map((r) => r.table)
        .sort(),
    ).toEqual(["disputes", "ledger_entries", "linked_accounts", "orders", "payment_orders", "payment_problems", "payments", "transfers"]);
  });

  it("is in docs/data-rights.md, table by table", () => {
    const readme = readFileSync(path.join(root, "docs/data-rights.md"), "utf8");
    const start = readme.indexOf("## Personal data and how long we keep it");
    expect(start).toBeGreaterThan(0);
    const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
    for (const rule of RETENTION_POLICY) expect([rule.table, section.includes(`\`${rule.table}\``)]).toEqual([rule.table, true]);
  });
});

describe("cutoffFor", () => {
  const now = new Date("2026-11-27T02:00:00.000Z");

  it("counts minutes, days and calendar years back from now", () => {
    expect(cutoffFor({ amount: 10, unit: "minutes" }, now).toISOString()).toBe("2026-11-27T01:50:00.000Z");
    expect(cutoffFor({ amount: 0, unit: "minutes" }, now).toISOString()).toBe(now.toISOString());
    expect(cutoffFor({ amount: 30, unit: "days" }, now).toISOString()).toBe("2026-10-28T02:00:00.000Z");
    expect(cutoffFor({ amount: 3, unit: "years" }, now).toISOString()).toBe("2023-11-27T02:00:00.000Z");
  });

  it("leaves now as it was", () => {
    cutoffFor({ amount: 1, unit: "years" }, now);
    expect(now.toISOString()).toBe("2026-11-27T02:00:00.000Z");
  });
});
