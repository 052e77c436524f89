import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZPublishHeld } from "@/lib/moderation/flags-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Publish a listing held for review",
  description:
    "The flag's listing `petId`, held because a photo matches a listing taken down for fraud, is restored (active, or sold when nothing is left) and its seller mailed; its open photo matches are resolved. The note goes to the audit log.",
  auth: "required",
  role: "moderator",
  notFound: "FLAG_NOT_FOUND",
  params: idParam("flag"),
  body: ZPublishHeld,
  errors: [
    "FLAG_NOT_FOUND",
    "PET_NOT_FOUND",
    "FLAG_LISTING_NOT_HELD",
    "LISTING_NOT_HIDDEN",
    "LISTING_SELLER_SUSPENDED",
    "SPECIES_PROTECTED",
    "SPECIES_REGISTRATION_REQUIRED",
    "MICROCHIP_REQUIRED",
    "STERILISATION_REQUIRED",
    "PARROT_KIND_REQUIRED",
  ],
  responses: [{ status: 200, description: "Published.", schema: ZMessageAnswer }],
});
