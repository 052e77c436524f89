// The seller disclosure of a listing (lib/pets/seller-disclosure.ts) as a zod schema: the pet's answer
// (GET /server/pets/{id}) carries it in `seller`, and the API reference describes it with it.
import * as z from "zod";

export const ZSellerDisclosure = z.object({
  location: z
    .string()
    .nullable()
    .meta({ description: "The town on the seller's profile; null when they gave none (the listing has its own)." }),
  verifications: z
    .object({
      email: z.boolean().meta({ description: "The seller confirmed their email address." }),
      phone: z.boolean().meta({ description: "The seller confirmed their mobile number by a code sent to it." }),
    })
    .meta({ description: "What PawBazaar has verified of the seller. Never the email address or the number themselves." }),
  registration: z
    .object({
      type: z.enum(["breeder", "pet_shop", "shelter"]),
      state: z.string().meta({ description: "The state or union territory's code (lib/law/states.json) whose board registered them." }),
      number: z.string().meta({ description: "The registration number, as the certificate gives it." }),
      validUntil: z.iso.date().nullable(),
    })
    .nullable()
    .meta({
      description:
        "The seller's registration (a State Animal Welfare Board's, or a shelter's) once a moderator checked the certificate and while it is valid; null otherwise.",
    }),
  rating: z.number().nullable().meta({ description: "The average of the seller's visible reviews, one decimal; null without any." }),
  reviewCount: z.number().int().meta({ description: "The seller's visible reviews." }),
});
export type TSellerDisclosure = z.infer<typeof ZSellerDisclosure>;
