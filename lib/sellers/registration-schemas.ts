import * as z from "zod";
import "@/lib/zod";
import { STATE_CODES } from "@/lib/law/states";
import { REGISTERED_SELLER_TYPES, todayInIndia } from "@/lib/pets/constants";
import { keyV, type TV } from "@/lib/validation/messages";

// A commercial seller's registration (lib/sellers/registration-service.ts): the form's fields, shared by
// the profile's form (in the reader's language) and POST /server/profile/seller, and the console's queries.

/** The seller types that need a registration: never `individual`. */
export const REGISTRATION_TYPES = REGISTERED_SELLER_TYPES;
export type TRegistrationType = (typeof REGISTRATION_TYPES)[number];
export const REGISTRATION_STATUSES = ["pending", "approved", "refused", "expired"] as const;
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Whether a listing's seller type needs an approved registration of that type. */
export const isRegisteredType = (type: string | null | undefined): type is TRegistrationType =>
  !!type && (REGISTRATION_TYPES as readonly string[]).includes(type);

export const REGISTRATION_LIMITS = {
  numberMax: 60,
  /**
   * A PDF certificate is stored as it is: a scan of one or two pages is well under this. Under the
   * request limit (a serverless function takes at most 4.5 MB), with room for the fields.
   */
  pdfMaxBytes: 4_000_000,
  /** The whole request: the certificate and the four fields. */
  requestMaxBytes: 4_400_000,
} as const;

/**
 * A registration number as State Boards and AWBI write them: letters and digits with the separators they
 * use ("AWBI/TS/2024/123", "PS-TG-0042", "No. 12 (2025)"); it starts with a letter or a digit. Anything
 * else (markup, emoji, a pasted paragraph) is not a number a moderator could check.
 */
const NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./\-–#:()&,]*$/u;

const emptyToUndefined = (x: unknown) => (typeof x === "string" && x.trim() === "" ? undefined : x === null ? undefined : x);

/** The registration form's fields (the certificate file travels beside them, field `certificate`). */
export const makeRegistrationSchema = (v: TV = keyV, now = new Date()) =>
  z
    .object({
      type: z.enum(REGISTRATION_TYPES, v("registrationTypeRequired")),
      state: z.enum(STATE_CODES, v("registrationStateRequired")),
      number: z
        .string(v("registrationNumberRequired"))
        .trim()
        .min(1, v("registrationNumberRequired"))
        .max(REGISTRATION_LIMITS.numberMax, v("registrationNumberMax"))
        .regex(NUMBER_PATTERN, v("registrationNumberInvalid")),
      validUntil: z.preprocess(emptyToUndefined, z.iso.date(v("registrationValidUntilInvalid")).optional()),
    })
    .superRefine((r, ctx) => {
      // A breeder's and a pet shop's certificate carries its date (Pet Shop Rules 2018, Dog Breeding and
      // Marketing Rules 2017: registrations are renewed); a shelter's AWBI recognition may have none.
      if (!r.validUntil) {
        if (r.type !== "shelter") ctx.addIssue({ code: "custom", path: ["validUntil"], message: v("registrationValidUntilRequired") });
        return;
      }
      if (r.validUntil <= todayInIndia(now))
        ctx.addIssue({ code: "custom", path: ["validUntil"], message: v("registrationValidUntilPast") });
    });

export const ZRegistrationForm = makeRegistrationSchema();
export type TRegistrationForm = z.infer<typeof ZRegistrationForm>;
export type TRegistrationFormInput = z.input<typeof ZRegistrationForm>;

/** GET /server/admin/seller-verifications: one status, or all of them (pending first). */
export const ZRegistrationQueueQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(REGISTRATION_STATUSES, "status must be pending, approved, refused or expired").optional()),
});
export type TRegistrationQueueQuery = z.infer<typeof ZRegistrationQueueQuery>;
