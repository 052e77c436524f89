// What the order endpoints answer, as zod schemas: the service's types are inferred from them, and the
// API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { ZTicket } from "@/lib/support/responses";
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, ORDER_PAYMENT_STATUSES, ORDER_STATUSES, PROTECTION_STATES } from "./schemas";

export const ZOrderDto = z
  .object({
    id: z.string(),
    pet_id: z.string(),
    pet_name: z.string(),
    pet_available: z.number().int().min(0).meta({
      description: "How many the listing has left now: accepting takes the order's quantity from it, and the last one sells the listing.",
    }),
    seller_name: z.string(),
    buyer_id: z.string(),
    buyer_name: z.string(),
    seller_id: z.string(),
    quantity: z.number().int(),
    unit_price: z.number().int().meta({ description: "The price when the order was placed, in whole rupees." }),
    total_amount: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(ORDER_PAYMENT_STATUSES),
    protection: z.enum(PROTECTION_STATES).meta({
      description:
        "Where the buyer's money stands: unpaid, awaiting_payment (accepted, 24 h to pay), awaiting_seller (paid, 48 h to answer), held (until handover), handed_over (the protection window runs), disputed, released (the seller's), refunded, closed.",
    }),
    protection_deadline: z.iso.datetime().nullable().meta({ description: "When the current state's clock runs out, if one runs." }),
    created_at: z.iso.datetime(),
    images: z.array(z.string()).meta({ description: "The pet's photos, 480 px." }),
    role: z.enum(["buyer", "seller"]).meta({ description: "Whether the signed-in user bought or sells the pet." }),
  })
  .meta({ id: "Order", description: "An order, seen by its buyer or its seller." });
export type TOrderDto = z.infer<typeof ZOrderDto>;

export const TIMELINE_STEPS = [
  "placed",
  "paid",
  "accepted",
  "handed_over",
  "disputed",
  "released",
  "refunded",
  "rejected",
  "cancelled",
  "expired",
] as const;
export const ZTimelineStep = z.object({ step: z.enum(TIMELINE_STEPS), at: z.iso.datetime() });
export type TTimelineStep = z.infer<typeof ZTimelineStep>;

export const ZDisputeEvidenceDto = z.object({
  id: z.string(),
  kind: z.enum(["photo", "vet_note"]),
  by: z.enum(["buyer", "seller"]),
  url: z.string().meta({ description: "Only the two people and the moderators can open it." }),
});

export const ZOrderDisputeDto = z
  .object({
    id: z.string(),
    ticket: z
      .string()
      .meta({ description: 'Its ticket number, e.g. "PB-100234" (lib/support/ticket.ts): what either person quotes to the support team.' }),
    source: z.enum(["buyer", "chargeback"]),
    reason: z.enum(DISPUTE_REASONS),
    details: z.string().meta({ description: "The buyer's statement." }),
    seller_statement: z.string().nullable(),
    state: z.enum(["open", "decided"]),
    outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
    refund_amount: z.number().int().nullable().meta({ description: "A part refund's amount, whole rupees." }),
    decision_reason: z.string().nullable(),
    decided_at: z.iso.datetime().nullable(),
    acknowledged_at: z.iso.datetime().nullable(),
    decide_by: z.iso.datetime().meta({ description: "The date the team promises a decision by (five working days)." }),
    created_at: z.iso.datetime(),
    evidence: z.array(ZDisputeEvidenceDto),
  })
  .meta({ id: "OrderDispute" });

export const ZOrderDetailDto = ZOrderDto.extend({
  paid_at: z.iso.datetime().nullable(),
  handed_over_at: z.iso.datetime().nullable(),
  handed_over_by: z.enum(["code", "buyer", "moderator"]).nullable(),
  released_at: z.iso.datetime().nullable(),
  refunded_at: z.iso.datetime().nullable(),
  refunded_amount: z.number().int().meta({ description: "Rupees given back to the buyer so far (a part refund, or all)." }),
  closed_reason: z.string().nullable().meta({
    description: "Why it closed without a sale: rejected, cancelled, unpaid (lapsed), seller_silent, not_handed_over, dispute.",
  }),
  handover_code: z
    .string()
    .nullable()
    .meta({ description: "The six-digit code the buyer shows at the meeting: only to the buyer, only while the money is held." }),
  handover_tries_left: z.number().int().min(0),
  seller_reply_within: z.enum(["hour", "hours", "day", "days"]).nullable().meta({ description: "How quickly the seller usually replies." }),
  can: z.object({
    hand_over: z.boolean().meta({ description: "The seller may enter the code." }),
    confirm_handover: z.boolean().meta({ description: "The buyer may confirm they have the pet." }),
    call_off: z.boolean().meta({ description: "Either may call the order off before the handover (a full refund)." }),
    dispute: z.boolean().meta({ description: "The buyer may open a dispute (within the protection window)." }),
    add_statement: z.boolean().meta({ description: "The seller may add their statement to the dispute." }),
    pay: z.boolean(),
  }),
  timeline: z.array(ZTimelineStep),
  dispute: ZOrderDisputeDto.nullable(),
}).meta({ id: "OrderDetail", description: "One order with its protection, for its buyer or its seller." });
export type TOrderDetailDto = z.infer<typeof ZOrderDetailDto>;

/** GET /server/orders. */
export const ZOrdersAnswer = okAnswer({ orders: z.array(ZOrderDto) });
/** POST /server/orders: the order placed. */
export const ZOrderPlacedAnswer = okAnswer({ message: z.string(), order: ZOrderDto });
/** GET /server/orders/{id}. */
export const ZOrderDetailAnswer = okAnswer({ order: ZOrderDetailDto });
/** POST /server/orders/dispute: the dispute opened, and its ticket number. */
export const ZDisputeOpenedAnswer = okAnswer({ message: z.string(), dispute_id: z.string(), ticket: ZTicket });
