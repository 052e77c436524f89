import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { CRON_CALL } from "@/lib/http/cron";
import { ZRegistrationRun } from "@/lib/sellers/registration-responses";

export const ZProtectionRun = z
  .object({
    lapsed: z.number().int().meta({ description: "Accepted orders not paid within 24 hours: closed, the pet listed again." }),
    expiredUnanswered: z.number().int().meta({ description: "Paid orders the seller did not answer within 48 hours: refunded." }),
    expiredNotHandedOver: z
      .number()
      .int()
      .meta({ description: "Held orders not handed over in HANDOVER_DAYS: refunded, the pet listed again." }),
    released: z.number().int().meta({ description: "Protection windows that ended with no dispute: the money released to the seller." }),
    checkInsSent: z
      .number()
      .int()
      .meta({ description: "Check-ins sent to adopters a week or a month after a rehoming's handover (docs/rehoming.md)." }),
    isComplete: z.boolean().meta({ description: "False when more was due than one run does: call again." }),
  })
  .meta({ id: "ProtectionRun" });

export const GET = endpoint({
  tag: "Service",
  summary: "Run the protection job (the scheduler's call)",
  description: `${CRON_CALL.note} Moves every order whose deadline has passed: lapses, expiries with their refunds, and releases; then sends the rehomings' due check-ins, each once. Bounded (at most 200 of each kind a run) and safe to rerun: a second run at once changes nothing. Then the sellers' registrations' dates: one past its valid-until day expires (its listings held again), and one ending within a month is reminded, once.`,
  auth: "none",
  errors: CRON_CALL.errors,
  responses: [
    { status: 200, description: "What the run did.", schema: okAnswer({ run: ZProtectionRun, registrations: ZRegistrationRun }) },
  ],
});
