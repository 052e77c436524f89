// What the application endpoints answer, as zod schemas: the service's types come from them, and the API
// reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { APPLICATION_STATUSES, HOME_TYPES } from "./schemas";

const ZAnswer = z.object({ question: z.string(), answer: z.string() });

const applicationFields = {
  id: z.string(),
  pet_id: z.string(),
  status: z.enum(APPLICATION_STATUSES).meta({
    description:
      "open (sent), shortlisted (by the owner), chosen (an order at the adoption fee is reserved for the applicant), declined (another home chosen), withdrawn (by the applicant), lapsed (chosen, not paid in time), adopted (the fee paid).",
  }),
  home_type: z.enum(HOME_TYPES),
  is_rented: z.boolean(),
  has_landlord_consent: z.boolean().nullable(),
  has_garden: z.boolean(),
  other_pets: z.string(),
  experience: z.string(),
  household: z.string(),
  reason: z.string(),
  answers: z.array(ZAnswer).meta({ description: "Each of the owner's questions as it was asked, with the answer." }),
  order_id: z.string().nullable().meta({ description: "The reserved order, once chosen." }),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
};

export const ZOwnerApplicationDto = z
  .object({
    ...applicationFields,
    applicant: z.object({
      id: z.string(),
      name: z.string(),
      member_since: z.iso.datetime(),
      verifications: z.object({ email: z.boolean(), phone: z.boolean() }),
      seller_rating: z
        .object({ average: z.number(), count: z.number().int() })
        .nullable()
        .meta({ description: "The applicant's reviews as a seller, if they sold on PawBazaar (reviews are of sellers)." }),
      completed_purchases: z.number().int().meta({ description: "Orders they bought that were handed over." }),
    }),
  })
  .meta({ id: "OwnerApplication", description: "An application to adopt, as the pet's owner reads it." });
export type TOwnerApplicationDto = z.infer<typeof ZOwnerApplicationDto>;

export const ZPetApplicationsDto = z.object({
  pet: z.object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    price: z.number().int().meta({ description: "The adoption fee, in rupees." }),
    questions: z.array(z.string()),
  }),
  applications: z.array(ZOwnerApplicationDto),
});
export type TPetApplicationsDto = z.infer<typeof ZPetApplicationsDto>;

export const ZMyApplicationDto = z
  .object({
    ...applicationFields,
    pet_name: z.string(),
    pet_image: z.string().nullable(),
    fee: z.number().int(),
    pay_by: z.iso.datetime().nullable().meta({ description: "While chosen: when the reserved order lapses unpaid." }),
    can_withdraw: z.boolean(),
  })
  .meta({ id: "MyApplication", description: "An application to adopt, as its applicant reads it." });
export type TMyApplicationDto = z.infer<typeof ZMyApplicationDto>;

/** The application between two people about a pet, for the chat's banner. */
export const ZChatApplicationDto = z.object({
  id: z.string(),
  pet_id: z.string(),
  pet_name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  role: z.enum(["owner", "applicant"]),
});
export type TChatApplicationDto = z.infer<typeof ZChatApplicationDto>;

/** POST /server/pets/{id}/applications: the new application's id. */
export const ZApplicationSentAnswer = okAnswer({ message: z.string(), application: z.object({ id: z.string() }) });
/** POST /server/applications/{id}/choose: the order reserved for the chosen home. */
export const ZApplicationChosenAnswer = okAnswer({ message: z.string(), order_id: z.string() });
/** GET /server/applications/between/{id}: the chat's banner. */
export const ZChatApplicationsAnswer = okAnswer({ applications: z.array(ZChatApplicationDto) });
