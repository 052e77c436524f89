import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/answers";
import { ZRetentionRun } from "@/lib/retention/responses";

export const GET = endpoint({
  tag: "Service",
  summary: "Run the retention job (the scheduler's call)",
  description:
    'For the scheduler only: `Authorization: Bearer <CRON_SECRET>` (Vercel Cron sends exactly that). Without CRON_SECRET configured the endpoint answers 404. Deletes the personal data past its period in the retention table (lib/retention/policy.ts; the README\'s "Personal data and how long we keep it"): old mails, ended sessions, used tokens, expired counters, old notifications, view marks, digests, speed figures, audit entries and closed support requests; never orders or payments. In batches that commit on their own, within a time budget: `isComplete: false` says to call again, and a run again the same day deletes nothing.',
  auth: "none",
  errors: ["NOT_FOUND", "CRON_SECRET_INVALID"],
  responses: [{ status: 200, description: "What the run deleted.", schema: okAnswer({ run: ZRetentionRun }) }],
});
