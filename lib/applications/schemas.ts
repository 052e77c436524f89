import * as z from "zod";
import "@/lib/zod";
import { APPLICATION_ANSWER_MAX_LENGTH, REHOMING_MAX_QUESTIONS } from "@/lib/rehoming/constants";
import { keyV, type TV } from "@/lib/validation/messages";

// An application to adopt a rehoming listing (docs/rehoming.md, "Applying to adopt, and the owner's
// choice"): the same schema checks the form (in the reader's language) and POST /server/pets/{id}/applications.

export const HOME_TYPES = ["house", "flat"] as const;
export const APPLICATION_STATUSES = ["open", "shortlisted", "chosen", "declined", "withdrawn", "lapsed", "adopted"] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Where an application is still in the running: the owner may choose it, the applicant may withdraw it. */
export const LIVE_APPLICATION_STATUSES = ["open", "shortlisted"] as const;

const text = (v: TV) =>
  z
    .string(v("applicationTextRequired"))
    .trim()
    .min(1, v("applicationTextRequired"))
    .max(APPLICATION_ANSWER_MAX_LENGTH, v("applicationTextMax"));
const yesNo = (v: TV) => z.boolean(v("applicationYesNo"));

export const makeApplicationSchema = (v: TV = keyV) =>
  z
    .object({
      home_type: z.enum(HOME_TYPES, v("applicationHomeType")),
      is_rented: yesNo(v),
      // Asked only when rented; a rented home without it is refused below.
      has_landlord_consent: z.boolean(v("applicationYesNo")).nullish(),
      has_garden: yesNo(v),
      other_pets: text(v),
      experience: text(v),
      household: text(v),
      reason: text(v),
      // One per question of the listing, in its order (the service checks the count against the listing).
      answers: z.array(text(v), v("applicationAnswers")).max(REHOMING_MAX_QUESTIONS, v("applicationAnswers")).default([]),
    })
    .superRefine((a, ctx) => {
      // A landlord's refusal is the commonest reason an adopted pet comes back: a rented home applies
      // only with the landlord's consent, and says so.
      if (a.is_rented && a.has_landlord_consent !== true)
        ctx.addIssue({ code: "custom", path: ["has_landlord_consent"], message: v("landlordConsentRequired") });
    });
export const ZApplication = makeApplicationSchema();
export type TApplicationInput = z.infer<typeof ZApplication>;

/** POST /server/applications/{id}/shortlist. */
export const ZShortlist = z.object({ shortlisted: z.boolean("shortlisted must be true or false") });
