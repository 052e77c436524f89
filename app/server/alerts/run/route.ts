// GET /server/alerts/run — the scheduler runs the daily alert digest (Authorization: Bearer <CRON_SECRET>)
import { withRoute } from "@/lib/api/route";
import { assertCronRequest } from "@/lib/http/cron";
import { runAlertDigest } from "@/lib/alerts/digest";
import * as contract from "./contract";

// The run stops itself within its time budget (lib/alerts/digest.ts); this is the platform's ceiling.
export const maxDuration = 60;

export const GET = withRoute(contract.GET, async ({ req }) => {
  assertCronRequest(req);
  const run = await runAlertDigest();
  console.info(
    `[alerts] ${run.day}: ${run.users} users, ${run.searches} searches, ${run.mailsSent} mails, ${run.pets} pets, ${run.failed} failed${run.isComplete ? "" : ", out of time"}`,
  );
  return { run };
});
