// What a seller's trust figures and public page are, as zod schemas (the profile's statistics and the
// pages read the same figures: lib/sellers/service.ts).
import * as z from "zod";
import type { TPetCardDto } from "@/lib/pets/card";
import type { TSellerDisclosure } from "@/lib/pets/seller-disclosure-dto";
import { ZReviewsWrittenAnswer, type TPublicReviewDto } from "@/lib/reviews/responses";
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

/** GET /server/reviews?as=seller: the reviews of me, with my trust figures as buyers see them. */
export const ZReviewsOfMeAnswer = ZReviewsWrittenAnswer.extend({ trust: ZSellerTrust });

/** GET /server/reviews: the reviews I wrote (`as=author`), or the reviews of me with my figures (`as=seller`). */
export const ZMyReviewsAnswer = ZReviewsWrittenAnswer.extend({
  trust: ZSellerTrust.optional().meta({ description: "With `as=seller` only." }),
});

/**
 * What the public seller page shows (lib/sellers/service.ts reads it; the page is rendered on the
 * server, so it is a type here, beside the figures it holds, rather than an answer of the API).
 */
export type TSellerPage = {
  seller: { id: string; name: string; avatar: string | null; location: string | null };
  /** Which of their email and phone PawBazaar verified, and the registration a moderator approved (lib/pets/seller-disclosure.ts). */
  disclosure: Pick<TSellerDisclosure, "verifications" | "registration">;
  trust: TSellerTrust;
  /** Active listings only (never hidden, sold or inactive ones), newest first, at most SELLER_PAGE_PETS_LIMIT (lib/sellers/service.ts). */
  pets: TPetCardDto[];
  activeListings: number;
  /** Visible reviews with the seller's replies, newest first (bounded). */
  reviews: TPublicReviewDto[];
};
