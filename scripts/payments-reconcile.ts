// Runs the payments' reconciliation (lib/payments/razorpay-reconcile.ts) once, as the scheduler does
// (GET /server/payments/reconcile), and prints what it settled. With PAYMENT_PROVIDER=mock it has nothing to do.
//   npm run payments:reconcile
// Runs against DATABASE_URL, or the embedded development database when none is set (scripts/with-db.mjs),
// under tsx with scripts/server-context.cjs preloaded. Safe to run at any time: it only settles what
// Razorpay says, and each payment and refund is settled once.
import "dotenv/config";
import { runJob } from "./run-job";
import { reconcilePayments } from "../lib/payments/razorpay-reconcile";

async function main(): Promise<number> {
  const run = await reconcilePayments();
  console.log(
    `Payments: ${run.checked} open over half an hour looked at: ${run.paid} paid, ${run.refunded} refunded (they paid nothing), ${run.closed} closed as failed.`,
  );
  console.log(`Refunds: ${run.refundsAsked} asked of Razorpay, ${run.refundsSettled} settled.`);
  return 0;
}

runJob(main);
