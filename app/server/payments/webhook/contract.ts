import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { MAX_WEBHOOK_BYTES, ZRazorpayWebhook } from "@/lib/payments/razorpay-webhook";

export const POST = endpoint({
  tag: "Payments",
  summary: "Receive Razorpay's events",
  description:
    "For Razorpay only (register this address in its dashboard, with the webhook secret as RAZORPAY_WEBHOOK_SECRET). Signed over the raw body (X-Razorpay-Signature), named by X-Razorpay-Event-Id: payment.captured and order.paid settle a payment whose page never came back (or refund one that pays nothing), refund.processed and refund.failed settle a refund (one made in Razorpay's Dashboard is recorded against its payment), payment.dispute.* hold and settle a chargeback, and Route's account.*, product.*, transfer.* and settlement.* events go to Route. Each event id runs once (identical deliveries at once: one runs, the others answer duplicate). A signed event that cannot be read or matches nothing of ours is acknowledged (200) and queued for the moderators' Payment problems; an unsigned one is refused. Without PAYMENT_PROVIDER=razorpay the endpoint answers 404.",
  auth: "none",
  signedBody: { maxBytes: MAX_WEBHOOK_BYTES, schema: ZRazorpayWebhook },
  rateLimit: ({ ip }) => [{ rule: ORDER_LIMITS.webhookPerIp, subject: ip }],
  errors: ["NOT_FOUND", "WEBHOOK_SIGNATURE_INVALID", "PAYMENT_GATEWAY_ERROR"],
  responses: [
    {
      status: 200,
      description: "Received (a replay too, and a signed event queued as a problem).",
      schema: okAnswer({ received: z.literal(true), duplicate: z.boolean().meta({ description: "The event was handled before." }) }),
    },
  ],
});
