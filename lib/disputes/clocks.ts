// A dispute's two clocks, plain code (the console shows them; tests check them without a database).
// - Acknowledge within 48 hours: the Consumer Protection (E-Commerce) Rules 2020, rule 4(5), ask an
//   e-commerce entity to acknowledge a consumer's complaint within forty-eight hours (and redress it
//   within one month); the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules 2021, rule
//   3(2), ask the same of a grievance officer (24 hours to acknowledge, 15 days to dispose).
// - Decide within five working days: our own promise, well inside both, because the buyer's money is
//   held meanwhile. Working days are Monday to Friday in India (IST); public holidays are not counted out.

const HOUR = 3_600_000;
const IST_OFFSET = 5.5 * HOUR;

export const ACKNOWLEDGE_HOURS = 48;
export const DECIDE_WORKING_DAYS = 5;

export const acknowledgeBy = (openedAt: Date) => new Date(openedAt.getTime() + ACKNOWLEDGE_HOURS * HOUR);

/** The same time of day, `DECIDE_WORKING_DAYS` working days (Monday to Friday, in IST) after `openedAt`. */
export function decideBy(openedAt: Date, days = DECIDE_WORKING_DAYS): Date {
  let t = openedAt.getTime();
  let left = days;
  while (left > 0) {
    t += 24 * HOUR;
    const weekday = new Date(t + IST_OFFSET).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(t);
}
