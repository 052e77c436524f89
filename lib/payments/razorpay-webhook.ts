import "server-only";
import { createHash } from "node:crypto";
import * as z from "zod";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { razorpay } from "./provider";
import { settleRefund } from "./razorpay-refunds";
import { settleCapture } from "./razorpay-settle";

// Razorpay's webhooks (POST /server/payments/webhook): signed with the webhook secret over the raw body
// (X-Razorpay-Signature), each with its own id (X-Razorpay-Event-Id). Handled: payment.captured and order.paid (settle
// a payment whose page never came back), payment.failed (nothing closes: the buyer may try again),
// refund.processed and refund.failed. A replayed event is recognised by its id and changes nothing; one
// that comes out of order changes nothing either, as every effect moves a row only forward.

const ZEntity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

/** What the handler reads of an event; everything else Razorpay sends is let through unread. */
export const ZRazorpayWebhook = z
  .object({
    event: z.string().max(100),
    payload: z.object({
      payment: ZEntity({
        id: z.string().max(100),
        order_id: z.string().max(100).nullable(),
        amount: z.number().int(),
        currency: z.string().max(3),
        status: z.string().max(20),
      }).optional(),
      refund: ZEntity({
        id: z.string().max(100),
        payment_id: z.string().max(100),
        amount: z.number().int(),
        status: z.string().max(20),
        receipt: z.string().max(100).nullable().optional(),
      }).optional(),
    }),
  })
  .meta({ id: "RazorpayWebhook", description: "An event as Razorpay posts it (only the fields read are described)." });

/** The largest event body accepted: Razorpay's are a few kilobytes. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

export async function handleRazorpayWebhook({
  raw,
  signature,
  eventId,
}: {
  raw: string;
  signature: string | null;
  eventId: string | null;
}) {
  const gateway = razorpay();
  // Without Razorpay there is no webhook to receive.
  if (!gateway) throw new AppError("NOT_FOUND");
  if (!gateway.isWebhookSigned(raw, signature)) throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError("BAD_REQUEST");
  }
  const parsed = ZRazorpayWebhook.safeParse(json);
  if (!parsed.success) throw new AppError("BAD_REQUEST");
  const { event, payload } = parsed.data;
  // Razorpay names every event; the body's own hash stands in should a delivery ever come without one.
  const id = eventId?.slice(0, 100) || `sha256:${createHash("sha256").update(raw).digest("hex")}`;
  const db = getDb();
  if (await db.paymentEvent.findUnique({ where: { id }, select: { id: true } })) return { received: true, duplicate: true };

  const payment = payload.payment?.entity;
  const refund = payload.refund?.entity;
  if ((event === "payment.captured" || event === "order.paid") && payment) {
    await settleCapture({
      id: payment.id,
      orderId: payment.order_id,
      amount: payment.amount,
      currency: payment.currency,
      status: "captured",
      method: null,
    });
  } else if ((event === "refund.processed" || event === "refund.failed") && refund) {
    await settleRefund({
      gatewayRefundId: refund.id,
      receipt: refund.receipt ?? null,
      status: event === "refund.processed" ? "processed" : "failed",
    });
  }
  // Recorded after its effect: should the effect fail, Razorpay delivers the event again and it is retried.
  await db.paymentEvent.createMany({ data: [{ id, event }], skipDuplicates: true });
  return { received: true, duplicate: false };
}
