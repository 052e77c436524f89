import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { PET_LIMITS } from "@/lib/pets/limits";
import { LISTING_WRITE_ERRORS, NEW_LISTING_FORM } from "@/lib/pets/listing-form";
import { ZPetListAnswer, ZPetRefAnswer } from "@/lib/pets/responses";
import { ZPetListQuery } from "@/lib/pets/schemas";

export const GET = endpoint({
  tag: "Listings",
  summary: "Browse and search active listings",
  description:
    'Newest first by default. Pages are keyset-paged: pass the answer\'s nextCursor as cursor (with the same filters and sort) for the next page. An unknown filter value is refused rather than ignored. The search q understands species, breeds and towns, their short and old names and their Hindi and Telugu spellings ("lab puppies in bangalore", "पर्शियन बिल्ली", "కుక్క"), a budget ("under 10k", "₹5,000 से कम", "10 వేల లోపు", "5k-10k") and a gender ("female", "मादा", "ఆడ"), which become filters (`interpretedAs`); its other words are matched against name, breed and description. Listings that mention every word come first, then those that match only what was understood (`unmatched` names the words they lack), so a word no listing has never empties the page. When nothing matches at all, misspelt words are corrected to the breeds and towns listed (`interpretedAs.corrected`).',
  auth: "none",
  query: ZPetListQuery,
  errors: ["INVALID_CURSOR"],
  responses: [{ status: 200, description: "One page of listings.", schema: okAnswer(ZPetListAnswer.shape) }],
});

export const POST = endpoint({
  tag: "Listings",
  summary: "Create a listing",
  description:
    "A form upload of the listing's fields and its photos. With `sellerType` breeder, pet_shop or shelter it needs the account's registration of that type (POST /server/profile/seller): refused without one (or when refused), stored held (status `hidden`, cause `unverified`) while it waits for a moderator or has expired, published once approved. Without a seller type, or as an individual, it is published at once, within the individual limits for dogs and cats under six months (the Dog Breeding and Marketing Rules 2017: at most 2 litters in 12 months, 3 such listings active at once).",
  auth: "required",
  unauthorized: "LISTING_LOGIN_REQUIRED",
  multipart: NEW_LISTING_FORM,
  rateLimit: ({ auth }) => [{ rule: PET_LIMITS.createPerUser, subject: auth!.user.id }],
  errors: [...LISTING_WRITE_ERRORS],
  responses: [
    {
      status: 201,
      description: "The listing is created (active, or held until the seller's registration is approved).",
      schema: ZPetRefAnswer,
    },
  ],
});
