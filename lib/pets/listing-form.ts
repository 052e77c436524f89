// The listing form (multipart/form-data) that creating and editing a listing take: its size limit, which
// `withRoute` enforces, and its fields and photos as the API reference describes them (lib/pets/form.ts
// reads them). It is a TMultipart (lib/api/contract.ts), checked where a contract takes it: naming the type
// here would make lib/pets depend on lib/api, which depends on lib/pets through lib/auth.
import type { TErrorCode } from "@/lib/http/errors";
import { MAX_IMAGES_PER_LISTING, MAX_LISTING_REQUEST_BYTES } from "@/lib/images/limits";
import { ZKeepImageIds, ZPet } from "./schemas";

const tooLarge: TErrorCode = "PHOTOS_TOO_LARGE_TOGETHER";

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

export function listingForm({ isEdit }: { isEdit: boolean }) {
  return {
    maxBytes: MAX_LISTING_REQUEST_BYTES,
    tooLarge,
    fields: ZPet,
    jsonFields: {
      features: {
        schema: ZPet.shape.features,
        description: 'The listing\'s features as a JSON array of short texts, e.g. ["Vaccinated", "Friendly"].',
      },
      rehoming_questions: {
        schema: ZPet.shape.rehoming_questions,
        description:
          'For a rehoming (mode=rehoming): the owner\'s own questions to every applicant, as a JSON array of texts (at most 5, each at most 200 characters), e.g. ["Who walks him in the day?"]. A sale clears them.',
      },
      vaccinations: {
        schema: ZPet.shape.vaccinations,
        description:
          'Its vaccinations as a JSON array of { vaccine, date } (at most 10; the date an ISO day, not in the future, not before the date of birth), e.g. [{"vaccine": "Anti-rabies", "date": "2026-10-02"}]. Shown on the pet page; an edit replaces them.',
      },
      withMother: {
        schema: ZPet.shape.withMother,
        description:
          "Which photos show the litter with its mother, as a JSON array of their places among the listing's photos after this request (0 is the cover; on an edit, the kept photos in keepImageIds' order, then the new files), e.g. [1]. Shown as \"Photo with the mother\".",
      },
      ...(isEdit
        ? {
            keepImageIds: {
              schema: ZKeepImageIds,
              description: "The ids of the photos to keep (imageList[].id), in their new order, as a JSON array.",
            },
          }
        : {}),
    },
    files: {
      name: "images",
      maxItems: MAX_IMAGES_PER_LISTING,
      description: `Photos (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF), at most ${MAX_IMAGES_PER_LISTING} per listing counting kept ones; the first is the cover. They are re-encoded as WebP without their metadata.`,
    },
  };
}
