import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { LISTING_EDIT_FORM, LISTING_WRITE_ERRORS } from "@/lib/pets/listing-form";
import { ZPetDetailAnswer, ZPetRefAnswer } from "@/lib/pets/responses";

export const GET = endpoint({
  tag: "Listings",
  summary: "One listing",
  description:
    "An inactive or hidden listing is visible to its seller (and the moderators) only; to anyone else it does not exist. A listing is hidden when the moderators take it down, or automatically when three users with a verified email have reported it.",
  auth: "optional",
  notFound: "PET_NOT_FOUND",
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND"],
  responses: [{ status: 200, description: "The listing with its seller.", schema: ZPetDetailAnswer }],
});

export const PUT = endpoint({
  tag: "Listings",
  summary: "Edit my listing",
  description:
    "A form upload of every field again, the photos to keep and any new photos. Without `mode` the listing becomes (or stays) a sale; its mode changes only while nobody has ordered it or applied to adopt it.",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  multipart: LISTING_EDIT_FORM,
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "NOT_OWNER", "LISTING_MODE_LOCKED", ...LISTING_WRITE_ERRORS],
  responses: [{ status: 200, description: "The listing is saved.", schema: ZPetRefAnswer }],
});

export const DELETE = endpoint({
  tag: "Listings",
  summary: "Delete my listing",
  description: "A listing that has orders cannot be deleted; mark it sold or inactive instead.",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "NOT_OWNER", "LISTING_HAS_ORDERS"],
  responses: [{ status: 200, description: "The listing and its photos are deleted.", schema: ZMessageAnswer }],
});
