// What the wishlist endpoints answer, as zod schemas: the service's types are inferred from them, and
// the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { petLineFields } from "@/lib/pets/responses";
import { WISHLIST_DEFAULTS } from "./defaults";

const orDefault = (field: keyof typeof WISHLIST_DEFAULTS) =>
  z.string().meta({ description: `"${WISHLIST_DEFAULTS[field]}" when the listing has none.` });

export const ZWishlistItemDto = z
  .object({
    ...petLineFields,
    name: orDefault("name"),
    breed: orDefault("breed"),
    age: orDefault("age"),
    price: z.number().int().meta({ description: "In whole rupees." }),
    location: orDefault("location"),
    added_at: z.iso.datetime(),
  })
  .meta({ id: "WishlistItem", description: "A saved listing." });
export type TWishlistItemDto = z.infer<typeof ZWishlistItemDto>;

/** GET /server/wishlist: a bare array, newest first. */
export const ZWishlistAnswer = z.array(ZWishlistItemDto);

/** POST /server/wishlist/check. */
export const ZWishlistCheckAnswer = okAnswer({ inWishlist: z.boolean() });
