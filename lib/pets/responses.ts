// What the listing endpoints answer, as zod schemas: the types the service returns are inferred from
// them, and the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { AUTO_HIDDEN_REASON, GENDERS, HIDE_CAUSES, LISTING_STATUSES, PET_STATUSES, SELLER_TYPES, SPECIES } from "./constants";

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
    status: z.enum(LISTING_STATUSES).meta({ description: "`hidden` (taken down by the moderators) only ever reaches the listing's seller." }),
    views: z.number().int(),
    likes: z.number().int().meta({ description: "How many people saved it to their wishlist." }),
    images: z.array(imageUrl).meta({ description: "The photos (1200 px), first photo first." }),
    thumbnails: z.array(imageUrl).meta({ description: "The same photos, 480 px." }),
    species: z.enum(SPECIES).nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Pet", description: "A listing." });
export type TPetDto = z.infer<typeof ZPetDto>;

/** Why a listing is hidden, as its seller (and the moderators) see it. */
export const ZHiddenInfo = z
  .object({
    cause: z.enum(HIDE_CAUSES).meta({ description: "`reports`: hidden automatically after reports from several verified users; `moderator`: by a moderator; `suspension`: the seller's account is suspended." }),
    reason: z.string().nullable().meta({ description: `The moderator's reason, or \`${AUTO_HIDDEN_REASON}\` when hidden automatically by reports.` }),
    hiddenAt: z.iso.datetime().nullable(),
    appealedAt: z.iso.datetime().nullable().meta({ description: "When the seller appealed (once per hiding); null until then." }),
  })
  .meta({ id: "HiddenInfo", description: "Why the moderators hid a listing." });
export type THiddenInfo = z.infer<typeof ZHiddenInfo>;

/** One of my listings (GET /server/pets/user): a listing, and why it is hidden when it is. */
export const ZMyPetDto = ZPetDto.extend({
  hidden: ZHiddenInfo.nullable().meta({ description: "Set while the status is `hidden`." }),
}).meta({ id: "MyPet", description: "One of the signed-in seller's listings." });
export type TMyPetDto = z.infer<typeof ZMyPetDto>;

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
  // A listing the moderators hid reads as `inactive` here: to a buyer it is simply not available.
  status: z.enum(PET_STATUSES),
};
