import { endpoint, idParam } from "@/lib/api/contract";
import { ZPetStatusAnswer } from "@/lib/pets/responses";
import { ZPetStatus } from "@/lib/pets/schemas";

export const PATCH = endpoint({
  tag: "Listings",
  summary: "Mark my listing active, inactive or sold",
  description:
    "Not while the moderators have it hidden (LISTING_HIDDEN): only they bring it back; its seller may appeal. Set active, it meets the listing rules as they read today (a breeder's dog over 6 months is sterilised), else the rule's own refusal: the seller edits it first.",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  body: ZPetStatus,
  params: idParam("listing"),
  errors: [
    "PET_NOT_FOUND",
    "NOT_OWNER",
    "LISTING_HIDDEN",
    "SPECIES_PROTECTED",
    "SPECIES_REGISTRATION_REQUIRED",
    "MICROCHIP_REQUIRED",
    "STERILISATION_REQUIRED",
    "PARROT_KIND_REQUIRED",
    "SELLER_REGISTRATION_REQUIRED",
    "INDIVIDUAL_LITTER_LIMIT",
    "INDIVIDUAL_YOUNG_LIMIT",
  ],
  responses: [{ status: 200, description: "The status is saved.", schema: ZPetStatusAnswer }],
});
