// What the profile endpoints answer, as zod schemas: the service's types are inferred from them, and
// the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { locales } from "@/lib/i18n/routing";

export const ZProfileDto = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable().meta({ description: "+91 and ten digits. Never shown to other members." }),
    phoneVerified: z.boolean().meta({
      description:
        "Whether the phone was confirmed with a code sent to it by SMS (POST /server/profile/phone); saving another number clears it.",
    }),
    location: z.string().nullable(),
    bio: z.string().nullable(),
    avatar: z.string().nullable().meta({ description: "The profile photo's address, or null." }),
    isEmailVerified: z.boolean(),
    locale: z.enum(locales).meta({ description: "The language of the site and of the mails: en, te or hi." }),
    notifications: z
      .object({
        newMessage: z.boolean(),
        newOrder: z.boolean(),
        orderDecision: z.boolean(),
        push: z
          .object({
            newMessage: z.boolean(),
            newOrder: z.boolean(),
            orderDecision: z.boolean(),
            paymentReceived: z.boolean(),
            searchMatches: z.boolean(),
          })
          .meta({
            description:
              "Which push notifications the user gets on the devices they turned push on (new message, new order, order decision, payment received, saved-search matches).",
          }),
      })
      .meta({ description: "Which mails the user gets, and which push notifications (`push`)." }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Profile", description: "The signed-in user's profile." });
export type TProfileDto = z.infer<typeof ZProfileDto>;

export const ZProfileStats = z
  .object({
    listings: z.number().int(),
    sales: z.number().int().meta({ description: "Completed sales: orders for their pets that they accepted and that were paid." }),
    rating: z.number().nullable().meta({ description: "The average of their visible reviews, one decimal; null without any." }),
    reviews: z.number().int().meta({ description: "Visible reviews of them (a review a moderator hid is not counted)." }),
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: "ProfileStats", description: "The numbers the profile page shows." });
export type TProfileStats = z.infer<typeof ZProfileStats>;

/** What the profile's changes answer: the profile as it now is. */
export const ZProfileAnswer = okAnswer({ message: z.string(), profile: ZProfileDto });

/** GET /server/profile. */
export const ZMyProfileAnswer = okAnswer({ profile: ZProfileDto, stats: ZProfileStats });

/** PUT /server/profile. */
export const ZProfileSavedAnswer = okAnswer({
  message: z.string(),
  profile: ZProfileDto,
  isEmailChanged: z.boolean(),
  isVerificationSent: z.boolean().meta({ description: "False when the new address changed but its mail could not be sent." }),
});

/** DELETE /server/profile: what the deletion did to the orders. */
export const ZAccountDeletedAnswer = okAnswer({
  message: z.string(),
  rejectedOrders: z.int().nonnegative(),
  cancelledOrders: z.int().nonnegative(),
});

/** POST /server/profile/phone/verify. */
export const ZPhoneVerifiedAnswer = okAnswer({
  message: z.string(),
  phone: z.string().meta({ description: "The verified number, as +91 and ten digits." }),
  profile: ZProfileDto,
});
