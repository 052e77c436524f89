import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { todayInIndia } from "@/lib/pets/constants";
import { cutoffFor, DELETION_RULES, type TDeletedTable, type TPeriod } from "./policy";
import type { TRetentionRun } from "./responses";

// The retention job: applies lib/retention/policy.ts's rules daily (GET /server/retention/run, `npm run
// retention`). Each statement deletes at most `batchSize` rows, oldest first, skipping locked ones, and
// commits alone, so no run holds many locks; a run stops at `maxBatches` or its time budget
// (`isComplete: false`) and, started again, goes on where it stopped. The audit log's mark is SET LOCAL in
// the batch's own transaction (no session state: it works through a transaction-mode pooler).
// docs/data-rights.md, "The retention job".

export const DEFAULT_BATCH_SIZE = 1000;
/** With the default batch, up to half a million rows a run: more than a day's worth, bounded all the same. */
export const DEFAULT_MAX_BATCHES = 500;
/** Under Vercel's shortest function limit (60 s on Hobby), with room for the batch in flight. */
export const DEFAULT_BUDGET_MS = 45_000;

/** One scan of a rule: which rows are past their period, and the (indexed) order to take them in. */
type TStep = { where: Prisma.Sql; orderBy?: string };
/** What the periods are counted back to: `at` for timestamps, `day` (India's calendar) for DATE columns. */
type TCutoff = { at: Date; day: string };

const before =
  (column: string) =>
  ({ at }: TCutoff): TStep => ({ where: Prisma.sql`${Prisma.raw(`"${column}"`)} < ${at}`, orderBy: `"${column}"` });
const dayBefore = ({ day }: TCutoff): TStep => ({ where: Prisma.sql`day < ${day}::date`, orderBy: "day" });

/** Each rule's SQL, by table: one step per clock, since an OR of two columns would scan the whole table. */
const STEPS: Record<TDeletedTable, (cutoff: TCutoff, period: TPeriod) => TStep[]> = {
  mail_outbox: (c) => [before("createdAt")(c)],
  sms_outbox: (c) => [before("createdAt")(c)],
  // Its indexes lead with the account or the number; the table is small (five codes a day per account).
  phone_codes: (c) => [{ where: Prisma.sql`"createdAt" < ${c.at}` }],
  // revokedAt has no index: revoked sessions are few (sign out, suspension), and most have expired too.
  sessions: (c) => [before("expiresAt")(c), { where: Prisma.sql`"revokedAt" < ${c.at}` }],
  email_tokens: (c) => [before("expiresAt")(c), { where: Prisma.sql`"usedAt" < ${c.at}` }],
  rate_limits: (c) => [before("expiresAt")(c)],
  login_throttles: (c) => [before("lastFailureAt")(c)],
  live_events: (c) => [before("createdAt")(c)],
  live_streams: (c) => [before("seenAt")(c)],
  pet_views: (c) => [dayBefore(c)],
  alert_digests: (c) => [dayBefore(c)],
  web_vitals: (c) => [dayBefore(c)],
  // The database's own clock too, exactly as the audit log's trigger compares it: a row the trigger would
  // refuse (the run's `now` ahead of the database's) waits for a later run instead of failing this one.
  audit_log: (c, period) => [
    {
      where: Prisma.sql`"createdAt" < ${c.at} AND "createdAt" < now() - make_interval(years => ${period.amount}::int)`,
      orderBy: `"createdAt"`,
    },
  ],
  support_requests: (c) => [{ where: Prisma.sql`status = 'closed' AND "closedAt" < ${c.at}` }],
};

/** Deletes one batch of the step's rows; returns how many went. */
async function deleteBatch(table: TDeletedTable, step: TStep, batchSize: number): Promise<number> {
  const from = Prisma.raw(`"${table}"`);
  const order = step.orderBy ? Prisma.raw(`ORDER BY ${step.orderBy}`) : Prisma.empty;
  // By ctid (the row's physical address), the same statement for every table whatever its key: a TID scan
  // deletes exactly the rows the indexed sub-select picked.
  const statement = Prisma.sql`
    DELETE FROM ${from} WHERE ctid = ANY (ARRAY(
      SELECT ctid FROM ${from} WHERE ${step.where} ${order} LIMIT ${batchSize} FOR UPDATE SKIP LOCKED))`;
  const db = getDb();
  if (table !== "audit_log") return db.$executeRaw(statement);
  // The audit log refuses DELETE (a trigger) unless the transaction is marked as this job's, and then only
  // of rows past its period; the mark ends with the transaction.
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL pawbazaar.retention = 'on'");
    return tx.$executeRaw(statement);
  });
}

/**
 * One run of the retention job: every deletion rule in turn, in batches, within `budgetMs` and
 * `maxBatches` statements. `now` is when the periods are counted back from.
 */
export async function runRetention({
  now = new Date(),
  batchSize = DEFAULT_BATCH_SIZE,
  maxBatches = DEFAULT_MAX_BATCHES,
  budgetMs = DEFAULT_BUDGET_MS,
}: { now?: Date; batchSize?: number; maxBatches?: number; budgetMs?: number } = {}): Promise<TRetentionRun> {
  const started = Date.now();
  const rules: TRetentionRun["rules"] = [];
  let batches = 0;
  let isComplete = true;
  for (const rule of DELETION_RULES) {
    const at = cutoffFor(rule.keep, now);
    const cutoff = { at, day: todayInIndia(at) };
    let deleted = 0;
    let isDone: boolean = isComplete;
    for (const step of isComplete ? STEPS[rule.table](cutoff, rule.keep) : []) {
      for (;;) {
        if (batches >= maxBatches || Date.now() - started >= budgetMs) {
          isComplete = isDone = false;
          break;
        }
        batches++;
        const n = await deleteBatch(rule.table, step, batchSize);
        deleted += n;
        if (n < batchSize) break;
      }
      if (!isComplete) break;
    }
    rules.push({ table: rule.table, deleted, isDone });
  }
  return { at: now.toISOString(), rules, deleted: rules.reduce((sum, r) => sum + r.deleted, 0), batches, isComplete };
}
