import "server-only";
import { createHash } from "node:crypto";
import * as z from "zod";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { boundedPayload, recordProblem } from "./problems";
import { askRefundsAfterResponse } from "./providers";
import { razorpay } from "./payment-settings";
import { DISPUTE_EVENTS, handleDisputeEvent } from "./razorpay-disputes";
import { settleRefund } from "./razorpay-refunds";
import { handleRouteWebhook } from "./razorpay-route-webhook";
import { settleCapture } from "./razorpay-settle";

// Razorpay's webhooks (POST /server/payments/webhook), signed over the raw body (X-Razorpay-Signature):
// payments, refunds (one we never asked for was made in the Dashboard), chargebacks (./razorpay-disputes.ts)
// and Route's events (./razorpay-route-webhook.ts); anything else is acknowledged and left. Each event runs
// once: its X-Razorpay-Event-Id is claimed before its effect and let go if the effect fails, and every effect
// only moves a row forward. A signed event we cannot read is acknowledged all the same (Razorpay disables a
// webhook that keeps failing for a day) and queued for a person. docs/payments.md, "Each event once".

const ZEntity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

const ZPaymentEntity = ZEntity({
  id: z.string().max(100),
  order_id: z.string().max(100).nullable(),
  amount: z.number().int(),
  currency: z.string().max(3),
  status: z.string().max(20),
});
const ZRefundEntity = ZEntity({
  id: z.string().max(100),
  payment_id: z.string().max(100),
  amount: z.number().int(),
  status: z.string().max(20),
  receipt: z.string().max(100).nullable().optional(),
});
const ZDisputeEntity = ZEntity({
  id: z.string().max(100),
  payment_id: z.string().max(100),
  amount: z.number().int(),
  amount_deducted: z.number().int().nullable().optional(),
  reason_code: z.string().max(100).nullable().optional(),
  reason_description: z.string().max(500).nullable().optional(),
  respond_by: z.number().int().nullable().optional(),
  status: z.string().max(30).nullable().optional(),
  phase: z.string().max(30).nullable().optional(),
});

/** What the handler reads of an event; everything else Razorpay sends is let through unread. */
export const ZRazorpayWebhook = z
  .object({
    event: z.string().max(100),
    payload: z.object({ payment: ZPaymentEntity.optional(), refund: ZRefundEntity.optional(), dispute: ZDisputeEntity.optional() }),
  })
  .meta({ id: "RazorpayWebhook", description: "An event as Razorpay posts it (only the fields read are described)." });

/** Only the envelope: each event's own part is read by its handler, so a part it does not read never fails it. */
const ZEnvelope = z.object({ event: z.string().min(1).max(100), payload: z.record(z.string(), z.unknown()) });

/** The largest event body accepted: Razorpay's are a few kilobytes. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Route's events (linked accounts, transfers, and the settlements that pay transfers out). */
const ROUTE_EVENT_PREFIXES = ["account.", "product.", "transfer.", "settlement."];

/** How an event went: handled (or nothing to do), matching nothing of ours, or not in the shape its name promises. */
export type TEventOutcome = { outcome: "done" } | { outcome: "unmatched" | "unexpected"; detail: string };

const unexpected = (event: string, part: string): TEventOutcome => ({
  outcome: "unexpected",
  detail: `${event} without a readable ${part} entity`,
});

/** Runs one event's effect. Also the console's retry of an event queued as unmatched or unreadable (./problems-actions.ts). */
export async function runEvent(event: string, payload: Record<string, unknown>): Promise<TEventOutcome> {
  if (ROUTE_EVENT_PREFIXES.some((p) => event.startsWith(p))) {
    const routed = await handleRouteWebhook(event, payload);
    return routed === "unmatched"
      ? { outcome: "unmatched", detail: `${event}: matches no linked account or transfer of ours` }
      : { outcome: "done" };
  }
  if (event === "payment.captured" || event === "order.paid") {
    const parsed = ZPaymentEntity.safeParse(payload.payment);
    if (!parsed.success) return unexpected(event, "payment");
    const p = parsed.data.entity;
    const settled = await settleCapture({
      id: p.id,
      orderId: p.order_id,
      amount: p.amount,
      currency: p.currency,
      status: "captured",
      method: null,
    });
    return settled === "unknown"
      ? { outcome: "unmatched", detail: `${event}: Razorpay payment ${p.id} (order ${p.order_id ?? "none"}) is on no payment of ours` }
      : { outcome: "done" };
  }
  if (event === "refund.processed" || event === "refund.failed") {
    const parsed = ZRefundEntity.safeParse(payload.refund);
    if (!parsed.success) return unexpected(event, "refund");
    const r = parsed.data.entity;
    const settled = await settleRefund({
      gatewayRefundId: r.id,
      receipt: r.receipt ?? null,
      status: event === "refund.processed" ? "processed" : "failed",
      gatewayPaymentId: r.payment_id,
      amountPaise: r.amount,
    });
    return settled === "unknown"
      ? { outcome: "unmatched", detail: `${event}: refund ${r.id} of Razorpay payment ${r.payment_id} matches nothing of ours` }
      : { outcome: "done" };
  }
  if ((DISPUTE_EVENTS as readonly string[]).includes(event)) {
    const parsed = ZDisputeEntity.safeParse(payload.dispute);
    if (!parsed.success) return unexpected(event, "dispute");
    const handled = await handleDisputeEvent(event, parsed.data.entity);
    return handled === "unknown"
      ? {
          outcome: "unmatched",
          detail: `${event}: dispute ${parsed.data.entity.id} is of Razorpay payment ${parsed.data.entity.payment_id}, not one of ours`,
        }
      : { outcome: "done" };
  }
  return { outcome: "done" };
}

/**
 * Razorpay's webhook: the event answered (answerEvent), then what it moved (a capture, a linked account
 * activated, a refund made outside) followed at Razorpay after the answer: Route's transfers synced,
 * refunds asked.
 */
export async function handleRazorpayWebhook(input: Parameters<typeof answerEvent>[0]) {
  const answer = await answerEvent(input);
  await askRefundsAfterResponse();
  return answer;
}

async function answerEvent({ raw, signature, eventId }: { raw: string; signature: string | null; eventId: string | null }) {
  const gateway = razorpay();
  // Without Razorpay there is no webhook to receive.
  if (!gateway) throw new AppError("NOT_FOUND");
  if (!gateway.isWebhookSigned(raw, signature)) throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const envelope = ZEnvelope.safeParse(json);
  const event = envelope.success ? envelope.data.event : "unreadable";
  // Razorpay names every event; the body's own hash stands in should a delivery ever come without one.
  const id = eventId?.slice(0, 100) || `sha256:${createHash("sha256").update(raw).digest("hex")}`;
  const db = getDb();
  const claimed = await db.paymentEvent.createMany({ data: [{ id, event }], skipDuplicates: true });
  if (claimed.count === 0) return { received: true, duplicate: true };
  try {
    const ran: TEventOutcome = envelope.success
      ? await runEvent(envelope.data.event, envelope.data.payload)
      : {
          outcome: "unexpected",
          detail: json === undefined ? "An event whose body is not JSON" : "An event without an event name and payload",
        };
    if (ran.outcome !== "done")
      await recordProblem({
        kind: ran.outcome === "unmatched" ? "unmatched_event" : "unexpected_event",
        eventId: id,
        detail: ran.detail,
        payload: boundedPayload(raw, json),
      });
  } catch (e) {
    // Let go, so that Razorpay's next delivery of it runs it again.
    await db.paymentEvent.deleteMany({ where: { id } });
    throw e;
  }
  return { received: true, duplicate: false };
}
