// What a seller's trust figures and public page are, as zod schemas (the profile's statistics and the
// pages read the same figures: lib/sellers/service.ts).
import * as z from "zod";
import { REPLY_BUCKETS } from "./reply-time";

export const ZSellerTrust = z
  .object({
    isEmailVerified: z.boolean(),
    memberSince: z.iso.datetime(),
    completedSales: z.number().int().meta({ description: "Orders for the seller's pets that were accepted and paid." }),
    replyTime: z
      .object({
        medianMinutes: z.number().int(),
        samples: z.number().int().meta({ description: "Answered conversations the median is taken over." }),
        within: z.enum(REPLY_BUCKETS).meta({ description: "The median in words: within an hour, a few hours, a day, or more than a day." }),
      })
      .nullable()
      .meta({
        description:
          "The median delay, over the last 90 days, between a buyer's message and the seller's next message to them; null with fewer than 3 answered conversations.",
      }),
    rating: z.object({
      average: z.number().nullable().meta({ description: "The average of the visible reviews, one decimal; null without any." }),
      count: z.number().int().meta({ description: "Visible reviews (hidden ones are left out)." }),
    }),
  })
  .meta({ id: "SellerTrust", description: "The figures that tell a buyer how far to trust a seller." });
export type TSellerTrust = z.infer<typeof ZSellerTrust>;
