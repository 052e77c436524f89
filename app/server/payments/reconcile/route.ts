// GET /server/payments/reconcile — the scheduler settles payments and refunds with Razorpay (Authorization: Bearer <CRON_SECRET>)
import { withRoute } from "@/lib/api/route";
import { assertCronRequest } from "@/lib/http/cron";
import { reconcilePayments } from "@/lib/payments/razorpay-reconcile";
import * as contract from "./contract";

export const maxDuration = 60;

export const GET = withRoute(contract.GET, async ({ req }) => {
  assertCronRequest(req);
  const run = await reconcilePayments();
  console.info(`[payments] reconciled: ${JSON.stringify(run)}`);
  return { run };
});
