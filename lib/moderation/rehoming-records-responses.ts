// What the console reads of a rehoming (lib/moderation/rehoming-records.ts), as zod schemas: the
// service's type is inferred from them, and the API reference describes GET /server/admin/pets/{id}/rehoming.
import * as z from "zod";
import { ZCheckInDto } from "@/lib/rehoming/check-ins-responses";

export const ZRehomingApplicationRecord = z
  .object({
    id: z.string(),
    status: z.enum(["open", "shortlisted", "chosen", "declined", "withdrawn", "lapsed", "adopted"]),
    applicant: z.object({ id: z.string(), name: z.string() }),
    home_type: z.string().meta({ description: "house or flat." }),
    is_rented: z.boolean(),
    has_landlord_consent: z.boolean().nullable().meta({ description: "Asked only when rented." }),
    has_garden: z.boolean(),
    other_pets: z.string(),
    experience: z.string(),
    household: z.string(),
    reason: z.string(),
    answers: z
      .array(z.object({ question: z.string(), answer: z.string() }))
      .meta({ description: "The owner's questions as asked, each answered." }),
    order_id: z.string().nullable().meta({ description: "The order at the adoption fee, when this applicant was chosen." }),
    created_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "RehomingApplicationRecord", description: "An application to adopt, as a moderator reads it." });

export const ZRehomingRecords = z
  .object({
    applications: z.array(ZRehomingApplicationRecord),
    check_ins: z.array(ZCheckInDto.extend({ adopter_name: z.string() })),
  })
  .meta({ id: "RehomingRecords", description: "A rehoming's applications and check-ins, read-only, for a dispute or a report." });
export type TRehomingRecords = z.infer<typeof ZRehomingRecords>;
