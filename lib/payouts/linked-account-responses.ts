// What /server/sellers/payout-account answers, as zod schemas: the service's types are inferred from
// them, and the API reference (lib/openapi) describes the answers with them. Never a whole PAN or
// account number: we keep only masked copies (Razorpay holds the details).
import * as z from "zod";

export const LINKED_ACCOUNT_STATES = ["created", "under_review", "needs_clarification", "activated", "suspended"] as const;

export const ZPayoutRequirement = z
  .object({
    field: z.string().meta({ description: "What Razorpay asks about, as it names it (such as `settlements.account_number`)." }),
    reason: z.string().nullable().meta({ description: "Razorpay's reason code (such as `needs_clarification`)." }),
    description: z.string().nullable().meta({ description: "Razorpay's own words, in English." }),
  })
  .meta({ id: "PayoutRequirement" });
export type TPayoutRequirement = z.infer<typeof ZPayoutRequirement>;

export const ZPayoutAccount = z
  .object({
    state: z.enum(LINKED_ACCOUNT_STATES).meta({
      description:
        "created: sent in part (send the details again to finish); under_review: Razorpay is checking the KYC and the bank account; needs_clarification: Razorpay asks for something (requirements); activated: paid orders can be accepted and are paid out here; suspended: Razorpay stopped it.",
    }),
    legal_name: z.string(),
    pan_masked: z.string().meta({ description: "The PAN's first two and last three characters: ABXXXXX34F." }),
    account_masked: z.string().meta({ description: "The account number's last four digits: XXXXXX1234." }),
    ifsc: z.string(),
    can_resend: z.boolean().meta({ description: "Whether the details can be sent again (PATCH): while created or needs_clarification." }),
    requirements: z.array(ZPayoutRequirement).meta({ description: "What Razorpay asks for while it needs a clarification." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "PayoutAccount", description: "The seller's bank account linked through Razorpay Route." });
export type TPayoutAccountDto = z.infer<typeof ZPayoutAccount>;

export const ZPayoutAccountAnswer = z.object({
  provider: z.enum(["mock", "razorpay"]).meta({
    description:
      "mock: no bank account is linked here, our team sends payouts; razorpay: Razorpay Route pays sellers into their linked account.",
  }),
  account: ZPayoutAccount.nullable().meta({ description: "The seller's linked account; null before one is linked." }),
});
export type TPayoutAccountAnswer = z.infer<typeof ZPayoutAccountAnswer>;
