// What the listing endpoints answer, as zod schemas: the types the service returns are inferred from
// them, and the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { ZPetHealthDto } from "./pet-health-dto";
import { SEARCH_AGE_UNITS } from "@/lib/search/facets";
import { ZSellerDisclosure } from "./seller-disclosure-dto";
import {
  AUTO_HIDDEN_REASON,
  GENDERS,
  HIDE_CAUSES,
  LISTING_MODES,
  LISTING_STATUSES,
  PET_STATUSES,
  REGISTERED_SELLER_TYPES,
  SELLER_TYPES,
  SPECIES,
} from "./constants";

const imageUrl = z.string().meta({ description: "Where the photo loads from: /server/images/… or the bucket's public address." });

/** A listing as lists show it (GET /server/pets, GET /server/pets/user). */
export const ZPetDto = z
  .object({
    id: z.string(),
    name: z.string(),
    breed: z.string(),
    age: z.string().meta({ description: 'As the seller wrote it, e.g. "2 years".' }),
    price: z.number().int().meta({ description: "In whole rupees." }),
    location: z.string(),
    description: z.string(),
    gender: z.enum(GENDERS),
    features: z.array(z.string()),
    status: z
      .enum(LISTING_STATUSES)
      .meta({ description: "`hidden` (taken down by the moderators) only ever reaches the listing's seller." }),
    views: z.number().int(),
    likes: z.number().int().meta({ description: "How many people saved it to their wishlist." }),
    images: z.array(imageUrl).meta({ description: "The photos (1200 px), first photo first." }),
    thumbnails: z.array(imageUrl).meta({ description: "The same photos, 480 px." }),
    species: z.enum(SPECIES).nullable(),
    bornOn: z.iso.date().nullable().meta({
      description:
        'The day the pet was born, as the search counts its age: the date of birth the seller gave, else the age text read on the day the listing was made ("11 weeks"); null when neither says. The cards put the age in words from it.',
    }),
    createdAt: z.iso.datetime(),
    mode: z.enum(LISTING_MODES).meta({
      description:
        "`sale`: the first buyer to pay takes the pet (cart, order). `rehoming`: the owner chooses among applications to adopt (POST /server/pets/{id}/applications), and `price` is the adoption fee (₹500–₹5,000); cart and orders refuse it with REHOMING_APPLY_INSTEAD.",
    }),
    registered: z
      .object({ type: z.enum(REGISTERED_SELLER_TYPES), state: z.string().meta({ description: "The state's code (lib/law/states.json)." }) })
      .nullable()
      .meta({
        description:
          "Set when the listing's seller type is breeder, pet_shop or shelter and a moderator approved the seller's registration of that type (with their State Animal Welfare Board, or AWBI): the mark \"Registered breeder · checked by PawBazaar\".",
      }),
  })
  .meta({ id: "Pet", description: "A listing." });
export type TPetDto = z.infer<typeof ZPetDto>;

const ZSearchAge = z
  .object({ n: z.number().min(0), unit: z.enum(SEARCH_AGE_UNITS) })
  .meta({ id: "SearchAge", description: 'An age as the search said it: "3 months" is { n: 3, unit: "month" }.' });

/** A search as the server understood it (GET /server/pets with q): the filters its words became, and the words left. */
export const ZSearchInterpretation = z
  .object({
    q: z.string().meta({
      description:
        "The search in words the server reads the same way again: breeds and towns as listings spell them, then the species and the words left. Pass it as q to run it.",
    }),
    species: z
      .array(z.enum(SPECIES))
      .meta({ description: 'Species its words named ("puppies", "बिल्ली", "కుక్క"); listings of any of them.' }),
    breeds: z
      .array(z.string())
      .meta({ description: "Breeds its words named or were corrected to, as listings spell them; listings of any of them." }),
    locations: z
      .array(z.string())
      .meta({ description: "Towns its words named or were corrected to, as listings spell them; listings in any of them." }),
    price: z.object({ min: z.number().int().optional(), max: z.number().int().optional() }).nullable().meta({
      description:
        'The budget its words named, in whole rupees ("under 10k", "₹5,000 से कम", "10 వేల లోపు", "5k-10k"); null when none. Listings priced within it.',
    }),
    gender: z.enum(GENDERS).nullable().meta({ description: 'The gender its words named ("female", "मादा", "ఆడ"); null when none.' }),
    age: z.object({ min: ZSearchAge.optional(), max: ZSearchAge.optional() }).nullable().meta({
      description:
        'The age range its words named ("under 3 months", "2 साल से ज़्यादा", "6 నెలల లోపు", "adult": a year or more); null when none. Listings whose pet\'s age, counted from its date of birth or from the age its listing gave, is within it.',
    }),
    prefer: z
      .object({
        young: z
          .boolean()
          .meta({ description: 'Its words asked for young ones ("puppies", "kitten", "पिल्ला", "కుక్కపిల్ల"): pets under a year old first.' }),
        adoption: z.boolean().meta({
          description: 'Its words asked for adoption ("adoption", "free", "गोद", "దత్తత"): rehoming listings and shelters\' listings first.',
        }),
        rehoming: z.boolean().meta({
          description:
            'Its words asked for a pet its owner is rehoming ("rehoming", "free to a good home", "नया घर", "కొత్త ఇల్లు"): rehoming listings and individual owners\' listings first.',
        }),
        urgent: z.boolean().meta({ description: 'Its words said urgent ("urgent", "अर्जेंट", "అర్జెంట్"): listings that say it first.' }),
        cheap: z.boolean().meta({
          description:
            'Its words asked for low prices ("cheap", "budget", "सस्ता", "తక్కువ ధర"): every listing found is ordered by price, lowest first, unless the request chose a price order itself.',
        }),
      })
      .meta({ description: "What the search prefers without leaving the rest out: the listings that have it come first." }),
    words: z.array(z.string()).meta({ description: "The words matched against name, breed and description (by prefix)." }),
    corrected: z.boolean().meta({
      description: 'True when a misspelt word was corrected to a breed or a town that listings have ("labrdor" → Labrador Retriever).',
    }),
  })
  .meta({ id: "SearchInterpretation", description: "How a search was read." });
