// POST /server/payments/webhook — Razorpay's events: captured payments, processed and failed refunds (signed, each handled once)
import { withRoute } from "@/lib/api/route";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { handleRazorpayWebhook } from "@/lib/payments/razorpay-webhook";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, raw }) => {
  const answer = await handleRazorpayWebhook({
    raw,
    signature: req.headers.get("x-razorpay-signature"),
    eventId: req.headers.get("x-razorpay-event-id"),
  });
  // What the event moved (a capture, a linked account activated, a refund made outside) is followed at
  // Razorpay after the answer: Route's transfers synced, refunds asked.
  await askRefundsAfterResponse();
  return answer;
});
