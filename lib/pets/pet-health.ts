import * as z from "zod";
import type { TV } from "@/lib/validation/messages";
import { MAX_IMAGES } from "./constants";

// A listing's health records and paperwork beyond the yes/no fields: its vaccinations (each vaccine and
// the day it was given), the day it was last dewormed, the owner's registration of a CITES species
// (Living Animal Species (Reporting and Registration) Rules, 2024: lib/law/listing-rules.ts asks for it),
// and which photos show the litter with its mother. Fields of the listing schema (lib/pets/schemas.ts,
// makePetSchema), shared by the form and POST/PUT /server/pets; vaccinations and withMother arrive in
// the multipart form as JSON text fields (lib/pets/listing-form.ts).

/** At most this many vaccinations per listing: a puppy's course and its boosters fit well within it. */
export const MAX_VACCINATIONS = 10;
export const MAX_VACCINE_LENGTH = 60;
export const MAX_SPECIES_REGISTRATION_LENGTH = 60;
const EARLIEST_DATE = "1900-01-01";
const ISO_DATE = z.iso.date();
/** A real calendar day (no 30 February), not before 1900 (a year 0 is a typo or a probe). */
const isIsoDate = (s: string) => ISO_DATE.safeParse(s).success && s >= EARLIEST_DATE;

const emptyToUndefined = (x: unknown) => (x === "" || x === null ? undefined : x);
const trimmed = (x: unknown) => (typeof x === "string" ? emptyToUndefined(x.trim()) : emptyToUndefined(x));

/** A row of the form's vaccinations; a row left empty (no vaccine, no date) is no vaccination and is not stored. */
export type TVaccinationInput = { vaccine: string; date: string };
export const isEmptyVaccination = (v: TVaccinationInput) => !v.vaccine && !v.date;

export const healthFields = (v: TV) => ({
  dewormedOn: z.preprocess(trimmed, z.string(v("dewormedOnInvalid")).refine(isIsoDate, v("dewormedOnInvalid")).optional()),
  vaccinations: z
    .array(
      z.object({
        vaccine: z.string(v("vaccineRequired")).trim().max(MAX_VACCINE_LENGTH, v("vaccineMax")),
        date: z.string(v("vaccinationDateInvalid")).trim(),
      }),
      v("vaccinationsInvalid"),
    )
    .max(MAX_VACCINATIONS, v("vaccinationsMax"))
    .default([])
    // Each row's problem on its own field (vaccinations.1.date), by the row's place in the form: rows
    // left empty keep their place, so the messages stay beside the rows they are about.
    .superRefine((rows, ctx) =>
      rows.forEach((row, i) => {
        if (isEmptyVaccination(row)) return;
        if (!row.vaccine) ctx.addIssue({ code: "custom", path: [i, "vaccine"], message: v("vaccineRequired") });
        if (!isIsoDate(row.date)) ctx.addIssue({ code: "custom", path: [i, "date"], message: v("vaccinationDateInvalid") });
      }),
    ),
  speciesRegistrationNumber: z.preprocess(trimmed, z.string().max(MAX_SPECIES_REGISTRATION_LENGTH, v("registrationMax")).optional()),
  // Which photos show the litter with its mother: their places among the listing's photos after the
  // request (0 is the cover; on an edit, the kept photos in keepImageIds' order, then the new files).
  withMother: z
    .array(
      z
        .number(v("withMotherInvalid"))
        .int(v("withMotherInvalid"))
        .min(0, v("withMotherInvalid"))
        .max(MAX_IMAGES - 1, v("withMotherInvalid")),
      v("withMotherInvalid"),
    )
    .max(MAX_IMAGES, v("withMotherInvalid"))
    .default([])
    .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
});

type THealthDates = { dateOfBirth?: string; dewormedOn?: string; vaccinations: TVaccinationInput[] };

/** The records' dates against today and the date of birth (a dose given before the pet was born is a typo). */
export function checkHealthDates(pet: THealthDates, ctx: z.RefinementCtx, v: TV, today: string) {
  const born = pet.dateOfBirth && isIsoDate(pet.dateOfBirth) ? pet.dateOfBirth : null;
  if (pet.dewormedOn && isIsoDate(pet.dewormedOn)) {
    if (pet.dewormedOn > today) ctx.addIssue({ code: "custom", path: ["dewormedOn"], message: v("dewormedOnFuture") });
    else if (born && pet.dewormedOn < born) ctx.addIssue({ code: "custom", path: ["dewormedOn"], message: v("dewormedOnBeforeBirth") });
  }
  pet.vaccinations.forEach((row, i) => {
    if (isEmptyVaccination(row) || !isIsoDate(row.date)) return;
    const path = ["vaccinations", i, "date"];
    if (row.date > today) ctx.addIssue({ code: "custom", path, message: v("vaccinationDateFuture") });
    else if (born && row.date < born) ctx.addIssue({ code: "custom", path, message: v("vaccinationDateBeforeBirth") });
  });
}
