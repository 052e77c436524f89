// GET /server/messages/mails/run — the scheduler delivers the due new-message mails (Authorization: Bearer <CRON_SECRET>)
import { withRoute } from "@/lib/api/route";
import { assertCronRequest } from "@/lib/http/cron";
import { deliverDueMessageMails } from "@/lib/notifications/message-mails";
import * as contract from "./contract";

// The run stops itself within its time budget (lib/notifications/message-mails.ts); this is the platform's ceiling.
export const maxDuration = 60;

export const GET = withRoute(contract.GET, async ({ req }) => {
  assertCronRequest(req);
  const run = await deliverDueMessageMails();
  console.info(
    `[message-mails] ${run.mailed} mailed, ${run.postponed} postponed, ${run.skipped} skipped of ${run.conversations} conversations${run.isComplete ? "" : ", more due"}`,
  );
  return { run };
});
