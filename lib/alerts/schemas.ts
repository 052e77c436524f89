import * as z from "zod";
import "@/lib/zod";
import { locales } from "@/lib/i18n/routing";
import { ZPetListQuery } from "@/lib/pets/schemas";

// The filters of a saved search are the browse query's own fields with their own limits (lib/pets/schemas.ts),
// so a search saved from a page is always one GET /server/pets accepts, and the digest reads it as browse does.
const browse = ZPetListQuery.shape;

/** POST /server/alerts: the filters to be told about. At least one, or the digest would mail every new pet. */
export const ZAlertFilters = z
  .object({
    q: browse.q,
    species: browse.species,
    breed: browse.breed,
    location: browse.location,
    gender: browse.gender,
    minPrice: browse.minPrice,
    maxPrice: browse.maxPrice,
    minAge: browse.minAge,
    maxAge: browse.maxAge,
    verified: browse.verified,
    mode: browse.mode,
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: "minPrice cannot be more than maxPrice",
    path: ["minPrice"],
  })
  .refine((f) => f.minAge === undefined || f.maxAge === undefined || f.minAge <= f.maxAge, {
    message: "minAge cannot be more than maxAge",
    path: ["minAge"],
  })
  .refine((f) => Object.values(f).some((v) => v !== undefined), { message: "SAVED_SEARCH_EMPTY" });
export type TAlertFilters = z.infer<typeof ZAlertFilters>;

export const ZSaveSearch = z.object({ filters: ZAlertFilters });
export type TSaveSearch = z.infer<typeof ZSaveSearch>;

/** The unsubscribe link's signed token (lib/alerts/unsubscribe-token.ts). */
export const ZUnsubscribeQuery = z.object({
  token: z.string("UNSUBSCRIBE_LINK_INVALID").min(1, "UNSUBSCRIBE_LINK_INVALID").max(300, "UNSUBSCRIBE_LINK_INVALID"),
});

/**
 * GET /server/alerts/unsubscribe: a browser opening the link. Any token, or none: whatever it is, the
 * answer is the confirmation page, which says when the link is not valid (so no 400 for a person to read).
 */
export const ZUnsubscribeLinkQuery = z.object({
  token: z
    .string()
    .optional()
    .meta({ description: "The signed token from the mail; without a valid one, the page says the link is not valid." }),
});

/** GET /server/alerts: the labels' language; without it, the language cookie's. */
export const ZAlertListQuery = z.object({
  locale: z.preprocess((x) => (x === "" ? undefined : x), z.enum(locales, "locale must be en, te or hi").optional()),
});
