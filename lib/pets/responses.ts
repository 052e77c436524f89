// What the listing endpoints answer, as zod schemas: the types the service returns are inferred from
// them, and the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { GENDERS, PET_STATUSES, SELLER_TYPES, SPECIES } from "./constants";

const imageUrl = z.string().meta({ description: "Where the photo loads from: /server/images/… or the bucket's public address." });

/** A listing as lists show it (GET /server/pets, GET /server/pets/user). */
export const ZPetDto = z
  .object({
    id: z.string(),
    name: z.string(),
    breed: z.string(),
    age: z.string().meta({ description: "As the seller wrote it, e.g. \"2 years\"." }),
    price: z.number().int().meta({ description: "In whole rupees." }),
    location: z.string(),
    description: z.string(),
    gender: z.enum(GENDERS),
    features: z.array(z.string()),
    status: z.enum(PET_STATUSES),
    views: z.number().int(),
    likes: z.number().int().meta({ description: "How many people saved it to their wishlist." }),
    images: z.array(imageUrl).meta({ description: "The photos (1200 px), first photo first." }),
    thumbnails: z.array(imageUrl).meta({ description: "The same photos, 480 px." }),
    species: z.enum(SPECIES).nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Pet", description: "A listing." });
export type TPetDto = z.infer<typeof ZPetDto>;

/** One listing with its seller and the optional health and paperwork fields (GET /server/pets/{id}). */
export const ZPetDetailDto = ZPetDto.extend({
  imageList: z.array(z.object({ id: z.string(), url: imageUrl, thumbnail: imageUrl, width: z.number().int(), height: z.number().int() })),
  seller: z.object({ id: z.string(), name: z.string(), memberSince: z.iso.datetime(), isEmailVerified: z.boolean() }),
  sellerId: z.string(),
  dateOfBirth: z.iso.date().nullable(),
  vaccinated: z.boolean().nullable(),
  dewormed: z.boolean().nullable(),
  sterilised: z.boolean().nullable(),
  microchipNumber: z.string().nullable(),
  sellerType: z.enum(SELLER_TYPES).nullable(),
  registrationNumber: z.string().nullable(),
  updatedAt: z.iso.datetime(),
}).meta({ id: "PetDetail", description: "A listing with its seller, photo sizes and the optional health and paperwork fields." });
export type TPetDetailDto = z.infer<typeof ZPetDetailDto>;

/** The fields a line of the cart or the wishlist shares: the line's id and the listing it names. */
export const petLineFields = {
  id: z.string(),
  pet_id: z.string(),
  name: z.string(),
  breed: z.string(),
  age: z.string(),
  image: z.string().nullable().meta({ description: "The first photo, 480 px; null when the listing has none." }),
  status: z.enum(PET_STATUSES),
};
