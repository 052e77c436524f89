// What the console's payment-problem endpoints answer, as zod schemas: the services' types are inferred
// from them, and the API reference (lib/openapi) describes the answers with them. Amounts in paise.
import * as z from "zod";

export const ZPaymentProblem = z
  .object({
    id: z.string(),
    kind: z.string().meta({
      description:
        "refund_failed, second_capture, unmatched_event, unexpected_event, partial_refund or chargeback (Route's transfer problems have their own).",
    }),
    state: z.enum(["open", "resolved"]),
    paymentId: z.string().nullable().meta({ description: "Our payment or refund it is about." }),
    orderId: z.string().nullable(),
    eventId: z
      .string()
      .nullable()
      .meta({ description: "The Razorpay id it is about: an event's, a payment's, a refund's or a dispute's." }),
    detail: z.string().meta({ description: "What happened, in English, for the moderators (with their notes)." }),
    attempts: z.number().int().meta({ description: "How often it was retried." }),
    retry: z.enum(["ask_again", "rerun", "resolve"]).meta({
      description: "What retry does: ask Razorpay for the refund again, handle the stored event again, or only mark it resolved.",
    }),
    payment: z.object({ kind: z.enum(["payment", "refund"]), status: z.string(), amountPaise: z.number().int() }).nullable(),
    payloadPreview: z.string().nullable().meta({ description: "The beginning of the stored event, as JSON text." }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolvedBy: z.string().nullable().meta({ description: "The moderator's email, or razorpay when its own event settled it." }),
  })
  .meta({ id: "PaymentProblem", description: "Something about a payment that a person must look at." });
export type TPaymentProblemDto = z.infer<typeof ZPaymentProblem>;

export const ZPaymentProblemsPage = z.object({
  problems: z.array(ZPaymentProblem),
  nextCursor: z.string().nullable().meta({ description: "The cursor of the next page; null on the last one." }),
});
export type TPaymentProblemsPage = z.infer<typeof ZPaymentProblemsPage>;

export const ZPaymentProblemActed = z.object({
  problem: ZPaymentProblem,
  outcome: z.enum(["asked_again", "handled", "still_unmatched", "resolved"]).meta({
    description:
      "asked_again: a new refund was asked of Razorpay; handled: the event was handled this time; still_unmatched: it still matches nothing (left open); resolved: marked resolved.",
  }),
});
export type TPaymentProblemActed = z.infer<typeof ZPaymentProblemActed>;
