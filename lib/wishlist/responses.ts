// What the wishlist endpoints answer, as zod schemas: the service's types are inferred from them, and
// the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { PET_STATUSES } from "@/lib/pets/constants";

export const ZWishlistItemDto = z
  .object({
    id: z.string(),
    pet_id: z.string(),
    name: z.string(),
    breed: z.string(),
    age: z.string(),
    price: z.number().int().meta({ description: "In whole rupees." }),
    image: z.string().nullable().meta({ description: "The first photo, 480 px; null when the listing has none." }),
    location: z.string(),
    added_at: z.iso.datetime(),
    status: z.enum(PET_STATUSES),
  })
  .meta({ id: "WishlistItem", description: "A saved listing." });
export type TWishlistItemDto = z.infer<typeof ZWishlistItemDto>;