export type TSearchInterpretation = z.infer<typeof ZSearchInterpretation>;

/** GET /server/pets: one page of active listings, and how its search was read. */
export const ZPetListAnswer = z.object({
  pets: z.array(ZPetDto),
  nextCursor: z.string().nullable().meta({ description: "The cursor of the next page; null on the last one." }),
  interpretedAs: ZSearchInterpretation.optional().meta({
    description:
      'Present when q named a species, breed or town, or when its words found nothing and were corrected (then `corrected` is true and these are the corrected search\'s pets: "Showing results for …").',
  }),
  unmatched: z
    .object({
      words: z.array(z.string()).meta({
        description: "The words of the search that these listings do not mention, or whose preference (young, adoption, urgent) they lack.",
      }),
      matchingAll: z
        .number()
        .int()
        .min(0)
        .meta({ description: "How many listings of this page, the first ones, mention every word; 0 when none does." }),
    })
    .optional()
    .meta({
      description:
        "Present when the page holds listings that match what was understood of the search (its breeds, towns, species, budget, gender) but not all of its words: they follow the listings that mention every word, so a word no listing has never empties the page.",
    }),
});
export type TPetListAnswer = z.infer<typeof ZPetListAnswer>;

/** Why a listing is hidden, as its seller (and the moderators) see it. */
export const ZHiddenInfo = z
  .object({
    cause: z.enum(HIDE_CAUSES).meta({
      description:
        "`reports`: hidden automatically after reports from several verified users; `moderator`: by a moderator; `suspension`: the seller's account is suspended; `unverified`: held until a moderator approves the seller's registration of the listing's seller type; `review`: held until a moderator looks at a photo that matches a listing taken down.",
    }),
    reason: z
      .string()
      .nullable()
      .meta({ description: `The moderator's reason, or \`${AUTO_HIDDEN_REASON}\` when hidden automatically by reports.` }),
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
  imageList: z.array(
    z.object({
      id: z.string(),
      url: imageUrl,
      thumbnail: imageUrl,
      width: z.number().int(),
      height: z.number().int(),
      withMother: z.boolean().meta({ description: "The seller marked it as a photo of the litter with its mother." }),
    }),
  ),
  // What a buyer is told of the seller before buying (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(a)).
  seller: z.object({
    id: z.string(),
    name: z.string(),
    memberSince: z.iso.datetime(),
    isEmailVerified: z.boolean(),
    ...ZSellerDisclosure.shape,
  }),
  sellerId: z.string(),
  dateOfBirth: z.iso.date().nullable(),
  vaccinated: z.boolean().nullable(),
  dewormed: z.boolean().nullable(),
  sterilised: z.boolean().nullable(),
  microchipNumber: z.string().nullable(),
  sellerType: z.enum(SELLER_TYPES).nullable(),
  registrationNumber: z.string().nullable(),
  ...ZPetHealthDto.shape,
  rehoming_questions: z.array(z.string()).meta({
    description: "For a rehoming: the owner's own questions (at most 5) that every application to adopt answers; [] for a sale.",
  }),
  rehoming_wishes: z.string().nullable().meta({
    description:
      'For a rehoming: what the owner wants for the pet\'s new home ("a garden, no other cats"); null for a sale or when not said.',
  }),
  available: z.number().int().min(0).meta({
    description:
      "How many of the pets the listing offers are left: 1 for one animal, more for a litter; accepted orders lower it, and at 0 the listing is sold. A cart line or an order takes at most this many.",
  }),
  updatedAt: z.iso.datetime(),
  priceWarning: z
    .object({ typical: z.number().int().meta({ description: "The typical price of the breed in the town, in rupees." }) })
    .nullable()
    .meta({
      description:
        "Set when the price is under a third of what the breed usually costs in the town (the median of the breed-in-town landing page's listings, at least 3 others): the page warns buyers never to pay before meeting the pet and the seller (lib/trust/low-price.ts).",
    }),
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

/** GET /server/pets/{id}: one listing with its seller. */
export const ZPetDetailAnswer = okAnswer({ pet: ZPetDetailDto });
/** GET /server/pets/user: my listings, whatever their status. */
export const ZMyPetsAnswer = okAnswer({ pets: z.array(ZMyPetDto) });
/** PATCH /server/pets/{id}/status: the status saved. */
export const ZPetStatusAnswer = okAnswer({ message: z.string(), status: z.enum(PET_STATUSES) });

/** What creating or editing a listing answers: the listing's id. */
export const ZPetRefAnswer = okAnswer({ message: z.string(), pet: z.object({ id: z.string() }) });
