// What the alert endpoints answer, as zod schemas: the service's types are inferred from them, and the
// API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { GENDERS, LISTING_MODES, SPECIES } from "@/lib/pets/constants";

export const ZSavedSearchDto = z
  .object({
    id: z.string(),
    filters: z
      .object({
        q: z.string().optional(),
        species: z.enum(SPECIES).optional(),
        breed: z.string().optional(),
        location: z.string().optional(),
        gender: z.enum(GENDERS).optional(),
        minPrice: z.number().int().optional(),
        maxPrice: z.number().int().optional(),
        minAge: z.number().int().optional().meta({ description: "In months." }),
        maxAge: z.number().int().optional().meta({ description: "In months." }),
        verified: z.literal("1").optional().meta({ description: "Only sellers whose phone and email are verified." }),
        mode: z.enum(LISTING_MODES).optional().meta({ description: "Only rehoming listings, or only sales." }),
      })
      .meta({ description: "The browse filters of the search, as GET /server/pets takes them." }),
    label: z.string().meta({
      description:
        'The filters in words, in the reader\'s language (the language cookie), e.g. "Dogs · Labrador Retriever · in Hyderabad".',
    }),
    href: z
      .string()
      .meta({ description: "The browse page with these filters, without the language prefix, e.g. /pets?breed=Labrador+Retriever." }),
    createdAt: z.iso.datetime(),
    checkedAt: z.iso.datetime().meta({ description: "The digest has looked for new pets up to this time." }),
  })
  .meta({ id: "SavedSearch", description: "A saved search: new pets that match it are mailed in the daily digest." });
export type TSavedSearchDto = z.infer<typeof ZSavedSearchDto>;

export const ZDigestRun = z
  .object({
    day: z.iso.date().meta({ description: "The day (in India) the mails count against: one digest per user and day." }),
    users: z.number().int().meta({ description: "Users whose searches were looked at." }),
    searches: z.number().int().meta({ description: "Saved searches looked at." }),
    mailsSent: z.number().int(),
    pets: z.number().int().meta({ description: "Pets shown in the mails sent." }),
    failed: z.number().int().meta({ description: "Users whose digest could not be sent (tried again on the next run)." }),
    isComplete: z.boolean().meta({ description: "False when the time budget ran out first: call again to go on." }),
  })
  .meta({ id: "DigestRun", description: "What one run of the alert digest did." });
export type TDigestRun = z.infer<typeof ZDigestRun>;

/** POST /server/alerts: the search kept (`isNew` false when the same filters were saved before). */
export const ZSavedSearchAnswer = okAnswer({ message: z.string(), isNew: z.boolean(), search: ZSavedSearchDto });
/** GET /server/alerts. */
export const ZSavedSearchesAnswer = okAnswer({ searches: z.array(ZSavedSearchDto) });
