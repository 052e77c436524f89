import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { CRON_CALL } from "@/lib/http/cron";
import { ZReconcileRun } from "@/lib/payments/razorpay-reconcile";

export const GET = endpoint({
  tag: "Service",
  summary: "Reconcile payments with Razorpay (the scheduler's call)",
  description: `${CRON_CALL.note} Settles what neither the buyer's page nor a webhook did: a payment open for over half an hour is paid if Razorpay captured one on its order (refunded if that pays nothing), left while one is only authorized, closed as failed otherwise; refunds not yet asked of Razorpay are asked, and those asked long ago read again. With PAYMENT_PROVIDER=mock there is nothing to do.`,
  auth: "none",
  errors: CRON_CALL.errors,
  responses: [{ status: 200, description: "What the run settled.", schema: okAnswer({ run: ZReconcileRun }) }],
});
