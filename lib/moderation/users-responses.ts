// What the moderation console's user endpoints answer, as zod schemas: the service's types are inferred
// from them, and the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";

export const ZAdminUserDto = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    isEmailVerified: z.boolean(),
    role: z.enum(["user", "moderator", "admin"]),
    memberSince: z.iso.datetime(),
    listings: z.number().int().meta({ description: "Every listing of the user, whatever its status." }),
    activeListings: z.number().int(),
    suspendedAt: z.iso.datetime().nullable().meta({ description: "When the account was suspended; null when it is not." }),
    suspendedReason: z.string().nullable(),
  })
  .meta({ id: "AdminUser", description: "A member as the moderation console shows them." });
export type TAdminUserDto = z.infer<typeof ZAdminUserDto>;

export const ZSuspendResult = z.object({
  user: ZAdminUserDto,
  hiddenListings: z.number().int().meta({ description: "Active listings hidden by the suspension." }),
  rejectedOrders: z.number().int().meta({ description: "Pending orders for the user's pets that were rejected (and refunded when paid)." }),
});
export type TSuspendResult = z.infer<typeof ZSuspendResult>;

export const ZUnsuspendResult = z.object({
  user: ZAdminUserDto,
  restoredListings: z.number().int().meta({ description: "Listings hidden by the suspension that are active again." }),
  setAsideListings: z.number().int().meta({
    description:
      "Listings hidden by the suspension that the listing rules refuse today (a breeder's dog past six months, unsterilised): set aside (inactive) instead, for their seller to complete.",
  }),
});
export type TUnsuspendResult = z.infer<typeof ZUnsuspendResult>;
