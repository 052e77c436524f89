import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { CRON_CALL } from "@/lib/http/cron";
import { ZRetentionRun } from "@/lib/retention/responses";

export const GET = endpoint({
  tag: "Service",
  summary: "Run the retention job (the scheduler's call)",
  description: `${CRON_CALL.note} Deletes the personal data past its period in the retention table (lib/retention/policy.ts; docs/data-rights.md, "Personal data and how long we keep it"): old mails, ended sessions, used tokens, expired counters, old notifications, view marks, digests, speed figures, audit entries and closed support requests; never orders or payments. In batches that commit on their own, within a time budget: \`isComplete: false\` says to call again, and a run again the same day deletes nothing.`,
  auth: "none",
  errors: CRON_CALL.errors,
  responses: [{ status: 200, description: "What the run deleted.", schema: okAnswer({ run: ZRetentionRun }) }],
});
