// GET /server/retention/run — the scheduler runs the retention job (Authorization: Bearer <CRON_SECRET>)
import { withRoute } from "@/lib/api/route";
import { assertCronRequest } from "@/lib/http/cron";
import { runRetention } from "@/lib/retention/run";
import * as contract from "./contract";

// The run stops itself within its time budget (lib/retention/run.ts); this is the platform's ceiling.
export const maxDuration = 60;

export const GET = withRoute(contract.GET, async ({ req }) => {
  assertCronRequest(req);
  const run = await runRetention();
  const counts =
    run.rules
      .filter((r) => r.deleted)
      .map((r) => `${r.table} ${r.deleted}`)
      .join(", ") || "nothing";
  console.info(`[retention] deleted ${run.deleted} rows in ${run.batches} batches (${counts})${run.isComplete ? "" : ", out of time"}`);
  return { run };
});
