// What the registration endpoints answer, as zod schemas (the API reference describes them with these;
// the service's types are inferred from them).
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { REGISTRATION_STATUSES, REGISTRATION_TYPES } from "./registration-schemas";

const ZCertificate = z
  .object({
    kind: z.enum(["image", "pdf"]).meta({ description: "A photo (stored as WebP) or a PDF (stored as sent)." }),
    url: z.string().meta({ description: "Where its owner or a moderator reads it; never public, never cached by a shared cache." }),
  })
  .meta({ id: "RegistrationCertificate" });

const registrationFields = {
  id: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  state: z.string().meta({ description: "The state's code (lib/law/states.json), e.g. TG for Telangana." }),
  number: z.string(),
  validUntil: z.iso.date().nullable().meta({ description: "The last day it is valid; null for a shelter's recognition without one." }),
  status: z.enum(REGISTRATION_STATUSES),
  refusedReason: z.string().nullable().meta({ description: "The moderator's reason, when refused." }),
  submittedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  certificate: ZCertificate,
};

/** A seller's own registration. */
export const ZMyRegistration = z.object(registrationFields).meta({ id: "MyRegistration", description: "A seller's registration." });

/** GET /server/profile/seller: my registration, and what I still need before I can send one. */
export const ZMyRegistrationAnswer = okAnswer({
  registration: ZMyRegistration.nullable().meta({ description: "The account's registration (one at most); null when none was sent." }),
  isPhoneVerified: z.boolean().meta({ description: "A verified mobile number is needed to send a registration." }),
  isEmailVerified: z.boolean().meta({ description: "So is a verified email." }),
  heldListings: z.number().int().meta({ description: "My listings held until a registration is approved." }),
});
export type TMyRegistrationAnswer = z.infer<typeof ZMyRegistrationAnswer>;
export type TMyRegistration = z.infer<typeof ZMyRegistration>;

/** One registration in the console's queue (GET /server/admin/seller-verifications). */
export const ZRegistrationQueueItem = z
  .object({
    ...registrationFields,
    seller: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      isPhoneVerified: z.boolean(),
      memberSince: z.iso.datetime(),
    }),
    decidedByName: z.string().nullable(),
    heldListings: z.number().int().meta({ description: "The seller's listings held until this registration is approved." }),
  })
  .meta({ id: "RegistrationQueueItem" });
export type TRegistrationQueueItem = z.infer<typeof ZRegistrationQueueItem>;

/** What the daily run did (part of GET /server/protection/run's answer). */
export const ZRegistrationRun = z
  .object({
    expired: z.number().int().meta({ description: "Approved registrations whose valid-until date passed: expired, their listings held." }),
    heldListings: z.number().int().meta({ description: "Listings held by those expiries." }),
    reminded: z.number().int().meta({ description: "Sellers told that their registration ends within a month (once per date)." }),
    setAsideListings: z.number().int().meta({
      description:
        "Active listings of breeders' dogs that turned six months unsterilised, set aside (inactive) and their sellers mailed: the Dog Breeding and Marketing Rules 2017 let a breeder sell a dog that age only sterilised.",
    }),
    isComplete: z.boolean().meta({ description: "False when more was due than one run does: call again." }),
  })
  .meta({ id: "RegistrationRun" });
export type TRegistrationRun = z.infer<typeof ZRegistrationRun>;
