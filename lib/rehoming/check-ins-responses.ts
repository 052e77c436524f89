// What the check-in endpoints answer, as zod schemas (the API reference describes the answers with them).
import * as z from "zod";
import { CHECK_IN_ANSWER_VALUES } from "./check-ins-schemas";

export const ZCheckInDto = z
  .object({
    id: z.string(),
    order_id: z.string(),
    kind: z.enum(["week", "month"]).meta({ description: "Asked a week or a month after the handover." }),
    pet_name: z.string(),
    due_at: z.iso.datetime().meta({ description: "When it is (or was) to be asked." }),
    sent_at: z.iso.datetime().nullable().meta({ description: "When the adopter was asked, or null before." }),
    answer: z.enum(CHECK_IN_ANSWER_VALUES).nullable(),
    note: z.string().nullable().meta({ description: "The adopter's short note, if any." }),
    answered_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "CheckIn", description: "A rehoming's check-in: the adopter is asked how the pet is settling; the owner sees the answer." });
