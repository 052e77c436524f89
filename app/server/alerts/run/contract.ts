import { ZDigestRun } from "@/lib/alerts/responses";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { CRON_CALL } from "@/lib/http/cron";

export const GET = endpoint({
  tag: "Alerts",
  summary: "Run the daily alert digest (the scheduler's call)",
  description: `${CRON_CALL.note} Mails each user with saved searches the pets listed since their last check that match, at most one mail per user and day (India's calendar): running it again the same day sends nothing twice. Stops within its time budget; \`isComplete: false\` says to call again.`,
  auth: "none",
  errors: CRON_CALL.errors,
  responses: [{ status: 200, description: "What the run did.", schema: okAnswer({ run: ZDigestRun }) }],
});
