// What the wishlist endpoints answer, as zod schemas: the service's types are inferred from them, and
// the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { petLineFields } from "@/lib/pets/responses";

export const ZWishlistItemDto = z
  .object({
    ...petLineFields,
    price: z.number().int().meta({ description: "In whole rupees." }),
    location: z.string(),
    added_at: z.iso.datetime(),
  })
  .meta({ id: "WishlistItem", description: "A saved listing." });
export type TWishlistItemDto = z.infer<typeof ZWishlistItemDto>;
