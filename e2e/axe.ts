import { readFileSync } from "node:fs";
import type Axe from "axe-core";
import { expect, type Page } from "@playwright/test";

// axe on a page as it is now: after a step (an open dialog, a saved search, a reported chat), which the
// accessibility sweep (a11y.spec.ts, first loads only) does not see.

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
declare const axe: typeof Axe;

/** No serious or critical WCAG 2.1 A/AA finding on the page as it is now; `what` names it in the failure. */
export async function expectNoSeriousViolations(page: Page, what: string) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async () =>
      (
        await axe.run(document, {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
          resultTypes: ["violations"],
        })
      ).violations,
  );
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(serious, `${what}\n${serious.join("\n")}`).toEqual([]);
}
