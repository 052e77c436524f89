// What the console's flag endpoints answer, as zod schemas: the service's types are inferred from them,
// and the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { HIDE_CAUSES, LISTING_STATUSES } from "@/lib/pets/constants";

const imageUrl = z.string().meta({ description: "A photo, 480 px: /server/images/… or the bucket's public address." });

const ZFlaggedListing = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  location: z.string(),
  price: z.number().int().meta({ description: "Rupees." }),
  status: z.enum(LISTING_STATUSES),
  hiddenCause: z.enum(HIDE_CAUSES).nullable(),
  isHeld: z.boolean().meta({ description: "Held until a moderator looks (hidden with cause `review`): publish or hide it." }),
  isFraud: z
    .boolean()
    .meta({ description: "Taken down for fraud: hidden by a moderator or by reports, with a report of reason `scam` not dismissed." }),
  createdAt: z.iso.datetime(),
  photo: imageUrl.nullable().meta({ description: "The matching photo (a photo match), else the first photo; null when gone." }),
  seller: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});

export const ZListingFlag = z
  .object({
    id: z.string(),
    kind: z.enum(["photo_match", "low_price"]),
    createdAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolvedBy: z
      .string()
      .nullable()
      .meta({ description: "The moderator's email; null while open, and when resolved by the system (the price was raised)." }),
    pet: ZFlaggedListing.meta({ description: "The flagged listing: of a photo match, the newer of the two." }),
    otherPet: ZFlaggedListing.nullable().meta({ description: "A photo match's other listing, the earlier one; null for a low price." }),
    distance: z
      .number()
      .int()
      .nullable()
      .meta({ description: "How many of the 64 bits of the two photos' hashes differ (0 = the same picture)." }),
    price: z.number().int().nullable().meta({ description: "A low price: the listing's price when flagged, in rupees." }),
    typical: z.number().int().nullable().meta({ description: "A low price: the breed's typical price in the town, in rupees." }),
  })
  .meta({ id: "ListingFlag", description: "Something about a listing that looks like a scam, for a moderator to look at." });
export type TListingFlag = z.infer<typeof ZListingFlag>;

export const ZFlagsPage = z.object({
  flags: z.array(ZListingFlag),
  nextCursor: z.string().nullable().meta({ description: "The cursor of the next page; null on the last one." }),
});
export type TFlagsPage = z.infer<typeof ZFlagsPage>;
