import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZOptionalModerationReason } from "@/lib/moderation/reports-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Restore a hidden listing",
  description:
    "Back to sold when one of its orders was accepted, to active otherwise; its open reports are dismissed and its seller is mailed. Not while its seller is suspended. Offered again, it must meet the listing rules as they read today, else the rule's own refusal (its seller edits it first).",
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  body: ZOptionalModerationReason,
  params: idParam("listing"),
  errors: [
    "PET_NOT_FOUND",
    "LISTING_NOT_HIDDEN",
    "LISTING_SELLER_SUSPENDED",
    "LISTING_HELD_UNVERIFIED",
    "SPECIES_PROTECTED",
    "SPECIES_REGISTRATION_REQUIRED",
    "MICROCHIP_REQUIRED",
    "STERILISATION_REQUIRED",
    "PARROT_KIND_REQUIRED",
  ],
  responses: [{ status: 200, description: "Restored.", schema: ZMessageAnswer }],
});
