// POST /server/payments/webhook — Razorpay's events: captured payments, processed and failed refunds (signed, each handled once)
import { withRoute } from "@/lib/api/route";
import { handleRazorpayWebhook } from "@/lib/payments/razorpay-webhook";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, raw }) =>
  handleRazorpayWebhook({
    raw,
    signature: req.headers.get("x-razorpay-signature"),
    eventId: req.headers.get("x-razorpay-event-id"),
  }),
);
