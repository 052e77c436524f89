// The listing form (multipart/form-data) that creating and editing a listing take: its size limit, its
// fields (the listing schema, which `withRoute` parses them with), which of them travel as JSON text, and
// its photos, as the API reference describes them.
import type { TErrorCode } from "@/lib/http/errors";
import type { TJsonField, TMultipart } from "@/lib/http/multipart";
import { MAX_IMAGES_PER_LISTING, MAX_LISTING_REQUEST_BYTES } from "@/lib/images/limits";
import { ZPet, ZPetEdit } from "./schemas";

/** What a listing's write (create or edit) may refuse besides its fields: its photos, and the seller and law rules. */
export const LISTING_WRITE_ERRORS: TErrorCode[] = [
  "PHOTO_TOO_LARGE",
  "IMAGES_BUSY",
  "PHOTO_STORE_FAILED",
  "SELLER_REGISTRATION_REQUIRED",
  "INDIVIDUAL_LITTER_LIMIT",
  "INDIVIDUAL_YOUNG_LIMIT",
  "SPECIES_PROTECTED",
  "SPECIES_REGISTRATION_REQUIRED",
];

/** The lists among the listing's fields: each is sent as JSON text (the browser's form: components/listings/listing-form-values.ts). */
const JSON_FIELDS = {
  features: {
    invalid: "featuresInvalid",
    description: 'The listing\'s features as a JSON array of short texts, e.g. ["Vaccinated", "Friendly"].',
  },
  rehoming_questions: {
    invalid: "rehomingQuestionsInvalid",
    description:
      'For a rehoming (mode=rehoming): the owner\'s own questions to every applicant, as a JSON array of texts (at most 5, each at most 200 characters), e.g. ["Who walks him in the day?"]. A sale clears them.',
  },
  vaccinations: {
    invalid: "vaccinationsInvalid",
    description:
      'Its vaccinations as a JSON array of { vaccine, date } (at most 10; the date an ISO day, not in the future, not before the date of birth), e.g. [{"vaccine": "Anti-rabies", "date": "2026-10-02"}]. Shown on the pet page; an edit replaces them.',
  },
  withMother: {
    invalid: "withMotherInvalid",
    description:
      "Which photos show the litter with its mother, as a JSON array of their places among the listing's photos after this request (0 is the cover; on an edit, the kept photos in keepImageIds' order, then the new files), e.g. [1]. Shown as \"Photo with the mother\".",
  },
} satisfies Record<string, TJsonField>;

const photos = {
  name: "images",
  maxItems: MAX_IMAGES_PER_LISTING,
  description: `Photos (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF), at most ${MAX_IMAGES_PER_LISTING} per listing counting kept ones; the first is the cover. They are re-encoded as WebP without their metadata.`,
};

/** POST /server/pets. */
export const NEW_LISTING_FORM: TMultipart<typeof ZPet> = {
  maxBytes: MAX_LISTING_REQUEST_BYTES,
  tooLarge: "PHOTOS_TOO_LARGE_TOGETHER",
  fields: ZPet,
  jsonFields: JSON_FIELDS,
  files: photos,
};

/** PUT /server/pets/{id}: the same, and the photos to keep. */
export const LISTING_EDIT_FORM: TMultipart<typeof ZPetEdit> = {
  ...NEW_LISTING_FORM,
  fields: ZPetEdit,
  jsonFields: {
    ...JSON_FIELDS,
    keepImageIds: {
      invalid: "KEEP_IMAGE_IDS_INVALID",
      description: "The ids of the photos to keep (imageList[].id), in their new order, as a JSON array.",
    },
  },
};
